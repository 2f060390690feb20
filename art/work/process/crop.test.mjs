// The art tool's own runner (node --test), with the few matchers these tests use.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cutWords, endBetweenLines, wholeWords } from './crop.mjs';

const expect = (actual) => ({
  toBe: (want) => assert.equal(actual, want),
  toEqual: (want) => assert.deepEqual(actual, want),
  toBeCloseTo: (want, digits = 2) => assert.ok(Math.abs(actual - want) < 10 ** -digits / 2, `${actual} is not close to ${want}`),
  toBeLessThanOrEqual: (limit) => assert.ok(actual <= limit, `${actual} > ${limit}`),
  toBeGreaterThan: (limit) => assert.ok(actual > limit, `${actual} <= ${limit}`),
});
const each = (rows) => (name, fn) => rows.forEach((row) => test(name.replace('%s', row[0]), () => fn(...row)));

const frame = { width: 1200, height: 900 };
// A headline of three 100 px words across the top, and a line of small words lower down.
const headline = [0, 1, 2].map((i) => ({ x: 100 + i * 260, y: 100, width: 220, height: 100 }));
const line = [0, 1, 2, 3, 4].map((i) => ({ x: 100 + i * 120, y: 500, width: 100, height: 20 }));
const words = [...headline, ...line];

describe('cutWords', () => {
  each([
    ['a window holding the whole headline', { x: 40, y: 60, width: 840, height: 630 }, 0],
    ['a window ending inside the second word', { x: 40, y: 60, width: 400, height: 300 }, 1],
    ['a window through the headline\'s lower half', { x: 0, y: 150, width: 400, height: 300 }, 2],
    ['a window beside every word', { x: 0, y: 600, width: 400, height: 300 }, 0],
  ])('%s', (_, window, cut) => {
    expect(cutWords(window, words)).toBe(cut);
  });

  test('an italic overhang counts: a window that ends at the word box itself cuts it', () => {
    expect(cutWords({ x: 100, y: 60, width: 220, height: 165 }, [headline[0]])).toBe(1);
  });
});

describe('wholeWords', () => {
  test('moves a window that cuts a word to one that cuts none, staying close', () => {
    const cutting = { frame: 0, x: 0, y: 150, width: 400, height: 300 };
    const moved = wholeWords(cutting, words, frame);
    expect(cutWords(moved, words)).toBe(0);
    expect(moved.width / moved.height).toBeCloseTo(4 / 3, 1);
    expect(Math.abs(moved.x - cutting.x) + Math.abs(moved.y - cutting.y)).toBeLessThanOrEqual(cutting.width);
    expect(moved.frame).toBe(0);
  });

  test('leaves a window that cuts nothing where it is', () => {
    const clean = { frame: 1, x: 40, y: 60, width: 840, height: 630 };
    expect(wholeWords(clean, words, frame)).toEqual(clean);
  });

  test('stays inside its frame', () => {
    const w = wholeWords({ frame: 0, x: 900, y: 700, width: 300, height: 225 }, words, frame);
    expect(w.x + w.width).toBeLessThanOrEqual(frame.width);
    expect(w.y + w.height).toBeLessThanOrEqual(frame.height);
  });
});

test('wholeWords widens a window to hold a long word whole, but never past maxWidth', () => {
  const long = [{ x: 100, y: 100, width: 500, height: 100 }];
  const window = { frame: 0, x: 100, y: 50, width: 400, height: 300 };
  const widened = wholeWords(window, long, frame);
  expect(cutWords(widened, long)).toBe(0);
  expect(widened.width).toBeGreaterThan(400);
  const capped = wholeWords(window, long, frame, { maxWidth: 420 });
  expect(capped.width).toBeLessThanOrEqual(420);
  expect(cutWords(capped, long)).toBe(1);
});

test('wholeWords never lets go of the part a window was chosen for', () => {
  // This window cuts two headline words. Left free, it slips down below them; told to keep the first
  // word, it must widen to hold the second whole instead.
  const window = { frame: 0, x: 0, y: 150, width: 400, height: 300 };
  const keep = { x: 100, y: 100, w: 220, h: 100 };
  const holds = (w) => w.x <= keep.x && w.y <= keep.y && w.x + w.width >= keep.x + keep.w && w.y + w.height >= keep.y + keep.h;
  const free = wholeWords(window, words, frame);
  const kept = wholeWords(window, words, frame, { keep });
  expect(holds(free)).toBe(false);
  expect(holds(kept)).toBe(true);
  expect(cutWords(kept, words)).toBe(0);
});

describe('endBetweenLines', () => {
  test('a cut that crosses no word stays where it is', () => {
    expect(endBetweenLines(400, words)).toBe(400);
  });

  test('a cut through a line moves above it, with a gap', () => {
    expect(endBetweenLines(510, words)).toBe(500 - 24);
  });

  test('small print, a picture\'s, may be cut', () => {
    expect(endBetweenLines(510, words, { minHeight: 24 })).toBe(510);
    expect(endBetweenLines(150, words, { minHeight: 24 })).toBe(100 - 24);
  });

  test('a cut moved into another line moves above that one too', () => {
    const stacked = [{ x: 0, y: 100, width: 50, height: 40 }, { x: 0, y: 150, width: 50, height: 40 }];
    expect(endBetweenLines(170, stacked, { gap: 20 })).toBe(100 - 20);
  });
});
