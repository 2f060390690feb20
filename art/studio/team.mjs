// The team's portraits, in the studio's portrait system (portrait.mjs): each person painted in tone
// from their own look below (face, jaw, eyes, hair, beard, glasses, what they wear), printed in the
// brand's dark ink on paper and cut out on its peach, as an editorial portrait is. The same hand as the
// faces beside the case studies' quotes (quotes.mjs) and the icons of the home page's qualities.
// Writes each as a JPEG into the person's folder, content/team/<slug>/portrait.jpg (their words are in
// person.toml beside it); make generate makes the site's variants.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { portraitSVG } from './portrait.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const teamDir = path.join(root, 'content/team');
const SIZE = 704; // the file's side; /about shows it up to 352 px wide, 704 on a 2x screen

// Each person as drawn (see portrait.mjs for what each field means).
export const LOOKS = {
  'amara-okafor': { skin: 'brown', hair: 'black', style: 'knots', earrings: true, age: 0.25, face: 0.97, jaw: 0.3, smile: 0.85, wear: 'crew', cloth: '#333136', lips: 1.3, nose: 0.95 },
  'ines-carvalho': { skin: 'olive', hair: 'darkBrown', style: 'bun', glasses: 'round', age: 0.45, face: 0.93, jaw: 0.2, smile: 0.35, wear: 'roll', cloth: '#E7816B', eyes: 'almond', nose: 1.08 },
  'kwame-mensah': { skin: 'deep', hair: 'black', style: 'buzz', beard: 'full', age: 0.35, face: 1.06, jaw: 0.9, smile: 0.7, wear: 'shirt', cloth: '#333136', brows: 1.25, lips: 1.2 },
  'mei-lin-zhou': { skin: 'light', hair: 'black', style: 'fringe', age: 0.22, face: 0.95, jaw: 0.2, smile: 0.45, eyes: 'hooded', wear: 'shirt', cloth: '#E7816B', nose: 0.92 },
  'priya-raman': { skin: 'tan', hair: 'black', style: 'wave', earrings: true, age: 0.3, face: 0.94, jaw: 0.25, smile: 0.3, wear: 'blouse', cloth: '#FFAD9B', brows: 1.15, iris: '#2E1C12' },
  'sam-whitlock': { skin: 'fair', hair: 'darkBrown', style: 'crop', beard: 'stubble', age: 0.4, face: 1.02, jaw: 0.75, smile: 0.3, wear: 'shirt', cloth: '#FFAD9B', iris: '#4F6E84' },
  'tom-abernethy': { skin: 'fair', hair: 'brown', style: 'crop', beard: 'full', age: 0.5, face: 1.04, jaw: 0.85, smile: 0.6, wear: 'crew', cloth: '#333136', brows: 1.2, eyeGap: 34 },
};

/** The people of content/team, by their folders' names. */
export function teamSlugs() {
  return readdirSync(teamDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
}

// The drawing runs on past the square's foot: the print's ragged edge would otherwise pull the
// ground in along the bottom; the PNG is cut to the square.
const BLEED = 24;

/** A person's portrait as one SVG: head and shoulders, air above the hair, and a bleed below. */
export function framed(look, slug = 'p') {
  return portraitSVG(look, { id: slug, finish: 'print', view: [0, 14, 400, 400 + (BLEED * 400) / SIZE], size: [SIZE, SIZE + BLEED] });
}

/** The portrait as a JPEG (its grain would make a PNG ten times the size); sharp (librsvg, filters
 *  included) draws the same bytes from the same look. */
export async function drawn(look, slug = 'p') {
  const png = await sharp(Buffer.from(framed(look, slug))).extract({ left: 0, top: 0, width: SIZE, height: SIZE }).png().toBuffer();
  return sharp(png).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}

/** The portrait's file, as a photographer would hand it over: content/team/<slug>/portrait.jpg. */
export const portraitFile = (slug) => path.join(teamDir, slug, 'portrait.jpg');

async function main() {
  const slugs = teamSlugs();
  const missing = slugs.filter((slug) => !LOOKS[slug]);
  if (missing.length) throw new Error(`no look for: ${missing.join(', ')}`);
  for (const slug of slugs) writeFileSync(portraitFile(slug), await drawn(LOOKS[slug]));
  console.log(`team: ${slugs.length} portraits in content/team/<slug>/portrait.jpg (make generate makes their variants)`);
}

// Run, not imported (the tests import drawn() to check the committed files are current).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
