// @vitest-environment node
// The stylesheet's fallback faces for Jost carry capsize's metric overrides, and the page's font stack
// names them right after Jost, so a slow first visit keeps Jost's line breaks.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { FONT_FILE, fallbackFaces, jostSubset } from './fonts.mjs';

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../static/css/site.css'), 'utf8');
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The descriptors of the stylesheet's @font-face rule for `family` ({ 'size-adjust': '96.007%', … }). */
function faceRule(family) {
  const rule = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1])
    .find((body) => body.includes(`font-family: ${family};`));
  if (!rule) return null;
  return Object.fromEntries(rule.split(';').map((d) => d.trim()).filter((d) => d && !d.startsWith('/*'))
    .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]));
}

describe('Jost fallback faces', () => {
  for (const face of fallbackFaces()) {
    test(`${face.fontFamily} is declared with capsize's overrides`, () => {
      const rule = faceRule(face.fontFamily);
      expect(rule, `no @font-face for ${face.fontFamily} in site.css`).not.toBeNull();
      for (const [name, value] of Object.entries(face)) {
        if (name === 'fontFamily' || name === 'src') continue;
        expect(rule[kebab(name)], kebab(name)).toBe(value);
      }
      // Every local name capsize knows stays in the list (the stylesheet may add metric twins).
      for (const local of face.src.match(/local\('[^']+'\)/g)) expect(rule.src).toContain(local.replace(/'/g, '"'));
    });
  }

  test('the page font stack tries them right after Jost', () => {
    const stack = css.match(/body\s*{[^}]*font-family:\s*([^;]+);/)[1];
    expect(stack.startsWith(['"Jost"', ...fallbackFaces().map((f) => f.fontFamily)].join(', '))).toBe(true);
  });
});

// The committed file is what scripts/fonts.mjs makes now: Jost's variable Latin file, its weight held
// to the site's two, cut to its @font-face's unicode-range (e2e/visits.test.mjs holds the served font
// to this file).
test(`${FONT_FILE} is fresh`, async () => {
  const committed = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', FONT_FILE));
  expect(Buffer.from(await jostSubset()).equals(committed)).toBe(true);
});
