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

export const linear = (id, from, to, [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

export const radial = (id, from, to) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>`;

export function svg(width, height, body, defs = '') {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}
