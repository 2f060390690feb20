// Tim Brown in his own world: his photobook Low Water lying open on a walnut desk, the photograph
// on the right-hand page and its caption on the left, its pages curving up from the gutter; beside it
// the letter on his letterhead and his two cards. The stationery is cut from the identity sheet (the
// first frame; config.regions, fractions of it) and the plate from the book's cover (the second frame,
// config.plate: the band of the photograph below the titles); the letter lies far enough back that
// its type is not enlarged.
import { THREE, canvasTexture, loadTexture } from './common.js';
import { mesh, pencil, room } from './props.js';
import { crop, sheet } from './print.js';

/** A page of w x h metres, its spine edge at x = 0 running along z, curving up from the gutter to a
 *  flat outer half; `side` -1 lies to the left of the spine, 1 to the right. */
function page(map, w, h, side, lift) {
  const g = new THREE.PlaneGeometry(w, h, 48, 1);
  g.rotateX(-Math.PI / 2);
  const pos = g.attributes.position;
  for (let i = 0; i < pos.count; i++) {
    const t = (pos.getX(i) + w / 2) / w; // 0 at one edge, 1 at the other
    const fromSpine = side > 0 ? t : 1 - t;
    pos.setX(i, side * fromSpine * w);
    pos.setY(i, lift * (1 - (1 - Math.min(1, fromSpine * 1.6)) ** 2.4));
  }
  g.computeVertexNormals();
  const m = mesh(g, new THREE.MeshStandardMaterial({ map, roughness: 0.78, side: THREE.DoubleSide }), { shadows: true });
  return m;
}

/** The open book: cloth boards, a block of pages under each side, the two printed pages. */
function openBook(left, right, { w = 0.235, h = 0.295, cloth = 0x1d1c1e } = {}) {
  const group = new THREE.Group();
  const board = new THREE.MeshStandardMaterial({ color: cloth, roughness: 0.85 });
  const boards = mesh(new THREE.BoxGeometry(2 * w + 0.03, 0.003, h + 0.008), board);
  boards.position.y = 0.0015;
  group.add(boards);
  const paper = new THREE.MeshStandardMaterial({ color: 0xf2efe7, roughness: 0.95 });
  for (const side of [-1, 1]) {
    const block = mesh(new THREE.BoxGeometry(w - 0.03, 0.009, h - 0.002), paper);
    block.position.set(side * (w / 2 + 0.012), 0.0075, 0);
    group.add(block);
  }
  const l = page(left, w, h, -1, 0.0125);
  l.position.y = 0.0032;
  group.add(l);
  const r = page(right, w, h, 1, 0.0125);
  r.position.y = 0.0032;
  group.add(r);
  return group;
}

/** The left-hand page: the plate's caption, set small in the book's serif, low on the page. */
function captionPage() {
  return canvasTexture(1880, 2360, (ctx, w, h) => {
    ctx.fillStyle = '#f6f3ec';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#2b2a27';
    ctx.font = 'italic 500 64px "Cormorant Garamond", Georgia, serif';
    ctx.fillText('No. 9', 260, h - 520);
    ctx.font = '500 44px "Cormorant Garamond", Georgia, serif';
    ctx.fillStyle = 'rgb(43 42 39 / 0.75)';
    ctx.fillText('Low water, Seafield groynes,', 260, h - 440);
    ctx.fillText('6:12 am, 14 February 2024', 260, h - 380);
    ctx.font = '500 34px "Schibsted Grotesk", Arial, sans-serif';
    ctx.fillStyle = 'rgb(43 42 39 / 0.5)';
    ctx.fillText('38', 260, h - 160);
  });
}

/** The right-hand page: the photograph (region [x, y, w, h] of the cover) printed with a margin. */
function platePage(cover, [x, y, w, h]) {
  const img = cover.image;
  const sw = w * img.width, sh = h * img.height;
  return canvasTexture(1880, 2360, (ctx, W, H) => {
    ctx.fillStyle = '#f6f3ec';
    ctx.fillRect(0, 0, W, H);
    const mw = 170, pw = W - 2 * mw, ph = pw * (sh / sw);
    ctx.drawImage(img, x * img.width, y * img.height, sw, sh, mw, (H - ph) / 2 - 120, pw, ph);
  });
}

export async function book({ scene, renderer, config, grain, surfaces }) {
  const { palette } = config;
  room(scene, { table: palette.table, wall: palette.wall, wallDistance: 0.8, grain, surfaces });
  const [identity, cover] = await Promise.all(config.textures.map((url) => loadTexture(renderer, url)));
  const { letterhead, card, cardBack } = config.regions;
  const [letter, front, back] = [letterhead, card, cardBack].map((r) => crop(identity.image, r));
  const spread = openBook(captionPage(), platePage(cover, config.plate));
  spread.rotation.y = 0.1;
  spread.position.set(-0.1, 0, 0);
  scene.add(spread);
  // The letter, A4 (210 x 297 mm), half under the book's right board; the cards on it.
  const sheetOf = (tex, w, h, o) => sheet(tex, w, h, o);
  const a4 = sheetOf(letter, 0.21, 0.297);
  a4.rotation.y = -0.14;
  a4.position.set(0.3, 0.0002, -0.12);
  scene.add(a4);
  const red = sheetOf(front, 0.085, 0.055, { thickness: 0.0007, edge: palette.accent });
  red.rotation.y = 0.32;
  red.position.set(0.24, 0.0008, 0.14);
  scene.add(red);
  const cream = sheetOf(back, 0.085, 0.055, { thickness: 0.0007, edge: palette.accent });
  cream.rotation.y = -0.08;
  cream.position.set(0.33, 0.0015, 0.17);
  scene.add(cream);
  const pen = pencil(0x1d1c1e);
  pen.position.set(-0.1, 0.0036, 0.22);
  pen.rotation.y = 2.1;
  scene.add(pen);
  return {
    background: palette.wall,
    camera: { fov: 32, position: [0.02, 0.78, 0.56], target: [0.03, 0.0, 0.02] },
    light: {
      target: [0, 0, 0],
      bounds: 0.6,
      key: { position: [-1.6, 1.9, 0.5], intensity: palette.key ?? 2.5, softness: 0.4 },
      sky: { intensity: 0.6 },
      fill: 0.15,
    },
  };
}
