// Boxed Water in its own world: cartons folded from the dieline, faced up in rows on an oak shop
// shelf as a grocer would stock them, a chalk price tag on the shelf's edge, the 'Not a bottle'
// poster (A3) pasted on the wall above. Seen at the height of a shopper's eye.
import { THREE, canvasTexture, loadFonts, loadTexture } from './common.js';
import { mesh, room } from './props.js';
import { carton } from './print.js';

/** A price tag: black card with the price in chalk-white. */
function tag(text, sub) {
  return canvasTexture(600, 300, (ctx, w, h) => {
    ctx.fillStyle = '#1d1c1e';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#f3f1ea';
    ctx.font = '600 120px Epilogue';
    ctx.fillText(text, 40, 150);
    ctx.font = '500 44px Epilogue';
    ctx.fillStyle = 'rgb(243 241 234 / 0.75)';
    ctx.fillText(sub, 44, 240);
  });
}

/** The shop's wall: white glazed tiles, 150 x 75 mm laid in courses with 3 mm of grey grout, as a
 *  colour, a roughness (the glaze shines, the grout does not) and a bump map. A tile repeats every
 *  0.9 m; each tile has its own faint tone, as fired tiles do. */
function tiles(rand) {
  const px = 1536, metres = 0.9, scale = px / metres;
  const w = 0.15, h = 0.075, grout = 0.003;
  const laid = [];
  for (let row = 0; row * h < metres - 1e-6; row++) {
    for (let x = row % 2 ? -w / 2 : 0; x < metres; x += w) laid.push([x, row * h, rand()]);
  }
  const draw = (kind) => (ctx) => {
    ctx.fillStyle = { map: '#c9c6bd', rough: '#e6e6e6', bump: '#404040' }[kind];
    ctx.fillRect(0, 0, px, px);
    for (const [x, y, tone] of laid) {
      const v = Math.round(238 + tone * 12);
      ctx.fillStyle = { map: `rgb(${v} ${v} ${v - 3})`, rough: 'rgb(40 40 40)', bump: 'rgb(210 210 210)' }[kind];
      const r = 2;
      ctx.beginPath();
      ctx.roundRect((x + grout / 2) * scale, (y + grout / 2) * scale, (w - grout) * scale, (h - grout) * scale, r);
      ctx.fill();
    }
  };
  const textures = {
    map: canvasTexture(px, px, draw('map')),
    roughnessMap: canvasTexture(px, px, draw('rough'), { srgb: false }),
    bumpMap: canvasTexture(px, px, draw('bump'), { srgb: false }),
  };
  for (const t of Object.values(textures)) {
    t.wrapS = t.wrapT = THREE.RepeatWrapping;
    t.repeat.set(10 / metres, 5 / metres);
  }
  return textures;
}

/** A strip of masking tape, w x 0.018 m, holding a corner of the poster to the tiles. */
function maskingTape(w) {
  return mesh(new THREE.PlaneGeometry(w, 0.018), new THREE.MeshStandardMaterial({ color: 0xe2d6b4, roughness: 0.8 }), { shadows: false });
}

export async function shelf({ scene, renderer, config, grain, surfaces, rand }) {
  const { palette, dieline } = config;
  const { top, back } = room(scene, { table: palette.table, wall: palette.wall, wallDistance: 0.32, grain, surfaces });
  back.material = new THREE.MeshStandardMaterial({ ...tiles(rand), roughness: 1, bumpScale: 1.5 });
  // The shelf: an oak board 30 mm thick on the wall, 1.6 m long, and the floor far below.
  top.position.y = -0.6;
  const oak = new THREE.MeshStandardMaterial({ color: palette.shelf, map: surfaces.wood ?? null, roughness: 0.6 });
  const board = mesh(new THREE.BoxGeometry(1.6, 0.03, 0.32), oak);
  board.position.set(0, -0.015, -0.16);
  scene.add(board);
  const [dielineTex, posterTex] = await Promise.all(config.textures.map((url) => loadTexture(renderer, url)));
  // Three rows deep, faced up; the front row a little out of line, one carton turned to its side.
  const turns = [0.02, -0.03, 0.04, Math.PI / 2 + 0.05, -0.02, 0.03, 0.0];
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 7; i++) {
      const c = carton(dielineTex, dieline);
      const jitter = row === 0 ? (i * 37 % 7 - 3) * 0.002 : 0;
      c.position.set(-0.32 + i * 0.088, 0, -0.05 - row * 0.085 + jitter);
      c.rotation.y = row === 0 ? turns[i] : (i % 2 ? 0.02 : -0.02);
      scene.add(c);
    }
  }
  const price = mesh(new THREE.PlaneGeometry(0.07, 0.035), new THREE.MeshStandardMaterial({ map: tag('\u00a32.20', '500 ml · still'), roughness: 0.8 }), { shadows: false });
  price.position.set(0.01, -0.016, 0.0012);
  scene.add(price);
  // The poster, A3 (297 x 420 mm), taped to the tiles above the shelf at its four corners.
  const poster = mesh(new THREE.PlaneGeometry(0.297, 0.42), new THREE.MeshStandardMaterial({ map: posterTex, roughness: 0.75, bumpMap: grain, bumpScale: 0.4 }), { shadows: false });
  poster.position.set(-0.26, 0.48, -0.3185);
  poster.rotation.z = 0.006;
  scene.add(poster);
  for (const [dx, dy, turn] of [[-1, 1, 0.7], [1, 1, -0.75], [-1, -1, -0.72], [1, -1, 0.78]]) {
    const strip = maskingTape(0.05);
    strip.position.set(-0.26 + dx * 0.1485, 0.48 + dy * 0.21, -0.3178);
    strip.rotation.z = turn;
    scene.add(strip);
  }
  return {
    background: palette.wall,
    camera: { fov: 38, position: [0.22, 0.36, 0.95], target: [0.0, 0.28, -0.1] },
    light: {
      target: [0, 0.15, -0.1],
      bounds: 0.8,
      key: { position: [-1.4, 2.0, 1.2], intensity: palette.key ?? 2.5, softness: 0.45 },
      sky: { intensity: 0.6 },
      fill: 0.16,
    },
  };
}
