// The home hero's picture: the studio's own work, pinned on a black board with the circle motif.
// It is composed from the portfolio's rendered covers (scripts/work/render.mjs writes them to
// static/img/work/<slug>/cover-1600.jpg), so run it after the renders: `npm run art` does.
// Writes static/img/home/showcase-<w>.{avif,webp,jpg} at WIDTHS; deterministic for the same covers
// and the same sharp (libvips) version.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'static/img/home');
// 4:5, the shape of the hero's column on a desktop and a comfortable height on a phone.
const W = 1200;
const H = 1500;
// 680: what a 360-412 px phone at 1.75-2x picks for the hero's full-width slot (about 640 device px).
export const WIDTHS = [400, 680, 800, 1200];
const C = { peach: '#E7816B', lightPeach: '#FFAD9B', black: '#1D1C1E', darkGrey: '#333136' };

// Each piece: a project's cover, its width on the board, where its centre sits, and its tilt.
const PIECES = [
  { slug: 'express', width: 920, x: 580, y: 470, angle: -4 },
  { slug: 'todo', width: 800, x: 680, y: 1080, angle: 3 },
];

// Concentric rings, the brand's circle pattern, around a peach disc.
function board() {
  const rings = [140, 230, 320, 410, 500, 590]
    .map((r, i) => `<circle cx="260" cy="1150" r="${r}" fill="none" stroke="${i % 2 ? C.darkGrey : C.peach}" stroke-width="${i % 2 ? 26 : 14}" opacity="${1 - i * 0.12}"/>`)
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <rect width="${W}" height="${H}" fill="${C.black}"/>${rings}
    <circle cx="260" cy="1150" r="70" fill="${C.peach}"/>
    <circle cx="1040" cy="170" r="56" fill="none" stroke="${C.lightPeach}" stroke-width="14"/>
  </svg>`);
}

// A cover with rounded corners, tilted, and its soft shadow, as one transparent image.
async function piece({ slug, width, angle }) {
  const cover = join(root, 'static/img/work', slug, 'cover-1600.jpg');
  const height = Math.round((width * 3) / 4);
  const radius = 22;
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/></svg>`);
  const rounded = await sharp(cover).resize(width, height).composite([{ input: mask, blend: 'dest-in' }]).png().toBuffer();
  const pad = 60;
  const shadow = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width + 2 * pad}" height="${height + 2 * pad}"><rect x="${pad}" y="${pad + 24}" width="${width}" height="${height}" rx="${radius}" fill="#000" fill-opacity=".55"/></svg>`);
  const withShadow = await sharp(shadow).blur(28).composite([{ input: rounded, left: pad, top: pad }]).png().toBuffer();
  return sharp(withShadow).rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
}

async function main() {
  const layers = [];
  for (const p of PIECES) {
    const input = await piece(p);
    const { width, height } = await sharp(input).metadata();
    layers.push({ input, left: Math.round(p.x - width / 2), top: Math.round(p.y - height / 2) });
  }
  const composed = await sharp(board()).composite(layers).png().toBuffer();
  mkdirSync(outDir, { recursive: true });
  for (const w of WIDTHS) {
    const resized = sharp(composed).resize(w, Math.round((w * H) / W));
    const base = join(outDir, `showcase-${w}`);
    await resized.clone().avif({ quality: 45, effort: 6 }).toFile(`${base}.avif`);
    await resized.clone().webp({ quality: 72, effort: 6 }).toFile(`${base}.webp`);
    await resized.clone().jpeg({ quality: 76, mozjpeg: true }).toFile(`${base}.jpg`);
    console.log(`static/img/home/showcase-${w}.{avif,webp,jpg}`);
  }
}

await main();
