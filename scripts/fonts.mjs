// Writes the two Jost weights the site uses (400, 500) into static/fonts, cut down to the characters
// that the stylesheet's @font-face rules name in their unicode-range: the site's copy is ASCII and a
// handful of others, so each file is under 6 KiB instead of the 10 KiB of @fontsource's Latin subset,
// and a phone on slow 4G paints sooner. (Two small files arrive sooner than one variable file of both
// weights: over HTTP/1.1 they share the line on two connections.) The stylesheet is the one list of
// characters: one outside it is drawn in the fallback font, and the Go tests fail when a page's text
// uses one (server/fonts_test.go). e2e/visits.test.mjs checks the served files against jostSubset.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import jost from '@capsizecss/metrics/jost';
import roboto from '@capsizecss/metrics/roboto';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(root, 'node_modules/@fontsource/jost/files');
const targetDir = join(root, 'static/fonts');
export const WEIGHTS = [400, 500];

/** The characters of a CSS unicode-range ("U+0020-007E, U+00B7"). */
function characters(unicodeRange) {
  let chars = '';
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
    for (let c = from; c <= to; c += 1) chars += String.fromCodePoint(c);
  }
  return chars;
}

/** Jost's Latin file of one weight, cut to the unicode-range of its @font-face in the site's stylesheet. */
export async function jostSubset(weight) {
  const css = readFileSync(join(root, 'static/css/site.css'), 'utf8');
  const face = css.match(new RegExp(`@font-face\\s*{[^}]*jost-${weight}\\.woff2[^}]*}`))?.[0];
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`static/css/site.css has no @font-face with a unicode-range for jost-${weight}.woff2`);
  const source = readFileSync(join(sourceDir, `jost-latin-${weight}-normal.woff2`));
  return subsetFont(source, characters(range), { targetFormat: 'woff2' });
}

/** The local faces that stand in for Jost, scaled and spaced to its metrics by capsize, as the
 *  stylesheet's @font-face rules declare them: [{ fontFamily, ascentOverride, …, sizeAdjust }]. */
export function fallbackFaces() {
  return createFontStack([jost, arial, roboto], { fontFaceFormat: 'styleObject' }).fontFaces
    .map((face) => face['@font-face']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(targetDir, { recursive: true });
  for (const weight of WEIGHTS) {
    const subset = await jostSubset(weight);
    writeFileSync(join(targetDir, `jost-${weight}.woff2`), subset);
    console.log(`static/fonts/jost-${weight}.woff2: ${subset.length} bytes`);
  }
}
