// Loopstudios' world: the phone leaning on a small speaker beside a mixed-reality headset put down on a
// table of near-black oak, a peach light pooled on the wall behind (the room's one colour). Its own stage (not one
// of apps.js's worlds), so that modelling the headset leaves the other app scenes as they were drawn.
//
// The headset is modelled as a product is: a shell of pale grey soft-touch plastic whose every edge is
// a smooth curve (a superellipsoid, sampled finely and bent round a face), a dark glass visor set into
// its front, a charcoal fabric light seal behind it, rigid arms from its sides and a knitted band
// looping back from them to rest on the table.
import { THREE, canvasTexture, loadTexture, random } from './common.js';
import { mergeVertices } from 'three/addons/utils/BufferGeometryUtils.js';
import { leaningPhone, mesh, room } from './props.js';
import { clearScreens, contactShadow, fibreWood, smudges, unevenGloss } from './surfaces.js';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';

// Signed powers of cosine and sine: a superellipse's parametrisation.
const cs = (w, e) => Math.sign(Math.cos(w)) * Math.abs(Math.cos(w)) ** e;
const sn = (w, e) => Math.sign(Math.sin(w)) * Math.abs(Math.sin(w)) ** e;

/**
 * A rounded solid `2a` wide, `2b` tall and `2c` deep, facing +z: a superellipsoid whose outline seen
 * from the front is a squircle of exponent `n` and whose profile rounds its edges with exponent `m`
 * (the higher, the flatter its faces and the tighter its edges). Its front then bends round a
 * vertical axis `bend` metres behind it, as a visor wraps a face. Sampled 192 x 96 and its normals
 * smoothed across every seam: no facet shows at 3200 px.
 */
function superShell(a, b, c, n, m, bend, { around = 192, across = 96 } = {}) {
  const positions = [];
  const index = [];
  for (let j = 0; j <= across; j++) {
    const v = -Math.PI / 2 + (Math.PI * j) / across; // from the back pole to the front pole
    for (let i = 0; i <= around; i++) {
      const u = -Math.PI + (2 * Math.PI * i) / around; // round the outline
      const x = a * cs(v, 2 / m) * cs(u, 2 / n);
      const y = b * cs(v, 2 / m) * sn(u, 2 / n);
      const z = c * sn(v, 2 / m);
      // Bent: x runs along an arc of radius bend + z.
      const theta = x / bend;
      positions.push((bend + z) * Math.sin(theta), y, (bend + z) * Math.cos(theta) - bend);
    }
  }
  const row = around + 1;
  for (let j = 0; j < across; j++) {
    for (let i = 0; i < around; i++) {
      const p = j * row + i;
      index.push(p, p + 1, p + row, p + 1, p + row + 1, p + row);
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3));
  g.setIndex(index);
  const smooth = mergeVertices(g, 1e-7);
  smooth.computeVertexNormals();
  return smooth;
}

/**
 * A band swept along `curve` from t0 to t1: its section a rounded rectangle `thick` across and
 * `tall` high, standing upright (its height along the world's y), its ends closed and a little
 * tapered. u runs round the section (for a rib texture), v along the band.
 */
function sweep(curve, t0, t1, thick, tall, { steps = 160, ring = 48, taper = 0.06 } = {}) {
  const positions = [], normals = [], uvs = [], index = [];
  const up = new THREE.Vector3(0, 1, 0);
  const e = 0.35; // the section's squareness
  for (let s = 0; s <= steps; s++) {
    const f = s / steps;
    const t = t0 + (t1 - t0) * f;
    const p = curve.getPointAt(t);
    const T = curve.getTangentAt(t);
    const B = up.clone().addScaledVector(T, -T.dot(up)).normalize();
    const N = new THREE.Vector3().crossVectors(T, B).normalize();
    // Near its ends the band narrows a little, so its caps are small and round off.
    const end = Math.min(f, 1 - f) / taper;
    const k = end >= 1 ? 1 : 0.75 + 0.25 * Math.sin((Math.min(end, 1) * Math.PI) / 2);
    for (let r = 0; r <= ring; r++) {
      const phi = (2 * Math.PI * r) / ring;
      const x = (thick / 2) * k * cs(phi, e), y = (tall / 2) * k * sn(phi, e);
      positions.push(...new THREE.Vector3().copy(p).addScaledVector(N, x).addScaledVector(B, y).toArray());
      const nx = cs(phi, 2 - e) / thick, ny = sn(phi, 2 - e) / tall;
      normals.push(...new THREE.Vector3().addScaledVector(N, nx).addScaledVector(B, ny).normalize().toArray());
      uvs.push(r / ring, f * curve.getLength() * (t1 - t0));
    }
  }
  const row = ring + 1;
  for (let s = 0; s < steps; s++) {
    for (let r = 0; r < ring; r++) {
      const q = s * row + r;
      index.push(q, q + row, q + 1, q + 1, q + row, q + row + 1);
    }
  }
  // The caps: a fan from each end's middle.
  for (const [s, sign] of [[0, -1], [steps, 1]]) {
    const t = t0 + (t1 - t0) * (s / steps);
    const centre = positions.length / 3;
    positions.push(...curve.getPointAt(t).toArray());
    normals.push(...curve.getTangentAt(t).multiplyScalar(sign).toArray());
    uvs.push(0.5, 0);
    for (let r = 0; r < ring; r++) {
      const q = s * row + r;
      if (sign > 0) index.push(centre, q + 1, q);
      else index.push(centre, q, q + 1);
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3));
  g.setAttribute('normal', new THREE.Float32BufferAttribute(normals, 3));
  g.setAttribute('uv', new THREE.Float32BufferAttribute(uvs, 2));
  g.setIndex(index);
  return g;
}

/** A knitted band's ribs running along it, a rib every 1.6 mm round its section, as a bump map. */
function ribs() {
  const tex = canvasTexture(512, 64, (ctx, w, h) => {
    for (let x = 0; x < w; x++) {
      const v = 128 + 70 * Math.sin((x / w) * Math.PI * 2 * 40);
      ctx.fillStyle = `rgb(${v} ${v} ${v})`;
      ctx.fillRect(x, 0, 1, h);
    }
  }, { srgb: false });
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
  return tex;
}

/** The mixed-reality headset, 19 cm across, its visor to the front (+z), standing on the table. */
function headset(environment) {
  const group = new THREE.Group();
  const A = 0.094, B = 0.05, C = 0.03, BEND = 0.17;
  // Soft-touch plastic: a pale warm grey, matte, with the faint satin sheen of its coating.
  const plastic = new THREE.MeshPhysicalMaterial({ color: 0xc9c7c2, roughness: 0.62, sheen: 0.35, sheenRoughness: 0.5, sheenColor: 0xffffff });
  // The visor: black glass, smooth, showing the room only faintly.
  const glass = new THREE.MeshPhysicalMaterial({ color: 0x050507, roughness: 0.06, metalness: 0, clearcoat: 1, clearcoatRoughness: 0.04, envMap: environment, envMapIntensity: 0.45 });
  // Fabric: charcoal, no gloss at all, a soft sheen at grazing angles.
  const fabric = (color, bump) => new THREE.MeshPhysicalMaterial({
    color, roughness: 1, sheen: 0.8, sheenRoughness: 0.7, sheenColor: 0x8c8a90, ...(bump ? { bumpMap: bump, bumpScale: 1.2 } : {}),
  });
  const arms = new THREE.MeshPhysicalMaterial({ color: 0x3b3a3f, roughness: 0.6, sheen: 0.3, sheenRoughness: 0.5, sheenColor: 0xffffff });
  const shell = mesh(superShell(A, B, C, 5, 3.2, BEND), plastic);
  group.add(shell);
  // The glass is a flatter solid a shade smaller, just proud of the shell's front: where it dives
  // into the shell it draws the visor's rounded outline, a soft-touch frame round it.
  const visor = mesh(superShell(A - 0.013, B - 0.012, C + 0.0012, 5, 8, BEND), glass, { shadows: false });
  group.add(visor);
  // The light seal behind: charcoal fabric, a little smaller than the shell, pressed against it.
  const seal = mesh(superShell(A - 0.006, B - 0.006, 0.022, 4.5, 2.6, BEND - 0.03), fabric(0x2c2b30));
  seal.position.z = -C - 0.006;
  group.add(seal);
  // The band: rigid arms of dark grey plastic from its sides, then the knitted band round the
  // back of a head, sagging to rest its back on the table.
  const half = [
    [0.082, 0.0, -0.004], [0.094, -0.002, -0.04], [0.097, -0.006, -0.085], [0.094, -0.014, -0.13],
    [0.08, -0.024, -0.175], [0.05, -0.031, -0.208],
  ];
  const points = [...half.map(([x, y, z]) => [-x, y, z]), [0, -0.033, -0.222], ...half.reverse()];
  const curve = new THREE.CatmullRomCurve3(points.map((p) => new THREE.Vector3(...p)), false, 'centripetal');
  const band = mesh(sweep(curve, 0.17, 0.83, 0.0045, 0.024), fabric(0x66656b, ribs()));
  group.add(band);
  for (const [t0, t1] of [[0, 0.2], [0.8, 1]]) group.add(mesh(sweep(curve, t0, t1, 0.008, 0.02, { steps: 60, taper: 0.12 }), arms));
  return group;
}

/** A woven speaker cloth as a bump map: a fine plain weave, a thread every 0.8 mm. */
function weave() {
  const tex = canvasTexture(256, 256, (ctx, w, h) => {
    const img = ctx.createImageData(w, h);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
      const over = ((x >> 2) + (y >> 2)) % 2 ? Math.sin(((x % 4) / 4) * Math.PI) : Math.sin(((y % 4) / 4) * Math.PI);
      const v = 90 + 120 * over;
      img.data.set([v, v, v, 255], (y * w + x) * 4);
    }
    ctx.putImageData(img, 0, 0);
  }, { srgb: false });
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
  tex.repeat.set(6, 7);
  return tex;
}

/** A small bookshelf speaker, 12 x 15 x 8 cm: a cabinet of matte graphite plastic with round edges,
 *  its front and sides wrapped in a woven cloth, a row of three buttons and a small pale light on top. */
function speaker() {
  const group = new THREE.Group();
  const W = 0.12, H = 0.15, D = 0.08;
  const shell = new THREE.MeshPhysicalMaterial({ color: 0x2c2b30, roughness: 0.55, sheen: 0.25, sheenRoughness: 0.5, sheenColor: 0xffffff });
  const cloth = new THREE.MeshPhysicalMaterial({ color: 0x7a7680, roughness: 1, bumpMap: weave(), bumpScale: 2, sheen: 0.6, sheenRoughness: 0.8, sheenColor: 0x9a98a0 });
  const body = mesh(new RoundedBoxGeometry(W, H, D, 6, 0.014), shell);
  body.position.y = H / 2 + 0.002;
  group.add(body);
  // The cloth: a rounded band round the front and sides, a hair proud of the cabinet, below its top.
  const wrap = mesh(new RoundedBoxGeometry(W + 0.0016, H - 0.02, D + 0.0016, 6, 0.014), cloth);
  wrap.position.y = (H - 0.02) / 2 + 0.004;
  group.add(wrap);
  // Buttons and a status light on the top.
  const button = new THREE.MeshStandardMaterial({ color: 0x55545b, roughness: 0.45 });
  const rubber = new THREE.MeshStandardMaterial({ color: 0x141316, roughness: 0.9 });
  [-0.022, 0, 0.022].forEach((x) => {
    const b = mesh(new THREE.CylinderGeometry(0.0052, 0.0055, 0.0016, 32), button, { shadows: false });
    b.position.set(x, H + 0.0028, 0.012);
    group.add(b);
  });
  const lamp = mesh(new THREE.CircleGeometry(0.0018, 24), new THREE.MeshBasicMaterial({ color: 0xfff1e6 }), { shadows: false });
  lamp.rotation.x = -Math.PI / 2;
  lamp.position.set(0, H + 0.0023, -0.016);
  group.add(lamp);
  // Rubber feet, so it stands a few millimetres off the table.
  for (const x of [-0.045, 0.045]) for (const z of [-0.028, 0.028]) {
    const foot = mesh(new THREE.CylinderGeometry(0.005, 0.005, 0.002, 20), rubber);
    foot.position.set(x, 0.001, z);
    group.add(foot);
  }
  return group;
}

export async function headsetWorld({ scene, renderer, config, grain, surfaces }) {
  const { palette } = config;
  const [screen] = await Promise.all(config.textures.map((url) => loadTexture(renderer, url)));
  const body = palette.body ?? 0x1d1c1e;
  const { top } = room(scene, { table: palette.table, wall: palette.wall, wallDistance: config.wallDistance ?? 0.35, grain, surfaces });
  // The table: oak stained near black, matte, its open grain just showing where the light rakes it.
  const oak = fibreWood(random(config.seed + 6), { contrast: 0.3, rings: 30 });
  top.material = new THREE.MeshStandardMaterial({ color: palette.table, map: oak, bumpMap: oak, bumpScale: 0.8, roughness: 0.7, roughnessMap: grain });
  const set = headset(scene.environment);
  set.rotation.y = 0.3;
  set.position.set(0.13, 0.05, -0.09);
  scene.add(set);
  const p = leaningPhone(screen, body, 0.26);
  p.position.set(-0.06, 0, 0.0);
  p.rotation.y = 0.16;
  scene.add(p);
  // It leans on the small speaker the headset's sound goes through.
  const block = speaker();
  block.position.set(-0.06, 0, -0.085);
  block.rotation.y = 0.16;
  scene.add(block);
  const gloss = smudges(random(config.seed + 8));
  for (const o of [p, block]) {
    clearScreens(o, scene.environment);
    unevenGloss(o, gloss);
  }
  // The peach light: a lamp low on the table to the right, near the picture's edge, close to the wall and
  // washing up it. Its beam leans away from the camera and from everything on the table, so the
  // peach pools on the wall behind and never colours the headset's pale shell.
  const wash = new THREE.SpotLight(palette.accent, 18, 2.5, 0.85, 0.8, 1.2);
  wash.position.set(0.52, 0.0, -0.32);
  wash.target.position.set(0.1, 0.6, -0.36);
  scene.add(wash, wash.target);
  // And its twin at the left, behind the speaker, a little dimmer: the peach spans the wall.
  const twin = new THREE.SpotLight(palette.accent, 10, 2.5, 0.85, 0.8, 1.2);
  twin.position.set(-0.4, 0.0, -0.32);
  twin.target.position.set(-0.25, 0.6, -0.36);
  scene.add(twin, twin.target);
  for (const [w, d, x, z, turn, opacity] of [[0.19, 0.075, 0.13, -0.09, 0.3, 0.55], [0.12, 0.08, -0.06, -0.085, 0.16, 0.6], [0.075, 0.012, -0.06, 0.02, 0.16, 0.5]]) {
    const under = contactShadow(w, d, { opacity });
    under.position.set(x, 0, z);
    under.rotation.z = turn;
    scene.add(under);
  }
  return {
    background: palette.wall,
    camera: { fov: 28, position: [0.05, 0.24, 0.56], target: [0.03, 0.07, -0.02] },
    light: {
      target: [0, 0.06, 0], bounds: 0.45, fill: 0.05, sky: { intensity: 0.25 },
      key: { position: [-1.4, 1.6, 0.8], intensity: palette.key ?? 1.4, softness: 0.3 },
    },
  };
}
