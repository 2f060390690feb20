// The studio's boards: one board per design category (the home page's tiles and the designs page's
// links to the other categories), and the hero's, which only the Open Graph card shows (og.mjs). Each
// pins real covers of our work on a black board ringed in peach, the brand's circle pattern.
// They are composed from the portfolio's rendered covers (art/work/render.mjs writes them to
// content/work/<slug>/cover.jpg), so run this after the renders: `npm run art` does.
// Writes content/boards/<name>.jpg, where <name> is the category's name lowercased without spaces (the
// specification's rule for a related tile's image); deterministic for the same covers and the same
// sharp (libvips) version.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { recordComposition } from './compositions.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const LARGEST = 1200; // the full-size JPEG's width: a tile is never wider than 585 CSS px
const C = { peach: '#E7816B', black: '#1D1C1E', darkGrey: '#333136' };

// Each board: its size, the rings' centre, and its pieces — a project's cover, its width on the
// board, where its centre sits, and its tilt.
export const BOARDS = [
  {
    // 4:5: the Open Graph card shows it at its full height, on the right.
    role: 'hero', width: 1200, height: 1500,
    rings: { x: 260, y: 1150 },
    pieces: [
      { slug: 'express', width: 920, x: 580, y: 470, angle: -4 },
      { slug: 'todo', width: 800, x: 680, y: 1080, angle: 3 },
    ],
  },
  // 4:3, the shape of a category tile's picture at every width (category-tiles.css).
  ...[
    { name: 'webdesign', back: ['photon', 'builder'], front: 'transfer' },
    { name: 'appdesign', back: ['airfilter', 'faceit'], front: 'eyecam' },
    { name: 'graphicdesign', back: ['boxed-water', 'science'], front: 'tim-brown' },
  ].map(({ name, back, front }) => ({
    // No alt text: a category's board only ever illustrates a link that its words name.
    role: 'category', name, width: 1600, height: 1200,
    rings: { x: 1330, y: 1000 },
    pieces: [
      { slug: back[0], width: 760, x: 470, y: 420, angle: -6 },
      { slug: back[1], width: 760, x: 1140, y: 400, angle: 5 },
      { slug: front, width: 900, x: 800, y: 760, angle: -1.5 },
    ],
  })),
];

// Concentric rings, the brand's circle pattern, around a peach disc.
function board({ width, height, rings }) {
  const circles = [140, 230, 320, 410, 500, 590]
    .map((r, i) => `<circle cx="${rings.x}" cy="${rings.y}" r="${r}" fill="none" stroke="${i % 2 ? C.darkGrey : C.peach}" stroke-width="${i % 2 ? 26 : 14}" opacity="${1 - i * 0.12}"/>`)
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="${C.black}"/>${circles}
    <circle cx="${rings.x}" cy="${rings.y}" r="70" fill="${C.peach}"/>
  </svg>`);
}

// A cover with rounded corners, tilted, and its soft shadow, as one transparent image.
async function piece({ slug, width, angle }) {
  const cover = join(root, 'content/work', slug, 'cover.jpg');
  const height = Math.round((width * 3) / 4);
  const radius = 22;
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/></svg>`);
  const rounded = await sharp(cover).resize(width, height).composite([{ input: mask, blend: 'dest-in' }]).png().toBuffer();
  const pad = 60;
  const shadow = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width + 2 * pad}" height="${height + 2 * pad}"><rect x="${pad}" y="${pad + 24}" width="${width}" height="${height}" rx="${radius}" fill="#000" fill-opacity=".55"/></svg>`);
  const withShadow = await sharp(shadow).blur(28).composite([{ input: rounded, left: pad, top: pad }]).png().toBuffer();
  return sharp(withShadow).rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
}

/** A board as a PNG at its full size. */
export async function compose(spec) {
  const layers = [];
  for (const p of spec.pieces) {
    const input = await piece(p);
    const { width, height } = await sharp(input).metadata();
    layers.push({ input, left: Math.round(p.x - width / 2), top: Math.round(p.y - height / 2) });
  }
  return sharp(board(spec)).composite(layers).png().toBuffer();
}

/** The covers a board pins, repo-relative. */
export const boardCovers = (spec) => spec.pieces.map((p) => `content/work/${p.slug}/cover.jpg`);

/** The category boards as compositions (compositions.mjs): each output and what it is made from. */
export const compositions = () => BOARDS.filter((b) => b.role === 'category').map((spec) => ({
  spec, output: `content/boards/${spec.name}.jpg`, files: boardCovers(spec), composer: fileURLToPath(import.meta.url),
}));

/** Writes each category's board as a full-size JPEG, content/boards/<name>.jpg, as a photographer
 *  would hand it over: the build stage (make generate) makes its variants. */
async function main() {
  for (const composition of compositions()) {
    const { spec } = composition;
    const master = join(root, composition.output);
    mkdirSync(dirname(master), { recursive: true });
    await sharp(await compose(spec)).resize(LARGEST, Math.round((LARGEST * spec.height) / spec.width)).jpeg({ quality: 76, mozjpeg: true }).toFile(master);
    recordComposition(composition);
    console.log(master);
  }
}

// Run, not imported (og.mjs composes the hero's board from BOARDS).
if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
