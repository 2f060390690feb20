// The clients' wordmarks for the home page's client list: each client's name set as its own piece sets
// it (art/work/pieces/<slug>/: the same typeface file, weight, tracking and mark), outlined to paths
// with fontkit so that no webfont travels with them, and printed in one ink. Each sits in a cell of
// one size (CELL), optically balanced: a wide wordmark is drawn lower, a compact one taller, so that
// every mark covers about the same area (AREA) and the page shows fourteen images of one size.
// Written into content/work/<slug>/wordmark.svg, named in the project's text file; make generate
// ships them. Deterministic: same code and fonts, same bytes.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { C, n } from './lib.mjs';

const artDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The cell every wordmark is drawn in, and the one ink they share. */
export const CELL = { width: 200, height: 72 };
export const INK = C.darkGrey;
/** The area a wordmark covers in its cell, and the most it may reach across or up. */
const AREA = 3300;
const MAX = { width: 168, height: 46 };

const fonts = new Map();
/** A face of one of the pieces' @fontsource packages: 'archivo', 800, 'normal'. */
function face(pkg, weight, style = 'normal') {
  const file = join(artDir, 'node_modules/@fontsource', pkg, 'files', `${pkg}-latin-${weight}-${style}.woff`);
  if (!fonts.has(file)) fonts.set(file, fontkit.create(readFileSync(file)));
  return fonts.get(file);
}

/** A line of type as outline commands in em units (the baseline at y 0, y down), with its advance. */
function typeset({ font, text, tracking = 0 }) {
  const run = font.layout(text);
  const unit = 1 / font.unitsPerEm;
  const commands = [];
  let x = 0;
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i];
    const ox = x + pos.xOffset * unit;
    const oy = -pos.yOffset * unit;
    for (const c of glyph.path.commands) {
      const args = [];
      for (let k = 0; k < c.args.length; k += 2) args.push(ox + c.args[k] * unit, oy - c.args[k + 1] * unit);
      commands.push({ command: c.command, args });
    }
    x += pos.xAdvance * unit + (i < run.glyphs.length - 1 ? tracking : 0);
  });
  // Where CSS's align-items: center puts a mark beside this line: the middle of its line box.
  const middle = -(font.ascent + font.descent) / 2 * unit;
  return { commands, advance: x, middle };
}

const LETTER = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' };

/** Outline commands as path data, scaled and moved: points rounded to a tenth, then written relative
 *  to the one before (shorter, and exact, as the deltas are of rounded points). */
function pathData(commands, s, dx, dy) {
  const r = (v) => Math.round(v * 10);
  let px = 0, py = 0, sx = 0, sy = 0;
  return commands.map((c) => {
    if (c.command === 'closePath') {
      [px, py] = [sx, sy];
      return 'z';
    }
    const pts = [];
    for (let i = 0; i < c.args.length; i += 2) pts.push([r(dx + c.args[i] * s), r(dy + c.args[i + 1] * s)]);
    const out = LETTER[c.command].toLowerCase() + pts.map(([x, y], i) => `${num(x - px, i > 0)}${num(y - py, true)}`).join('');
    [px, py] = pts[pts.length - 1];
    if (c.command === 'moveTo') [sx, sy] = [px, py];
    return out;
  }).join('').replace(/^m/, 'M');
}

/** A tenth-unit integer as SVG's shortest number, parted from a number before it by its sign or a space. */
function num(tenths, after) {
  const v = String(tenths / 10).replace(/^(-?)0\./, '$1.');
  return v.startsWith('-') || !after ? v : ` ${v}`;
}

/** The ink's extent of outline commands (every point, curves' controls too: close enough to frame). */
function extent(commands) {
  const b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const c of commands) {
    for (let i = 0; i < c.args.length; i += 2) {
      b.x0 = Math.min(b.x0, c.args[i]); b.x1 = Math.max(b.x1, c.args[i]);
      b.y0 = Math.min(b.y0, c.args[i + 1]); b.y1 = Math.max(b.y1, c.args[i + 1]);
    }
  }
  return b;
}

// A mark is drawn in its own box (its piece's viewBox), in the ink, at `size` em beside the type.
// Where the piece prints a second colour on the mark's colour, the one-colour version knocks it out
// (even-odd fills, or a mask for strokes).
const MARKS = {
  // A dark tile with three speed lines and an arrow, knocked out.
  express: { box: 34, body: `<mask id="k"><rect width="34" height="34" fill="#fff"/><path d="M9 11h11M6 17h14M9 23h11M21 10l7 7-7 7" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></mask><rect width="34" height="34" rx="10" mask="url(#k)"/>` },
  // Two rings, the front one solid.
  transfer: { box: 30, body: '<circle cx="11" cy="15" r="9" fill="none" stroke-width="2.4"/><circle cx="19" cy="15" r="10.2"/>' },
  // A small sun and its eight rays.
  photon: { box: 30, body: '<circle cx="15" cy="15" r="5"/><path d="M15 2v4M15 24v4M2 15h4M24 15h4M5.8 5.8l2.8 2.8M21.4 21.4l2.8 2.8M5.8 24.2l2.8-2.8M21.4 8.6l2.8-2.8" fill="none" stroke-width="1.8" stroke-linecap="round"/>' },
  // A square with a house cut out of it.
  builder: { box: 32, body: '<path fill-rule="evenodd" d="M0 0h32v32H0zM9 23V14l7-5 7 5v9h-5v-5h-4v5z"/>' },
  // A disc with a mountain and the sun cut out of it.
  camp: { box: 36, body: '<path fill-rule="evenodd" d="M0 18a18 18 0 1 0 36 0a18 18 0 1 0-36 0zM6 27l8-12 4 6 3-4 9 10zM22 11a3 3 0 1 0 6 0a3 3 0 1 0-6 0z"/>' },
  // Three lines of moving air.
  airfilter: { box: 28, body: '<path d="M3 10c5-4 9 4 14 0s6-3 8-2M3 16c5-4 9 4 14 0s6-3 8-2M3 22c5-4 9 4 14 0" fill="none" stroke-width="2.6" stroke-linecap="round"/>' },
  // An eye, its pupil lit.
  eyecam: { box: 32, body: '<path d="M3 16C7 9 11 6.5 16 6.5S25 9 29 16c-4 7-8 9.5-13 9.5S7 23 3 16z" fill="none" stroke-width="2.4"/><path fill-rule="evenodd" d="M10.8 16a5.2 5.2 0 1 0 10.4 0a5.2 5.2 0 1 0-10.4 0zM16.4 14a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0z"/>' },
  // A smile in a camera's frame.
  faceit: { box: 32, body: '<path d="M9 5H7a3 3 0 0 0-3 3v2M23 5h2a3 3 0 0 1 3 3v2M9 27H7a3 3 0 0 1-3-3v-2M23 27h2a3 3 0 0 0 3-3v-2M11 19.5c2.8 3 7.2 3 10 0" fill="none" stroke-width="2.6" stroke-linecap="round"/><circle cx="12" cy="13" r="1.8"/><circle cx="20" cy="13" r="1.8"/>' },
  // A loop left open, round a dot.
  loopstudios: { box: 32, body: '<path d="M16 5a11 11 0 1 1-10.4 7.4" fill="none" stroke-width="4" stroke-linecap="round"/><circle cx="16" cy="16" r="4"/>' },
  // The monogram's four crop marks and the darkroom square (its italic tb is type, set apart).
  'tim-brown': { box: 200, body: '<path d="M30 52V30h22M148 30h22v22M170 148v22h-22M52 170H30v-22" fill="none" stroke-width="7"/><rect x="139" y="43" width="10" height="10"/>' },
};

// What each client's piece sets, in em of its type: the face, the words, the tracking (CSS
// letter-spacing), and the mark's size and gap where it has one (the piece's .logo rule).
const WORDMARKS = {
  express: { type: ['archivo', 800], text: 'express', tracking: -0.045, mark: { size: 34 / 27, gap: 10 / 27 } },
  transfer: { type: ['instrument-serif', 400], text: 'transfer', tracking: -0.01, mark: { size: 30 / 32, gap: 10 / 32 } },
  photon: { type: ['syne', 800], text: 'PHOTON', tracking: 0.22, mark: { size: 30 / 24, gap: 12 / 24 } },
  builder: { type: ['space-grotesk', 700], text: 'builder', tracking: -0.03, mark: { size: 32 / 24, gap: 12 / 24 }, optical: 0.94 },
  // Blogr's tangerine full stop, a round dot on the baseline.
  blogr: { type: ['newsreader', 600], text: 'Blogr', tracking: -0.03, dot: { r: 5 / 34, gap: 3 / 34, round: true }, optical: 0.92 },
  camp: { type: ['fraunces', 600], text: 'camp', tracking: -0.02, mark: { size: 36 / 30, gap: 10 / 30 } },
  airfilter: { type: ['red-hat-display', 900], text: 'airfilter', tracking: -0.03, mark: { size: 28 / 20, gap: 8 / 20 } },
  eyecam: { type: ['geist', 700], text: 'eyecam', tracking: -0.03, mark: { size: 28 / 19, gap: 8 / 19 } },
  faceit: { type: ['figtree', 700], text: 'faceit', tracking: -0.02, mark: { size: 28 / 19, gap: 8 / 19 } },
  // Todo's tomato tile, tipped on the baseline.
  todo: { type: ['caprasimo', 400], text: 'todo', tracking: -0.01, dot: { r: 5.5 / 26, gap: 4 / 26, tilt: 8 }, optical: 0.86 },
  loopstudios: { type: ['unbounded', 700], text: 'loopstudios', tracking: -0.02, mark: { size: 28 / 17, gap: 8 / 17 } },
  // The monogram, its italic tb inside the crop marks, then the name as the sheet's labels set it.
  'tim-brown': { type: ['schibsted-grotesk', 500], text: 'TIM BROWN', tracking: 0.22,
    monogram: { type: ['cormorant-garamond', 500, 'italic'], text: 'tb', tracking: -6 / 124, size: 2.9, gap: 0.45 }, optical: 1.3 },
  // The carton's two stacked lines of condensed capitals.
  'boxed-water': { type: ['big-shoulders-display', 900], lines: ['BOXED', 'WATER'], leading: 0.8, tracking: -0.01 },
  science: { type: ['dela-gothic-one', 400], text: 'Science!', tracking: -0.035, optical: 0.94 },
};

export const slugs = Object.keys(WORDMARKS);

/** One wordmark's parts laid out in em units (baseline of the type at y 0): shapes and outlines. */
function layout(slug) {
  const spec = WORDMARKS[slug];
  const font = face(...spec.type);
  const parts = []; // { commands } of type, or { svg, x, y, s, box } of a drawn mark
  let x = 0;
  if (spec.lines) {
    spec.lines.forEach((text, i) => {
      const line = typeset({ font, text, tracking: spec.tracking });
      parts.push({ commands: line.commands.map((c) => ({ ...c, args: c.args.map((v, k) => (k % 2 ? v + i * spec.leading : v)) })) });
    });
    return parts;
  }
  if (spec.monogram) {
    const m = spec.monogram;
    const mono = typeset({ font: face(...m.type), text: m.text, tracking: m.tracking });
    // The sheet's monogram, cut for small sizes: its tb larger in the crop marks (the sheet's 92 in a
    // 200 box would be a speck at 20 px), the baseline lowered to keep it centred.
    const s = m.size / 200;
    const scale = 124 * s;
    const ink = extent(mono.commands);
    const dx = 100 * s - (ink.x0 + ink.x1) / 2 * scale;
    const top = -m.size / 2 - 0.36; // the box's middle on the name's capitals
    parts.push({ svg: MARKS['tim-brown'].body, x: 0, y: top, s, box: 200 });
    parts.push({ commands: mono.commands.map((c) => ({ ...c, args: c.args.map((v, k) => (k % 2 ? top + 140 * s + v * scale : dx + v * scale)) })) });
    x = m.size + m.gap;
  }
  const line = typeset({ font, text: spec.text, tracking: spec.tracking });
  if (spec.mark) {
    const mark = MARKS[slug];
    parts.push({ svg: mark.body, x, y: line.middle - spec.mark.size / 2, s: spec.mark.size / mark.box, box: mark.box });
    x += spec.mark.size + spec.mark.gap;
  }
  parts.push({ commands: line.commands.map((c) => ({ ...c, args: c.args.map((v, k) => (k % 2 ? v : v + x)) })) });
  if (spec.dot) {
    const { r, gap, round, tilt } = spec.dot;
    const cx = x + line.advance + gap + r;
    const shape = round
      ? `<circle cx="${cx}" cy="${-r}" r="${r}"/>`
      : `<rect x="${cx - r}" y="${-2 * r}" width="${2 * r}" height="${2 * r}" rx="${r * 0.55}" transform="rotate(${tilt} ${cx} ${-r})"/>`;
    parts.push({ raw: shape, x0: cx - r, x1: cx + r, y0: -2 * r, y1: 0 });
  }
  return parts;
}

/** A part's extent in em. */
function partExtent(p) {
  if (p.commands) return extent(p.commands);
  if (p.raw) return p;
  return { x0: p.x, y0: p.y, x1: p.x + p.box * p.s, y1: p.y + p.box * p.s };
}

/** The client's wordmark as an SVG file: its parts scaled to the area rule and centred in the cell. */
export function wordmarkSVG(slug) {
  const parts = layout(slug);
  const b = parts.map(partExtent).reduce((a, e) => ({
    x0: Math.min(a.x0, e.x0), y0: Math.min(a.y0, e.y0), x1: Math.max(a.x1, e.x1), y1: Math.max(a.y1, e.y1),
  }));
  const w = b.x1 - b.x0, h = b.y1 - b.y0;
  // Equal areas, within the cell's margins.
  let s = Math.sqrt(AREA / (w * h)) * (WORDMARKS[slug].optical ?? 1);
  s = Math.min(s, MAX.width / w, MAX.height / h);
  const dx = (CELL.width - w * s) / 2 - b.x0 * s;
  const dy = (CELL.height - h * s) / 2 - b.y0 * s;
  const body = parts.map((p) => {
    if (p.commands) return `<path d="${pathData(p.commands, s, dx, dy)}"/>`;
    if (p.raw) return `<g transform="translate(${n(dx)} ${n(dy)}) scale(${n4(s)})">${p.raw.replace(/-?\d+\.\d+/g, (v) => n4(Number(v)))}</g>`;
    return `<g transform="translate(${n(dx + p.x * s)} ${n(dy + p.y * s)}) scale(${n4(p.s * s)})">${p.svg}</g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL.width}" height="${CELL.height}" viewBox="0 0 ${CELL.width} ${CELL.height}" fill="${INK}" stroke="${INK}" stroke-width="0">${body}</svg>\n`;
}

const n4 = (v) => String(Math.round(v * 1e4) / 1e4);

/** Every wordmark, by its file below the repository. */
export function files() {
  return Object.fromEntries(slugs.map((slug) => [`content/work/${slug}/wordmark.svg`, wordmarkSVG(slug)]));
}
