// App work, one phone in the place the app is used (config.world), on the screen that tells its
// story (the shot's first frame), sharp and large in the picture:
//   purifier: Airfilter leaning on the purifier it runs, on a living-room sideboard;
//   planner:  Todo lying on an open paper diary, a pen beside it, seen from above;
//   hide:     Eyecam on the ledge of a bird hide, binoculars beside it, the reeds at dusk outside;
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

/** Binoculars, 10 x 42: two rubber-armoured barrels on a hinge, their eyecups towards the camera. */
function binoculars() {
  const group = new THREE.Group();
  const rubber = new THREE.MeshStandardMaterial({ color: 0x2d3a2e, roughness: 0.85 });
  const glass = new THREE.MeshPhysicalMaterial({ color: 0x1b2a30, roughness: 0.05, metalness: 0.3, clearcoat: 1 });
  [-1, 1].forEach((side) => {
    const barrel = mesh(new THREE.CylinderGeometry(0.026, 0.022, 0.15, 48), rubber);
    barrel.rotation.x = Math.PI / 2;
    barrel.position.set(side * 0.034, 0.026, 0);
    group.add(barrel);
    const lens = mesh(new THREE.CircleGeometry(0.022, 48), glass, { shadows: false });
    lens.position.set(side * 0.034, 0.026, -0.0755);
    lens.rotation.y = Math.PI;
    group.add(lens);
    const cup = mesh(new THREE.CylinderGeometry(0.018, 0.018, 0.02, 32), new THREE.MeshStandardMaterial({ color: 0x151815, roughness: 0.7 }));
    cup.rotation.x = Math.PI / 2;
    cup.position.set(side * 0.034, 0.026, 0.085);
    group.add(cup);
  });
  const hinge = mesh(new THREE.BoxGeometry(0.04, 0.012, 0.08), rubber);
  hinge.position.set(0, 0.04, 0);
  group.add(hinge);
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

/** A glass of water: a clear tumbler with its water, on a coaster. */
function tumbler() {
  const group = new THREE.Group();
  const glass = new THREE.MeshPhysicalMaterial({ color: 0xffffff, roughness: 0.04, transparent: true, opacity: 0.22, clearcoat: 1, side: THREE.DoubleSide });
  const wall = mesh(new THREE.CylinderGeometry(0.036, 0.031, 0.1, 64, 1, true), glass, { shadows: false });
  wall.position.y = 0.05;
  group.add(wall);
  const water = mesh(new THREE.CylinderGeometry(0.0345, 0.0305, 0.07, 64), new THREE.MeshPhysicalMaterial({ color: 0xdfeef5, roughness: 0.05, transparent: true, opacity: 0.28 }), { shadows: false });
  water.position.y = 0.04;
  group.add(water);
  const base = mesh(new THREE.CylinderGeometry(0.031, 0.031, 0.006, 64), glass, { shadows: false });
  base.position.y = 0.003;
  group.add(base);
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

/** A desk stand for a phone, in anodised aluminium: a weighted foot with a low lip in front and a
 *  back plate parallel to the phone leaning on it at `lean`. The phone, added at the returned
 *  `seat`, rests with its lower edge on the foot behind the lip; the lip rises 4 mm, under the 2.9 mm
 *  of bezel below the screen as the camera sees it, so the page is never covered. */
function deskStand(color, lean) {
  const group = new THREE.Group();
  const metal = new THREE.MeshStandardMaterial({ color, metalness: 0.85, roughness: 0.42 });
  const T = 0.008;
  const foot = mesh(new RoundedBoxGeometry(0.086, T, 0.1, 3, 0.0035), metal);
  foot.position.set(0, T / 2, -0.02);
  group.add(foot);
  const lip = mesh(new RoundedBoxGeometry(0.086, 0.0045, 0.005, 3, 0.002), metal);
  lip.position.set(0, T + 0.00225 - 0.0005, 0.0185);
  group.add(lip);
  // The plate lies along the phone's back, 3 mm behind it, from its foot to 11 cm up.
  const along = new THREE.Vector3(0, Math.cos(lean), -Math.sin(lean));
  const behind = new THREE.Vector3(0, -Math.sin(lean), -Math.cos(lean));
  const seat = new THREE.Vector3(0, T, 0.008);
  const plate = mesh(new RoundedBoxGeometry(0.05, 0.11, 0.005, 3, 0.002), metal);
  plate.rotation.x = -lean;
  plate.position.copy(seat).addScaledVector(along, 0.05).addScaledVector(behind, 0.0028);
  group.add(plate);
  // The hinge block that holds the plate at its angle.
  const hinge = mesh(new RoundedBoxGeometry(0.05, 0.022, 0.022, 3, 0.004), metal);
  hinge.position.set(0, T + 0.011, -0.013);
  group.add(hinge);
  return { group, seat };
}

export async function appWorld({ scene, renderer, config, grain, surfaces, rand }) {
  const { palette } = config;
  const screens = await Promise.all(config.textures.map((url) => loadTexture(renderer, url)));
  const body = palette.body ?? 0x1d1c1e;
  const { top, back } = room(scene, { table: palette.table, wall: palette.wall, wallDistance: config.wallDistance ?? 0.35, grain, surfaces });
  // A wooden top seen this close shows its fibres: long and soft, in a quiet contrast.
  // (Their own generators, so the world's props stay where the shot's seed put them.)
  if (palette.wood) top.material.map = fibreWood(random(config.seed + 7), { contrast: 0.1 });
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
      // The hide's slot: dark boards above and below the view.
      const boards = new THREE.MeshStandardMaterial({ color: 0x3b3228, roughness: 0.9 });
      const lintel = mesh(new THREE.BoxGeometry(3, 0.6, 0.04), boards);
      lintel.position.set(0, 0.62, -0.42);
      scene.add(lintel);
      top.scale.set(0.3, 1, 0.1);
      top.position.z = 0;
      const p = lying(screens[0], body, 0.14);
      p.position.set(-0.03, 0.0002, 0.03);
      scene.add(p);
      const glasses = binoculars();
      glasses.rotation.y = -0.55;
      glasses.position.set(0.16, 0, -0.06);
      scene.add(glasses);
      return {
        background: 0x3f4a44,
        camera: { fov: 28, position: [-0.08, 0.36, 0.42], target: [0.02, 0.02, -0.04] },
        light: light({ target: [0, 0, 0], key: { position: [0.4, 0.9, -1.6], color: 0xffd2a0, intensity: palette.key ?? 2.2, softness: 0.25 }, sky: { intensity: 0.45 }, fill: 0.12 }),
      };
    }
    case 'stand': {
      const { group: holder, seat } = deskStand(0xc9cace, 0.3);
      holder.rotation.y = -0.18;
      scene.add(holder);
      const p = leaningPhone(screens[0], body, 0.3);
      p.position.copy(seat);
      holder.add(p);
      const under = contactShadow(0.086, 0.1, { opacity: 0.35 });
      under.position.z = -0.02;
      holder.add(under);
      const glass = tumbler();
      glass.position.set(0.13, 0, -0.04);
      scene.add(glass);
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
