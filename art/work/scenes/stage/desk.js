// Web work: the site open on a laptop on a studio table (desk), or on a studio display with its
// keyboard (display), a mug beside it and a notebook, or the site's phone view on a phone, a wall in
// a light tint of the client's colour behind.
import { THREE, canvasTexture, loadTexture } from './common.js';
import { display, keyboard, laptop, mug, notebook, phone, room } from './props.js';

/** The page's top as the laptop shows it: a browser's tab bar and address bar above the site. */
export async function browserScreen(renderer, config) {
  const page = await loadTexture(renderer, config.textures[0]);
  const img = page.image;
  const W = 2560, H = 1600, bar = 92;
  return canvasTexture(W, H, (ctx) => {
    ctx.fillStyle = '#e9e9ec';
    ctx.fillRect(0, 0, W, bar);
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.roundRect(200, 26, W - 400, 44, 22);
    ctx.fill();
    ['#ff5f57', '#febc2e', '#28c840'].forEach((c, i) => {
      ctx.fillStyle = c;
      ctx.beginPath();
      ctx.arc(44 + i * 36, 48, 11, 0, Math.PI * 2);
      ctx.fill();
    });
    ctx.fillStyle = '#5c5b61';
    ctx.font = '500 24px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(config.url, W / 2, 57);
    const scale = W / img.width;
    ctx.drawImage(img, 0, 0, img.width, (H - bar) / scale, 0, bar, W, H - bar);
  });
}

/** What lies on the table in front of the screen, turned by `turn` about the vertical: the site on a
 *  phone (a second texture, the piece's phone view), screen up, at `handset` ([x, z]; a shot may
 *  place it), or else a notebook in the client's colours, at `book`. */
async function beside(renderer, config, { turn, book, handset }) {
  const { palette } = config;
  if (config.textures[1]) {
    const p = phone(await loadTexture(renderer, config.textures[1]), { body: palette.phone ?? 0x1d1c1e });
    p.rotation.set(-Math.PI / 2, 0, turn); // lying flat, its own z is the table's vertical
    p.position.set(handset[0], 0, handset[1]);
    return p;
  }
  const b = notebook(palette.notebook, palette.accent);
  b.rotation.y = turn;
  b.position.set(book[0], 0, book[1]);
  return b;
}

/** The camera: from the left or right, at `eye` metres, `dolly` times the usual distance, aimed
 *  at the laptop wherever `shift` moved it. */
function lens(side, config) {
  const target = [(config.shift ?? 0) * 0.7, 0.1, -0.03];
  const from = [-0.22 * side, config.eye ?? 0.34, 0.78];
  const d = config.dolly ?? 1;
  const position = from.map((v, i) => target[i] + (v - target[i]) * d);
  const focus = Math.hypot(...position.map((v, i) => v - [config.shift ?? 0, 0.12, -0.11][i]));
  return { fov: 30, position, target, focus, aperture: 0.004 };
}

// Half the sites are shot from the left, half from the right, and framed closer or wider, so that a
// page of them is not one picture six times; `lid` opens the screen a little more or less, `swing`
// turns the laptop, `shift` moves it along the table.
export async function desk({ scene, renderer, config, grain, surfaces }) {
  const { palette } = config;
  const side = config.mirror ? -1 : 1;
  room(scene, { table: palette.table, wall: palette.wall, wallDistance: 0.6, grain, surfaces });
  const screen = await browserScreen(renderer, config);
  const computer = laptop(screen, { body: palette.body ?? 0xc9cbd0, openAngle: config.lid ?? 0.27 });
  computer.rotation.y = (config.swing ?? 0.12) * side;
  computer.position.x = config.shift ?? 0;
  scene.add(computer);
  const cup = mug(palette.accent);
  cup.position.set(0.3 * side, 0, -0.1);
  cup.rotation.y = side > 0 ? 0 : Math.PI;
  scene.add(cup);
  scene.add(await beside(renderer, config, { turn: 0.32 * side, book: [-0.31 * side, 0.1], handset: config.handset ?? [-0.25 * side, 0.05] }));
  return {
    background: palette.wall,
    camera: lens(side, config),
    light: {
      target: [0, 0.05, 0],
      bounds: 0.7,
      key: { position: [-1.6 * side, 1.9, 0.7], intensity: palette.key ?? 2.4, softness: 0.4 },
      sky: { intensity: 0.7 },
      fill: 0.12,
    },
  };
}

// The site on a studio display at a designer's desk, seen from a seated eye a little to one side:
// the display's screen fills more of the picture than a laptop's, and the keyboard and mug give it scale.
export async function studioDisplay({ scene, renderer, config, grain, surfaces }) {
  const { palette } = config;
  const side = config.mirror ? -1 : 1;
  room(scene, { table: palette.table, wall: palette.wall, wallDistance: 0.55, grain, surfaces });
  const screen = await browserScreen(renderer, config);
  const monitor = display(screen, { body: palette.body ?? 0xc4c6cb });
  monitor.position.set(0, 0, -0.24);
  monitor.rotation.y = 0.1 * side;
  scene.add(monitor);
  const keys = keyboard({ body: palette.body ?? 0xc4c6cb });
  keys.position.set(-0.02 * side, 0, 0.1);
  keys.rotation.y = 0.06 * side;
  scene.add(keys);
  const cup = mug(palette.accent);
  cup.position.set(0.33 * side, 0, 0.06);
  cup.rotation.y = side > 0 ? 0.4 : Math.PI - 0.4;
  scene.add(cup);
  scene.add(await beside(renderer, config, { turn: 0.5 * side, book: [-0.36 * side, 0.02], handset: [-0.3 * side, 0.16] }));
  const target = [0, 0.2, -0.16];
  const position = [-0.38 * side, config.eye ?? 0.44, 1.36];
  return {
    background: palette.wall,
    camera: { fov: 30, position, target, focus: Math.hypot(...position.map((v, i) => v - [0, 0.32, -0.24][i])), aperture: 0.005 },
    light: {
      target: [0, 0.15, -0.1],
      bounds: 0.9,
      key: { position: [-1.6 * side, 2.0, 0.9], intensity: palette.key ?? 2.4, softness: 0.45 },
      sky: { intensity: 0.7 },
      fill: 0.12,
    },
  };
}
