// The "designo" wordmark built from circles, arcs and stems (stroked paths, no
// <text>), preceded by a peach mark of two overlapping circles.
import { C, n, svg } from './lib.mjs';

const STROKE = 3.2;
const R = 5.6; // bowl radius (vertical)
const RX = 7.2; // bowl radius (horizontal): a slightly extended geometric sans
const CY = 11.2; // bowl centre; baseline at CY + R
const BASE = CY + R;
const ASC = 1.6; // top of the d stem

// Each glyph: width and a function drawing it from its left edge x.
const glyphs = {
  d: { w: 2 * RX + STROKE, draw: (x) => { const c = x + STROKE / 2 + RX; return `M${n(c + RX)} ${n(ASC)}V${n(BASE + STROKE / 2)}M${n(c + RX)} ${n(CY)}A${RX} ${R} 0 1 0 ${n(c - RX)} ${n(CY)}A${RX} ${R} 0 1 0 ${n(c + RX)} ${n(CY)}`; } },
  e: { w: 2 * RX + STROKE, draw: (x) => { const c = x + STROKE / 2 + RX; const a = Math.PI / 4; return `M${n(c - RX)} ${n(CY)}H${n(c + RX)}A${RX} ${R} 0 1 0 ${n(c + RX * Math.cos(a))} ${n(CY + R * Math.sin(a))}`; } },
  s: { w: 12.4 + STROKE, draw: (x) => { const l = x + STROKE / 2; const k = 1.3; return `M${n(l + 9.2 * k)} ${n(CY - 3.6)}C${n(l + 7.6 * k)} ${n(CY - 6.4)} ${n(l + 0.2 * k)} ${n(CY - 6.2)} ${n(l + 0.4 * k)} ${n(CY - 2.6)}C${n(l + 0.6 * k)} ${n(CY + 0.2)} ${n(l + 9.4 * k)} ${n(CY - 0.6)} ${n(l + 9.4 * k)} ${n(CY + 2.8)}C${n(l + 9.4 * k)} ${n(CY + 6.6)} ${n(l + 1.6 * k)} ${n(CY + 6.8)} ${n(l)} ${n(CY + 3.8)}`; } },
  i: { w: STROKE, draw: (x) => `M${n(x + STROKE / 2)} ${n(CY - R)}V${n(BASE + STROKE / 2)}` },
  g: { w: 2 * RX + STROKE, draw: (x) => { const c = x + STROKE / 2 + RX; return `M${n(c + RX)} ${n(CY - R - STROKE / 2)}V${n(BASE + 1.2)}C${n(c + RX)} ${n(22.4)} ${n(c - 3)} ${n(23)} ${n(c - RX)} ${n(20.4)}M${n(c + RX)} ${n(CY)}A${RX} ${R} 0 1 0 ${n(c - RX)} ${n(CY)}A${RX} ${R} 0 1 0 ${n(c + RX)} ${n(CY)}`; } },
  n: { w: 2 * RX + STROKE, draw: (x) => { const c = x + STROKE / 2 + RX; return `M${n(c - RX)} ${n(CY - R - STROKE / 2)}V${n(BASE + STROKE / 2)}M${n(c - RX)} ${n(CY)}A${RX} ${R} 0 0 1 ${n(c + RX)} ${n(CY)}V${n(BASE + STROKE / 2)}`; } },
  o: { w: 2 * RX + STROKE, draw: (x) => { const c = x + STROKE / 2 + RX; return `M${n(c + RX)} ${n(CY)}A${RX} ${R} 0 1 0 ${n(c - RX)} ${n(CY)}A${RX} ${R} 0 1 0 ${n(c + RX)} ${n(CY)}`; } },
};

const WORD = 'designo';
const MARK_WIDTH = 24;

// Lays the word out so it ends exactly at the right edge of the 196px box.
function wordPath() {
  const inkWidth = [...WORD].reduce((sum, ch) => sum + glyphs[ch].w, 0);
  const space = (196 - MARK_WIDTH - 10 - inkWidth) / (WORD.length - 1);
  let x = MARK_WIDTH + 10;
  let d = '';
  let iDot = null;
  for (const ch of WORD) {
    d += glyphs[ch].draw(x);
    if (ch === 'i') iDot = x + STROKE / 2;
    x += glyphs[ch].w + space;
  }
  return { d, iDot };
}

// The brand mark: a peach disc overlapped by a light-peach disc.
export function mark(x, y, size) {
  const r = size * 0.4;
  return `<circle cx="${n(x + size * 0.4)}" cy="${n(y + size / 2)}" r="${n(r)}" fill="${C.peach}"/>` +
    `<circle cx="${n(x + size * 0.6)}" cy="${n(y + size / 2)}" r="${n(r)}" fill="${C.lightPeach}" fill-opacity=".85"/>`;
}

export function logo(ink) {
  const { d, iDot } = wordPath();
  return svg(196, 24,
    mark(0, 0, 24) +
    `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${STROKE}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="${n(iDot)}" cy="1.9" r="1.9" fill="${C.peach}"/>`);
}

export function favicon() {
  return svg(32, 32, `<rect width="32" height="32" rx="7" fill="${C.black}"/>` + mark(2, 2, 28));
}

export function logoFiles() {
  return {
    'logo-dark.svg': logo(C.black),
    'logo-light.svg': logo(C.white),
  };
}
