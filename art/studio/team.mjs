// The team's portraits: one drawn system for everyone, Open Peeps (Pablo Stanley, CC0 1.0) through
// @dicebear/open-peeps, each person's look chosen below rather than drawn by lot, recoloured to the
// brand: clothes in peach, light peach or dark grey, on a light grey or light peach ground.
// Writes each as a PNG into the person's folder, content/team/<slug>/portrait.png (their words are in
// person.toml beside it); make generate makes the site's variants.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createAvatar } from '@dicebear/core';
import * as openPeeps from '@dicebear/open-peeps';
import sharp from 'sharp';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const teamDir = path.join(root, 'content/team');
const SIZE = 704; // Open Peeps draws on a 704 x 704 board

const PEACH = 'E7816B';
const LIGHT_PEACH = 'FFAD9B';
const DARK = '333136';
const LIGHT_GREY = 'F1F3F5';
const GROUND_PEACH = 'FBD9D0';

// Each person as drawn: Open Peeps' parts by name (see the package's schema), skin, hair and clothes.
export const LOOKS = {
  'ines-carvalho': { head: 'bun2', face: 'calm', accessories: 'glasses2', skin: 'edb98a', hair: '2c1b18', clothes: PEACH, ground: LIGHT_GREY },
  'kwame-mensah': { head: 'shaved2', face: 'calm', facialHair: 'full', skin: '694d3d', hair: '2c1b18', clothes: DARK, ground: GROUND_PEACH },
  'priya-raman': { head: 'long', face: 'smile', skin: 'd08b5b', hair: '2c1b18', clothes: LIGHT_PEACH, ground: LIGHT_GREY },
  'tom-abernethy': { head: 'pomp', face: 'smile', facialHair: 'full3', skin: 'ffdbb4', hair: '4a312c', clothes: DARK, ground: GROUND_PEACH },
  'mei-lin-zhou': { head: 'mediumBangs', face: 'smile', skin: 'ffdbb4', hair: '2c1b18', clothes: PEACH, ground: LIGHT_GREY },
  'sam-whitlock': { head: 'flatTop', face: 'smile', skin: 'edb98a', hair: 'a55728', clothes: LIGHT_PEACH, ground: GROUND_PEACH },
  'amara-okafor': { head: 'bantuKnots', face: 'cute', skin: 'ae5d29', hair: '2c1b18', clothes: DARK, ground: LIGHT_GREY },
};

export function portrait(look) {
  const svg = createAvatar(openPeeps, {
    seed: look.head,
    head: [look.head],
    face: [look.face],
    accessories: look.accessories ? [look.accessories] : [],
    accessoriesProbability: look.accessories ? 100 : 0,
    facialHair: look.facialHair ? [look.facialHair] : [],
    facialHairProbability: look.facialHair ? 100 : 0,
    maskProbability: 0,
    skinColor: [look.skin],
    headContrastColor: [look.hair],
    clothingColor: [look.clothes],
    backgroundColor: [look.ground],
  }).toString();
  // The licence needs no notice (CC0); README credits the source. The RDF block is a third of the bytes.
  return svg.replace(/<metadata[\s\S]*?<\/metadata>/, '').replace(/\s+shape-rendering="auto"/, '');
}

/** The people of content/team, by their folders' names. */
export function teamSlugs() {
  return readdirSync(teamDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
}

/** A person's portrait as one square SVG. Open Peeps draws heads to the board's top edge, and a bun
 *  or a top knot ran off it: the person stands a tenth smaller, shoulders still on the lower edge. */
export function framed(look) {
  return portrait(look).replace(/(<g mask="url\(#[^"]+\)"><rect [^>]*\/>)([\s\S]*)(<\/g>)(<\/svg>)$/,
    `$1<g transform="translate(${SIZE * 0.05} ${SIZE * 0.1}) scale(0.9)">$2</g>$3$4`);
}

/** The portrait as a PNG; sharp draws the same bytes from the same look. */
export async function drawn(look) {
  const svg = framed(look).replace('<svg ', `<svg width="${SIZE}" height="${SIZE}" `);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** The portrait's file, as a photographer would hand it over: content/team/<slug>/portrait.png. */
export const portraitFile = (slug) => path.join(teamDir, slug, 'portrait.png');

async function main() {
  const slugs = teamSlugs();
  const missing = slugs.filter((slug) => !LOOKS[slug]);
  if (missing.length) throw new Error(`no look for: ${missing.join(', ')}`);
  for (const slug of slugs) writeFileSync(portraitFile(slug), await drawn(LOOKS[slug]));
  console.log(`team: ${slugs.length} portraits in content/team/<slug>/portrait.png (make generate makes their variants)`);
}

// Run, not imported (the tests import the looks to check every person has one).
if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
