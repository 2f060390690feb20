// A site as a browser shows it on a laptop or a display, for the stagings that put one on a screen
// (rooms.js, studio.js).
import { canvasTexture, loadTexture } from './common.js';

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
