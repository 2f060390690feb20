// The objects the scenes are furnished with, modelled to real sizes in metres: a laptop, a phone, a
// mug, a notebook and pencil, a framed poster, a carton, a stack of cards, the table and the wall.
import { THREE, canvasTexture } from './common.js';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';

const rounded = (w, h, d, r, segments = 4) => new RoundedBoxGeometry(w, h, d, segments, r);

export function mesh(geometry, material, { shadows = true } = {}) {
  const m = new THREE.Mesh(geometry, material);
  m.castShadow = shadows;
  m.receiveShadow = true;
  return m;
}

/** The table top (a large slab, so its edge never shows) and the wall behind it. */
export function room(scene, { table, wall, wallDistance = 0.9, grain, surfaces = {} }) {
  const top = mesh(new THREE.BoxGeometry(8, 0.04, 6), new THREE.MeshStandardMaterial({
    color: table, map: surfaces.wood ?? null, roughness: 0.72, roughnessMap: grain, bumpMap: grain, bumpScale: 0.3,
  }), { shadows: false });
  top.position.y = -0.02;
  scene.add(top);
  const back = mesh(new THREE.PlaneGeometry(10, 5), new THREE.MeshStandardMaterial({
    color: wall, map: surfaces.plaster ?? null, roughness: 0.95, bumpMap: grain, bumpScale: 0.4,
  }), { shadows: false });
  back.position.set(0, 2.5, -wallDistance);
  scene.add(back);
  return { top, back };
}

/** A screen's material: glossy black glass that shows the picture as light. */
export function screenMaterial(map) {
  return new THREE.MeshStandardMaterial({ color: 0x050505, emissive: 0xffffff, emissiveMap: map, emissiveIntensity: 0.92, roughness: 0.12, metalness: 0 });
}

function keyboardTexture() {
  return canvasTexture(1536, 640, (ctx, w, h) => {
    ctx.fillStyle = '#2b2a2e';
    ctx.fillRect(0, 0, w, h);
    const rows = [14, 14, 13, 12, 11];
    const gap = 12;
    const keyH = (h - 40 - gap * 6) / 6;
    ctx.fillStyle = '#141316';
    // The function row is half height, as on the real thing.
    const fnKeys = 14;
    const fnW = (w - 40 - gap * (fnKeys - 1)) / fnKeys;
    for (let k = 0; k < fnKeys; k++) roundRect(ctx, 20 + k * (fnW + gap), 20, fnW, keyH * 0.6, 8);
    rows.forEach((count, r) => {
      const y = 20 + keyH * 0.6 + gap + r * (keyH + gap);
      const wide = (w - 40 - gap * (count - 1)) / count;
      for (let k = 0; k < count; k++) roundRect(ctx, 20 + k * (wide + gap), y, wide, keyH, 8);
    });
    ctx.fillStyle = '#2b2a2e';
    // The space bar: three keys merged in the middle of the last row.
    const y = 20 + keyH * 0.6 + gap + 4 * (keyH + gap);
    const wide = (w - 40 - gap * 10) / 11;
    ctx.fillRect(20 + 3 * (wide + gap) + wide, y - 1, 4 * (wide + gap) - wide, keyH + 2);
    ctx.fillStyle = '#141316';
    roundRect(ctx, 20 + 3 * (wide + gap), y, 5 * (wide + gap) - gap, keyH, 8);
  });
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fill();
}

/** A 13-inch laptop, open at about 105 degrees, its screen showing `screen` (a 16:10 texture). */
export function laptop(screen, { body = 0xc4c6cb, openAngle = 0.27 } = {}) {
  const group = new THREE.Group();
  const W = 0.304, D = 0.215, T = 0.0135;
  const metal = new THREE.MeshStandardMaterial({ color: body, metalness: 0.75, roughness: 0.38 });
  const base = mesh(rounded(W, T, D, 0.005), metal);
  base.position.y = T / 2;
  group.add(base);
  const keys = mesh(new THREE.PlaneGeometry(0.268, 0.112), new THREE.MeshStandardMaterial({ map: keyboardTexture(), roughness: 0.6 }), { shadows: false });
  keys.rotation.x = -Math.PI / 2;
  keys.position.set(0, T + 0.0003, -D / 2 + 0.02 + 0.056);
  group.add(keys);
  const pad = mesh(new THREE.PlaneGeometry(0.13, 0.08), new THREE.MeshStandardMaterial({ color: body, metalness: 0.6, roughness: 0.25 }), { shadows: false });
  pad.rotation.x = -Math.PI / 2;
  pad.position.set(0, T + 0.0002, D / 2 - 0.012 - 0.04);
  group.add(pad);

  const hinge = new THREE.Group();
  hinge.position.set(0, T, -D / 2 + 0.004);
  hinge.rotation.x = -openAngle;
  group.add(hinge);
  const LT = 0.0055, LH = 0.212;
  const lid = mesh(rounded(W, LH, LT, 0.0025), metal);
  lid.position.set(0, LH / 2, -LT / 2);
  hinge.add(lid);
  const bezel = mesh(new THREE.PlaneGeometry(W - 0.004, LH - 0.004), new THREE.MeshStandardMaterial({ color: 0x0b0b0c, roughness: 0.2 }), { shadows: false });
  bezel.position.set(0, LH / 2, 0.0003);
  hinge.add(bezel);
  const dw = 0.29, dh = dw / 1.6;
  const display = mesh(new THREE.PlaneGeometry(dw, dh), screenMaterial(screen), { shadows: false });
  display.position.set(0, 0.017 + dh / 2, 0.0005);
  hinge.add(display);
  return group;
}

/** A 27-inch studio display (a 16:10 screen 60 cm wide) on an aluminium stand, its screen showing
 *  `screen`; `tilt` leans it back. */
export function display(screen, { body = 0xc4c6cb, tilt = 0.08 } = {}) {
  const group = new THREE.Group();
  const metal = new THREE.MeshStandardMaterial({ color: body, metalness: 0.75, roughness: 0.38 });
  const W = 0.624, H = 0.4, T = 0.014, lift = 0.11;
  const foot = mesh(rounded(0.2, 0.007, 0.17, 0.003), metal);
  foot.position.set(0, 0.0035, 0.0);
  group.add(foot);
  const neck = mesh(rounded(0.07, lift + H * 0.55, 0.012, 0.004), metal);
  neck.position.set(0, (lift + H * 0.55) / 2, -0.04);
  neck.rotation.x = -0.12;
  group.add(neck);
  const head = new THREE.Group();
  head.position.set(0, lift + H / 2, -0.02);
  head.rotation.x = -tilt;
  group.add(head);
  head.add(mesh(rounded(W, H, T, 0.006), metal));
  const bezel = mesh(new THREE.PlaneGeometry(W - 0.006, H - 0.006), new THREE.MeshStandardMaterial({ color: 0x0b0b0c, roughness: 0.2 }), { shadows: false });
  bezel.position.z = T / 2 + 0.0003;
  head.add(bezel);
  const dw = W - 0.03, dh = dw / 1.6;
  const glow = mesh(new THREE.PlaneGeometry(dw, dh), screenMaterial(screen), { shadows: false });
  glow.position.z = T / 2 + 0.0006;
  head.add(glow);
  return group;
}

/** A slim wireless keyboard in the display's aluminium. */
export function keyboard({ body = 0xc4c6cb } = {}) {
  const group = new THREE.Group();
  const slab = mesh(rounded(0.28, 0.008, 0.115, 0.003), new THREE.MeshStandardMaterial({ color: body, metalness: 0.75, roughness: 0.38 }));
  slab.position.y = 0.004;
  group.add(slab);
  const keys = mesh(new THREE.PlaneGeometry(0.268, 0.105), new THREE.MeshStandardMaterial({ map: keyboardTexture(), roughness: 0.6 }), { shadows: false });
  keys.rotation.x = -Math.PI / 2;
  keys.position.y = 0.0082;
  group.add(keys);
  return group;
}

const PHONE_H = 0.147;

/** A phone (a 6.1-inch, 71.5 x 147 mm), lying or standing; its screen shows `screen` (19.5:9). */
export function phone(screen, { body = 0x1d1c1e } = {}) {
  const group = new THREE.Group();
  const W = 0.0715, H = PHONE_H, T = 0.0078;
  const frame = mesh(rounded(W, H, T, 0.0038, 6), new THREE.MeshStandardMaterial({ color: body, metalness: 0.55, roughness: 0.35 }));
  frame.position.z = T / 2;
  group.add(frame);
  const glass = mesh(roundedPlane(W - 0.0016, H - 0.0016, 0.0085), new THREE.MeshStandardMaterial({ color: 0x050505, roughness: 0.08 }), { shadows: false });
  glass.position.z = T + 0.0002;
  group.add(glass);
  const sw = W - 0.0058, sh = H - 0.0058;
  const display = mesh(roundedPlane(sw, sh, 0.0072), screenMaterial(screen), { shadows: false });
  display.position.z = T + 0.0004;
  group.add(display);
  // The camera island on the back and the pill cut-out in the screen.
  const pill = mesh(roundedPlane(0.019, 0.0056, 0.0028), new THREE.MeshStandardMaterial({ color: 0x000000, roughness: 0.1 }), { shadows: false });
  pill.position.set(0, sh / 2 - 0.0055, T + 0.0006);
  group.add(pill);
  return group;
}

/** A phone standing on its foot, leaning back by `lean` onto something behind it. */
export function leaningPhone(screen, body, lean) {
  const p = phone(screen, { body });
  p.rotation.x = -lean;
  p.position.y = (PHONE_H / 2) * Math.cos(lean) + 0.0005;
  p.position.z = (PHONE_H / 2) * Math.sin(lean) * -1;
  const g = new THREE.Group();
  g.add(p);
  return g;
}

/** A flat rounded rectangle whose UVs span its bounding box (so a screen texture fills it). */
export function roundedPlane(w, h, r) {
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
  const g = new THREE.ShapeGeometry(s, 12);
  const pos = g.attributes.position;
  const uv = g.attributes.uv;
  for (let i = 0; i < pos.count; i++) uv.setXY(i, (pos.getX(i) - x) / w, (pos.getY(i) - y) / h);
  return g;
}

/** A ceramic mug, 8.5 cm across, glazed in `color`, with a handle. */
export function mug(color) {
  const group = new THREE.Group();
  const glaze = new THREE.MeshPhysicalMaterial({ color, roughness: 0.32, clearcoat: 0.6, clearcoatRoughness: 0.2 });
  const profile = [
    [0, 0], [0.038, 0], [0.0415, 0.004], [0.0425, 0.09], [0.039, 0.09], [0.038, 0.008], [0, 0.008],
  ].map(([x, y]) => new THREE.Vector2(x, y));
  group.add(mesh(new THREE.LatheGeometry(profile, 64), glaze));
  const coffee = mesh(new THREE.CircleGeometry(0.0385, 48), new THREE.MeshStandardMaterial({ color: 0x2a1a12, roughness: 0.15 }), { shadows: false });
  coffee.rotation.x = -Math.PI / 2;
  coffee.position.y = 0.074;
  group.add(coffee);
  const handle = mesh(new THREE.TorusGeometry(0.022, 0.0055, 16, 40, Math.PI * 1.1), glaze);
  handle.rotation.z = -Math.PI * 0.55;
  handle.position.set(0.042, 0.047, 0);
  group.add(handle);
  return group;
}

/** A closed notebook (A5, 148 x 210 mm) with a cloth cover in `color`, and a pencil on it. */
export function notebook(color, pencilColor = 0xe7816b) {
  const group = new THREE.Group();
  const cover = new THREE.MeshStandardMaterial({ color, roughness: 0.9 });
  const paper = new THREE.MeshStandardMaterial({ color: 0xf4f1ea, roughness: 0.95 });
  const block = mesh(new THREE.BoxGeometry(0.144, 0.012, 0.206), paper);
  block.position.y = 0.0075;
  group.add(block);
  for (const y of [0.0008, 0.0142]) {
    const board = mesh(rounded(0.148, 0.0016, 0.21, 0.0007, 2), cover);
    board.position.y = y;
    group.add(board);
  }
  group.add(pencil(pencilColor).translateY(0.0185).translateX(0.035));
  return group;
}

export function pencil(color) {
  const group = new THREE.Group();
  const body = mesh(new THREE.CylinderGeometry(0.0036, 0.0036, 0.16, 6), new THREE.MeshStandardMaterial({ color, roughness: 0.5 }));
  body.rotation.x = Math.PI / 2;
  group.add(body);
  const wood = mesh(new THREE.ConeGeometry(0.0036, 0.018, 6), new THREE.MeshStandardMaterial({ color: 0xe3c7a0, roughness: 0.8 }));
  wood.rotation.x = Math.PI / 2;
  wood.position.z = 0.089;
  group.add(wood);
  const tip = mesh(new THREE.ConeGeometry(0.0011, 0.005, 6), new THREE.MeshStandardMaterial({ color: 0x333136, roughness: 0.5 }));
  tip.rotation.x = Math.PI / 2;
  tip.position.z = 0.0965;
  group.add(tip);
  group.rotation.y = 0.35;
  return group;
}
