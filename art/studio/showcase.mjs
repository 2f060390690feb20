// The studio's boards: the home hero, and one board per design category (the designs page's links to
// the other categories). Each pins real covers of our work on a black board ringed in peach, the
// brand's circle pattern, so the hero and the tiles speak one visual language.
// They are composed from the portfolio's rendered covers (art/work/render.mjs writes them to
// content/work/<slug>/cover.jpg), so run this after the renders: `npm run art` does.
// Writes static/img/home/showcase-<w>.{avif,jpg} and static/img/categories/<name>-<w>.{…}, where
// <name> is the category's name lowercased without spaces (the specification's rule for a related
// tile's image), and lists them in static/img/boards.json, which the server reads for their sizes,
// widths and alt text; deterministic for the same covers and the same sharp (libvips) version.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const MANIFEST = 'static/img/boards.json';
// AVIF at every width; JPEG, the fallback of a browser without AVIF, at one (the largest up to
// 800 px, the server's fallbackWidth), and at full size under content/boards/.
const ENCODINGS = [
  ['avif', (image) => image.avif({ quality: 45, effort: 6 })],
  ['jpg', (image) => image.jpeg({ quality: 76, mozjpeg: true })],
];
const fallbackWidth = (widths) => widths.filter((w) => w <= 800).reduce((a, b) => Math.max(a, b), 0) || widths[0];
const C = { peach: '#E7816B', lightPeach: '#FFAD9B', black: '#1D1C1E', darkGrey: '#333136' };

// Each board: its size, the rings' centre, and its pieces — a project's cover, its width on the
// board, where its centre sits, and its tilt.
// 680: what a 360-412 px phone at 1.75-2x picks for a full-width slot (about 640 device px).
const BOARDS = [
  {
    // 4:5, the shape of the hero's column on a desktop and a comfortable height on a phone.
    role: 'hero',
    alt: 'Two of our projects pinned to a black board ringed in peach: the Express courier landing page in a browser window, and three screens of the Todo planning app.',
    out: 'static/img/home/showcase', width: 1200, height: 1500, widths: [400, 680, 800, 1200],
    rings: { x: 260, y: 1150 }, accent: { x: 1040, y: 170 },
    pieces: [
      { slug: 'express', width: 920, x: 580, y: 470, angle: -4 },
      { slug: 'todo', width: 800, x: 680, y: 1080, angle: 3 },
    ],
  },
  // 4:3, the shape of a category tile's picture at every width (site.css, .category-tile__image).
  ...[
    { name: 'webdesign', back: ['photon', 'builder'], front: 'transfer' },
    { name: 'appdesign', back: ['airfilter', 'faceit'], front: 'eyecam' },
    { name: 'graphicdesign', back: ['boxed-water', 'science'], front: 'tim-brown' },
  ].map(({ name, back, front }) => ({
    // No alt text: a category's board only ever illustrates a link that its words name.
    role: 'category', name,
    out: `static/img/categories/${name}`, width: 1600, height: 1200, widths: [400, 680, 800, 1200],
    rings: { x: 1330, y: 1000 }, accent: { x: 150, y: 130 },
    pieces: [
      { slug: back[0], width: 760, x: 470, y: 420, angle: -6 },
      { slug: back[1], width: 760, x: 1140, y: 400, angle: 5 },
      { slug: front, width: 900, x: 800, y: 760, angle: -1.5 },
    ],
  })),
];

// Concentric rings, the brand's circle pattern, around a peach disc.
function board({ width, height, rings, accent }) {
  const circles = [140, 230, 320, 410, 500, 590]
    .map((r, i) => `<circle cx="${rings.x}" cy="${rings.y}" r="${r}" fill="none" stroke="${i % 2 ? C.darkGrey : C.peach}" stroke-width="${i % 2 ? 26 : 14}" opacity="${1 - i * 0.12}"/>`)
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="${C.black}"/>${circles}
    <circle cx="${rings.x}" cy="${rings.y}" r="70" fill="${C.peach}"/>
    <circle cx="${accent.x}" cy="${accent.y}" r="56" fill="none" stroke="${C.lightPeach}" stroke-width="14"/>
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

async function compose(spec) {
  const layers = [];
  for (const p of spec.pieces) {
    const input = await piece(p);
    const { width, height } = await sharp(input).metadata();
    layers.push({ input, left: Math.round(p.x - width / 2), top: Math.round(p.y - height / 2) });
  }
  return sharp(board(spec)).composite(layers).png().toBuffer();
}

/** What the server needs to know of a board (server/boards.go, boardManifest): renderedImage's fields. */
function manifestEntry(spec) {
  return {
    ...(spec.alt ? { alt: spec.alt } : {}),
    width: spec.width, height: spec.height, widths: spec.widths, formats: ENCODINGS.map(([format]) => format),
    path: `/${spec.out}`,
  };
}

async function main() {
  const manifest = { hero: null, categories: {} };
  for (const spec of BOARDS) {
    const composed = await compose(spec);
    mkdirSync(join(root, dirname(spec.out)), { recursive: true });
    const resized = (w) => sharp(composed).resize(w, Math.round((w * spec.height) / spec.width));
    for (const w of spec.widths) {
      const base = join(root, `${spec.out}-${w}`);
      for (const [format, encode] of ENCODINGS) {
        if (format === 'avif' || w === fallbackWidth(spec.widths)) await encode(resized(w)).toFile(`${base}.${format}`);
      }
    }
    const largest = Math.max(...spec.widths);
    const master = join(root, 'content/boards', `${spec.name ?? 'showcase'}.jpg`);
    mkdirSync(dirname(master), { recursive: true });
    await ENCODINGS[1][1](resized(largest)).toFile(master);
    console.log(`${spec.out}-{${spec.widths.join(',')}}.avif, -${fallbackWidth(spec.widths)}.jpg, ${master}`);
    if (spec.role === 'hero') manifest.hero = manifestEntry(spec);
    else manifest.categories[spec.name] = manifestEntry(spec);
  }
  writeFileSync(join(root, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(MANIFEST);
}

await main();
