// Writes the Jost the site uses into static/fonts/jost.woff2: the variable font held to the two
// weights the pages set (400 and 500, one wght axis from 400 to 500) and cut down to the characters
// that the stylesheet's @font-face rule names in its unicode-range (the site's copy is ASCII and a
// handful of others). One file of 9.5 KiB, not two static weights of 5.5 KiB each: on Lighthouse's
// slow phone over HTTP/1.1, a second font is a second connection opened before the largest paint,
// one round trip more than the first (which takes the page's own, already open). The stylesheet is the
// one list of characters: one outside it is drawn in the fallback font, and the Go tests fail when a
// page's text uses one (server/fonts_test.go). e2e/visits.test.mjs checks the served file against
// jostSubset.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import jost from '@capsizecss/metrics/jost';
import roboto from '@capsizecss/metrics/roboto';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Jost's variable Latin file, as @fontsource-variable/jost 5.3.0 ships it (scripts/fonts/README.md).
const source = join(root, 'scripts/fonts/jost-latin-wght-normal.woff2');
export const FONT_FILE = 'static/fonts/jost.woff2';
/** The weights the pages set: the file's wght axis runs from the first to the last. */
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

/** Jost's variable Latin file, its weight axis held to WEIGHTS, cut to the unicode-range of the
 *  site stylesheet's @font-face for it. */
export async function jostSubset() {
  const css = readFileSync(join(root, 'static/css/site.css'), 'utf8');
  const face = css.match(/@font-face\s*{[^}]*jost\.woff2[^}]*}/)?.[0];
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error('static/css/site.css has no @font-face with a unicode-range for jost.woff2');
  return subsetFont(readFileSync(source), characters(range), {
    targetFormat: 'woff2', variationAxes: { wght: { min: WEIGHTS[0], max: WEIGHTS.at(-1) } },
  });
}

/** The local faces that stand in for Jost, scaled and spaced to its metrics by capsize, as the
 *  stylesheet's @font-face rules declare them: [{ fontFamily, ascentOverride, …, sizeAdjust }]. */
export function fallbackFaces() {
  return createFontStack([jost, arial, roboto], { fontFaceFormat: 'styleObject' }).fontFaces
    .map((face) => face['@font-face']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(dirname(join(root, FONT_FILE)), { recursive: true });
  const subset = await jostSubset();
  writeFileSync(join(root, FONT_FILE), subset);
  console.log(`${FONT_FILE}: ${subset.length} bytes`);
}
