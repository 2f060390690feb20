// Writes the site's two fonts into static/fonts/, each cut down to the characters that the
// stylesheet's @font-face rule for it names in its unicode-range (the site's copy is ASCII and a
// handful of others):
//   - jost.woff2, the text: Jost's variable font held to the two weights the pages set (400 and 500,
//     one wght axis from 400 to 500). One file of 9.5 KiB, not two static weights of 5.5 KiB each: on
//     Lighthouse's slow phone over HTTP/1.1, every font is a connection of its own before the largest
//     paint, and their bytes share one slow link.
//   - fraunces.woff2, the headings' voice: Fraunces' variable font pinned to one instance (weight 600,
//     the display optical size, half soft, no wonky letters), with no glyph that only a layout feature
//     reaches (the alternates), 11 KiB: each axis kept would cost the file more than the font.
// The stylesheet is the one list of characters: one outside it is drawn in the fallback font, and the
// Go tests fail when a page's text uses one (server/fonts_test.go). e2e/visits.test.mjs checks the
// served files against these subsets.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import fraunces from '@capsizecss/metrics/fraunces';
import jost from '@capsizecss/metrics/jost';
import roboto from '@capsizecss/metrics/roboto';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The fonts the site serves: where each is cut from (as its package ships it, scripts/fonts/README.md),
 *  how, and the local faces scaled to its metrics that stand in for it until it is there. */
export const FONTS = [
  {
    family: 'Jost', file: 'static/fonts/jost.woff2', source: 'scripts/fonts/jost-latin-wght-normal.woff2',
    // The weights the pages set: the file's wght axis runs from the first to the last.
    weights: [400, 500],
    options: { variationAxes: { wght: { min: 400, max: 500 } } },
    metrics: [jost, arial, roboto],
  },
  {
    family: 'Fraunces', file: 'static/fonts/fraunces.woff2', source: 'scripts/fonts/fraunces-latin-full-normal.woff2',
    weights: [600],
    options: { variationAxes: { wght: 600, opsz: 144, SOFT: 50, WONK: 0 }, noLayoutClosure: true },
    // No local face stands in for it: without it the voice is Jost (base.css, --serif).
    metrics: [fraunces],
  },
];

/** The characters of a CSS unicode-range ("U+0020-007E, U+00B7"). */
function characters(unicodeRange) {
  let chars = '';
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
    for (let c = from; c <= to; c += 1) chars += String.fromCodePoint(c);
  }
  return chars;
}

/** The font's source file, cut as FONTS says to the unicode-range of the site stylesheet's
 *  @font-face for its file. */
export async function subset(font) {
  const css = readFileSync(join(root, 'styles/base.css'), 'utf8');
  const name = font.file.split('/').at(-1).replace('.', '\\.');
  const face = css.match(new RegExp(`@font-face\\s*{[^}]*${name}[^}]*}`))?.[0];
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`styles/base.css has no @font-face with a unicode-range for ${font.file}`);
  return subsetFont(readFileSync(join(root, font.source)), characters(range), { targetFormat: 'woff2', ...font.options });
}

/** The local faces that stand in for a font, scaled and spaced to its metrics by capsize, as the
 *  stylesheet's @font-face rules declare them: [{ fontFamily, ascentOverride, …, sizeAdjust }]. */
export function fallbackFaces(font) {
  return createFontStack(font.metrics, { fontFaceFormat: 'styleObject' }).fontFaces
    .map((face) => face['@font-face']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const font of FONTS) {
    mkdirSync(dirname(join(root, font.file)), { recursive: true });
    const bytes = await subset(font);
    writeFileSync(join(root, font.file), bytes);
    console.log(`${font.file}: ${bytes.length} bytes`);
  }
}
