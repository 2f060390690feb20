// Round 202x202 emblems (the three countries; the team's values are drawn by values.mjs) sharing one
// recipe: a soft light-peach disc, a clipped composition, a thin outer ring.
// Also the large decorative circle pattern used behind sections.
import { C, n, rect, circle, ring, path, svg, linear } from './lib.mjs';

const S = 202;
const MID = S / 2;

function emblem(id, body) {
  const defs = linear(`${id}-bg`, C.palePeach, C.paleMPeach) +
    `<clipPath id="${id}-clip"><circle cx="${MID}" cy="${MID}" r="96"/></clipPath>`;
  return svg(S, S,
    circle(MID, MID, 96, `url(#${id}-bg)`) +
    `<g clip-path="url(#${id}-clip)">${body}</g>` +
    ring(MID, MID, 99, C.lightPeach, 2, { opacity: 0.7 }), defs);
}

// Maple leaf from a symmetric list of points (right half, unit size).
function mapleLeaf(cx, cy, s) {
  const half = [[0, -1], [0.14, -0.74], [0.3, -0.82], [0.24, -0.38], [0.52, -0.62], [0.48, -0.46], [0.84, -0.52], [0.7, -0.28], [0.9, -0.16], [0.46, 0.14], [0.54, 0.3], [0.06, 0.24]];
  const pts = [...half, ...half.slice(1).reverse().map(([x, y]) => [-x, y])];
  return 'M' + pts.map(([x, y]) => `${n(cx + x * s)} ${n(cy + y * s)}`).join('L') + 'Z';
}

function canada() {
  return emblem('ca',
    circle(MID, 104, 62, C.white, { opacity: 0.7 }) +
    path('M0 160q50-26 100-6t102-4v60H0z', C.lightPeach) +
    path(mapleLeaf(101, 104, 64), C.black, { opacity: 0.1, transform: 'translate(3 6)' }) +
    path(mapleLeaf(101, 100, 64), C.peach) +
    rect(98, 118, 6, 26, 3, C.darkGrey) +
    circle(44, 62, 4, C.white) + circle(160, 52, 5, C.white) + circle(158, 130, 3, C.white));
}

function australia() {
  const waves = [0, 1, 2].map((i) =>
    path(`M-10 ${130 + i * 18}q25-12 50 0t50 0 50 0 50 0 50 0v80h-250z`, [C.lightPeach, C.peach, C.darkGrey][i])).join('');
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `M${n(101 + Math.cos(a) * 44)} ${n(86 + Math.sin(a) * 44)}L${n(101 + Math.cos(a) * 56)} ${n(86 + Math.sin(a) * 56)}`;
  }).join('');
  return emblem('au',
    path(rays, 'none', { stroke: C.peach, 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.7 }) +
    circle(101, 86, 36, C.peach) + circle(101, 86, 26, C.lightPeach) +
    waves + circle(40, 50, 4, C.white) + circle(164, 60, 6, C.white));
}

function unitedKingdom() {
  const cloud = (x, y, s) => circle(x, y, 14 * s, C.white) + circle(x + 18 * s, y - 8 * s, 18 * s, C.white) + circle(x + 38 * s, y, 13 * s, C.white) + rect(x, y, 38 * s, 14 * s, 0, C.white);
  const drops = [[70, 88], [90, 98], [110, 86], [130, 96], [80, 110], [120, 108]]
    .map(([x, y]) => `M${x} ${y}l-4 10`).join('');
  return emblem('uk',
    cloud(72, 62, 1.3) + cloud(30, 80, 0.8) +
    path(drops, 'none', { stroke: C.peach, 'stroke-width': 4, 'stroke-linecap': 'round' }) +
    path('M-10 150q60-40 120-10t110-10v90h-230z', C.lightPeach) +
    path('M-10 170q70-36 140 0t90 0v50h-230z', C.peach) +
    path('M-10 186q60-20 110 0t120-6v40h-230z', C.darkGrey) +
    rect(150, 130, 4, 22, 2, C.darkGrey) + circle(152, 126, 10, C.darkGrey));
}

export function files() {
  return {
    'content/offices/canada/emblem.svg': canada(),
    'content/offices/australia/emblem.svg': australia(),
    'content/offices/united-kingdom/emblem.svg': unitedKingdom(),
  };
}
