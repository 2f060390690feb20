// Small SVG helpers shared by the artwork generators. Every number goes
// through n() so output has at most one decimal and is byte-for-byte stable.

export const C = {
  peach: '#E7816B',
  lightPeach: '#FFAD9B',
  black: '#1D1C1E',
  darkGrey: '#333136',
  lightGrey: '#F1F3F5',
  white: '#FFFFFF',
  // tints and shades of the palette
  paleMPeach: '#FBD9D0',
  palePeach: '#FDEEE9',
  deepPeach: '#C9644F',
  midGrey: '#5A575F',
  softGrey: '#D9DADF',
};

export const n = (v) => String(Math.round(v * 10) / 10);

// Deterministic pseudo-random numbers (mulberry32) seeded from a string.
export function rng(seedText) {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const attrs = (extra) =>
  Object.entries(extra)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');

export const rect = (x, y, w, h, r, fill, extra = {}) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ''} fill="${fill}"${attrs(extra)}/>`;

export const circle = (cx, cy, r, fill, extra = {}) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;

export const ring = (cx, cy, r, stroke, width, extra = {}) =>
  circle(cx, cy, r, 'none', { stroke, 'stroke-width': width, ...extra });

export const path = (d, fill, extra = {}) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

export const group = (transform, body) => `<g transform="${transform}">${body}</g>`;

export const linear = (id, from, to, [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

export const radial = (id, from, to) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>`;

// A soft drop shadow: a blurred dark copy of the shape, drawn under it.
export const shadowFilter = (id, blur = 8) =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${blur}"/></filter>`;

export function svg(width, height, body, defs = '') {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

// Abstract "text" lines: rounded bars of seeded lengths.
export function lines(x, y, width, count, fill, rand, { gap = 8, thick = 4 } = {}) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const w = i === count - 1 ? width * (0.4 + rand() * 0.3) : width * (0.75 + rand() * 0.25);
    out += rect(x, y + i * gap, w, thick, thick / 2, fill);
  }
  return out;
}

// A browser window: frame, three dots, address bar; `content(x, y, w, h)` fills the page area.
export function browser(x, y, w, h, content, { frame = C.white, bar = C.lightGrey, shadow } = {}) {
  const top = Math.max(18, h * 0.08);
  return (
    (shadow ? rect(x + 4, y + 10, w, h, 10, C.black, { opacity: 0.35, filter: `url(#${shadow})` }) : '') +
    rect(x, y, w, h, 10, frame) +
    rect(x, y, w, top, 10, bar) +
    rect(x, y + top - 6, w, 6, 0, bar) +
    [0, 1, 2].map((i) => circle(x + 12 + i * 10, y + top / 2, 3, [C.peach, C.lightPeach, C.softGrey][i])).join('') +
    rect(x + 50, y + top / 2 - 4, Math.max(20, w - 70), 8, 4, C.white, { opacity: 0.8 }) +
    content(x + 10, y + top + 10, w - 20, h - top - 20)
  );
}

// A phone: dark body, screen, speaker slot; `content(x, y, w, h)` fills the screen.
export function phone(x, y, w, h, content, { body = C.black, screen = C.white, shadow } = {}) {
  const b = w * 0.06;
  return (
    (shadow ? rect(x + 6, y + 12, w, h, w * 0.16, C.black, { opacity: 0.35, filter: `url(#${shadow})` }) : '') +
    rect(x, y, w, h, w * 0.16, body) +
    rect(x + b, y + b, w - 2 * b, h - 2 * b, w * 0.11, screen) +
    rect(x + w * 0.38, y + b + 4, w * 0.24, 5, 2.5, body) +
    content(x + b + 8, y + b + 18, w - 2 * b - 16, h - 2 * b - 28)
  );
}

// A generic app / page layout inside a box, varied by the seeded random source.
export function layout(x, y, w, h, rand, { accent = C.peach, soft = C.paleMPeach, ink = C.softGrey } = {}) {
  let out = '';
  const heroH = h * (0.28 + rand() * 0.12);
  out += rect(x, y, w, heroH, 6, rand() < 0.5 ? accent : soft);
  out += circle(x + w * (0.7 + rand() * 0.15), y + heroH * 0.5, heroH * 0.3, C.white, { opacity: 0.55 });
  out += lines(x + 8, y + heroH * 0.3, w * 0.4, 2, C.white, rand, { gap: 9, thick: 5 });
  const cols = w > 120 ? 3 : 2;
  const gap = 6;
  const cw = (w - gap * (cols - 1)) / cols;
  const top = y + heroH + 10;
  const ch = Math.min(cw * 0.9, (h - heroH - 30) * 0.55);
  for (let i = 0; i < cols; i++) {
    const cx = x + i * (cw + gap);
    out += rect(cx, top, cw, ch, 5, i === Math.floor(rand() * cols) ? soft : C.lightGrey);
    out += circle(cx + cw / 2, top + ch / 2, Math.min(cw, ch) * 0.2, i % 2 ? accent : ink);
  }
  out += lines(x, top + ch + 12, w, Math.max(1, Math.floor((h - heroH - ch - 26) / 10)), ink, rand, { gap: 10, thick: 4 });
  return out;
}
