// App work, one phone in the place the app is used (config.world), on the screen that tells its
// story (the shot's first frame), sharp and large in the picture:
//   purifier: Airfilter leaning on the purifier it runs, on a living-room sideboard;
//   planner:  Todo lying on an open paper diary, a pen beside it, seen from above;
//   hide:     Eyecam on the ledge of a bird hide, binoculars beside it, the reeds at dawn outside;
//   stand:    Faceit in a desk stand beside a glass of water, ready for the call;
//   books:    Blogr's phone view on a phone lying on a stack of hardbacks on a writer's desk.
import { THREE, canvasTexture, loadTexture, random } from './common.js';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { leaningPhone, mesh, phone, room } from './props.js';
import { clearScreens, contactShadow, fibreWood, smudges, unevenGloss } from './surfaces.js';

/** A phone lying screen up. */
function lying(screen, body, turn) {
  const p = phone(screen, { body });
  p.rotation.set(-Math.PI / 2, 0, turn);
  return p;
}

/** A round air purifier, 22 cm across and 36 cm tall: a perforated body, a darker top grille. */
function purifier(color) {
  const group = new THREE.Group();
  const holes = canvasTexture(1024, 512, (ctx, w, h) => {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#8c8f8c';
    for (let y = 40; y < h - 150; y += 14) for (let x = (y / 14) % 2 ? 7 : 0; x < w; x += 14) {
      ctx.beginPath();
      ctx.arc(x, y, 3.2, 0, Math.PI * 2);
      ctx.fill();
    }
  });
  const body = mesh(new THREE.CylinderGeometry(0.11, 0.11, 0.36, 96, 1, true), new THREE.MeshStandardMaterial({ color, map: holes, roughness: 0.55 }));
  body.position.y = 0.18;
  group.add(body);
  const cap = mesh(new THREE.CylinderGeometry(0.108, 0.11, 0.012, 96), new THREE.MeshStandardMaterial({ color: 0x3a403d, roughness: 0.5 }));
  cap.position.y = 0.366;
  group.add(cap);
  const ring = mesh(new THREE.TorusGeometry(0.03, 0.0025, 12, 64), new THREE.MeshStandardMaterial({ color: 0x9fe3c2, emissive: 0x6fd3a2, emissiveIntensity: 0.9 }), { shadows: false });
  ring.rotation.x = Math.PI / 2;
  ring.position.y = 0.3725;
  group.add(ring);
  return group;
}

/** A plant in a terracotta pot, leaves as flattened spheres. */
function plant(rand) {
  const group = new THREE.Group();
  const pot = mesh(new THREE.CylinderGeometry(0.065, 0.05, 0.12, 48), new THREE.MeshStandardMaterial({ color: 0xb9694a, roughness: 0.9 }));
  pot.position.y = 0.06;
  group.add(pot);
  const leaf = new THREE.MeshStandardMaterial({ color: 0x3f6b45, roughness: 0.6, side: THREE.DoubleSide });
  for (let i = 0; i < 14; i++) {
    const l = mesh(new THREE.SphereGeometry(0.05, 16, 8), leaf);
    const a = rand() * Math.PI * 2, r = 0.02 + rand() * 0.05;
    l.scale.set(0.45, 0.08, 1);
    l.position.set(Math.cos(a) * r, 0.14 + rand() * 0.12, Math.sin(a) * r);
    l.rotation.set(rand() - 0.5, a, 0.6 + rand() * 0.5);
    group.add(l);
  }
  return group;
}

/** An open diary, two A5 pages ruled in pale blue, the day's list in pencil. */
function diary(rand, accent) {
  const page = (left) => canvasTexture(1480, 2100, (ctx, w, h) => {
    ctx.fillStyle = '#fbf8f1';
    ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = '#c9d6e6';
    ctx.lineWidth = 3;
    for (let y = 260; y < h - 80; y += 78) { ctx.beginPath(); ctx.moveTo(90, y); ctx.lineTo(w - 90, y); ctx.stroke(); }
    ctx.fillStyle = '#2c2a28';
    ctx.font = '600 64px Georgia, serif';
    ctx.fillText(left ? 'Thursday 14' : 'Friday 15', 90, 180);
    ctx.font = 'italic 52px Georgia, serif';
    ctx.fillStyle = 'rgb(60 58 56 / 0.8)';
    const items = left ? ['call the dentist', 'send the deck', 'swim 7:30'] : ['lunch with Ana', 'pay the rent'];
    items.forEach((t, i) => ctx.fillText(t, 120 + rand() * 20, 325 + i * 156));
    if (left) {
      ctx.strokeStyle = accent;
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.moveTo(110, 440);
      ctx.lineTo(560, 430);
      ctx.stroke();
    }
  });
  const group = new THREE.Group();
  const cover = new THREE.MeshStandardMaterial({ color: accent, roughness: 0.8 });
  const board = mesh(new THREE.BoxGeometry(0.31, 0.003, 0.215), cover);
  board.position.y = 0.0015;
  group.add(board);
  [-1, 1].forEach((side) => {
    const leaf = mesh(new THREE.BoxGeometry(0.148, 0.008, 0.21), [null, null, null, null, null, null].map((_, i) =>
      new THREE.MeshStandardMaterial(i === 2 ? { map: page(side < 0), roughness: 0.9 } : { color: 0xf3efe6, roughness: 0.9 })));
    leaf.position.set(side * 0.0755, 0.0072, 0);
    leaf.rotation.z = side * -0.025;
    group.add(leaf);
  });
  return group;
}

/** A pen: a black barrel with a silver clip. */
function pen() {
  const group = new THREE.Group();
  const barrel = mesh(new THREE.CylinderGeometry(0.0052, 0.0048, 0.14, 32), new THREE.MeshStandardMaterial({ color: 0x17171a, roughness: 0.3 }));
  barrel.rotation.z = Math.PI / 2;
  group.add(barrel);
  const tip = mesh(new THREE.ConeGeometry(0.0048, 0.016, 32), new THREE.MeshStandardMaterial({ color: 0xb8bbc0, metalness: 1, roughness: 0.25 }));
  tip.rotation.z = -Math.PI / 2;
  tip.position.x = 0.078;
  group.add(tip);
  group.position.y = 0.0052;
  return group;
}

/** A soft round shadow where something round stands or lies: a radial falloff r metres across
 *  (stretched by `scale` [x, z]), darkening the surface under it by up to `opacity`. */
function roundShadow(r, { opacity = 0.5, scale = [1, 1] } = {}) {
  const tex = canvasTexture(128, 128, (ctx, w, h) => {
    const g = ctx.createRadialGradient(w / 2, h / 2, 0, w / 2, h / 2, w / 2);
    g.addColorStop(0, '#fff');
    g.addColorStop(0.45, 'rgb(255 255 255 / 0.6)');
    g.addColorStop(1, 'rgb(255 255 255 / 0)');
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
  }, { srgb: false });
  const plane = new THREE.Mesh(new THREE.PlaneGeometry(2 * r * scale[0], 2 * r * scale[1]),
    new THREE.MeshBasicMaterial({ color: 0x000000, alphaMap: tex, transparent: true, opacity, depthWrite: false, toneMapped: false }));
  plane.rotation.x = -Math.PI / 2;
  plane.position.y = 0.0005;
  plane.renderOrder = 1;
  return plane;
}

/** Fine pebbled rubber armour as a bump map: small soft dimples, tiled. */
function pebbleTexture(rand) {
  const tex = canvasTexture(512, 512, (ctx, w, h) => {
    ctx.fillStyle = '#808080';
    ctx.fillRect(0, 0, w, h);
    for (let i = 0; i < 9000; i++) {
      const v = 90 + Math.floor(rand() * 80);
      ctx.fillStyle = `rgb(${v} ${v} ${v})`;
      ctx.beginPath();
      ctx.arc(rand() * w, rand() * h, 1.5 + rand() * 2.5, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.filter = 'blur(1px)';
    ctx.drawImage(ctx.canvas, 0, 0);
  }, { srgb: false });
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
  tex.repeat.set(3, 4);
  return tex;
}

/** The knurled grip of a focus wheel: fine ribs around it, as a bump map. */
function ribTexture() {
  const tex = canvasTexture(512, 16, (ctx, w, h) => {
    for (let x = 0; x < w; x += 8) {
      const g = ctx.createLinearGradient(x, 0, x + 8, 0);
      g.addColorStop(0, '#222');
      g.addColorStop(0.5, '#ddd');
      g.addColorStop(1, '#222');
      ctx.fillStyle = g;
      ctx.fillRect(x, 0, 8, h);
    }
  }, { srgb: false });
  tex.wrapS = THREE.RepeatWrapping;
  return tex;
}

/** A profile [[radius, along]] turned about the axis, laid along +z (its along = 0 at z = 0). */
function turned(profile, material, segments = 72) {
  const geometry = new THREE.LatheGeometry(profile.map(([r, a]) => new THREE.Vector2(r, a)), segments);
  const m = mesh(geometry, material);
  m.rotation.x = Math.PI / 2;
  return m;
}

/**
 * Binoculars, 10 x 42 roof prism, lying on the ledge with their eyecups towards the camera: two
 * straight barrels in pebbled rubber armour, flaring a little at the objectives, joined by a hinge
 * with an open bridge in front and a knurled focus wheel behind it; twist-up eyecups; the objectives
 * set back in their barrels, their coating tinting the glass green and violet; a strap lug on each side.
 */
function binoculars(rand) {
  const group = new THREE.Group();
  const armour = new THREE.MeshStandardMaterial({ color: 0x2b3a2c, roughness: 0.78, bumpMap: pebbleTexture(rand), bumpScale: 0.6 });
  const metal = new THREE.MeshStandardMaterial({ color: 0x1c1e1d, metalness: 0.6, roughness: 0.38 });
  const cupRubber = new THREE.MeshStandardMaterial({ color: 0x161816, roughness: 0.62 });
  const coated = new THREE.MeshPhysicalMaterial({
    color: 0x0a1512, roughness: 0.04, metalness: 0, clearcoat: 1, clearcoatRoughness: 0.03,
    iridescence: 1, iridescenceIOR: 1.9, iridescenceThicknessRange: [260, 520], envMapIntensity: 1.6,
  });
  const ocular = new THREE.MeshPhysicalMaterial({ color: 0x050807, roughness: 0.05, clearcoat: 1, iridescence: 0.6, iridescenceIOR: 1.7, iridescenceThicknessRange: [200, 420] });
  const R = 0.0255; // the barrel's radius
  const S = 0.031; // half the distance between the barrels' axes
  const L = 0.148;
  [-1, 1].forEach((side) => {
    const barrel = new THREE.Group();
    // The armour, outside and in: from the objective's rim, a slight flare, the long body, and the
    // taper to the eyepiece; inside the rim, the sleeve down to the objective.
    barrel.add(turned([
      [0.0206, 0.012], [0.0214, 0.0015], [0.0228, 0], [0.0262, 0], [0.0268, 0.003], [0.0268, 0.014],
      [0.0259, 0.024], [R, 0.034], [R, 0.112], [0.0246, 0.119], [0.0226, 0.124], [0.0214, 0.126],
    ], armour));
    // A thin metal ring where the armour ends and the eyepiece begins.
    barrel.add(turned([[0.0214, 0.1255], [0.0216, 0.127], [0.0212, 0.13]], metal));
    // The twist-up eyecup, its soft rim turned in towards the ocular.
    barrel.add(turned([
      [0.0206, 0.1295], [0.0209, 0.136], [0.0209, 0.144], [0.0204, 0.1475], [0.0192, L], [0.0158, L],
      [0.0146, 0.1465], [0.0134, 0.143],
    ], cupRubber));
    const front = mesh(new THREE.CircleGeometry(0.0207, 64), coated, { shadows: false });
    front.rotation.y = Math.PI;
    front.position.z = 0.012;
    barrel.add(front);
    const back = mesh(new THREE.CircleGeometry(0.0135, 48), ocular, { shadows: false });
    back.position.z = 0.143;
    barrel.add(back);
    // The strap lug: a small loop on the outside of the barrel, near the eyepiece.
    const lug = mesh(new THREE.TorusGeometry(0.0042, 0.0012, 10, 28), metal);
    lug.rotation.y = Math.PI / 2;
    lug.position.set(side * (R + 0.002), 0.004, 0.104);
    barrel.add(lug);
    const boss = mesh(new THREE.CylinderGeometry(0.0032, 0.0036, 0.004, 20), armour);
    boss.rotation.z = Math.PI / 2;
    boss.position.set(side * (R - 0.0005), 0.004, 0.104);
    barrel.add(boss);
    barrel.position.x = side * S;
    group.add(barrel);
  });
  // The hinge on the axis between the barrels, the open bridge joining it to them in front, a short
  // one behind; the focus wheel between the two, ribbed, and the diopter ring on the right eyepiece.
  const hinge = mesh(new THREE.CylinderGeometry(0.0085, 0.0085, 0.094, 40), armour);
  hinge.rotation.x = Math.PI / 2;
  hinge.position.set(0, 0.005, 0.072);
  group.add(hinge);
  for (const [z, w] of [[0.046, 0.026], [0.112, 0.012]]) {
    const bridge = mesh(new RoundedBoxGeometry(2 * S, 0.011, w, 3, 0.004), armour);
    bridge.position.set(0, 0.006, z);
    group.add(bridge);
  }
  const ribs = ribTexture();
  ribs.repeat.set(1, 1);
  const wheel = mesh(new THREE.CylinderGeometry(0.0118, 0.0118, 0.024, 64), [
    new THREE.MeshStandardMaterial({ color: 0x1b1d1b, roughness: 0.55, bumpMap: ribs, bumpScale: 1.2 }), metal, metal,
  ]);
  wheel.rotation.x = Math.PI / 2;
  wheel.position.set(0, 0.008, 0.084);
  group.add(wheel);
  const diopter = turned([[0.0216, 0.0], [0.0219, 0.002], [0.0219, 0.005], [0.0216, 0.007]], metal);
  diopter.position.set(S, 0, 0.1185);
  group.add(diopter);
  // Laid on the ledge: on the objectives' rims and the armour behind them, tipped very slightly.
  group.children.forEach((c) => { c.position.z -= L / 2; });
  const lying = new THREE.Group();
  group.rotation.x = -0.004;
  group.position.y = 0.0268;
  lying.add(group);
  const under = roundShadow(0.07, { opacity: 0.55, scale: [1.05, 1.25] });
  lying.add(under);
  return lying;
}

/**
 * The hide's ledge: weathered boards of sawn softwood laid side by side along the slot, a few
 * millimetres apart over a dark bearer, each its own length of the grain, their edges rounded and worn
 * by elbows; the back one, a thicker timber standing proud, is the window frame's sill.
 */
function ledge(rand, color) {
  const group = new THREE.Group();
  const grain = fibreWood(rand, { size: [2048, 512], tile: [1.1, 0.28], top: [1.1, 0.28], contrast: 0.2, rings: 13 });
  const depth = 0.15;
  const boards = [0.21, 0.06, -0.092, -0.244];
  boards.forEach((z, i) => {
    const sill = i === boards.length - 1;
    const map = grain.clone();
    map.repeat.set(2.4 / 1.1, depth / 0.28);
    map.offset.set(rand(), rand());
    map.needsUpdate = true;
    const tone = new THREE.Color(color).offsetHSL(0, -0.02 + rand() * 0.04, -0.03 + rand() * 0.05).multiplyScalar(sill ? 0.8 : 1);
    const h = sill ? 0.044 : 0.032;
    const board = mesh(new RoundedBoxGeometry(2.4, h, depth - 0.003, 4, sill ? 0.008 : 0.0055), new THREE.MeshStandardMaterial({
      color: tone, map, roughness: 0.82, bumpMap: map, bumpScale: 1.2,
    }));
    board.position.set(0, (sill ? 0.012 : 0) - h / 2 + (i % 2 ? -0.0006 : 0), z);
    board.rotation.x = (rand() - 0.5) * 0.004;
    group.add(board);
  });
  // Under the boards, the dark bearer that shows in their gaps.
  const bearer = mesh(new THREE.BoxGeometry(2.4, 0.02, 0.6), new THREE.MeshStandardMaterial({ color: 0x17130f, roughness: 1 }));
  bearer.position.set(0, -0.03, -0.02);
  group.add(bearer);
  return group;
}

/** Reeds and open water at dusk through the hide's window: drawn small, so that scaled up on the
 *  far backdrop it is soft, as the world beyond the subject. */
function duskTexture() {
  return canvasTexture(512, 256, (ctx, w, h) => {
    const sky = ctx.createLinearGradient(0, 0, 0, h);
    sky.addColorStop(0, '#5d6b74');
    sky.addColorStop(0.45, '#c9a27a');
    sky.addColorStop(0.55, '#9aa49a');
    sky.addColorStop(1, '#3f4a44');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = '#2b3328';
    for (let i = 0; i < 160; i++) {
      const x = (i * 37) % w + ((i * 13) % 17) / 4;
      ctx.lineWidth = 0.5 + (i % 4) / 4;
      ctx.beginPath();
      ctx.moveTo(x, h);
      ctx.quadraticCurveTo(x + 2.5, h * 0.75, x + ((i % 7) - 3) * 2, h * (0.5 + ((i * 7) % 20) / 100));
      ctx.stroke();
    }
  });
}

/**
 * A glass of water: a plain tumbler turned from one profile (a 2 mm wall, a heavy 8 mm base, a
 * rounded rim), glass that refracts what is behind it, and water two thirds up with its meniscus;
 * the soft shadow it stands in, and the window's reflection in streaks down its side (`view`: the
 * camera's bearing from it, in three.js's cylinder angle; `environment`: the room it reflects).
 */
function tumbler(view, environment) {
  const group = new THREE.Group();
  const glass = new THREE.MeshPhysicalMaterial({
    color: 0xffffff, roughness: 0.02, metalness: 0, transmission: 1, thickness: 0.004, ior: 1.5,
    specularIntensity: 1, clearcoat: 1, clearcoatRoughness: 0.02, envMap: environment, envMapIntensity: 1.6,
  });
  const profile = [
    [0, 0], [0.0296, 0], [0.0306, 0.0008], [0.0311, 0.003], [0.0358, 0.1], [0.0356, 0.1008], [0.0348, 0.1012],
    [0.034, 0.1005], [0.0289, 0.009], [0.028, 0.0082], [0, 0.008],
  ].map(([r, y]) => new THREE.Vector2(r, y));
  // It writes no depth, so the water inside (drawn after it) shows through its front.
  glass.depthWrite = false;
  const wall = mesh(new THREE.LatheGeometry(profile, 96), glass, { shadows: false });
  group.add(wall);
  // (Drawn over the glass's refraction, which does not see other refracting things.)
  const water = new THREE.MeshPhysicalMaterial({
    color: 0xb4d0d8, roughness: 0.04, transparent: true, opacity: 0.2, envMap: environment, envMapIntensity: 1.2,
  });
  const level = 0.07;
  const rAt = (y) => 0.0289 + ((0.034 - 0.0289) * (y - 0.009)) / (0.1005 - 0.009) - 0.0002;
  const body = mesh(new THREE.LatheGeometry([
    [0, 0.0095], [rAt(0.0095), 0.0095], [rAt(level - 0.002), level - 0.002], [rAt(level) - 0.0006, level], [0, level - 0.0004],
  ].map(([r, y]) => new THREE.Vector2(r, y)), 96), water, { shadows: false });
  group.add(body);
  // The waterline: the meniscus catching the light, and the darker line of its underside.
  for (const [dy, color, opacity, blending] of [[0, 0xffffff, 0.7, THREE.AdditiveBlending], [-0.0012, 0x7f9398, 0.45, THREE.NormalBlending]]) {
    const line = new THREE.Mesh(new THREE.TorusGeometry(rAt(level + dy) - 0.0003, 0.0005, 8, 96), new THREE.MeshBasicMaterial({
      color, transparent: true, opacity, depthWrite: false, blending,
    }));
    line.rotation.x = Math.PI / 2;
    line.position.y = level + dy;
    line.renderOrder = 3;
    group.add(line);
  }
  const under = roundShadow(0.036, { opacity: 0.42 });
  group.add(under);
  // The window beside it, reflected as a soft upright streak on the side towards the light, and a
  // thinner one opposite; each a sliver of a cylinder just outside the wall, fading at its ends.
  const streak = canvasTexture(8, 128, (ctx, w, h) => {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#000');
    g.addColorStop(0.12, '#fff');
    g.addColorStop(0.8, '#bbb');
    g.addColorStop(1, '#000');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
  }, { srgb: false });
  for (const [theta, width, opacity] of [[view - 0.62, 0.16, 0.5], [view + 0.78, 0.06, 0.35]]) {
    const s = new THREE.Mesh(new THREE.CylinderGeometry(0.0361, 0.0314, 0.092, 8, 1, true, theta, width), new THREE.MeshBasicMaterial({
      color: 0xffffff, alphaMap: streak, transparent: true, opacity, depthWrite: false, blending: THREE.AdditiveBlending,
    }));
    s.position.y = 0.051;
    s.renderOrder = 3;
    group.add(s);
  }
  return group;
}

/** A hardback, w x d x t metres: cloth boards in `color` around a cream page block. */
function hardback(w, d, t, color) {
  const group = new THREE.Group();
  const cloth = new THREE.MeshStandardMaterial({ color, roughness: 0.85 });
  const pages = new THREE.MeshStandardMaterial({ color: 0xefe9dc, roughness: 0.95 });
  const block = mesh(new THREE.BoxGeometry(w - 0.006, t - 0.004, d - 0.008), pages);
  block.position.set(0.003, t / 2, 0);
  group.add(block);
  for (const y of [0.001, t - 0.001]) {
    const board = mesh(new THREE.BoxGeometry(w, 0.002, d), cloth);
    board.position.y = y;
    group.add(board);
  }
  const spine = mesh(new THREE.BoxGeometry(0.003, t, d), cloth);
  spine.position.set(-w / 2 + 0.0015, t / 2, 0);
  group.add(spine);
  return group;
}

/** A desk stand for a phone, in bead-blasted anodised aluminium: a weighted foot with a low lip in
 *  front and a back plate parallel to the phone leaning on it at `lean`, its hinge a rounded block with
 *  a machined axle end on either side; grey silicone pads where the phone touches. The phone, added at
 *  the returned `seat`, rests with its lower edge on the foot behind the lip; the lip rises 4 mm, under
 *  the 2.9 mm of bezel below the screen as the camera sees it, so the page is never covered. */
function deskStand(color, lean, environment) {
  const group = new THREE.Group();
  const metal = new THREE.MeshPhysicalMaterial({ color, metalness: 0.9, roughness: 0.34, envMap: environment, envMapIntensity: 0.8 });
  const turnedEnd = new THREE.MeshPhysicalMaterial({ color, metalness: 1, roughness: 0.15, envMap: environment, envMapIntensity: 1.4 });
  const pad = new THREE.MeshStandardMaterial({ color: 0x4a4a4f, roughness: 0.9 });
  const T = 0.008;
  // The foot and its lip are one piece, milled from a block: its side profile extruded across.
  const profile = new THREE.Shape();
  const side = [[-0.07, 0], [0.0198, 0], [0.0198, T + 0.0028], [0.0172, T + 0.0028], [0.0172, T], [-0.07, T]];
  side.forEach(([z, y], i) => (i ? profile.lineTo(-z, y) : profile.moveTo(-z, y)));
  const milled = new THREE.ExtrudeGeometry(profile, { depth: 0.0814, bevelEnabled: true, bevelThickness: 0.0024, bevelSize: 0.0012, bevelSegments: 5, curveSegments: 4 });
  milled.translate(0, 0, -0.0407);
  const foot = mesh(milled, metal);
  foot.rotation.y = Math.PI / 2;
  group.add(foot);
  // The silicone strip the phone's edge stands on, just behind the lip.
  const strip = mesh(new RoundedBoxGeometry(0.078, 0.0008, 0.009, 2, 0.0003), pad);
  strip.position.set(0, T + 0.0001, 0.0108);
  group.add(strip);
  // The plate lies along the phone's back, 3 mm behind it, from its foot to 11 cm up.
  const along = new THREE.Vector3(0, Math.cos(lean), -Math.sin(lean));
  const behind = new THREE.Vector3(0, -Math.sin(lean), -Math.cos(lean));
  const seat = new THREE.Vector3(0, T, 0.008);
  const plate = mesh(new RoundedBoxGeometry(0.05, 0.11, 0.005, 4, 0.0022), metal);
  plate.rotation.x = -lean;
  plate.position.copy(seat).addScaledVector(along, 0.05).addScaledVector(behind, 0.0028);
  group.add(plate);
  // The hinge block that holds the plate at its angle, and its axle's polished ends.
  const hinge = mesh(new RoundedBoxGeometry(0.05, 0.022, 0.022, 4, 0.006), metal);
  hinge.position.set(0, T + 0.011, -0.013);
  group.add(hinge);
  for (const side of [-1, 1]) {
    const end = mesh(new THREE.CylinderGeometry(0.0055, 0.0055, 0.0012, 40), turnedEnd);
    end.rotation.z = Math.PI / 2;
    end.position.set(side * 0.0252, T + 0.011, -0.013);
    group.add(end);
  }
  return { group, seat };
}

/**
 * The wall of the Faceit room, a metre behind the desk and so out of focus: mauve plaster in the soft
 * light of a window off to the left (brighter there, falling off to the right and down), the blurred
 * shape of a tall plant standing at the back of the desk and a shelf with a few books on the right.
 * Drawn blurred and small (a 2.4 x 1 m field), shown as it is drawn (unlit).
 */
function softWall(base) {
  return canvasTexture(960, 400, (ctx, w, h) => {
    const m = (x) => (x + 1) * 400; // metres across (-1..1.4) to pixels; y up from the desk
    const y = (v) => h - v * 400;
    ctx.fillStyle = base;
    ctx.fillRect(0, 0, w, h);
    const glow = ctx.createRadialGradient(m(-0.45), y(0.5), 10, m(-0.45), y(0.5), 560);
    glow.addColorStop(0, 'rgb(255 240 226 / 0.75)');
    glow.addColorStop(0.45, 'rgb(250 232 228 / 0.3)');
    glow.addColorStop(1, 'rgb(250 232 228 / 0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, w, h);
    const floor = ctx.createLinearGradient(0, y(0.35), 0, h);
    floor.addColorStop(0, 'rgb(60 40 70 / 0)');
    floor.addColorStop(1, 'rgb(60 40 70 / 0.16)');
    ctx.fillStyle = floor;
    ctx.fillRect(0, 0, w, h);
    // The shelf on the right, its shadow and its books, cut by the top of the picture.
    ctx.filter = 'blur(7px)';
    ctx.fillStyle = 'rgb(70 50 80 / 0.22)';
    ctx.fillRect(m(0.5), y(0.18), m(1.4) - m(0.5), 16);
    ctx.fillStyle = '#e6dce4';
    ctx.fillRect(m(0.5), y(0.2), m(1.4) - m(0.5), 9);
    const books = [['#5d4b7a', 0.04, 0.15], ['#c9b07d', 0.03, 0.13], ['#8a6f8e', 0.045, 0.16], ['#e6ddd0', 0.028, 0.12], ['#4d5e6b', 0.04, 0.14]];
    let x = 0.58;
    for (const [c, bw, bh] of books) {
      ctx.fillStyle = c;
      ctx.fillRect(m(x), y(0.2 + bh), bw * 400, bh * 400);
      x += bw + 0.004;
    }
    // The plant on the left: a pot at the back of the desk and long leaves arching out of it.
    ctx.filter = 'blur(8px)';
    ctx.fillStyle = '#b39484';
    ctx.fillRect(m(-0.25), y(0.11), 0.11 * 400, 0.11 * 400);
    const green = 'rgb(62 96 70 / 0.8)';
    const leaves = [[-0.36, 0.3], [-0.31, 0.4], [-0.22, 0.44], [-0.13, 0.38], [-0.07, 0.27], [-0.04, 0.17], [-0.33, 0.2], [-0.2, 0.3], [-0.12, 0.22]];
    for (const [lx, ly] of leaves) {
      ctx.fillStyle = green;
      ctx.beginPath();
      ctx.ellipse(m(lx), y(ly), 16, 44, Math.atan2(lx + 0.195, 0.4), 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(m(-0.195), y(0.11));
      ctx.quadraticCurveTo(m((lx - 0.195) / 2), y(ly * 0.7), m(lx), y(ly));
      ctx.lineWidth = 4;
      ctx.strokeStyle = green;
      ctx.stroke();
    }
  });
}

export async function appWorld({ scene, renderer, config, grain, surfaces, rand }) {
  const { palette } = config;
  const screens = await Promise.all(config.textures.map((url) => loadTexture(renderer, url)));
  const body = palette.body ?? 0x1d1c1e;
  const { top, back } = room(scene, { table: palette.table, wall: palette.wall, wallDistance: config.wallDistance ?? 0.35, grain, surfaces });
  // A wooden top seen this close shows its fibres: long and soft, in a quiet contrast.
  // (Their own generators, so the world's props stay where the shot's seed put them.)
  if (palette.wood) top.material.map = fibreWood(random(config.seed + 7), { contrast: palette.woodContrast ?? 0.1 });
  const staged = stageWorld({ scene, config, palette, screens, body, top, back, rand });
  const gloss = smudges(random(config.seed + 8));
  for (const o of scene.children.filter((c) => c !== top && c !== back)) {
    clearScreens(o, scene.environment);
    unevenGloss(o, gloss);
  }
  return staged;
}

/** Furnishes the app's world (config.world) and returns its background, camera and light. */
function stageWorld({ scene, config, palette, screens, body, top, back, rand }) {
  const light = (o) => ({ target: [0, 0.06, 0], bounds: 0.45, sky: { intensity: 0.7 }, fill: 0.14, ...o });
  switch (config.world) {
    case 'purifier': {
      const unit = purifier(palette.accent);
      unit.position.set(0.03, 0, -0.2);
      scene.add(unit);
      // Its top rests on the purifier's curved front.
      const p = leaningPhone(screens[0], body, 0.2);
      p.position.set(0, 0, -0.061);
      scene.add(p);
      const green = plant(rand);
      green.position.set(-0.3, 0, -0.17);
      scene.add(green);
      return {
        background: palette.wall,
        camera: { fov: 30, position: [-0.17, 0.2, 0.44], target: [0.0, 0.1, -0.09] },
        light: light({ key: { position: [-1.6, 1.8, 1.0], intensity: palette.key ?? 2.5, softness: 0.4 } }),
      };
    }
    case 'planner': {
      const book = diary(rand, `#${palette.accent.toString(16).padStart(6, '0')}`);
      book.rotation.y = 0.06;
      scene.add(book);
      const p = lying(screens[0], body, -0.16);
      p.position.set(0.075, 0.0118, 0.01);
      scene.add(p);
      const writing = pen();
      writing.rotation.y = 0.9;
      writing.position.set(-0.2, 0, 0.13);
      scene.add(writing);
      return {
        background: palette.table,
        camera: { fov: 28, position: [0.02, 0.56, 0.2], target: [0.03, 0.0, 0.0] },
        light: light({ target: [0, 0, 0], key: { position: [-1.7, 1.9, -0.4], intensity: palette.key ?? 2.6, softness: 0.35 } }),
      };
    }
    case 'hide': {
      back.material = new THREE.MeshBasicMaterial({ map: duskTexture() });
      back.scale.set(0.45, 0.6, 1);
      back.position.y = 0.2;
      // The hide's slot: dark boards above the view, whose edge the low sun draws across the ledge.
      const boards = new THREE.MeshStandardMaterial({ color: 0x3b3228, roughness: 0.9 });
      const lintel = mesh(new THREE.BoxGeometry(3, 0.6, 0.04), boards);
      lintel.position.set(0, 0.72, -0.42);
      scene.add(lintel);
      // The ledge is the hide's own timber, not the room's table.
      top.visible = false;
      scene.add(ledge(random(config.seed + 9), palette.table));
      const p = lying(screens[0], body, 0.14);
      p.position.set(-0.03, 0.0002, 0.03);
      scene.add(p);
      const under = contactShadow(0.0715, 0.147, { opacity: 0.5, spread: 0.3 });
      under.rotation.z = 0.14;
      under.position.set(-0.03, 0.0004, 0.03);
      scene.add(under);
      const glasses = binoculars(random(config.seed + 10));
      // Turned objectives first, so their coated glass catches the light.
      glasses.rotation.y = 2.55;
      glasses.position.set(0.16, 0, -0.06);
      scene.add(glasses);
      return {
        background: 0x3f4a44,
        camera: { fov: 28, position: [-0.08, 0.36, 0.42], target: [0.02, 0.02, -0.04] },
        // Dawn: a low, warm sun through the slot, soft-edged, and the cool sky filling the shadows.
        light: light({
          target: [0, 0, 0], key: { position: [1.0, 1.0, -1.3], color: 0xffb26e, intensity: palette.key ?? 2.2, softness: 0.3 },
          sky: { intensity: 0.3, color: 0xb9c9e6 }, fill: 0.08,
        }),
      };
    }
    case 'stand': {
      const { group: holder, seat } = deskStand(0xbfc2c7, 0.3, scene.environment);
      holder.rotation.y = -0.18;
      scene.add(holder);
      const p = leaningPhone(screens[0], body, 0.3);
      p.position.copy(seat);
      holder.add(p);
      const under = contactShadow(0.086, 0.1, { opacity: 0.42, spread: 0.3 });
      under.position.z = -0.02;
      holder.add(under);
      const glass = tumbler(-0.42, scene.environment);
      glass.position.set(0.13, 0, -0.04);
      scene.add(glass);
      if (palette.softWall) {
        back.material = new THREE.MeshBasicMaterial({ map: softWall(palette.softWall) });
        back.scale.set(0.24, 0.2, 1);
        back.position.set(0.2, 0.5, back.position.z);
      }
      return {
        background: palette.wall,
        camera: { fov: 28, position: [-0.12, 0.2, 0.52], target: [0.01, 0.085, -0.02] },
        light: light({ key: { position: [-1.5, 1.8, 0.9], intensity: palette.key ?? 2.5, softness: 0.45 } }),
      };
    }
    case 'books': {
      const stack = [[0.16, 0.235, 0.028, 0x2a1636, 0.05], [0.15, 0.225, 0.034, 0xff7a59, -0.06], [0.14, 0.21, 0.022, 0xeee2c4, 0.12]];
      let y = 0;
      for (const [w, d, t, color, turn] of stack) {
        const b = hardback(w, d, t, color);
        b.position.y = y;
        b.rotation.y = turn;
        scene.add(b);
        y += t;
      }
      const p = lying(screens[0], body, 0.2);
      p.position.set(0.004, y + 0.0002, 0.0);
      scene.add(p);
      return {
        background: palette.wall,
        camera: { fov: 28, position: [-0.12, 0.42, 0.4], target: [0.0, 0.05, -0.01] },
        light: light({ target: [0, 0.05, 0], key: { position: [-1.6, 1.9, 0.7], intensity: palette.key ?? 2.5, softness: 0.4 } }),
      };
    }
    default:
      throw new Error(`${config.slug}: no app world ${config.world}`);
  }
}
