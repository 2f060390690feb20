// Web work in rooms of their own:
//   darkroom: Photon's site on a studio display in a dark room, lit by nothing but its own screen:
//             the glow falls on the desk, the keyboard and the wall behind, in the page's colours;
//   site:     Builder's site on a laptop on a plywood table on trestles in a site office, a hard hat,
//             a tape measure and a roll of drawings beside it, a block wall behind.
import { RectAreaLightUniformsLib } from 'three/addons/lights/RectAreaLightUniformsLib.js';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { THREE, canvasTexture, random } from './common.js';
import { browserScreen } from './desk.js';
import { display, keyboard, laptop, mesh, room } from './props.js';
import { clearScreens, contactShadow, fibreWood, smudges, unevenGloss } from './surfaces.js';

/** The average colour of a texture's image, as the light a screen showing it throws. */
function glowOf(texture) {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 8;
  const ctx = canvas.getContext('2d');
  ctx.drawImage(texture.image, 0, 0, 8, 8);
  const d = ctx.getImageData(0, 0, 8, 8).data;
  const sum = [0, 0, 0];
  for (let i = 0; i < d.length; i += 4) for (let c = 0; c < 3; c++) sum[c] += d[i + c];
  return new THREE.Color(`rgb(${sum.map((v) => Math.round(v / 64)).join(',')})`);
}

export async function darkroom({ scene, renderer, config, grain, surfaces }) {
  RectAreaLightUniformsLib.init();
  const { palette } = config;
  const { top } = room(scene, { table: palette.table, wall: palette.wall, wallDistance: 0.5, grain, surfaces });
  if (palette.wood) top.material.map = fibreWood(random(config.seed + 7), { contrast: 0.14 });
  const screen = await browserScreen(renderer, config);
  const monitor = display(screen, { body: palette.body ?? 0x8d8f95 });
  monitor.position.set(0, 0, -0.22);
  monitor.rotation.y = -0.12;
  scene.add(monitor);
  // The screen's light: an area light the size of the panel, just in front of it, in its colour.
  const glow = new THREE.RectAreaLight(glowOf(screen), config.glow ?? 9, 0.594, 0.371);
  glow.position.set(0, 0.11 + 0.2, 0.01);
  glow.rotation.y = Math.PI; // a light shines along its -z: turned, out of the screen
  monitor.add(glow);
  // And its spill on the wall behind: the back of a display lights the wall a little.
  const spill = new THREE.RectAreaLight(glowOf(screen), (config.glow ?? 9) * 0.25, 0.6, 0.37);
  spill.position.set(0, 0.31, -0.03);
  monitor.add(spill);
  const keys = keyboard({ body: palette.body ?? 0x8d8f95 });
  keys.position.set(0.03, 0, 0.12);
  keys.rotation.y = -0.08;
  scene.add(keys);
  return {
    background: palette.wall,
    camera: { fov: 30, position: [0.42, 0.4, 1.2], target: [-0.02, 0.26, -0.2] },
    light: {
      target: [0, 0.15, -0.1],
      bounds: 0.9,
      // Only a faint night sky from a window off to the left: the screen is the light.
      key: { position: [-1.8, 1.6, 0.4], color: 0x9fb0d6, intensity: palette.key ?? 0.25, softness: 0.6 },
      sky: { intensity: 0.12, color: 0x8090b0 },
      fill: 0.03,
    },
  };
}

/** A hard hat: a dome with a brim and a ridge, in safety orange. */
function hardHat(color) {
  const group = new THREE.Group();
  const shell = new THREE.MeshPhysicalMaterial({ color, roughness: 0.35, clearcoat: 0.5 });
  const dome = mesh(new THREE.SphereGeometry(0.1, 64, 32, 0, Math.PI * 2, 0, Math.PI / 2), shell);
  dome.scale.set(1, 0.9, 1.2);
  dome.position.y = 0.012;
  group.add(dome);
  const brim = mesh(new THREE.CylinderGeometry(0.108, 0.115, 0.012, 64), shell);
  brim.scale.set(1, 1, 1.3);
  brim.position.set(0, 0.006, 0.012);
  group.add(brim);
  const ridge = mesh(new THREE.TorusGeometry(0.1, 0.008, 12, 64, Math.PI), shell);
  ridge.rotation.y = Math.PI / 2;
  ridge.scale.set(1.2, 0.9, 1);
  ridge.position.y = 0.012;
  group.add(ridge);
  return group;
}

/** The tape measure's blade: yellow steel printed with centimetre ticks and numbers. */
function bladeTexture() {
  const tex = canvasTexture(1024, 128, (ctx, w, h) => {
    ctx.fillStyle = '#f1cf3a';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#1b1a17';
    for (let mm = 0; mm <= 100; mm++) {
      const x = 12 + mm * 10;
      const long = mm % 10 === 0 ? 0.55 : mm % 5 === 0 ? 0.38 : 0.24;
      ctx.fillRect(x, 0, 2, h * long);
    }
    ctx.font = '600 34px Helvetica, Arial, sans-serif';
    for (let cm = 1; cm <= 9; cm++) ctx.fillText(String(cm), 12 + cm * 100 - 8, h - 22);
  });
  return tex;
}

/** A tape measure: a yellow case with rounded corners and a black rubber grip, standing on its side,
 *  its belt clip behind and a few centimetres of printed blade out along the table. */
function tapeMeasure() {
  const group = new THREE.Group();
  const yellow = new THREE.MeshPhysicalMaterial({ color: 0xf2c230, roughness: 0.42, clearcoat: 0.3, clearcoatRoughness: 0.5 });
  const rubber = new THREE.MeshStandardMaterial({ color: 0x1e1e20, roughness: 0.85 });
  const S = 0.068, T = 0.034;
  const caseBody = mesh(new RoundedBoxGeometry(S, S, T, 4, 0.012), yellow);
  caseBody.position.y = S / 2 + 0.0015;
  group.add(caseBody);
  // The rubber bumper round the case's middle, a little proud of it.
  const grip = mesh(new RoundedBoxGeometry(S + 0.003, S + 0.003, T * 0.45, 4, 0.013), rubber);
  grip.position.y = S / 2;
  group.add(grip);
  const clip = mesh(new RoundedBoxGeometry(0.018, 0.05, 0.003, 2, 0.001), new THREE.MeshStandardMaterial({ color: 0xb9bcc2, metalness: 1, roughness: 0.3 }));
  clip.position.set(0, S / 2 + 0.006, -T / 2 - 0.002);
  group.add(clip);
  const blade = mesh(new THREE.PlaneGeometry(0.07, 0.019), new THREE.MeshStandardMaterial({ map: bladeTexture(), metalness: 0.3, roughness: 0.35 }), { shadows: false });
  blade.rotation.x = -Math.PI / 2;
  blade.position.set(S / 2 + 0.035, 0.0008, 0);
  group.add(blade);
  const hook = mesh(new THREE.BoxGeometry(0.0015, 0.008, 0.021), new THREE.MeshStandardMaterial({ color: 0xb9bcc2, metalness: 1, roughness: 0.35 }));
  hook.position.set(S / 2 + 0.07, 0.004, 0);
  group.add(hook);
  return group;
}

/** A roll of drawings: white paper, 60 cm long, with a rubber band. */
function drawings() {
  const group = new THREE.Group();
  const roll = mesh(new THREE.CylinderGeometry(0.035, 0.035, 0.6, 48), new THREE.MeshStandardMaterial({ color: 0xeef0f2, roughness: 0.8 }));
  roll.rotation.z = Math.PI / 2;
  roll.position.y = 0.035;
  group.add(roll);
  const band = mesh(new THREE.TorusGeometry(0.0355, 0.0018, 8, 48), new THREE.MeshStandardMaterial({ color: 0x2f5bea, roughness: 0.6 }));
  band.rotation.y = Math.PI / 2;
  band.position.set(0.12, 0.035, 0);
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
  const tape = tapeMeasure();
  tape.rotation.y = -0.4;
  tape.position.set(0.26, 0, 0.15);
  scene.add(tape);
  const roll = drawings();
  roll.rotation.y = 0.25;
  roll.position.set(-0.1, 0, -0.32);
  scene.add(roll);
  // Where each stands on the plywood, the table darkens softly.
  const shade = [[computer, 0.3, 0.22, 0.35], [hat, 0.24, 0.3, 0.4], [tape, 0.075, 0.04, 0.4], [roll, 0.6, 0.06, 0.3]];
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
