// Builder's world: its site on a laptop on a plywood table on trestles in a site office, a block wall
// behind, and the things a site manager puts down beside it, modelled as the real ones are made: a
// hard hat in matte safety-orange HDPE (a long dome with three ribs over its crown, a peak at the
// front and a rain gutter round the rest of its rim), a tape measure (a rounded yellow case with a
// black rubber grip, a chrome belt clip and its cupped yellow blade printed in millimetres out along
// the table) and a roll of drawings (rolled paper whose ends show the spiral of its turns, its last
// turn come loose and curling up off the table, the plan printed on its inside).
// A stage of its own (not rooms.js, which Photon's dark room shares), so that modelling these props
// leaves Photon's scene as it was drawn.
import { THREE, canvasTexture, random } from './common.js';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { TessellateModifier } from 'three/addons/modifiers/TessellateModifier.js';
import { mergeVertices } from 'three/addons/utils/BufferGeometryUtils.js';
import { browserScreen } from './desk.js';
import { laptop, mesh, room } from './props.js';
import { clearScreens, contactShadow, fibreWood, smudges, unevenGloss } from './surfaces.js';

/**
 * A surface from fn(u, v, target) over a grid of nu x nv cells, u and v in 0..1; `wrapU` joins its
 * u = 1 edge to its u = 0 edge (no seam), so its normals, computed from the faces, are smooth
 * everywhere. Its uvs are u and v; `flip` turns its faces (and normals) the other way.
 */
function surface(fn, nu, nv, { wrapU = false, flip = false } = {}) {
  const positions = [], uvs = [], index = [];
  const cols = wrapU ? nu : nu + 1;
  const p = new THREE.Vector3();
  for (let j = 0; j <= nv; j++) {
    for (let i = 0; i < cols; i++) {
      fn(i / nu, j / nv, p);
      positions.push(p.x, p.y, p.z);
      uvs.push(i / nu, j / nv);
    }
  }
  for (let j = 0; j < nv; j++) {
    for (let i = 0; i < nu; i++) {
      const a = j * cols + i, b = j * cols + ((i + 1) % cols), c = a + cols, d = b + cols;
      if (flip) index.push(a, c, b, b, c, d);
      else index.push(a, b, c, b, d, c);
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3));
  g.setAttribute('uv', new THREE.Float32BufferAttribute(uvs, 2));
  g.setIndex(index);
  g.computeVertexNormals();
  return g;
}

/** An extruded shape with rounded edges, cut into small triangles (no long slivers across its faces)
 *  and its normals smoothed round its edges while its faces stay flat. */
function roundedSlab(shape, depth, bevel, { curveSegments = 32, bevelSegments = 12, edge = 0.002 } = {}) {
  const g = new THREE.ExtrudeGeometry(shape, {
    depth: depth - 2 * bevel, bevelEnabled: true, bevelThickness: bevel, bevelSize: bevel, bevelSegments, curveSegments,
  });
  g.translate(0, 0, -depth / 2 + bevel);
  const fine = new TessellateModifier(edge, 12).modify(g);
  fine.deleteAttribute('normal');
  fine.deleteAttribute('uv');
  const smooth = mergeVertices(fine, 1e-6);
  smooth.computeVertexNormals();
  return smooth;
}

/** A rounded rectangle as a path, w x h, centred, corners of radius r. */
function roundedRect(w, h, r, into = new THREE.Shape()) {
  const x = -w / 2, y = -h / 2;
  into.moveTo(x + r, y);
  into.lineTo(x + w - r, y);
  into.quadraticCurveTo(x + w, y, x + w, y + r);
  into.lineTo(x + w, y + h - r);
  into.quadraticCurveTo(x + w, y + h, x + w - r, y + h);
  into.lineTo(x + r, y + h);
  into.quadraticCurveTo(x, y + h, x, y + h - r);
  into.lineTo(x, y + r);
  into.quadraticCurveTo(x, y, x + r, y);
  return into;
}

/**
 * A hard hat, 27 cm long and 21 cm wide, its peak to the front (+z): a long dome with three ribs
 * raised over the crown from front to back, standing on a rim that widens into a peak at the front
 * and a rain gutter round the sides and back, its lip turned up. One matte plastic throughout.
 */
function hardHat(color) {
  const group = new THREE.Group();
  const plastic = new THREE.MeshPhysicalMaterial({ color, roughness: 0.55, specularIntensity: 0.6, sheen: 0.15, sheenColor: 0xffffff });
  const A = 0.104, L = 0.128, H = 0.13, BASE = 0.03; // half width, half length, crown height, rim height
  // The ribs: three ridges over the crown from front to back, at side angles 0 and +-0.45 rad seen
  // along the hat, fading out towards the rim, the peak and the back.
  const ridge = (phi) => 0.0042 * Math.exp(-((phi / 0.075) ** 2)) + 0.0032 * Math.exp(-(((Math.abs(phi) - 0.45) / 0.065) ** 2));
  const dome = surface((u, v, p) => {
    const psi = u * Math.PI * 2; // round the rim, 0 at the front
    const t = v * (Math.PI / 2); // from the rim up to the crown
    // A dome a little fuller than an ellipsoid (exponent 0.85 on the cosine), fuller at the back.
    const spread = Math.cos(t) ** 0.85;
    const back = 1 + 0.05 * Math.max(0, -Math.cos(psi));
    const X = Math.sin(psi) * spread, Y = Math.sin(t), Z = Math.cos(psi) * spread;
    const phi = Math.atan2(X, Y);
    const fade = Math.min(1, Y / 0.35) ** 2 * (1 - Math.abs(Z) ** 6);
    const d = 1 + ridge(phi) * fade / 0.11;
    p.set(X * A * back * d, BASE + Y * H * d, Z * L * back * d);
  }, 256, 96, { wrapU: true });
  group.add(mesh(dome, plastic));
  // The rim: its section (out from the dome's foot, then down and out, its lip turned up) swept
  // round; out to 5.5 cm at the peak, 1.4 cm at the sides and back.
  const reach = (psi) => 0.014 + 0.041 * Math.max(0, Math.cos(psi)) ** 2.2;
  const thick = 0.0028;
  const rim = surface((u, v, p) => {
    const psi = u * Math.PI * 2;
    const w = reach(psi);
    // The section as a closed loop: v 0..0.5 along the top face out to the lip, 0.5..1 back
    // along the underside.
    const top = v <= 0.5;
    const s = top ? v / 0.5 : (1 - v) / 0.5; // 0 at the dome, 1 at the lip
    const out = s * w;
    // The peak slopes down as a cap's would; the gutter stays level and turns up at its lip.
    const peak = Math.max(0, Math.cos(psi)) ** 2;
    let y = BASE - (0.006 + 0.012 * peak) * s ** 1.3 + (1 - peak) * 0.006 * Math.max(0, (s - 0.75) / 0.25) ** 2;
    if (!top) y -= thick * (1 - 0.5 * Math.max(0, (s - 0.9) / 0.1));
    const ex = Math.sin(psi) * A * 0.99, ez = Math.cos(psi) * L * 0.99 * (1 + 0.05 * Math.max(0, -Math.cos(psi)));
    const n = Math.hypot(Math.sin(psi) / A, Math.cos(psi) / L);
    const nx = Math.sin(psi) / A / n, nz = Math.cos(psi) / L / n;
    p.set(ex + nx * out, y, ez + nz * out);
  }, 240, 48, { wrapU: true, flip: true });
  group.add(mesh(rim, plastic));
  // Put down, it rests on its peak's tip and the back of its gutter: tipped forward a little.
  group.rotation.x = -0.038;
  group.position.y = -0.0177;
  const standing = new THREE.Group();
  standing.add(group);
  return standing;
}

/** The tape measure's blade, 10 cm of it: yellow steel printed in millimetres, a tick every
 *  millimetre, longer at 5 and 10, the centimetres numbered in black and every tenth in red. */
function bladeTexture(fromCm) {
  return canvasTexture(2048, 384, (ctx, w, h) => {
    ctx.fillStyle = '#f2c230';
    ctx.fillRect(0, 0, w, h);
    const px = w / 100; // per millimetre
    ctx.fillStyle = '#161513';
    for (let mm = 0; mm <= 100; mm++) {
      const x = w - mm * px; // the hook's end is 0
      const long = mm % 10 === 0 ? 0.42 : mm % 5 === 0 ? 0.3 : 0.18;
      ctx.fillRect(x - 2, 0, 4, h * long);
      ctx.fillRect(x - 2, h * (1 - long * 0.6), 4, h * long * 0.6);
    }
    ctx.font = '700 120px Helvetica, Arial, sans-serif';
    ctx.textAlign = 'center';
    for (let cm = 1; cm <= 9; cm++) {
      const n = fromCm + cm;
      ctx.fillStyle = n % 10 === 0 ? '#c8261d' : '#161513';
      ctx.fillText(String(n), w - cm * 10 * px + 52, h * 0.74);
    }
  });
}

/** A 5 m tape measure standing on its foot, the blade out to the right (+x), its clip to the front
 *  (+z). */
function tapeMeasure(environment) {
  const group = new THREE.Group();
  const yellow = new THREE.MeshPhysicalMaterial({ color: 0xf2c12e, roughness: 0.38, clearcoat: 0.25, clearcoatRoughness: 0.4 });
  const rubber = new THREE.MeshStandardMaterial({ color: 0x1c1c1e, roughness: 0.9 });
  const chrome = new THREE.MeshStandardMaterial({ color: 0xd8dadf, metalness: 1, roughness: 0.22, envMap: environment, envMapIntensity: 1.2 });
  const steel = new THREE.MeshStandardMaterial({ color: 0xa9adb3, metalness: 1, roughness: 0.35, envMap: environment, envMapIntensity: 1 });
  const S = 0.066, T = 0.036, EDGE = 0.007;
  // The case seen side on: a square with softly rounded corners, its front bottom corner squarer,
  // where the blade comes out (drawn smaller by the rounding of its edges, which grows it).
  const outline = (h, r) => {
    const c = new THREE.Shape();
    c.moveTo(-h + r, -h);
    c.lineTo(h - 0.004, -h);
    c.quadraticCurveTo(h, -h, h, -h + 0.004);
    c.lineTo(h, h - r);
    c.quadraticCurveTo(h, h, h - r, h);
    c.lineTo(-h + r, h);
    c.quadraticCurveTo(-h, h, -h, h - r);
    c.lineTo(-h, -h + r);
    c.quadraticCurveTo(-h, -h, -h + r, -h);
    return c;
  };
  const body = mesh(roundedSlab(outline(S / 2 - EDGE, 0.012), T, EDGE), yellow);
  body.position.y = S / 2;
  group.add(body);
  // The black rubber bumper moulded round the middle of its edge, a little proud of the case.
  const bumper = mesh(roundedSlab(outline(S / 2 - 0.0035, 0.014), T * 0.4, 0.0045), rubber);
  bumper.position.y = S / 2;
  group.add(bumper);
  // The lock: a slider on top of the case, at the front.
  const lock = mesh(new RoundedBoxGeometry(0.016, 0.005, 0.011, 3, 0.0022), rubber);
  lock.position.set(0.012, S + 0.0015, 0);
  group.add(lock);
  // The belt clip on the face to the camera: a chrome strip screwed on near the top, sprung a
  // little off the case towards its bottom.
  const clip = mesh(new RoundedBoxGeometry(0.017, 0.052, 0.0016, 3, 0.0007), chrome);
  clip.position.set(-0.004, S / 2 + 0.006, T / 2 + 0.0028);
  clip.rotation.x = -0.05;
  group.add(clip);
  const spacer = mesh(new RoundedBoxGeometry(0.012, 0.011, 0.0036, 2, 0.001), chrome);
  spacer.position.set(-0.004, S / 2 + 0.025, T / 2 + 0.0012);
  group.add(spacer);
  const screw = mesh(new THREE.CylinderGeometry(0.0028, 0.0028, 0.0014, 24), steel);
  screw.rotation.x = Math.PI / 2;
  screw.position.set(-0.004, S / 2 + 0.025, T / 2 + 0.0038);
  group.add(screw);
  // The blade: 19 mm wide, cupped (its middle 1.5 mm lower than its edges, as it lies), out 10 cm
  // from the slot along the table, its hook turned down at the end.
  const length = 0.1, width = 0.019;
  const blade = new THREE.PlaneGeometry(length, width, 40, 12);
  const pos = blade.attributes.position;
  for (let i = 0; i < pos.count; i++) {
    const y = pos.getY(i) / (width / 2);
    pos.setZ(i, 0.0015 * (y * y));
  }
  blade.computeVertexNormals();
  const tape = mesh(blade, new THREE.MeshStandardMaterial({ map: bladeTexture(0), metalness: 0.25, roughness: 0.32, side: THREE.DoubleSide }));
  tape.rotation.x = -Math.PI / 2;
  tape.position.set(S / 2 + length / 2 - 0.002, 0.0009, 0);
  group.add(tape);
  const hook = mesh(new RoundedBoxGeometry(0.0012, 0.009, 0.023, 2, 0.0005), steel);
  hook.position.set(S / 2 + length - 0.001, 0.0045, 0);
  group.add(hook);
  const hookTop = mesh(new RoundedBoxGeometry(0.008, 0.0008, 0.021, 2, 0.0003), steel);
  hookTop.position.set(S / 2 + length - 0.005, 0.0028, 0);
  group.add(hookTop);
  return group;
}

/** The end of a roll of paper: its turns as a spiral of fine edges, shadowed between them and in the
 *  hollow middle, drawn on a disc. */
function spiralEnd(turns, inner) {
  return canvasTexture(1024, 1024, (ctx, w) => {
    const c = w / 2, R = w / 2 - 2;
    ctx.fillStyle = '#c9c7c0';
    ctx.beginPath();
    ctx.arc(c, c, R, 0, Math.PI * 2);
    ctx.fill();
    // The paper's edges: a pale line per turn, the gaps between darker towards the middle.
    const r0 = R * inner;
    for (let k = 0; k < 2; k++) {
      ctx.strokeStyle = k ? '#f4f2ec' : 'rgb(70 68 64 / 0.55)';
      ctx.lineWidth = k ? 3.2 : 6;
      ctx.beginPath();
      for (let a = 0; a <= turns * Math.PI * 2; a += 0.02) {
        const rr = r0 + ((R - r0 - 3) * a) / (turns * Math.PI * 2);
        const x = c + (rr + (k ? 0 : 3)) * Math.cos(a), y = c + (rr + (k ? 0 : 3)) * Math.sin(a);
        if (a === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    const hollow = ctx.createRadialGradient(c, c, 0, c, c, r0);
    hollow.addColorStop(0, '#2a2926');
    hollow.addColorStop(1, '#6d6a64');
    ctx.fillStyle = hollow;
    ctx.beginPath();
    ctx.arc(c, c, r0, 0, Math.PI * 2);
    ctx.fill();
  });
}

/** The drawing printed on the inside of the paper: a blue plan, as much of it as the loose turn shows. */
function planTexture() {
  return canvasTexture(2048, 256, (ctx, w, h) => {
    ctx.fillStyle = '#f3f4f1';
    ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = '#2f55b8';
    ctx.lineWidth = 6;
    ctx.strokeRect(60, 40, w - 120, h + 40);
    ctx.lineWidth = 3;
    for (const x of [380, 760, 1180, 1540]) { ctx.beginPath(); ctx.moveTo(x, 40); ctx.lineTo(x, h); ctx.stroke(); }
    ctx.lineWidth = 1.5;
    for (let x = 80; x < w - 80; x += 40) { ctx.beginPath(); ctx.moveTo(x, 110); ctx.lineTo(x + 20, 110); ctx.stroke(); }
    ctx.font = '28px Helvetica, Arial, sans-serif';
    ctx.fillStyle = '#2f55b8';
    ['KITCHEN', 'DINING', 'HALL', 'LIVING'].forEach((t, i) => ctx.fillText(t, 150 + i * 390, 180));
  });
}

/** A roll of drawings 50 cm long and 7 cm across, lying along x: paper rolled in about nine turns
 *  round a hollow, its ends showing the spiral, its outer turn come loose at the bottom and lying
 *  out 6 cm across the table towards the front (+z), its edge curling up; a rubber band round it. */
function drawings() {
  const group = new THREE.Group();
  const R = 0.035, LEN = 0.5;
  const paper = new THREE.MeshStandardMaterial({ color: 0xf1f0ea, roughness: 0.85 });
  const body = mesh(new THREE.CylinderGeometry(R, R, LEN, 128, 1, true), paper);
  body.rotation.z = Math.PI / 2;
  body.position.y = R;
  group.add(body);
  const ends = spiralEnd(9, 0.28);
  for (const side of [-1, 1]) {
    // The turns telescope a little: each end stands a millimetre or two proud of the one before.
    const end = mesh(new THREE.CircleGeometry(R, 128), new THREE.MeshStandardMaterial({ map: ends, roughness: 0.9 }), { shadows: false });
    end.rotation.y = (side * Math.PI) / 2;
    end.rotation.z = side * 0.7;
    end.position.set(side * (LEN / 2 + 0.0005), R, 0);
    group.add(end);
  }
  // The loose turn: from where the roll touches the table, flat along it, then curling up.
  const flat = 0.035, curl = 0.018, lift = 1.1; // metres flat, the curl's radius, its angle
  const flap = surface((u, v, p) => {
    const s = v * (flat + curl * lift);
    let y, z;
    if (s <= flat) { y = 0.0004; z = s; }
    else {
      const a = (s - flat) / curl;
      y = 0.0004 + curl * (1 - Math.cos(a));
      z = flat + curl * Math.sin(a);
    }
    p.set((u - 0.5) * (LEN - 0.004), y, z);
  }, 8, 40);
  const inside = mesh(flap, new THREE.MeshStandardMaterial({ map: planTexture(), roughness: 0.85, side: THREE.DoubleSide }));
  group.add(inside);
  const band = mesh(new THREE.TorusGeometry(R + 0.0006, 0.0016, 12, 96), new THREE.MeshStandardMaterial({ color: 0xb4753e, roughness: 0.7 }));
  band.rotation.y = Math.PI / 2;
  band.position.set(0.12, R, 0);
  group.add(band);
  return group;
}

/** Concrete blocks, 440 x 215 mm, as colour and bump maps. */
function blocks(color) {
  const draw = (bump) => (ctx, w, h) => {
    ctx.fillStyle = bump ? '#6a6a6a' : color;
    ctx.fillRect(0, 0, w, h);
    const bw = w / 4, bh = h / 8;
    for (let r = 0; r < 8; r++) for (let c = -1; c < 5; c++) {
      const x = c * bw + (r % 2 ? bw / 2 : 0);
      ctx.fillStyle = bump ? '#c8c8c8' : `rgb(0 0 0 / ${(((r * 7 + c * 13) % 9) / 200).toFixed(3)})`;
      ctx.fillRect(x + 4, r * bh + 4, bw - 8, bh - 8);
    }
  };
  const canvas = (bump) => {
    const c = document.createElement('canvas');
    c.width = c.height = 1024;
    draw(bump)(c.getContext('2d'), 1024, 1024);
    const t = new THREE.CanvasTexture(c);
    if (!bump) t.colorSpace = THREE.SRGBColorSpace;
    t.wrapS = t.wrapT = THREE.RepeatWrapping;
    t.repeat.set(10 / 1.76, 5 / 1.72);
    return t;
  };
  return { map: canvas(false), bump: canvas(true) };
}

export async function site({ scene, renderer, config, grain, surfaces }) {
  const { palette } = config;
  const { top, back } = room(scene, { table: palette.table, wall: 0xffffff, wallDistance: 0.6, grain, surfaces });
  // Birch plywood's face: a broad, wandering, quiet figure, its fibres long and soft.
  top.material.map = fibreWood(random(config.seed + 7), { contrast: 0.08, rings: 18, tile: [1.6, 0.6] });
  const wall = blocks(`#${palette.wall.toString(16).padStart(6, '0')}`);
  back.material = new THREE.MeshStandardMaterial({ map: wall.map, bumpMap: wall.bump, bumpScale: 1.5, roughness: 0.95 });
  const screen = await browserScreen(renderer, config);
  const computer = laptop(screen, { body: palette.body ?? 0x2e2f33, openAngle: 0.2 });
  computer.rotation.y = -0.2;
  computer.position.set(-0.02, 0, 0);
  scene.add(computer);
  const hat = hardHat(palette.accent);
  hat.rotation.y = 0.6;
  hat.position.set(0.34, 0, -0.18);
  scene.add(hat);
  const tape = tapeMeasure(scene.environment);
  tape.rotation.y = -0.4;
  tape.position.set(0.26, 0, 0.15);
  scene.add(tape);
  const roll = drawings();
  // Turned so that its right-hand end, and the spiral of its turns, faces the camera.
  roll.rotation.y = -0.3;
  roll.position.set(-0.08, 0, -0.34);
  scene.add(roll);
  // Where each stands on the plywood, the table darkens softly.
  const shade = [[computer, 0.3, 0.22, 0.35], [hat, 0.24, 0.3, 0.4], [tape, 0.075, 0.04, 0.4], [roll, 0.5, 0.06, 0.3]];
  for (const [thing, w, d, opacity] of shade) {
    const under = contactShadow(w, d, { opacity });
    under.position.set(thing.position.x, 0, thing.position.z);
    under.rotation.z = thing.rotation.y;
    scene.add(under);
  }
  const gloss = smudges(random(config.seed + 8));
  for (const thing of [computer, hat, tape, roll]) {
    clearScreens(thing, scene.environment, 0.15);
    unevenGloss(thing, gloss);
  }
  return {
    background: palette.wall,
    camera: { fov: 30, position: [0.3, 0.36, 0.78], target: [0.02, 0.1, -0.04] },
    light: {
      target: [0, 0.05, 0],
      bounds: 0.7,
      key: { position: [1.6, 1.9, 0.7], intensity: palette.key ?? 2.4, softness: 0.4 },
      sky: { intensity: 0.7 },
      fill: 0.12,
    },
  };
}
