// Web work on a tablet, in the world the site is for: Camp's booking page on a tablet propped in its
// leather folio on a weathered picnic table by the loch, an enamel mug, a folded walking map and a
// compass beside it (outdoors: a low sun, the sky, the far shore soft behind); Transfer's page on a tablet on a marble café table, a passport and a few
// foreign coins beside it, an espresso going cold.
import { THREE, canvasTexture, loadTexture, random } from './common.js';
import { mesh, room, roundedPlane, screenMaterial } from './props.js';
import { clearScreens, contactShadow, fibreWood, fractal, smudges, unevenGloss } from './surfaces.js';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';

/** The page's top as a tablet's browser shows it, landscape (1.43:1): a slim address bar above it. */
async function tabletScreen(renderer, url, address) {
  const page = await loadTexture(renderer, url);
  const img = page.image;
  const W = 2388, H = 1668, bar = 74;
  return canvasTexture(W, H, (ctx) => {
    ctx.fillStyle = '#f2f2f4';
    ctx.fillRect(0, 0, W, bar);
    ctx.fillStyle = '#e3e3e8';
    ctx.beginPath();
    ctx.roundRect(W / 2 - 360, 14, 720, 46, 12);
    ctx.fill();
    ctx.fillStyle = '#3c3b40';
    ctx.font = '500 26px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(address, W / 2, 46);
    const scale = W / img.width;
    ctx.drawImage(img, 0, 0, img.width, (H - bar) / scale, 0, bar, W, H - bar);
  });
}

/** An 11-inch tablet, 247.6 x 178.5 x 5.9 mm, lying screen up (its screen faces +y). */
function tablet(screen, { body = 0x3a3b3f } = {}) {
  const group = new THREE.Group();
  const W = 0.2476, D = 0.1785, T = 0.0059;
  const shape = roundedPlane(W, D, 0.012);
  const frame = mesh(new THREE.ExtrudeGeometry(shapeOf(W, D, 0.012), { depth: T, bevelEnabled: true, bevelSize: 0.0012, bevelThickness: 0.0012, bevelSegments: 3, curveSegments: 10 }),
    new THREE.MeshStandardMaterial({ color: body, metalness: 0.7, roughness: 0.32 }));
  frame.rotation.x = -Math.PI / 2;
  frame.position.y = 0.0012;
  group.add(frame);
  const glass = mesh(shape, new THREE.MeshStandardMaterial({ color: 0x060606, roughness: 0.06 }), { shadows: false });
  glass.rotation.x = -Math.PI / 2;
  glass.position.y = T + 0.0026;
  group.add(glass);
  const sw = W - 0.019, sh = sw / 1.4317;
  const display = mesh(roundedPlane(sw, sh, 0.008), screenMaterial(screen), { shadows: false });
  display.rotation.x = -Math.PI / 2;
  display.position.y = T + 0.0028;
  group.add(display);
  return group;
}

function shapeOf(w, h, r) {
  const s = new THREE.Shape();
  const x = -w / 2, y = -h / 2;
  s.moveTo(x + r, y);
  s.lineTo(x + w - r, y);
  s.quadraticCurveTo(x + w, y, x + w, y + r);
  s.lineTo(x + w, y + h - r);
  s.quadraticCurveTo(x + w, y + h, x + w - r, y + h);
  s.lineTo(x + r, y + h);
  s.quadraticCurveTo(x, y + h, x, y + h - r);
  s.lineTo(x, y + r);
  s.quadraticCurveTo(x, y, x + r, y);
  return s;
}

/** A sheet of paper lying flat, printed with map, w x d metres. */
function paper(map, w, d, roughness = 0.85) {
  const m = mesh(new THREE.BoxGeometry(w, 0.0004, d), [null, null, null, null, null, null].map((_, i) =>
    new THREE.MeshStandardMaterial(i === 2 ? { map, roughness } : { color: 0xf1eee6, roughness })));
  m.position.y = 0.0002;
  return m;
}

/** A walking map, folded to a panel: contours, the loch in blue, a dashed path and the grid. */
function walkingMap(rand) {
  return canvasTexture(1100, 1500, (ctx, w, h) => {
    ctx.fillStyle = '#f1eddc';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#a9cde0';
    ctx.beginPath();
    ctx.moveTo(0, h * 0.55);
    ctx.bezierCurveTo(w * 0.3, h * 0.45, w * 0.55, h * 0.7, w, h * 0.6);
    ctx.lineTo(w, h * 0.8);
    ctx.bezierCurveTo(w * 0.6, h * 0.9, w * 0.3, h * 0.7, 0, h * 0.78);
    ctx.fill();
    ctx.strokeStyle = 'rgb(170 110 60 / 0.55)';
    ctx.lineWidth = 2;
    for (let i = 0; i < 22; i++) {
      const cx = w * (0.3 + rand() * 0.5), cy = h * (0.1 + rand() * 0.3), r = 40 + i * 22;
      ctx.beginPath();
      ctx.ellipse(cx, cy, r * 1.3, r, rand(), 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.strokeStyle = 'rgb(40 90 140 / 0.35)';
    ctx.lineWidth = 1.5;
    for (let x = 0; x < w; x += 110) { ctx.beginPath(); ctx.moveTo(x, 0); ctx.lineTo(x, h); ctx.stroke(); }
    for (let y = 0; y < h; y += 110) { ctx.beginPath(); ctx.moveTo(0, y); ctx.lineTo(w, y); ctx.stroke(); }
    ctx.strokeStyle = '#c0392b';
    ctx.lineWidth = 5;
    ctx.setLineDash([18, 12]);
    ctx.beginPath();
    ctx.moveTo(w * 0.1, h * 0.95);
    ctx.bezierCurveTo(w * 0.3, h * 0.6, w * 0.5, h * 0.4, w * 0.8, h * 0.15);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = '#1e3b2f';
    ctx.font = 'italic 600 44px Georgia, serif';
    ctx.fillText('Loch Arkaig', w * 0.42, h * 0.63);
  });
}

/** A baseplate compass: a clear plate, a low black bezel printed with white degrees and the four
 *  points round a clear capsule, red orienting lines on its floor and a red-and-white needle. */
function compass() {
  const group = new THREE.Group();
  const plate = mesh(new RoundedBoxGeometry(0.056, 0.0025, 0.1, 2, 0.001), new THREE.MeshPhysicalMaterial({ color: 0xdfe8ec, roughness: 0.15, transparent: true, opacity: 0.55 }));
  plate.position.y = 0.00125;
  group.add(plate);
  const black = new THREE.MeshStandardMaterial({ color: 0x1b1b1d, roughness: 0.45 });
  // The bezel: a ring 4 mm wide and 6 mm tall, open in the middle.
  const wall = [[0.0186, 0.0025], [0.0232, 0.0025], [0.0236, 0.0075], [0.0226, 0.0085], [0.0186, 0.0085]].map(([x, y]) => new THREE.Vector2(x, y));
  const bezel = mesh(new THREE.LatheGeometry([...wall, wall[0]], 64), black);
  bezel.position.z = -0.015;
  group.add(bezel);
  const degrees = canvasTexture(512, 512, (ctx, w, h) => {
    ctx.fillStyle = '#1b1b1d';
    ctx.fillRect(0, 0, w, h);
    ctx.translate(w / 2, h / 2);
    ctx.strokeStyle = '#f1efe8';
    ctx.fillStyle = '#f1efe8';
    for (let d = 0; d < 360; d += 5) {
      ctx.lineWidth = d % 30 ? 1.5 : 3;
      const a = (d * Math.PI) / 180;
      ctx.beginPath();
      ctx.moveTo(Math.sin(a) * 248, -Math.cos(a) * 248);
      ctx.lineTo(Math.sin(a) * (d % 30 ? 236 : 226), -Math.cos(a) * (d % 30 ? 236 : 226));
      ctx.stroke();
    }
    ctx.font = '700 26px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ['N', 'E', 'S', 'W'].forEach((letter, i) => {
      ctx.save();
      ctx.rotate((i * Math.PI) / 2);
      ctx.fillText(letter, 0, -212);
      ctx.restore();
    });
  });
  const rim = mesh(new THREE.RingGeometry(0.0188, 0.0228, 96), new THREE.MeshStandardMaterial({ map: degrees, roughness: 0.45 }), { shadows: false });
  rim.geometry.attributes.uv.array.forEach((_, i, uv) => { if (i % 2 === 0) { const pos = rim.geometry.attributes.position; uv[i] = 0.5 + pos.getX(i / 2) / 0.0456; uv[i + 1] = 0.5 + pos.getY(i / 2) / 0.0456; } });
  rim.rotation.x = -Math.PI / 2;
  rim.position.set(0, 0.0086, -0.015);
  group.add(rim);
  const floor = canvasTexture(256, 256, (ctx, w, h) => {
    ctx.fillStyle = '#eef0ea';
    ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = 'rgb(200 50 40 / 0.8)';
    ctx.lineWidth = 2;
    for (const x of [-60, -30, 30, 60]) { ctx.beginPath(); ctx.moveTo(w / 2 + x, 10); ctx.lineTo(w / 2 + x, h - 10); ctx.stroke(); }
    ctx.fillStyle = '#c8342c';
    ctx.beginPath();
    ctx.moveTo(w / 2, 14);
    ctx.lineTo(w / 2 + 22, 52);
    ctx.lineTo(w / 2 - 22, 52);
    ctx.fill();
  });
  const face = mesh(new THREE.CircleGeometry(0.0186, 64), new THREE.MeshStandardMaterial({ map: floor, roughness: 0.5 }), { shadows: false });
  face.rotation.x = -Math.PI / 2;
  face.position.set(0, 0.0032, -0.015);
  group.add(face);
  // The needle: a flat diamond on a pivot, red to the north, white to the south.
  for (const [color, dir] of [[0xd0342c, 1], [0xe9e6df, -1]]) {
    const half = new THREE.Shape([new THREE.Vector2(-0.0022, 0), new THREE.Vector2(0, dir * 0.0145), new THREE.Vector2(0.0022, 0)]);
    const needle = mesh(new THREE.ExtrudeGeometry(half, { depth: 0.0006, bevelEnabled: false }), new THREE.MeshStandardMaterial({ color, roughness: 0.4 }));
    needle.rotation.x = -Math.PI / 2;
    needle.rotation.z = 0.7;
    needle.position.set(0, 0.0052, -0.015);
    group.add(needle);
  }
  const pivot = mesh(new THREE.CylinderGeometry(0.0012, 0.0012, 0.0012, 16), new THREE.MeshStandardMaterial({ color: 0x8a8a8e, metalness: 0.8, roughness: 0.3 }), { shadows: false });
  pivot.position.set(0, 0.0062, -0.015);
  group.add(pivot);
  return group;
}

/** The far shore of a loch under a low sun: a pale sky, wooded hills, the water with the sun's glitter
 *  on it. Drawn small and blurred, so that it is soft on the backdrop, as it would be behind a near
 *  subject (only the world is out of focus, never the screen). */
function shoreTexture(rand) {
  return canvasTexture(512, 256, (ctx, w, h) => {
    const sky = ctx.createLinearGradient(0, 0, 0, h * 0.5);
    sky.addColorStop(0, '#a9c6da');
    sky.addColorStop(1, '#f1e6cf');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, w, h);
    // Two ridges, the far one hazier; their tops ragged with trees.
    for (const [color, base, rise] of [['#8ea39a', 0.44, 0.12], ['#4e6a52', 0.53, 0.1]]) {
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.moveTo(0, h);
      for (let x = 0; x <= w; x += 4) {
        const ridge = Math.sin(x / 70 + base * 9) * 0.5 + Math.sin(x / 23 + base * 3) * 0.2;
        ctx.lineTo(x, h * (base - rise * (0.5 + ridge)) - rand() * 3);
      }
      ctx.lineTo(w, h);
      ctx.fill();
    }
    ctx.fillStyle = '#2f4636';
    ctx.fillRect(0, h * 0.57, w, h * 0.04);
    const loch = ctx.createLinearGradient(0, h * 0.61, 0, h);
    loch.addColorStop(0, '#9db6bf');
    loch.addColorStop(1, '#5d7c88');
    ctx.fillStyle = loch;
    ctx.fillRect(0, h * 0.61, w, h * 0.39);
    // The sun's path on the water, to the right: short bright dashes.
    ctx.fillStyle = 'rgb(255 240 210 / 0.55)';
    for (let i = 0; i < 160; i++) {
      const y = h * (0.62 + rand() * 0.3), x = w * (0.72 + (rand() - 0.5) * (0.1 + (y / h - 0.6) * 0.5));
      ctx.fillRect(x, y, 3 + rand() * 8, 1);
    }
    ctx.filter = 'blur(2.5px)';
    ctx.drawImage(ctx.canvas, 0, 0);
  });
}

/** Weathered timber for a picnic table's boards: fibreWood's grain with silvered, open checks along
 *  it; used as a colour map (multiplied into a grey-brown) and, for its relief, as a bump map. */
function weatheredBoards(rand) {
  const tex = fibreWood(rand, { size: [2048, 512], tile: [1.0, 0.145], top: [1, 1], contrast: 0.22, rings: 14 });
  const ctx = tex.image.getContext('2d');
  const w = tex.image.width, h = tex.image.height;
  // Checks: thin dark splits a few centimetres to half a metre long, along the grain.
  ctx.strokeStyle = 'rgb(40 32 26 / 0.7)';
  for (let i = 0; i < 46; i++) {
    const x = rand() * w, y = rand() * h, len = w * (0.02 + rand() * 0.2);
    ctx.lineWidth = 0.6 + rand() * 1.6;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + len / 2, y + (rand() - 0.5) * 6, x + len, y + (rand() - 0.5) * 8);
    ctx.stroke();
  }
  // Knots: a dark eye with the grain pressed round it.
  for (let i = 0; i < 3; i++) {
    const x = rand() * w, y = h * (0.2 + rand() * 0.6);
    const g = ctx.createRadialGradient(x, y, 0, x, y, 16);
    g.addColorStop(0, 'rgb(60 44 32 / 0.8)');
    g.addColorStop(1, 'rgb(60 44 32 / 0)');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.ellipse(x, y, 34, 12, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  tex.needsUpdate = true;
  return tex;
}

/** A picnic table's top: boards 14.5 cm wide and 4 cm thick with 9 mm gaps, each a little different in
 *  tone and grain, edges worn round; the grass shows dark through the gaps. */
function picnicTop(scene, rand, color) {
  const grain = weatheredBoards(rand);
  const boards = [];
  for (let k = 0; k < 7; k++) {
    const map = grain.clone();
    map.offset.set(rand(), (k * 0.37) % 1);
    map.repeat.set(2, 1);
    const tone = new THREE.Color(color).multiplyScalar(0.92 + rand() * 0.16);
    const board = mesh(new RoundedBoxGeometry(2.2, 0.04, 0.145, 3, 0.006), new THREE.MeshStandardMaterial({
      color: tone, map, bumpMap: map, bumpScale: 1.4, roughness: 0.9,
    }), { shadows: false });
    board.position.set((rand() - 0.5) * 0.05, -0.02, -0.46 + k * 0.154);
    scene.add(board);
    boards.push(board);
  }
  const grass = mesh(new THREE.PlaneGeometry(8, 6), new THREE.MeshStandardMaterial({ color: 0x27301f, roughness: 1 }), { shadows: false });
  grass.rotation.x = -Math.PI / 2;
  grass.position.y = -0.7;
  scene.add(grass);
  return boards;
}

/** A leather folio case: a shell the tablet sits in (its leather shows as a rim round the tablet) and
 *  the cover, hinged at the top edge, folded back to the table as a prop; `lean` is the tablet's lean
 *  back from upright. Returns where the cover's foot lands (z) and the height of the tablet's middle. */
function folio(color, rand, lean) {
  const group = new THREE.Group();
  const hide = canvasTexture(512, 512, (ctx, w, h) => {
    const img = ctx.createImageData(w, h);
    for (let i = 0; i < w * h; i++) {
      const v = 128 + (rand() - 0.5) * 60;
      img.data.set([v, v, v, 255], i * 4);
    }
    ctx.putImageData(img, 0, 0);
    ctx.filter = 'blur(1.2px)';
    ctx.drawImage(ctx.canvas, 0, 0);
  }, { srgb: false });
  hide.wrapS = hide.wrapT = THREE.RepeatWrapping;
  hide.repeat.set(3, 3);
  const leather = new THREE.MeshStandardMaterial({ color, roughness: 0.62, bumpMap: hide, bumpScale: 0.6, roughnessMap: hide });
  // The shell: 5 mm bigger than the tablet all round and cupping its back, so its leather shows as a
  // rim round the frame; placed as the tablet is (lying screen up in its own frame, then stood up).
  const W = 0.2576, D = 0.1885, T = 0.0095, back = -0.0062;
  const held = new THREE.Group();
  held.rotation.x = Math.PI / 2 - lean;
  held.position.y = (D / 2) * Math.cos(lean) - back * Math.sin(lean) + 0.0004;
  const shell = mesh(new RoundedBoxGeometry(W, T, D, 4, 0.003), leather);
  shell.position.y = back + T / 2;
  held.add(shell);
  group.add(held);
  // The cover: hinged at the shell's top edge, folded back and down to the boards.
  const top = new THREE.Vector3(0, held.position.y + back * Math.sin(lean) + (D / 2) * Math.cos(lean), back * Math.cos(lean) - (D / 2) * Math.sin(lean));
  const L = D * 0.98;
  const reach = Math.sqrt(Math.max(0, L ** 2 - top.y ** 2));
  const cover = mesh(new RoundedBoxGeometry(W, L, 0.0045, 4, 0.002), leather);
  const hinge = new THREE.Group();
  hinge.position.copy(top);
  hinge.rotation.x = Math.atan2(reach, top.y);
  cover.position.set(0, -L / 2, -0.0024);
  hinge.add(cover);
  // The spine: a soft roll of leather where the cover turns.
  const spine = mesh(new THREE.CylinderGeometry(0.0045, 0.0045, W - 0.004, 24), leather);
  spine.rotation.z = Math.PI / 2;
  spine.position.z = -0.0015;
  hinge.add(spine);
  group.add(hinge);
  return { group, foot: top.z - reach, height: held.position.y };
}

/** An enamel camping mug: white enamel, a navy rolled rim, tea in it. */
function campMug() {
  const group = new THREE.Group();
  const enamel = new THREE.MeshPhysicalMaterial({ color: 0xf2efe6, roughness: 0.28, clearcoat: 0.8, clearcoatRoughness: 0.15 });
  const rim = new THREE.MeshPhysicalMaterial({ color: 0x1f2f4a, roughness: 0.3, clearcoat: 0.8 });
  const profile = [[0, 0], [0.039, 0], [0.041, 0.003], [0.041, 0.075], [0.039, 0.075], [0.039, 0.006], [0, 0.006]].map(([x, y]) => new THREE.Vector2(x, y));
  group.add(mesh(new THREE.LatheGeometry(profile, 64), enamel));
  const lip = mesh(new THREE.TorusGeometry(0.0405, 0.0022, 12, 64), rim);
  lip.rotation.x = Math.PI / 2;
  lip.position.y = 0.0755;
  group.add(lip);
  const foot = mesh(new THREE.TorusGeometry(0.0395, 0.0016, 10, 64), rim);
  foot.rotation.x = Math.PI / 2;
  foot.position.y = 0.0016;
  group.add(foot);
  const tea = mesh(new THREE.CircleGeometry(0.039, 48), new THREE.MeshStandardMaterial({ color: 0x5a3119, roughness: 0.12 }), { shadows: false });
  tea.rotation.x = -Math.PI / 2;
  tea.position.y = 0.062;
  group.add(tea);
  const handle = mesh(new THREE.TorusGeometry(0.02, 0.004, 12, 32, Math.PI * 1.15), enamel);
  handle.rotation.z = -Math.PI * 0.575;
  handle.position.set(0.041, 0.042, 0);
  group.add(handle);
  return group;
}

export async function outdoors({ scene, renderer, config, grain, surfaces, rand }) {
  const { palette } = config;
  const { top, back } = room(scene, { table: palette.table, wall: 0xffffff, wallDistance: 3.2, grain, surfaces });
  // A picnic table of seven weathered boards, 2.2 m long and about 1 m deep; past its far edge, the
  // loch and the far shore, unlit, as bright as the day (and soft: only the world is out of focus).
  scene.remove(top);
  const boards = picnicTop(scene, random(config.seed + 5), palette.table);
  // 16 x 1.5 m at 3.2 m: the sky above the far hills, the shore at the table's height, the water below.
  back.material = new THREE.MeshBasicMaterial({ map: shoreTexture(random(config.seed + 6)) });
  back.scale.set(1.6, 0.3, 1);
  back.position.y = 0.15;
  // The tablet stands in its leather folio, leaning back 14 degrees, the cover folded behind it as a
  // prop; all of it turned a little to the camera. It stands on the gap-free middle of a board.
  const lean = 0.25;
  const screen = await tabletScreen(renderer, config.textures[0], config.url);
  const stand = new THREE.Group();
  const device = tablet(screen, { body: palette.body ?? 0x3a3b3f });
  device.rotation.x = Math.PI / 2 - lean;
  const { group: caseGroup, foot, height } = folio(palette.accent ?? 0x6b4a32, random(config.seed + 7), lean);
  device.position.y = height;
  stand.add(device, caseGroup);
  stand.rotation.y = config.turn ?? 0.18;
  stand.position.z = boards[3].position.z + 0.02;
  scene.add(stand);
  clearScreens(device, scene.environment, 0.08);
  // Where the case's edge and the cover's foot meet the boards, and under the map, mug and compass.
  const shadows = [
    [0.27, 0.03, 0, 0.02, 0.55, 0.5],
    [0.27, 0.035, 0, foot + 0.01, 0.45, 0.5],
    [0.27, Math.abs(foot), 0, foot / 2, 0.25, 0.35],
  ];
  for (const [w, d, x, z, opacity, spread] of shadows) {
    const under = contactShadow(w, d, { opacity, spread });
    under.position.set(x, 0, z);
    under.rotation.z = 0;
    const holder = new THREE.Group();
    holder.add(under);
    holder.rotation.y = stand.rotation.y;
    holder.position.z = stand.position.z;
    scene.add(holder);
  }
  const map = paper(walkingMap(rand), 0.11, 0.15);
  map.rotation.y = -0.35;
  map.position.set(0.17, 0, 0.03 + stand.position.z);
  scene.add(map);
  const c = compass();
  c.rotation.y = 0.5;
  c.position.set(0.175, 0.0004, 0.04 + stand.position.z);
  scene.add(c);
  const cup = campMug();
  cup.rotation.y = -0.6;
  cup.position.set(0.25, 0, -0.16 + stand.position.z);
  scene.add(cup);
  for (const [thing, w, d, opacity] of [[map, 0.11, 0.15, 0.18], [c, 0.056, 0.1, 0.35], [cup, 0.075, 0.075, 0.55]]) {
    const under = contactShadow(w, d, { opacity, spread: 0.3 });
    under.position.set(thing.position.x, 0, thing.position.z);
    under.rotation.z = thing.rotation.y;
    scene.add(under);
  }
  return {
    background: 0xdfe9ee,
    camera: { fov: 30, position: [-0.14, 0.19, 0.6 + stand.position.z], target: [0.02, 0.09, stand.position.z] },
    light: {
      target: [0, 0.05, stand.position.z],
      bounds: 0.5,
      // A low sun from behind and to the right, warm, its disc wide enough to soften the shadows.
      key: { position: [2.0, 1.05, -0.75], color: 0xffd6a6, intensity: palette.key ?? 3.0, softness: 0.16 },
      sky: { intensity: 1.1, color: 0xcfe0ff },
      fill: 0.45,
    },
  };
}

/**
 * Carrara marble as a colour map: a white ground with a slow grey cloud, and veins where a warped
 * noise crosses a level: thin, branching and fading, drifting on a diagonal, a few bolder, most faint.
 * `tile` metres square on a top `top` metres wide and deep.
 */
function carrara(rand, { size = 2048, tile = 1.4, top = [8, 6] } = {}) {
  const cloud = fractal(rand, [3, 3], 5);
  const warpA = fractal(rand, [2, 2], 5);
  const warpB = fractal(rand, [2, 2], 5);
  const fine = fractal(rand, [8, 8], 4);
  const tex = canvasTexture(size, size, (ctx, w, h) => {
    const img = ctx.createImageData(w, h);
    for (let y = 0; y < h; y++) {
      const v = y / h;
      for (let x = 0; x < w; x++) {
        const u = x / w;
        const a = warpA(u, v), b = warpB(u, v);
        // A field that runs on the diagonal, bent by two warps; veins where it crosses whole numbers,
        // each a thin core (its width wandering) in a soft grey halo, fading where the warp is low.
        const field = 3 * (u + v) + 1.5 * (a - 0.5) + 0.8 * (b - 0.5) + 0.12 * (fine(u, v) - 0.5);
        const d = Math.abs(field - Math.round(field));
        const strength = Math.max(0, Math.min(1, (a - 0.3) * 2.5));
        const width = 0.004 + 0.014 * b;
        const vein = (0.26 * Math.exp(-((d / width) ** 2)) + 0.07 * Math.exp(-((d / 0.06) ** 2))) * strength;
        const h3 = Math.abs(3 * field + 0.5 * fine(v, u) - Math.round(3 * field + 0.5 * fine(v, u)));
        const hair = Math.exp(-((h3 / 0.015) ** 2)) * 0.06 * b;
        const ground = 0.95 - 0.07 * Math.max(0, cloud(u, v) - 0.45);
        const value = ground * (1 - vein - hair);
        const i = (y * w + x) * 4;
        img.data[i] = 255 * value * 0.985;
        img.data[i + 1] = 255 * value * 0.985;
        img.data[i + 2] = 255 * value;
        img.data[i + 3] = 255;
      }
    }
    ctx.putImageData(img, 0, 0);
  });
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
  tex.repeat.set(top[0] / tile, top[1] / tile);
  return tex;
}

/** A passport: navy board with a gold crest, 125 x 88 mm, 4 mm thick. */
function passport() {
  const cover = canvasTexture(880, 1250, (ctx, w, h) => {
    ctx.fillStyle = '#1b2640';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#c9a95c';
    ctx.textAlign = 'center';
    ctx.font = '600 58px Georgia, serif';
    ctx.fillText('PASSPORT', w / 2, 250);
    ctx.strokeStyle = '#c9a95c';
    ctx.lineWidth = 8;
    ctx.beginPath();
    ctx.arc(w / 2, h / 2 + 40, 150, 0, Math.PI * 2);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(w / 2, h / 2 + 40, 90, 0, Math.PI * 2);
    ctx.stroke();
    ctx.fillRect(w / 2 - 60, h - 200, 120, 70);
  });
  const navy = new THREE.MeshStandardMaterial({ color: 0x1b2640, roughness: 0.7 });
  const pages = new THREE.MeshStandardMaterial({ color: 0xeee9dd, roughness: 0.9 });
  const book = mesh(new THREE.BoxGeometry(0.088, 0.004, 0.125), [pages, navy, new THREE.MeshStandardMaterial({ map: cover, roughness: 0.65 }), navy, pages, pages]);
  book.position.y = 0.002;
  const g = new THREE.Group();
  g.add(book);
  return g;
}

/** A coin's faces as a bump map: a raised rim, a ring of beading and a worn relief in the middle. */
function coinRelief(rand) {
  return canvasTexture(256, 256, (ctx, w, h) => {
    ctx.fillStyle = '#808080';
    ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = '#d8d8d8';
    ctx.lineWidth = 14;
    ctx.beginPath();
    ctx.arc(w / 2, h / 2, w / 2 - 9, 0, Math.PI * 2);
    ctx.stroke();
    ctx.fillStyle = '#b8b8b8';
    for (let i = 0; i < 60; i++) {
      const a = (i / 60) * Math.PI * 2;
      ctx.beginPath();
      ctx.arc(w / 2 + Math.cos(a) * (w / 2 - 26), h / 2 + Math.sin(a) * (w / 2 - 26), 2.5, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.filter = 'blur(3px)';
    ctx.fillStyle = '#a8a8a8';
    for (let i = 0; i < 9; i++) {
      ctx.beginPath();
      ctx.ellipse(w / 2 + (rand() - 0.5) * 60, h / 2 + (rand() - 0.5) * 70, 10 + rand() * 22, 8 + rand() * 16, rand() * 3, 0, Math.PI * 2);
      ctx.fill();
    }
  }, { srgb: false });
}

/** A coin, `r` metres across, in brass or steel, its faces in relief and its metal not evenly bright. */
function coin(r, color, relief, gloss) {
  const metal = new THREE.MeshStandardMaterial({ color, metalness: 1, roughness: 0.38, bumpMap: relief, bumpScale: 2, roughnessMap: gloss });
  const c = mesh(new THREE.CylinderGeometry(r, r, 0.0019, 64), metal);
  c.position.y = 0.00095;
  return c;
}

/** An espresso cup and saucer in white porcelain. */
function espresso() {
  const group = new THREE.Group();
  const glaze = new THREE.MeshPhysicalMaterial({ color: 0xf7f6f2, roughness: 0.2, clearcoat: 0.7 });
  const saucer = [[0, 0], [0.045, 0], [0.06, 0.008], [0.058, 0.01], [0.04, 0.004], [0, 0.004]].map(([x, y]) => new THREE.Vector2(x, y));
  group.add(mesh(new THREE.LatheGeometry(saucer, 64), glaze));
  const cup = [[0, 0.004], [0.02, 0.004], [0.031, 0.02], [0.034, 0.058], [0.031, 0.058], [0.028, 0.022], [0, 0.012]].map(([x, y]) => new THREE.Vector2(x, y));
  group.add(mesh(new THREE.LatheGeometry(cup, 64), glaze));
  const coffee = mesh(new THREE.CircleGeometry(0.03, 40), new THREE.MeshStandardMaterial({ color: 0x3b2215, roughness: 0.2 }), { shadows: false });
  coffee.rotation.x = -Math.PI / 2;
  coffee.position.y = 0.045;
  group.add(coffee);
  const handle = mesh(new THREE.TorusGeometry(0.011, 0.0035, 12, 32, Math.PI * 1.1), glaze);
  handle.rotation.z = -Math.PI * 0.55;
  handle.position.set(0.034, 0.038, 0);
  group.add(handle);
  return group;
}

export async function cafe({ scene, renderer, config, grain, surfaces, rand }) {
  const { palette } = config;
  const { top } = room(scene, { table: 0xffffff, wall: palette.wall, wallDistance: 1.4, grain, surfaces });
  // Honed Carrara: its cloud and its veins, a satin sheen that varies where cups and hands have been.
  const gloss = smudges(random(config.seed + 8));
  gloss.repeat.set(12, 12);
  top.material = new THREE.MeshPhysicalMaterial({
    map: carrara(random(config.seed + 7)), roughness: 0.42, roughnessMap: gloss, clearcoat: 0.35, clearcoatRoughness: 0.2,
  });
  const screen = await tabletScreen(renderer, config.textures[0], config.url);
  const device = tablet(screen, { body: palette.body ?? 0xc9cbd0 });
  device.rotation.y = config.turn ?? -0.1;
  scene.add(device);
  const book = passport();
  book.rotation.y = 0.5;
  book.position.set(-0.2, 0, 0.09);
  scene.add(book);
  const relief = coinRelief(random(config.seed + 9));
  [[0.0125, 0xc8a45a, -0.115, 0.16], [0.0115, 0xb9bcc0, -0.09, 0.185], [0.0135, 0xc8a45a, -0.135, 0.19]].forEach(([r, color, x, z]) => {
    const c = coin(r, color, relief, gloss);
    c.position.x = x;
    c.position.z = z;
    scene.add(c);
  });
  const cup = espresso();
  cup.position.set(0.22, 0, -0.1);
  scene.add(cup);
  // Where the tablet and the passport lie on the stone, it darkens softly.
  for (const [thing, w, d, opacity] of [[device, 0.25, 0.18, 0.3], [book, 0.088, 0.125, 0.3]]) {
    const under = contactShadow(w, d, { opacity, spread: 0.2 });
    under.position.set(thing.position.x, 0, thing.position.z);
    under.rotation.z = thing.rotation.y;
    scene.add(under);
  }
  clearScreens(device, scene.environment, 0.08);
  unevenGloss(cup, gloss);
  return {
    background: palette.wall,
    camera: { fov: 30, position: [0.1, 0.42, 0.46], target: [0.0, 0.01, 0.0] },
    light: {
      target: [0, 0, 0],
      bounds: 0.5,
      key: { position: [-1.5, 2.0, 0.7], intensity: palette.key ?? 2.4, softness: 0.4 },
      sky: { intensity: 0.7 },
      fill: 0.14,
    },
  };
}
