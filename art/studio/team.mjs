// The team's portraits, in the studio's portrait series (riso.mjs): each person drawn in flat shapes
// from their own look below and printed as a risograph would, in the brand's peach, light peach and
// dark on cream paper. The same hand as the faces beside the case studies' quotes (quotes.mjs) and the
// icons of the home page's qualities (values.mjs).
// Writes each as a JPEG into the person's folder, content/team/<slug>/portrait.jpg (their words are in
// person.toml beside it); make generate makes the site's variants.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { plates, print } from './riso.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const teamDir = path.join(root, 'content/team');
const SIZE = 704; // the file's side; /about shows it up to 352 px wide, 704 on a 2x screen

// Each person as drawn (see riso.mjs for what each field means): no two alike in head, hair, age,
// skin, brows, glasses or beard, what they wear, which way they turn, the shape behind them.
export const LOOKS = {
  'amara-okafor': { skin: 'brown', hair: 'black', style: 'knots', earrings: 'hoop', age: 0.25, face: 0.96, jaw: 0.3, smile: 0.85, turn: 0.35, tilt: -4, wear: 'crew', cloth: 'dark', lips: 1.3, nose: 0.9, nw: 1.3, backdrop: 'arch' },
  'ines-carvalho': { skin: 'olive', hair: 'darkBrown', style: 'bun', glasses: 'round', age: 0.48, face: 0.92, long: 1.06, jaw: 0.2, smile: 0.3, turn: 0.4, wear: 'roll', cloth: 'dark', eyes: 'almond', nose: 1.12, backdrop: 'arch' },
  'kwame-mensah': { skin: 'deep', hair: 'black', style: 'buzz', beard: 'full', age: 0.35, face: 1.08, jaw: 0.9, smile: 0.8, turn: -0.3, tilt: 3, wear: 'shirt', cloth: 'rust', brows: 1.3, lips: 1.2, nw: 1.3, backdrop: 'half' },
  'mei-lin-zhou': { skin: 'light', hair: 'black', style: 'bob', age: 0.22, face: 0.94, long: 0.96, jaw: 0.2, smile: 0.45, eyes: 'hooded', turn: 0.25, wear: 'stripes', nose: 0.85, backdrop: 'ring' },
  'priya-raman': { skin: 'tan', hair: 'black', style: 'wave', earrings: 'stud', age: 0.3, face: 0.93, jaw: 0.25, smile: 0.35, turn: 0.3, tilt: -5, wear: 'blouse', cloth: 'light', brows: 1.2, backdrop: 'disc' },
  'sam-whitlock': { skin: 'fair', hair: 'darkBrown', style: 'side', age: 0.38, face: 0.95, long: 1.1, jaw: 0.6, smile: 0.15, smirk: 0.6, turn: -0.4, tilt: 3, wear: 'shirt', cloth: 'cream', backdrop: 'disc' },
  'tom-abernethy': { skin: 'fair', hair: 'salt', style: 'swept', recede: 0.6, beard: 'full', beardInk: 'salt', glasses: 'square', age: 0.58, face: 1.1, long: 0.96, jaw: 0.9, smile: 0.75, turn: -0.25, wear: 'crew', cloth: 'dark', brows: 1.3, backdrop: 'slab' },
};

/** The people of content/team, by their folders' names. */
export function teamSlugs() {
  return readdirSync(teamDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
}

/** A person's plates (riso.mjs) as one string: head and shoulders on the 400 x 400 board. */
export function framed(look) {
  const { base, key } = plates(look, { seed: seedOf(look), size: [SIZE, SIZE] });
  return base + key;
}

// The grain's seed is the look itself, so each print has a grain of its own and the same look the same.
const seedOf = (look) => JSON.stringify(look);

/** The portrait as a JPEG (its grain would make a PNG ten times the size); the same look gives the
 *  same bytes (sharp draws the plates, the grain is seeded). */
export async function drawn(look) {
  const seed = seedOf(look);
  const img = await print(plates(look, { seed, size: [SIZE, SIZE] }), { size: [SIZE, SIZE], seed });
  return img.jpeg({ quality: 86, mozjpeg: true }).toBuffer();
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
