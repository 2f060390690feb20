// The art tool's own runner (node --test), with the few matchers these tests use.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contentBox, endBetweenLines, evenFrame } from './crop.mjs';

const expect = (actual) => ({
  toBe: (want) => assert.equal(actual, want),
  toEqual: (want) => assert.deepEqual(actual, want),
  toBeCloseTo: (want, digits = 2) => assert.ok(Math.abs(actual - want) < 10 ** -digits / 2, `${actual} is not close to ${want}`),
  toBeLessThanOrEqual: (limit) => assert.ok(actual <= limit, `${actual} > ${limit}`),
  toBeGreaterThan: (limit) => assert.ok(actual > limit, `${actual} <= ${limit}`),
});
const each = (rows) => (name, fn) => rows.forEach((row) => test(name.replace('%s', row[0]), () => fn(...row)));

// A headline of three 100 px words across the top, and a line of small words lower down.
const headline = [0, 1, 2].map((i) => ({ x: 100 + i * 260, y: 100, width: 220, height: 100 }));
const line = [0, 1, 2, 3, 4].map((i) => ({ x: 100 + i * 120, y: 500, width: 100, height: 20 }));
const words = [...headline, ...line];

/** A raw RGB image of width x height in the ground colour, with the boxes painted in other colours. */
function image(width, height, ground, boxes = []) {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) data.set(ground, i * 3);
  for (const { x, y, w, h, colour } of boxes) {
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) data.set(colour, (j * width + i) * 3);
  }
  return { data, info: { width, height, channels: 3 } };
}

describe('contentBox', () => {
  const navy = [19, 32, 58];
  each([
    ['a card of its own colour is its whole box', [{ x: 10, y: 20, w: 50, h: 30, colour: [255, 253, 248] }], { x: 10, y: 20, width: 50, height: 30 }],
    ['type on the ground is the box of its ink', [{ x: 30, y: 40, w: 5, h: 8, colour: [240, 240, 240] }, { x: 70, y: 44, w: 6, h: 4, colour: [240, 240, 240] }], { x: 30, y: 40, width: 46, height: 8 }],
    ['anti-aliasing a few levels off the ground is ground', [{ x: 0, y: 0, w: 100, h: 2, colour: [22, 35, 61] }, { x: 50, y: 50, w: 1, h: 1, colour: [255, 255, 255] }], { x: 50, y: 50, width: 1, height: 1 }],
  ])('%s', (_, boxes, want) => {
    const { data, info } = image(100, 80, navy, boxes);
    expect(contentBox(data, info, navy, 4)).toEqual(want);
  });

  test('a pale panel on white is the work\'s (Boxed Water\'s board), so its edges stay', () => {
    const { data, info } = image(100, 80, [255, 255, 255], [{ x: 20, y: 10, w: 40, h: 60, colour: [246, 243, 236] }]);
    expect(contentBox(data, info, [255, 255, 255], 4)).toEqual({ x: 20, y: 10, width: 40, height: 60 });
  });

  test('an image that is all ground shows nothing', () => {
    const { data, info } = image(20, 20, navy);
    expect(contentBox(data, info, navy)).toBe(null);
  });

  test('reads a fourth channel as sharp gives it (RGBA)', () => {
    const { data } = image(4, 1, [0, 0, 0], [{ x: 2, y: 0, w: 1, h: 1, colour: [200, 0, 0] }]);
    const rgba = new Uint8Array(16);
    for (let i = 0; i < 4; i++) rgba.set([...data.slice(i * 3, i * 3 + 3), 255], i * 4);
    expect(contentBox(rgba, { width: 4, height: 1, channels: 4 }, [0, 0, 0])).toEqual({ x: 2, y: 0, width: 1, height: 1 });
  });
});

describe('evenFrame', () => {
  each([
    ['a wide card', 560, 185],
    ['a tall panel', 188, 500],
    ['a square sticker', 219, 219],
    ['an odd size', 351, 77],
  ])('sets %s in the middle of a 4:3 frame, opposite margins within a pixel', (_, width, height) => {
    const f = evenFrame(width, height);
    expect(f.left + width + f.right).toBe(f.width);
    expect(f.top + height + f.bottom).toBe(f.height);
    expect(Math.abs(f.left - f.right)).toBeLessThanOrEqual(1);
    expect(Math.abs(f.top - f.bottom)).toBeLessThanOrEqual(1);
    expect(f.width / f.height).toBeCloseTo(4 / 3, 2);
    // The part takes `fill` (0.8) of the tighter side, never more: the margin is there on all four.
    expect(Math.max(width / f.width, height / f.height)).toBeLessThanOrEqual(0.8);
    expect(Math.max(width / f.width, height / f.height)).toBeGreaterThan(0.79);
  });

  test('a fuller fill leaves a narrower margin', () => {
    expect(evenFrame(400, 100, { fill: 0.9 }).left).toBe(22);
    expect(evenFrame(400, 100, { fill: 0.5 }).left).toBe(200);
  });
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
