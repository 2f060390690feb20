// Web work: the site open on a laptop on a studio table, a mug and a notebook beside it, a wall in a
// light tint of the client's colour behind.
import { THREE, canvasTexture, loadTexture } from './common.js';
import { laptop, mug, notebook, room } from './props.js';

/** The page's top as the laptop shows it: a browser's tab bar and address bar above the site. */
async function browserScreen(renderer, config) {
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

export async function desk({ scene, renderer, config, grain }) {
  const { palette } = config;
  room(scene, { table: palette.table, wall: palette.wall, wallDistance: 0.6, grain });
  const screen = await browserScreen(renderer, config);
  const computer = laptop(screen, { body: 0xc9cbd0 });
  computer.rotation.y = 0.12;
  scene.add(computer);
  const cup = mug(palette.accent);
  cup.position.set(0.3, 0, -0.1);
  scene.add(cup);
  const book = notebook(palette.notebook, palette.accent);
  book.position.set(-0.31, 0, 0.1);
  book.rotation.y = 0.32;
  scene.add(book);
  return {
    background: palette.wall,
    camera: { fov: 30, position: [-0.22, 0.34, 0.78], target: [0.0, 0.1, -0.03], focus: 0.86, aperture: 0.004 },
    light: {
      target: [0, 0.05, 0],
      bounds: 0.7,
      key: { position: [-1.6, 1.9, 0.7], intensity: 2.4, softness: 0.4 },
      sky: { intensity: 0.7 },
      fill: 0.12,
    },
  };
}
