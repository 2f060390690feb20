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

/** A poster pasted flat on a wall (facing +z): the paper's grain catching the light, and the
 *  creases and bubbles a brush of paste leaves in it (creases). */
function pasted(map, width, height, creases) {
  return mesh(new THREE.PlaneGeometry(width, height), new THREE.MeshStandardMaterial({ map, roughness: 0.7, bumpMap: creases, bumpScale: 5 }), { shadows: false });
}

/** Paste-up paper's relief as a bump map: the grain, a few long soft creases where the sheet was
 *  smoothed on by brush, and small bubbles of trapped air. */
function creases(rand) {
  return canvasTexture(512, 724, (ctx, w, h) => {
    const img = ctx.createImageData(w, h);
    for (let i = 0; i < w * h; i++) {
      const v = 128 + (rand() - 0.5) * 10;
      img.data.set([v, v, v, 255], i * 4);
    }
    ctx.putImageData(img, 0, 0);
    ctx.lineCap = 'round';
    for (let i = 0; i < 7; i++) {
      const x = rand() * w, y = rand() * h, a = (rand() - 0.5) * 1.2 + (rand() < 0.5 ? 0 : Math.PI / 2), l = 60 + rand() * 220;
      ctx.strokeStyle = `rgb(255 255 255 / ${(0.3 + rand() * 0.3).toFixed(2)})`;
      ctx.lineWidth = 2 + rand() * 3;
      ctx.filter = 'blur(2px)';
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x + Math.cos(a) * l * 0.5 + (rand() - 0.5) * 30, y + Math.sin(a) * l * 0.5, x + Math.cos(a) * l, y + Math.sin(a) * l);
      ctx.stroke();
    }
    for (let i = 0; i < 14; i++) {
      const g = ctx.createRadialGradient(0, 0, 0, 0, 0, 1);
      g.addColorStop(0, 'rgb(255 255 255 / 0.35)');
      g.addColorStop(1, 'rgb(255 255 255 / 0)');
      const r = 4 + rand() * 12;
      ctx.setTransform(r, 0, 0, r * (0.6 + rand() * 0.5), rand() * w, rand() * h);
      ctx.filter = 'none';
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(0, 0, 1, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  }, { srgb: false });
}

/** A brick wall painted over years ago, 215 x 65 mm bricks with 10 mm joints, as a colour and a bump
 *  map over a wall of `span` metres: each brick its own shade and speckle, chipped arrises, and the
 *  paint worn thin to the brick in places. */
function brick(rand, color, span) {
  const px = 2048;
  const course = 0.075, stretcher = 0.225;
  const scale = px / 1.8; // the texture covers 1.8 m and repeats
  const bricks = [];
  for (let row = 0; row * course * scale < px; row++) {
    const offset = row % 2 ? stretcher / 2 : 0;
    for (let x = -offset; x * scale < px; x += stretcher) {
      bricks.push({
        x: (x + 0.005) * scale, y: (row * course + 0.005) * scale, w: (stretcher - 0.01) * scale, h: (course - 0.01) * scale,
        shade: rand(), worn: rand() < 0.05 ? [rand(), rand(), rand()] : null, chips: Array.from({ length: Math.floor(rand() * 3) }, () => [rand(), rand() < 0.5, 3 + rand() * 9]),
      });
    }
  }
  const draw = (bump) => (ctx, w, h) => {
    ctx.fillStyle = bump ? '#3a3a3a' : '#b3ada3'; // the joints, painted over with the rest, sunk
    ctx.fillRect(0, 0, w, h);
    for (const b of bricks) {
      ctx.fillStyle = bump ? `rgb(${195 + b.shade * 30} ${195 + b.shade * 30} ${195 + b.shade * 30})` : color;
      ctx.fillRect(b.x, b.y, b.w, b.h);
      if (!bump) {
        ctx.fillStyle = `rgb(${b.shade < 0.5 ? '0 0 0' : '255 255 255'} / ${(Math.abs(b.shade - 0.5) * 0.14).toFixed(3)})`;
        ctx.fillRect(b.x, b.y, b.w, b.h);
        if (b.worn) { // the paint rubbed thin along an edge: the brick shows through, faintly
          const [at, size, side] = b.worn;
          ctx.save();
          ctx.filter = 'blur(3px)';
          ctx.fillStyle = 'rgb(140 92 72 / 0.16)';
          ctx.fillRect(b.x + at * b.w * 0.6, side < 0.5 ? b.y : b.y + b.h * 0.5, b.w * (0.2 + size * 0.3), b.h * 0.5);
          ctx.restore();
        }
      }
      for (const [at, top, r] of b.chips) { // a knock off an arris shows the joint's depth
        ctx.fillStyle = bump ? '#5a5a5a' : '#b3ada3';
        ctx.beginPath();
        ctx.arc(b.x + at * b.w, top ? b.y : b.y + b.h, r, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    // Speckle: sand in the paint, the brick's pores.
    for (let i = 0; i < 60000; i++) {
      const v = rand() < 0.5 ? 0 : 255;
      ctx.fillStyle = bump ? `rgb(${v} ${v} ${v} / 0.12)` : `rgb(${v} ${v} ${v} / 0.05)`;
      ctx.fillRect(rand() * w, rand() * h, 1.5, 1.5);
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

/** An older bill, w x h metres, pasted before the festival's and mostly covered by them: a faded
 *  ink, a word of its type, and edges ragged where it was torn. */
function olderBill(rand, w, h, ink, word) {
  const px = 700;
  const tex = canvasTexture(Math.round(px * w), Math.round(px * h), (ctx, cw, ch) => {
    const step = 10;
    const jag = () => (rand() - 0.5) * step * 2.2;
    ctx.beginPath();
    ctx.moveTo(jag() + 8, jag() + 8);
    for (let x = step; x < cw - 8; x += step) ctx.lineTo(x + jag(), 8 + Math.abs(jag()));
    for (let y = step; y < ch - 8; y += step) ctx.lineTo(cw - 8 - Math.abs(jag()), y + jag());
    for (let x = cw - step; x > 8; x -= step) ctx.lineTo(x + jag(), ch - 8 - Math.abs(jag()));
    for (let y = ch - step; y > 8; y -= step) ctx.lineTo(8 + Math.abs(jag()), y + jag());
    ctx.closePath();
    ctx.fillStyle = ink;
    ctx.fill();
    ctx.save();
    ctx.clip();
    ctx.fillStyle = 'rgb(236 230 218 / 0.9)';
    ctx.font = `800 ${Math.round(cw * 0.22)}px sans-serif`;
    ctx.fillText(word, cw * 0.06, ch * 0.3);
    ctx.fillStyle = 'rgb(236 230 218 / 0.28)'; // sun-faded
    ctx.fillRect(0, 0, cw, ch);
    ctx.restore();
  });
  return mesh(new THREE.PlaneGeometry(w, h), new THREE.MeshStandardMaterial({ map: tex, transparent: true, alphaTest: 0.5, roughness: 0.85 }), { shadows: false });
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
    const p = pasted(map, W, H, creases(rand));
    p.position.set((i - (maps.length - 1) / 2) * (W + 0.012), 1.05 + [0.004, -0.006, 0.002][i % 3], 0.0015 + i * 0.0004);
    p.rotation.z = [0.004, -0.003, 0.006][i % 3];
    scene.add(p);
  });
  // Older bills under them, showing a few centimetres where the festival's did not cover them.
  const edge = 1.5 * (W + 0.012);
  for (const [x, y, ink, word, turn] of [
    [-edge + 0.2, 1.1, '#2f5d8a', 'LIVE', 0.015], [edge - 0.24, 1.07, '#d2572f', 'SAT 14', -0.012],
  ]) {
    const bill = olderBill(rand, 0.55, 0.8, ink, word);
    bill.position.set(x, y, 0.0008);
    bill.rotation.z = turn;
    scene.add(bill);
  }
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
