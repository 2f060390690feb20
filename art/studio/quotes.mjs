// The faces beside the case studies' quotes: the client who said it, drawn in the studio's portrait
// series (riso.mjs: flat shapes printed in the brand's peach, light peach and dark on cream), each
// from their own look below. Writes content/work/<slug>/quote.jpg (400 x 400), which the project's text lists as
// its portrait picture; the build stage makes the site's variants from it.
//   node art/studio/quotes.mjs             every project
//   node art/studio/quotes.mjs faceit      one (or several)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { plates, print } from './riso.mjs';
import { contentDir } from '../work/lib/pieces.mjs';

export const SIZE = 400;

// Who said it and how they look (the name and role are the project's text; this is the drawing; see
// riso.mjs for what each field means).
export const LOOKS = {
  airfilter: { skin: 'fair', hair: 'blonde', style: 'long', age: 0.35, face: 0.94, jaw: 0.2, smile: 0.7, turn: 0.3, wear: 'blouse', cloth: 'cream', backdrop: 'disc' },
  blogr: { skin: 'deep', hair: 'black', style: 'buzz', beard: 'goatee', age: 0.3, face: 1.04, jaw: 0.8, smile: 0.75, turn: -0.3, wear: 'shirt', cloth: 'cream', lips: 1.2, nw: 1.2, backdrop: 'arch' },
  'boxed-water': { skin: 'olive', hair: 'darkBrown', style: 'wave', earrings: 'hoop', age: 0.42, face: 0.97, jaw: 0.35, smile: 0.4, turn: 0.35, tilt: -4, wear: 'jacket', cloth: 'dark', backdrop: 'half' },
  builder: { skin: 'fair', hair: 'salt', style: 'bald', beard: 'short', glasses: 'wire', age: 0.72, face: 1.06, jaw: 0.9, smile: 0.3, turn: -0.2, wear: 'jacket', cloth: 'grey', under: 'cream', brows: 1.2, backdrop: 'slab' },
  camp: { skin: 'light', hair: 'black', style: 'pony', age: 0.3, face: 0.93, jaw: 0.15, smile: 0.5, eyes: 'hooded', turn: 0.4, wear: 'roll', cloth: 'grey', backdrop: 'ring' },
  express: { skin: 'tan', hair: 'black', style: 'crop', beard: 'short', age: 0.45, face: 1.02, jaw: 0.7, smile: 0.35, turn: -0.35, wear: 'shirt', cloth: 'stone', nose: 1.15, backdrop: 'disc' },
  eyecam: { skin: 'fair', hair: 'silver', style: 'bun', glasses: 'round', age: 0.9, face: 0.95, jaw: 0.25, smile: 0.5, turn: 0.3, wear: 'roll', cloth: 'rust', eyes: 'hooded', backdrop: 'arch' },
  faceit: { skin: 'light', hair: 'auburn', style: 'bob', fringe: false, glasses: 'cat', age: 0.58, face: 0.98, jaw: 0.3, smile: 0.55, turn: -0.3, wear: 'blouse', cloth: 'light', earrings: 'stud', backdrop: 'half' },
  loopstudios: { skin: 'brown', hair: 'black', style: 'curls', beard: 'moustache', age: 0.25, face: 1, jaw: 0.6, smile: 0.2, turn: 0.25, tilt: 3, wear: 'tee', cloth: 'dark', lips: 1.2, backdrop: 'disc' },
  photon: { skin: 'fair', hair: 'brown', style: 'long', age: 0.5, face: 0.96, jaw: 0.3, smile: 0.2, turn: -0.25, wear: 'roll', cloth: 'dark', eyes: 'round', backdrop: 'slab' },
  science: { skin: 'deep', hair: 'black', style: 'afro', glasses: 'round', earrings: 'stud', age: 0.38, face: 0.98, jaw: 0.3, smile: 0.85, turn: 0.3, wear: 'crew', cloth: 'light', lips: 1.3, backdrop: 'none' },
  'tim-brown': { skin: 'light', hair: 'brown', style: 'crop', beard: 'full', age: 0.5, face: 1.03, jaw: 0.8, smile: 0.25, turn: 0.3, wear: 'crew', cloth: 'dark', brows: 1.3, backdrop: 'ring' },
  todo: { skin: 'tan', hair: 'darkBrown', style: 'side', age: 0.3, face: 0.98, jaw: 0.6, smile: 0.8, turn: -0.3, wear: 'tee', cloth: 'cream', backdrop: 'arch' },
  transfer: { skin: 'olive', hair: 'black', style: 'bun', age: 0.35, face: 0.92, jaw: 0.2, smile: 0.45, eyes: 'almond', earrings: 'stud', turn: 0.25, tilt: 3, wear: 'shirt', cloth: 'cream', backdrop: 'disc' },
};

// The grain's seed is the look itself: each face its own grain, the same look the same bytes.
const seedOf = (slug) => JSON.stringify(LOOKS[slug]);

/** A quote's portrait plates (riso.mjs) as one string: head and shoulders, square, closer than the team's. */
export function quoteSVG(slug) {
  const { base, key } = plates(LOOKS[slug], { seed: seedOf(slug), view: VIEW, size: [SIZE, SIZE] });
  return base + key;
}

const VIEW = [40, 22, 320, 320];

export const quoteFile = (slug) => path.join(contentDir, 'work', slug, 'quote.jpg');

/** The portrait as the JPEG the project lists; the same look gives the same bytes, so the art tests
 *  can tell a look changed since it was drawn. */
export async function drawnQuote(slug) {
  const seed = seedOf(slug);
  const img = await print(plates(LOOKS[slug], { seed, view: VIEW, size: [SIZE, SIZE] }), { size: [SIZE, SIZE], seed });
  return img.jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}

async function main() {
  const asked = process.argv.slice(2);
  const slugs = asked.length ? asked : Object.keys(LOOKS);
  const unknown = slugs.filter((s) => !LOOKS[s]);
  if (unknown.length) throw new Error(`no look for: ${unknown.join(', ')}`);
  for (const slug of slugs) {
    writeFileSync(quoteFile(slug), await drawnQuote(slug));
    console.log(path.relative(path.dirname(contentDir), quoteFile(slug)));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
