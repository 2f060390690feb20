// The team's portraits: one drawn system for everyone, Open Peeps (Pablo Stanley, CC0 1.0) through
// @dicebear/open-peeps, each person's look chosen below rather than drawn by lot, recoloured to the
// brand: clothes in peach, light peach or dark grey, on a light grey or light peach ground.
// Writes them all into one sprite, static/img/team.svg, a <view id="<slug>"> per member: /about shows
// a portrait as <img src="team.svg#<slug>">, so a phone fetches the team in one request, not seven.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createAvatar } from '@dicebear/core';
import * as openPeeps from '@dicebear/open-peeps';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const spriteFile = path.join(root, 'static/img/team.svg');
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

export function readTeam() {
  return JSON.parse(readFileSync(path.join(root, 'data/team.json'), 'utf8'));
}

/** The team's sprite: each portrait side by side, in its own <svg> and with its own <view>. */
export function sprite(team) {
  const parts = team.map((member, i) => {
    const svg = portrait(LOOKS[member.slug]);
    const body = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'))
      // Each portrait masks itself to its board; in one document the masks need names of their own.
      .replaceAll('viewboxMask', `${member.slug}-board`)
      // Open Peeps draws heads to the board's top edge, and a bun or a top knot ran off it: the person
      // stands a tenth smaller, shoulders still on the lower edge, with air above.
      .replace(/(<g mask="url\(#[^"]+\)"><rect [^>]*\/>)([\s\S]*)(<\/g>)$/, `$1<g transform="translate(${SIZE * 0.05} ${SIZE * 0.1}) scale(0.9)">$2</g>$3`);
    const x = i * SIZE;
    return `<view id="${member.slug}" viewBox="${x} 0 ${SIZE} ${SIZE}"/>`
      + `<svg x="${x}" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" fill="none">${body}</svg>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${team.length * SIZE} ${SIZE}">${parts.join('')}</svg>`;
}

function main() {
  const team = readTeam();
  const missing = team.filter((m) => !LOOKS[m.slug]).map((m) => m.slug);
  if (missing.length) throw new Error(`no look for: ${missing.join(', ')}`);
  const svg = sprite(team);
  writeFileSync(spriteFile, svg);
  console.log(`team: ${team.length} portraits, ${(svg.length / 1024).toFixed(1)} KiB of SVG in ${path.relative(root, spriteFile)}`);
}

// Run, not imported (the tests import portrait() to check the committed files are current).
if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
