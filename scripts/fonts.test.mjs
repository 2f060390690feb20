// @vitest-environment node
// The stylesheet's fallback faces for each font carry capsize's metric overrides, and the font stacks
// name them right after the font, so a slow first visit keeps its line breaks.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { FONTS, fallbackFaces, subset } from './fonts.mjs';

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../styles/base.css'), 'utf8');
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The descriptors of the stylesheet's @font-face rule for `family` ({ 'size-adjust': '96.007%', … }). */
function faceRule(family) {
  const rule = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1])
    .find((body) => body.includes(`font-family: ${family};`));
  if (!rule) return null;
  return Object.fromEntries(rule.split(';').map((d) => d.trim()).filter((d) => d && !d.startsWith('/*'))
    .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]));
}

// Where each font is named first: the text in Jost (--sans), the headings' voice in Fraunces (--serif).
const STACKS = {
  Jost: () => css.match(/--sans:\s*([^;]+);/)[1],
  Fraunces: () => css.match(/--serif:\s*([^;]+);/)[1],
};

for (const font of FONTS) {
  describe(`${font.family} fallback faces`, () => {
    for (const face of fallbackFaces(font)) {
      test(`${face.fontFamily} is declared with capsize's overrides`, () => {
        const rule = faceRule(face.fontFamily);
        expect(rule, `no @font-face for ${face.fontFamily} in base.css`).not.toBeNull();
        for (const [name, value] of Object.entries(face)) {
          if (name === 'fontFamily' || name === 'src') continue;
          expect(rule[kebab(name)], kebab(name)).toBe(value);
        }
        // Every local name capsize knows stays in the list (the stylesheet may add metric twins).
        for (const local of face.src.match(/local\('[^']+'\)/g)) expect(rule.src).toContain(local.replace(/'/g, '"'));
      });
    }

    test(`the font stack tries them right after ${font.family}`, () => {
      const stack = STACKS[font.family]();
      expect(stack.startsWith([`"${font.family}"`, ...fallbackFaces(font).map((f) => f.fontFamily)].join(', '))).toBe(true);
    });
  });

  // The committed file is what scripts/fonts.mjs makes now: the source cut as FONTS says to its
  // @font-face's unicode-range (e2e/visits.test.mjs holds the served font to this file).
  test(`${font.file} is fresh`, async () => {
    const committed = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', font.file));
    expect(Buffer.from(await subset(font)).equals(committed)).toBe(true);
  });
}
