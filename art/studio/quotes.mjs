// The faces beside the case studies' quotes: the client who said it, drawn in the studio's portrait
// system (portrait.mjs, 'print' finish: ink on paper, cut out on the brand's peach), each from their
// own look below. Writes content/work/<slug>/quote.jpg (400 x 400), which the project's text lists as
// its portrait picture; the build stage makes the site's variants from it.
//   node art/studio/quotes.mjs             every project
//   node art/studio/quotes.mjs faceit      one (or several)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { portraitSVG } from './portrait.mjs';
import { contentDir } from '../work/lib/pieces.mjs';

export const SIZE = 400;

// Who said it and how they look (the name and role are the project's text; this is the drawing).
export const LOOKS = {
  airfilter: { skin: 'fair', hair: 'blonde', style: 'long', age: 0.35, face: 0.94, jaw: 0.2, smile: 0.55, wear: 'blouse', cloth: '#D9D4CF', iris: '#5F7F96' },
  blogr: { skin: 'deep', hair: 'black', style: 'buzz', beard: 'stubble', age: 0.3, face: 1.04, jaw: 0.8, smile: 0.6, wear: 'shirt', cloth: '#E8E4DF', lips: 1.2 },
  'boxed-water': { skin: 'olive', hair: 'darkBrown', style: 'wave', earrings: true, age: 0.42, face: 0.97, jaw: 0.35, smile: 0.4, wear: 'jacket', cloth: '#3B3A3E' },
  builder: { skin: 'fair', hair: 'salt', style: 'crop', beard: 'short', glasses: 'square', age: 0.72, face: 1.06, jaw: 0.9, smile: 0.3, wear: 'jacket', cloth: '#4C5560', under: '#E9E6E1', brows: 1.2 },
  camp: { skin: 'light', hair: 'black', style: 'fringe', age: 0.3, face: 0.93, jaw: 0.15, smile: 0.5, eyes: 'hooded', wear: 'roll', cloth: '#8C8A86' },
  express: { skin: 'tan', hair: 'black', style: 'crop', beard: 'short', age: 0.45, face: 1.02, jaw: 0.7, smile: 0.35, wear: 'shirt', cloth: '#B8C4D0', nose: 1.1 },
  eyecam: { skin: 'fair', hair: 'silver', style: 'bun', glasses: 'round', age: 0.9, face: 0.95, jaw: 0.25, smile: 0.5, wear: 'roll', cloth: '#6B7257', eyes: 'hooded' },
  faceit: { skin: 'light', hair: 'auburn', style: 'bob', glasses: 'cat', age: 0.58, face: 0.98, jaw: 0.3, smile: 0.55, wear: 'blouse', cloth: '#C7B8D6', earrings: true },
  loopstudios: { skin: 'brown', hair: 'black', style: 'curls', beard: 'moustache', age: 0.25, face: 1, jaw: 0.6, smile: 0.2, wear: 'tee', cloth: '#2F2E33', lips: 1.2 },
  photon: { skin: 'fair', hair: 'brown', style: 'long', age: 0.5, face: 0.96, jaw: 0.3, smile: 0.2, wear: 'roll', cloth: '#1F1E22', eyes: 'round', iris: '#6B7B5A' },
  science: { skin: 'deep', hair: 'black', style: 'buzz', glasses: 'round', earrings: true, age: 0.38, face: 0.98, jaw: 0.3, smile: 0.8, wear: 'crew', cloth: '#E7816B', lips: 1.3 },
  'tim-brown': { skin: 'light', hair: 'brown', style: 'crop', beard: 'full', age: 0.5, face: 1.03, jaw: 0.8, smile: 0.25, wear: 'crew', cloth: '#3A3936', brows: 1.3 },
  todo: { skin: 'tan', hair: 'darkBrown', style: 'crop', beard: 'stubble', age: 0.3, face: 0.98, jaw: 0.6, smile: 0.7, wear: 'tee', cloth: '#CFC9C2' },
  transfer: { skin: 'olive', hair: 'black', style: 'bun', age: 0.35, face: 0.92, jaw: 0.2, smile: 0.45, wear: 'shirt', cloth: '#F2F0EC', eyes: 'almond', earrings: true },
};

/** A quote's portrait: head and shoulders, square. */
export function quoteSVG(slug) {
  // 16 px of bleed below, cut off when drawn: the print's ragged edge pulls the ground in at the foot.
  return portraitSVG(LOOKS[slug], { id: `q-${slug}`, finish: 'print', view: [50, 64, 300, 300 + (16 * 300) / SIZE], size: [SIZE, SIZE + 16] });
}

export const quoteFile = (slug) => path.join(contentDir, 'work', slug, 'quote.jpg');

/** The portrait as the JPEG the project lists; sharp (librsvg, filters included) draws the same
 *  bytes from the same look, so the art tests can tell a look changed since it was drawn. */
export async function drawnQuote(slug) {
  const png = await sharp(Buffer.from(quoteSVG(slug))).extract({ left: 0, top: 0, width: SIZE, height: SIZE }).png().toBuffer();
  return sharp(png).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
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
