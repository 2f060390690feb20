// Graphic work in the world: posters pasted along a wall (posters), stationery on a table below a
// framed print (cards), cartons on a table below their poster (carton).
import { THREE, canvasTexture, loadTexture } from './common.js';
import { mesh, pencil, room } from './props.js';

/** A region of an image (fractions x, y, w, h of its size) as a texture of its own. */
export function crop(image, [x, y, w, h]) {
  const sw = Math.round(w * image.width);
  const sh = Math.round(h * image.height);
  return canvasTexture(sw, sh, (ctx) => ctx.drawImage(image, x * image.width, y * image.height, sw, sh, 0, 0, sw, sh));
}

/** Paper of width x height metres, `thickness` thick, printed with map on top (+y), lying flat. */
export function sheet(map, width, height, { thickness = 0.0004, edge = 0xf4f1ea, roughness = 0.85, back } = {}) {
  const side = new THREE.MeshStandardMaterial({ color: edge, roughness });
  const face = new THREE.MeshStandardMaterial({ map, roughness });
  const under = back ? new THREE.MeshStandardMaterial({ map: back, roughness }) : side;
  // BoxGeometry's faces: +x, -x, +y, -y, +z, -z.
  return mesh(new THREE.BoxGeometry(width, thickness, height), [side, side, face, under, side, side]);
}

/** A poster pasted flat on a wall (facing +z), the paper's grain catching the light. */
function pasted(map, width, height, grain) {
  return mesh(new THREE.PlaneGeometry(width, height), new THREE.MeshStandardMaterial({ map, roughness: 0.7, bumpMap: grain, bumpScale: 0.6 }), { shadows: false });
}

/** A picture frame (oak or black), a white mount and glass, holding map; faces +z, stands on its base. */
export function framed(map, width, height, { moulding = 0x1d1c1e, mount = 0.06 } = {}) {
  const group = new THREE.Group();
  const W = width + 2 * mount + 0.04, H = height + 2 * mount + 0.04, D = 0.025;
  const wood = new THREE.MeshStandardMaterial({ color: moulding, roughness: 0.55 });
  const bar = 0.02;
  for (const [w, h, x, y] of [[W, bar, 0, H - bar / 2], [W, bar, 0, bar / 2], [bar, H, -W / 2 + bar / 2, H / 2], [bar, H, W / 2 - bar / 2, H / 2]]) {
    const m = mesh(new THREE.BoxGeometry(w, h, D), wood);
    m.position.set(x, y, 0);
    group.add(m);
  }
  const board = mesh(new THREE.BoxGeometry(W - 2 * bar, H - 2 * bar, 0.004), new THREE.MeshStandardMaterial({ color: 0xf6f4ef, roughness: 0.9 }));
  board.position.set(0, H / 2, -0.002);
  group.add(board);
  const print = mesh(new THREE.PlaneGeometry(width, height), new THREE.MeshStandardMaterial({ map, roughness: 0.8 }), { shadows: false });
  print.position.set(0, H / 2, 0.0012);
  group.add(print);
  const glass = mesh(new THREE.PlaneGeometry(W - 2 * bar, H - 2 * bar), new THREE.MeshPhysicalMaterial({
    color: 0xffffff, roughness: 0.03, transmission: 0, transparent: true, opacity: 0.08, metalness: 0, clearcoat: 1,
  }), { shadows: false });
  glass.position.set(0, H / 2, D / 2 - 0.003);
  group.add(glass);
  return group;
}

/** Stands a frame of height `height` on the table, leaning back by `angle` on a wall `wall` metres
 *  behind the origin: its top touches the wall. */
export function leanOnWall(frame, height, wall, angle) {
  frame.rotation.x = -angle;
  frame.position.z = -wall + 0.014 + height * Math.sin(angle);
}

/** Painted brick, 215 x 65 mm with 10 mm joints, as a colour and a bump map over a wall of `span` metres. */
function brick(rand, color, span) {
  const px = 1024;
  const course = 0.075, stretcher = 0.225;
  const scale = px / 1.8; // the texture covers 1.8 m and repeats
  const draw = (bump) => (ctx, w, h) => {
    ctx.fillStyle = bump ? '#404040' : color;
    ctx.fillRect(0, 0, w, h);
    for (let row = 0; row * course * scale < h; row++) {
      const offset = row % 2 ? stretcher / 2 : 0;
      for (let x = -offset; x * scale < w; x += stretcher) {
        const shade = bump ? 190 + rand() * 30 : 0;
        ctx.fillStyle = bump ? `rgb(${shade},${shade},${shade})` : `rgb(0 0 0 / ${(rand() * 0.06).toFixed(3)})`;
        ctx.fillRect((x + 0.005) * scale, (row * course + 0.005) * scale, (stretcher - 0.01) * scale, (course - 0.01) * scale);
      }
    }
  };
  const map = canvasTexture(px, px, draw(false));
  const bump = canvasTexture(px, px, draw(true), { srgb: false });
  for (const t of [map, bump]) {
    t.wrapS = t.wrapT = THREE.RepeatWrapping;
    t.repeat.set(span / 1.8, span / 3.6);
  }
  return { map, bump };
}

export async function posters({ scene, renderer, config, grain, surfaces, rand }) {
  const { palette } = config;
  const { back } = room(scene, { table: palette.table, wall: 0xffffff, wallDistance: 0, grain, surfaces });
  const wall = brick(rand, `#${palette.wall.toString(16).padStart(6, '0')}`, 10); // the wall plane is 10 x 5 m
  back.material = new THREE.MeshStandardMaterial({ map: wall.map, bumpMap: wall.bump, bumpScale: 1.2, roughness: 0.9 /* painted over: shallow joints */ });
  const maps = await Promise.all(config.textures.map((url) => loadTexture(renderer, url)));
  // A0-ish posters, 0.59 x 0.84 m, pasted edge to edge at eye height, a little crooked as paste-ups are.
  const W = 0.59, H = 0.834;
  maps.forEach((map, i) => {
    const p = pasted(map, W, H, grain);
    p.position.set((i - (maps.length - 1) / 2) * (W + 0.012), 1.05 + [0.004, -0.006, 0.002][i % 3], 0.0015 + i * 0.0004);
    p.rotation.z = [0.004, -0.003, 0.006][i % 3];
    scene.add(p);
  });
  return {
    background: palette.wall,
    // A shallow depth of field on the middle poster, as a photographer on the pavement would shoot
    // it: the wall and the near poster's edge soften, and the phone's opening picture is 10 KiB, not 15.
    camera: { fov: 32, position: [-0.85, 1.08, 2.7], target: [0.02, 1.02, 0], aperture: 0.08 },
    light: {
      target: [0, 1, 0],
      bounds: 1.6,
      key: { position: [2.4, 3.2, 2.0], intensity: 2.5, softness: 0.6 },
      sky: { intensity: 0.6 },
      fill: 0.2,
    },
  };
}

export async function cards({ scene, renderer, config, grain, surfaces }) {
  const { palette, regions } = config;
  room(scene, { table: palette.table, wall: palette.wall, wallDistance: 0.3, grain, surfaces });
  const [sheetTex, printTex] = await Promise.all(config.textures.map((url) => loadTexture(renderer, url)));
  const letter = sheet(crop(sheetTex.image, regions.letterhead), 0.21, 0.297);
  letter.position.set(-0.05, 0.0002, 0.06);
  letter.rotation.y = 0.1;
  scene.add(letter);
  const front = sheet(crop(sheetTex.image, regions.card), 0.085, 0.055, { thickness: 0.0007, edge: palette.accent });
  front.position.set(0.155, 0.0011, 0.11);
  front.rotation.y = -0.22;
  scene.add(front);
  const back = sheet(crop(sheetTex.image, regions.cardBack), 0.085, 0.055, { thickness: 0.0007, edge: palette.accent });
  back.position.set(0.19, 0.0004, 0.03);
  back.rotation.y = 0.16;
  scene.add(back);
  const stack = sheet(crop(sheetTex.image, regions.card), 0.085, 0.055, { thickness: 0.006, edge: 0xf3efe8 });
  stack.position.set(0.16, 0.003, -0.06);
  stack.rotation.y = 0.05;
  scene.add(stack);
  const pen = pencil(0x1d1c1e);
  pen.position.set(-0.005, 0.0036, 0.2);
  pen.rotation.y = 1.35;
  scene.add(pen);
  // The print: 40 x 50 cm in a black frame, leaning on the wall behind the desk.
  const picture = framed(printTex, 0.176, 0.22, { moulding: 0x1d1c1e, mount: 0.04 });
  picture.position.x = -0.02;
  leanOnWall(picture, 0.34, 0.3, 0.09);
  scene.add(picture);
  return {
    background: palette.wall,
    camera: { fov: 30, position: [0.08, 0.66, 1.02], target: [0.03, 0.11, -0.06], focus: 1.16, aperture: 0.008 },
    light: {
      target: [0, 0.05, 0],
      bounds: 0.6,
      key: { position: [-1.6, 1.9, 0.9], intensity: 2.5, softness: 0.4 },
      sky: { intensity: 0.6 },
      fill: 0.15,
    },
  };
}

/**
 * A gable-top carton, 70 x 70 x 186 mm, folded from the dieline: faces are regions of the dieline
 * image (fractions: x0 of each of the four columns and their width; y of the gable's top, the body's
 * top and bottom). Its front faces +z.
 */
export function carton(map, d) {
  const w = 0.07, h = 0.186, rise = 0.042, fin = 0.008;
  const half = w / 2;
  const positions = [];
  const uvs = [];
  const u = (col, t) => d.x + (col + t) * d.w;
  const v = (y) => 1 - y;
  const quad = (a, b, c, e, ua, ub, uc, ue) => {
    positions.push(...a, ...b, ...c, ...a, ...c, ...e);
    uvs.push(...ua, ...ub, ...uc, ...ua, ...uc, ...ue);
  };
  const tri = (a, b, c, ua, ub, uc) => {
    positions.push(...a, ...b, ...c);
    uvs.push(...ua, ...ub, ...uc);
  };
  // Columns of the dieline: 0 side A (left, -x), 1 front (+z), 2 side B (right, +x), 3 back (-z).
  const sides = [
    [[-half, 0, -half], [-half, 0, half]],
    [[-half, 0, half], [half, 0, half]],
    [[half, 0, half], [half, 0, -half]],
    [[half, 0, -half], [-half, 0, -half]],
  ];
  sides.forEach(([p, q], col) => {
    quad([p[0], 0, p[2]], [q[0], 0, q[2]], [q[0], h, q[2]], [p[0], h, p[2]],
      [u(col, 0), v(d.bottom)], [u(col, 1), v(d.bottom)], [u(col, 1), v(d.body)], [u(col, 0), v(d.body)]);
  });
  // The roof: front and back panels slope up to the ridge (along x); the sides are gable triangles.
  quad([-half, h, half], [half, h, half], [half, h + rise, 0], [-half, h + rise, 0],
    [u(1, 0), v(d.body)], [u(1, 1), v(d.body)], [u(1, 1), v(d.top)], [u(1, 0), v(d.top)]);
  quad([half, h, -half], [-half, h, -half], [-half, h + rise, 0], [half, h + rise, 0],
    [u(3, 0), v(d.body)], [u(3, 1), v(d.body)], [u(3, 1), v(d.top)], [u(3, 0), v(d.top)]);
  tri([-half, h, -half], [-half, h, half], [-half, h + rise, 0], [u(0, 0), v(d.body)], [u(0, 1), v(d.body)], [u(0, 0.5), v(d.top)]);
  tri([half, h, half], [half, h, -half], [half, h + rise, 0], [u(2, 0), v(d.body)], [u(2, 1), v(d.body)], [u(2, 0.5), v(d.top)]);
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3));
  geometry.setAttribute('uv', new THREE.Float32BufferAttribute(uvs, 2));
  geometry.computeVertexNormals();
  const group = new THREE.Group();
  const board = new THREE.MeshStandardMaterial({ map, roughness: 0.62, side: THREE.DoubleSide });
  group.add(mesh(geometry, board));
  const seal = mesh(new THREE.BoxGeometry(w + 0.001, fin, 0.0025), new THREE.MeshStandardMaterial({ color: d.fin, roughness: 0.7 }));
  seal.position.y = h + rise + fin / 2 - 0.001;
  group.add(seal);
  const cap = mesh(new THREE.CylinderGeometry(0.0105, 0.0115, 0.011, 40), new THREE.MeshStandardMaterial({ color: d.cap, roughness: 0.4 }));
  // The cap sits on the front slope, where the dieline prints "cap here".
  const slope = Math.atan2(rise, half);
  cap.position.set(0, h + rise * 0.45, half * 0.55);
  cap.rotation.x = slope;
  group.add(cap);
  return group;
}

export async function cartons({ scene, renderer, config, grain, surfaces }) {
  const { palette, dieline } = config;
  room(scene, { table: palette.table, wall: palette.wall, wallDistance: 0.34, grain, surfaces });
  const [dielineTex, posterTex] = await Promise.all(config.textures.map((url) => loadTexture(renderer, url)));
  const placed = [
    { x: 0.0, z: 0.06, turn: 0.38 },
    { x: 0.095, z: 0.0, turn: -0.25 },
    { x: 0.19, z: -0.06, turn: Math.PI / 2 + 0.35 },
  ];
  for (const p of placed) {
    const c = carton(dielineTex, dieline);
    c.position.set(p.x, 0, p.z);
    c.rotation.y = p.turn;
    scene.add(c);
  }
  // The poster, A2 in a thin oak frame, leaning on the wall behind them.
  const picture = framed(posterTex, 0.26, 0.368, { moulding: 0xc9a97c, mount: 0.0 });
  picture.position.x = -0.25;
  leanOnWall(picture, 0.408, 0.34, 0.08);
  scene.add(picture);
  return {
    background: palette.wall,
    camera: { fov: 30, position: [0.16, 0.32, 1.05], target: [0.0, 0.19, -0.1], focus: 1.08, aperture: 0.008 },
    light: {
      target: [0, 0.1, 0],
      bounds: 0.6,
      key: { position: [-1.6, 1.7, 1.0], intensity: 2.6, softness: 0.4 },
      sky: { intensity: 0.6 },
      fill: 0.15,
    },
  };
}
