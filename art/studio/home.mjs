// The piece the home page opens with, under its promise: the work itself, flat, three projects laid
// side by side on a warm paper ground as they would be pinned up in the studio: the Camp website's
// first screen in a browser window, Faceit's call with its captions on a phone, and two of the Science!
// festival posters, not the ones that lead its study and its cards. A picture of its own: no case study opens on it, and nothing else shows it.
// Composed with sharp from the frames art/work/render.mjs hands over (content/work/<slug>/frame-N.jpg),
// so run it after the renders. Writes content/studio/work.jpg (content/studio/studio.toml, [home],
// holds its alt text); deterministic for the same frames and the same sharp (libvips) version.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { recordComposition } from './compositions.mjs';
import { C } from './lib.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
// 16:10, the shape the home hero shows it in at every width (home.css, .hero__work-image).
export const WIDTH = 2400;
export const HEIGHT = 1500;
const PAPER = '#F3ECE4';

// Each piece: a frame, shown whole or, with `screen` (its width over its height), only its top as a
// browser's first screen shows it; where it goes (x, y, width; the height follows), its corner radius
// and whether it has a browser's bar. Nothing is cropped in pixels: crops made for 1600 px frames
// cut the 2000 px posters' "!" and foot, and the Camp page mid-word, once the frames were drawn larger.
export const PIECES = [
  { frame: 'science/frame-2', x: 1700, y: 230, width: 620, radius: 4 },
  { frame: 'science/frame-3', x: 1430, y: 60, width: 620, radius: 4 },
  { frame: 'camp/frame-1', screen: 16 / 10, x: 100, y: 110, width: 1260, radius: 14, browser: true },
  { frame: 'faceit/frame-4', x: 960, y: 420, width: 410, radius: 46 },
];

const BAR = 0.03; // a browser bar's height, as a share of its window's width

/** A piece as a transparent PNG: the frame or its first screen, its corners rounded, a browser bar
 *  where it has one, on a soft shadow; and its offset from the piece's own x and y. */
async function piece({ frame, screen, width, radius, browser }) {
  const file = join(root, 'content/work', `${frame}.jpg`);
  const { width: w, height: whole } = await sharp(file).metadata();
  const h = screen ? Math.round(w / screen) : whole;
  const height = Math.round((width * h) / w);
  const bar = browser ? Math.round(width * BAR) : 0;
  const body = await sharp(file).extract({ left: 0, top: 0, width: w, height: h }).resize(width, height).toBuffer();
  const total = height + bar;
  const dots = [0, 1, 2].map((i) => `<circle cx="${bar * (0.7 + i * 0.6)}" cy="${bar / 2}" r="${bar * 0.17}" fill="#D9D6D2"/>`).join('');
  const chrome = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${total}">
    <rect width="${width}" height="${total}" fill="#F1EFEC"/>${dots}</svg>`);
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${total}"><rect width="${width}" height="${total}" rx="${radius}" fill="#fff"/></svg>`);
  const card = await sharp(chrome).composite([{ input: body, left: 0, top: bar }, { input: mask, blend: 'dest-in' }]).png().toBuffer();
  const pad = 70;
  const shadow = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width + 2 * pad}" height="${total + 2 * pad}"><rect x="${pad}" y="${pad + 18}" width="${width}" height="${total}" rx="${radius}" fill="${C.black}" fill-opacity=".28"/></svg>`);
  const input = await sharp(shadow).blur(26).composite([{ input: card, left: pad, top: pad }]).png().toBuffer();
  return { input, offset: pad };
}

/** The composition as a PNG at its full size. */
export async function compose() {
  const layers = [];
  for (const p of PIECES) {
    const { input, offset } = await piece(p);
    layers.push({ input, left: p.x - offset, top: p.y - offset });
  }
  const ground = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="${PAPER}"/></svg>`);
  return sharp(ground).composite(layers).png().toBuffer();
}

/** The home page's piece as a composition (compositions.mjs): its output and the frames it lays out. */
export const compositions = () => [{
  output: 'content/studio/work.jpg', files: [...new Set(PIECES.map((p) => `content/work/${p.frame}.jpg`))], composer: fileURLToPath(import.meta.url),
}];

async function main() {
  const [composition] = compositions();
  const master = join(root, composition.output);
  mkdirSync(dirname(master), { recursive: true });
  await sharp(await compose()).jpeg({ quality: 82, mozjpeg: true }).toFile(master);
  recordComposition(composition);
  console.log(master);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
