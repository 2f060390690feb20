// Graphic work in the world: posters pasted along a street wall (posters); and what the other print
// stagings share: a region of an image as a texture, a printed sheet, a carton folded from a dieline.
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
