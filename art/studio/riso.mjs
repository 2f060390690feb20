// The studio's portrait series, as an editorial illustrator would print it: flat shapes on a
// risograph, in the brand's inks only. Each person is drawn from their own look (head shape, turn and
// tilt, hair, brows, eyes, glasses, beard, expression, what they wear), with one light from the side
// they face away from, so every head carries one bold shadow shape; then separated into three plates:
//   P  the brand's peach #E7816B      L  the light peach #FFAD9B      K  the dark #1D1C1E
// printed on cream paper #FDF3F0. The plates overprint (multiply), K prints tints as a stochastic
// screen (a fine grain, no smooth gradient anywhere), every solid carries the drum's speckle, and the
// light peach plate sits a hair out of register, as it would off a real press.
// Used for the team (team.mjs), the faces beside the quotes (quotes.mjs) and the home page's quality
// icons (values.mjs). Deterministic: the same look gives the same bytes (sharp renders each plate's
// SVG; the grain is a seeded hash).
import sharp from 'sharp';

export const f = (v) => String(Math.round(v * 10) / 10);

/** A seeded random number generator (mulberry32 over a string's hash): the same seed, the same draws. */
export function random(seed) {
  let s = 0;
  for (const ch of String(seed)) s = (Math.imul(s, 31) + ch.charCodeAt(0)) >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A closed (or open) Catmull-Rom curve through pts as cubic Béziers. */
export function curve(pts, closed = true) {
  const n = pts.length;
  const at = (i) => pts[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))];
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

export const INKS = { paper: '#FDF3F0', peach: '#E7816B', light: '#FFAD9B', dark: '#1D1C1E' };

// --- plates ----------------------------------------------------------------------------------------

// A drawing is a list of marks; each says what it leaves on the colour plates (base: paper 'C',
// 'L' or 'P', painted in order, so a later mark covers an earlier one) and on the key plate (key: a
// tint of K from 0 to 1, where 0 knocks the key out; undefined leaves a plate untouched).
const BASE = { C: '#000000', P: '#FF0000', L: '#00FF00' };
const KEY = (t) => {
  const g = Math.round((1 - t) * 255).toString(16).padStart(2, '0');
  return `#${g}${g}${g}`;
};

export class Sheet {
  constructor() {
    this.base = [];
    this.key = [];
  }

  /** A filled shape: d is an SVG path; base a colour plate letter; key a K tint. */
  fill(d, base, key, attrs = '') {
    if (base) this.base.push(`<path d="${d}" fill="${BASE[base]}"${attrs}/>`);
    if (key !== undefined) this.key.push(`<path d="${d}" fill="${KEY(key)}"${attrs}/>`);
    return this;
  }

  /** A tint of K laid over whatever the key holds (overprinted, as stubble is), the colour left as it is. */
  tint(d, amount) {
    this.key.push(`<path d="${d}" fill="#000" fill-opacity="${f(amount * 100) / 100}"/>`);
    return this;
  }

  /** A line (a brush stroke of given width), on the key plate, or on a colour plate. */
  line(d, width, key = 1, base, attrs = '') {
    const common = `fill="none" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${attrs}`;
    if (key !== undefined && key !== null) this.key.push(`<path d="${d}" stroke="${KEY(key)}" ${common}/>`);
    if (base) this.base.push(`<path d="${d}" stroke="${BASE[base]}" ${common}/>`);
    return this;
  }

  /** Raw SVG for either plate (groups, transforms). */
  open(attrs) {
    this.base.push(`<g ${attrs}>`);
    this.key.push(`<g ${attrs}>`);
    return this;
  }

  close() {
    this.base.push('</g>');
    this.key.push('</g>');
    return this;
  }
}

// --- shapes ----------------------------------------------------------------------------------------

export const poly = (pts) => `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;
export const circle = (x, y, r) => `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`;
export const ellipse = (x, y, rx, ry) => `M${f(x - rx)} ${f(y)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0Z`;

// --- a person --------------------------------------------------------------------------------------

// Skin in the three inks: the lit plane, the shadow shape, and the highlights (only on deep skin,
// where the lit plane is already inked). Each is [colour plate, K tint].
export const SKIN = {
  fair: { lit: ['C', 0], shade: ['L', 0], blush: ['L', 0], lip: ['L', 0.1], hi: null, line: ['P', 0] },
  light: { lit: ['C', 0], shade: ['L', 0.1], blush: ['L', 0], lip: ['P', 0], hi: null, line: ['P', 0] },
  olive: { lit: ['L', 0], shade: ['P', 0], blush: ['P', 0], lip: ['P', 0.2], hi: null, line: ['P', 0.75] },
  tan: { lit: ['L', 0.14], shade: ['P', 0.3], blush: ['P', 0.1], lip: ['P', 0.42], hi: ['L', 0], line: ['P', 1] },
  brown: { lit: ['P', 0.42], shade: ['P', 0.7], blush: ['P', 0.5], lip: ['P', 0.62], hi: ['L', 0.12], line: ['P', 1] },
  deep: { lit: ['P', 0.62], shade: ['P', 0.86], blush: ['P', 0.66], lip: ['P', 0.78], hi: ['P', 0.2], line: ['P', 1] },
};

// Hair in the inks: [colour plate, K tint] and the highlight streaks' [plate, tint].
export const HAIR = {
  black: { ink: ['P', 1], streak: ['P', 0.35] },
  darkBrown: { ink: ['P', 0.88], streak: ['P', 0.4] },
  brown: { ink: ['P', 0.68], streak: ['P', 0.3] },
  auburn: { ink: ['P', 0.4], streak: ['L', 0.1] },
  ginger: { ink: ['P', 0.22], streak: ['L', 0] },
  blonde: { ink: ['L', 0.08], streak: ['C', 0] },
  salt: { ink: ['C', 0.5], streak: ['C', 0.15] },
  grey: { ink: ['C', 0.32], streak: ['C', 0] },
  silver: { ink: ['C', 0.16], streak: ['C', 0] },
};

// Cloth: [plate, K tint] of the cloth, and of its shadow (a fold under the far shoulder, a collar's).
export const CLOTH = {
  dark: [['P', 0.92], ['P', 1]], black: [['C', 0.95], ['C', 1]], cream: [['C', 0], ['L', 0]],
  light: [['L', 0], ['P', 0]], peach: [['P', 0], ['P', 0.3]], grey: [['C', 0.4], ['C', 0.6]],
  stone: [['L', 0.25], ['P', 0.35]], rust: [['P', 0.3], ['P', 0.5]], ink: [['L', 0.8], ['L', 0.95]],
};

/**
 * A person's look. Fields (all optional but skin and hair):
 *   skin   a key of SKIN        hair  a key of HAIR       style 'crop' | 'swept' | 'side' | 'buzz' | 'knots' |
 *          'bun' | 'bob' | 'long' | 'wave' | 'curls' | 'afro' | 'bald' | 'locs' | 'pony'
 *   turn   -1..1 (the face turned to the viewer's left or right)   tilt  degrees
 *   face   width factor (1 average)     long  length factor        jaw   0 tapered .. 1 square
 *   chin   0 .. 1 (how much it juts)    nose  length factor        nw    nose width factor
 *   brows  thickness factor             arch  0 .. 1               eyes  'almond' | 'round' | 'hooded'
 *   smile  0 (at rest) .. 1 (open, teeth)    smirk -1..1 (one corner up)   lips  fullness factor
 *   age    0 (20s) .. 1 (70s)           beard 'stubble' | 'short' | 'full' | 'moustache' | 'goatee'
 *   beardInk a key of HAIR (default the hair's)    glasses 'round' | 'square' | 'cat' | 'wire'
 *   wear   'crew' | 'roll' | 'shirt' | 'tee' | 'blouse' | 'jacket' | 'stripes' | 'cardigan'
 *   cloth  a key of CLOTH       under a key of CLOTH (what shows under a jacket or cardigan)
 *   earrings 'stud' | 'hoop'    backdrop 'disc' | 'arch' | 'half' | 'slab' | 'none'   ground 'P' | 'L' | 'C'
 *   dx     the head's offset from the centre, in board units
 */
export function draw(look, seed = 'p', s = new Sheet()) {
  const rand = random(seed);
  const id = `r${Math.floor(random(`id-${seed}`)() * 2 ** 32).toString(36)}`; // for the clip paths' ids
  const skin = SKIN[look.skin];
  const hair = HAIR[look.hair] || HAIR.black;
  const u = look.turn ?? 0.3;
  const dir = u >= 0 ? 1 : -1; // the side the face turns to: its far side, in shadow
  const W = 58 * (look.face ?? 1);
  const L = look.long ?? 1;
  const jaw = look.jaw ?? 0.5;
  const age = look.age ?? 0.3;
  const sm = look.smile ?? 0.3;
  const hx = 200 + (look.dx ?? 0);
  const hy = 176;
  const chinY = 96 * L + (look.chin ?? 0) * 6;
  const ground = look.ground || 'P';

  // The ground and the backdrop: a flat shape of the second ink behind the head, negative space.
  if (!look.bare) s.fill('M-20 -20H420V420H-20Z', ground, 0);
  const bd = look.bare ? 'none' : look.backdrop || 'disc';
  const back = look.back || (ground === 'L' || skin.lit[0] === 'L' ? 'C' : 'L');
  if (bd === 'disc') s.fill(circle(hx + dir * 34, hy - 18, 128), back, 0);
  else if (bd === 'arch') s.fill(`M${hx - 132 - dir * 20} 420V${hy - 20}A132 132 0 0 1 ${hx + 132 - dir * 20} ${hy - 20}V420Z`, back, 0);
  else if (bd === 'half') s.fill(dir > 0 ? 'M200 -20H420V420H200Z' : 'M-20 -20H200V420H-20Z', back, 0);
  else if (bd === 'slab') s.fill(`M-20 ${hy + 40}H420V420H-20Z`, back, 0);
  else if (bd === 'ring') {
    s.fill(circle(hx - dir * 30, hy - 10, 150), back, 0);
    s.fill(circle(hx - dir * 30, hy - 10, 118), ground, 0);
  }

  // Everything above the collar tilts with the head.
  const tiltOpen = () => s.open(`transform="translate(${f(hx)} ${hy}) rotate(${f(look.tilt ?? 0)} 0 ${f(chinY)})"`);
  tiltOpen();
  const X = (side, k) => side * W * k * (1 - side * u * 0.2) + u * W * 0.06; // x of the outline, side -1 or 1
  const fc = u * W * 0.4; // the features' centre line at the eyes
  const nc = u * W * 0.55; // the nose's tip

  // Hair that falls behind the head.
  hairBack(s, look, hair, W, L, u, dir, rand);

  // Neck, and the shadow the head throws on it.
  const nw = W * 0.52 * (look.neck ?? 1);
  const neck = poly([[fc * 0.4 - nw, 40], [fc * 0.4 + nw, 40], [fc * 0.2 + nw + 6, 170], [fc * 0.2 - nw - 6, 170]]);
  s.fill(neck, ...skin.lit);
  // The jaw's shadow across the neck, and the neck's far side.
  const n0 = fc * 0.4;
  s.fill(`M${f(n0 - nw - 8)} 40L${f(n0 + nw + 8)} 40L${f(n0 + nw + 8)} ${f(chinY + 10)}Q${f(n0 + u * 10)} ${f(chinY + 34 + jaw * 6)} ${f(n0 - nw - 8)} ${f(chinY + 8)}Z`, ...skin.shade);
  s.fill(`M${f(n0 + dir * nw * 0.45)} 60L${f(n0 + dir * (nw + 10))} 60L${f(fc * 0.2 + dir * (nw + 10))} 172L${f(fc * 0.2 + dir * nw * 0.6)} 172Z`, ...skin.shade);
  if (age > 0.55) s.line(`M${f(fc * 0.2 - 8)} ${f(chinY + 30)}Q${f(fc * 0.2)} ${f(chinY + 46)} ${f(fc * 0.2 - 4)} ${f(chinY + 60)}`, 2, skin.line[1], skin.line[0]);

  s.close();
  // The body: shoulders turned a little with the head, then what they wear, over the neck's foot.
  if (look.body) look.body(s, { hx, dir, u, id });
  else body(s, look, hx, dir, u, id);
  tiltOpen();

  // The near ear (the far one is hidden by the turn); both when the head faces us.
  for (const side of [-1, 1]) {
    if (Math.abs(u) > 0.15 && side === dir) continue;
    const ex = X(side, 0.98);
    const ear = curve([[ex - side * 4, -8], [ex + side * 10, -14], [ex + side * 16, 6], [ex + side * 12, 30], [ex + side * 2, 42], [ex - side * 4, 30]]);
    s.fill(ear, ...skin.lit);
    s.line(`M${f(ex + side * 4)} ${f(-4)}Q${f(ex + side * 11)} 6 ${f(ex + side * 6)} 26`, 2.4, skin.line[1], skin.line[0]);
  }

  // The face: its outline, from the crown clockwise (the far side indents at the eye socket and
  // shows the cheekbone).
  const far = (side) => side === dir && Math.abs(u) > 0.15;
  const side = (sd) => {
    const pts = [[X(sd, 0.6), -96], [X(sd, 0.9), -70], [X(sd, 1), -30]];
    if (far(sd)) pts.push([X(sd, 0.93), -4], [X(sd, 1.02), 18]);
    else pts.push([X(sd, 1.01), 6]);
    pts.push([X(sd, 0.92 + jaw * 0.05), 44], [X(sd, 0.58 + jaw * 0.26), chinY - 26 + jaw * 8], [X(sd, 0.3 + jaw * 0.12), chinY - 4]);
    return pts;
  };
  const faceOutline = [[u * W * 0.1, -104 * L], ...side(1), [u * W * 0.3, chinY + 2], ...side(-1).reverse()];
  const face = curve(faceOutline);
  s.fill(face, ...skin.lit);
  for (const side of [-1, 1]) {
    if (!look.earrings || (Math.abs(u) > 0.15 && side === dir)) continue;
    const ex = X(side, 0.98);
    if (look.earrings === 'hoop') s.line(`M${f(ex + side * 2)} 42A9 9 0 1 0 ${f(ex + side * 8)} 44`, 2.6, 0, 'L');
    else s.fill(circle(ex + side * 4, 44, 3.4), 'L', 0);
  }

  // The shadow shape: from the hairline down the far side, round the eye socket, over the cheekbone,
  // in at the mouth's corner and down to the chin, and out past the outline (the head clips it).
  const clipId = `${id}-face`;
  s.base.push(`<clipPath id="${clipId}"><path d="${face}"/></clipPath>`);
  s.key.push(`<clipPath id="${clipId}"><path d="${face}"/></clipPath>`);
  s.open(`clip-path="url(#${clipId})"`);
  const g = dir;
  const shade = [
    [fc + g * W * 0.5, -110], [fc + g * W * 0.34, -62], [fc + g * W * 0.14, -22], [nc + g * 2, 4], [nc + g * 6, 30],
    [fc + g * W * 0.36, 24 - sm * 4], [fc + g * W * 0.5, 44], [fc + g * W * 0.34, 70], [fc + g * W * 0.22, chinY - 6],
    [fc + g * W * 0.4, chinY + 20], [g * W * 2, chinY + 20], [g * W * 2, -110],
  ];
  s.fill(curve(shade), ...skin.shade);
  // Highlights on deep skin: the brow, the bridge and tip of the nose, the lit cheekbone.
  if (skin.hi) {
    s.fill(curve([[fc - g * 34, -36], [fc - g * 14, -42], [fc + g * 2, -36], [fc - g * 16, -32]]), ...skin.hi);
    s.fill(curve([[nc - g * 5, -2], [nc - g * 1, 8], [nc - g * 2, 28], [nc - g * 7, 24], [nc - g * 8, 8]]), ...skin.hi);
    s.fill(ellipse(fc - g * W * 0.52, 22, 10, 6), ...skin.hi);
  }
  // Cheeks flushed, more with a smile.
  if (sm > 0.3 || look.skin === 'fair') s.fill(ellipse(fc - g * W * 0.5, 34, 14 + sm * 4, 8), ...skin.blush);
  s.close();

  // The nose: its shadow plane, the tip's underside, a nostril.
  const nl = look.nose ?? 1;
  const nwid = 10 * (look.nw ?? 1);
  const tip = 32 * nl;
  s.fill(curve([[fc + g * 3, -12], [nc + g * 4, tip - 8], [nc + g * 2, tip + 4], [nc - g * nwid * 0.4, tip + 6], [nc - g * 2, tip - 4], [fc + g * 1, 0]]), ...skin.shade);
  s.line(`M${f(nc - g * nwid)} ${f(tip - 2)}Q${f(nc - g * nwid * 1.1)} ${f(tip + 6)} ${f(nc - g * nwid * 0.3)} ${f(tip + 7)}`, 2.6, skin.line[1], skin.line[0]);
  s.fill(ellipse(nc + g * 2, tip + 5, 3.4, 1.8), skin.shade[0], 1);

  // The mouth: a closed smile, an open one (teeth), or at rest; a smirk lifts one corner.
  const my = tip + 22 + (look.mouth ?? 0);
  const mw = (15 + sm * 7) * (look.mw ?? 1);
  const mc = (fc + nc) / 2 + u * 2;
  const lf = look.lips ?? 1;
  const lift = sm * 6;
  const smirk = look.smirk ?? 0;
  const left = [mc - mw * (1 + u * 0.2), my - lift - smirk * 3];
  const right = [mc + mw * (1 - u * 0.2), my - lift + smirk * 3];
  if (sm > 0.6) {
    const open = curve([left, [mc, my - 3], right, [mc, my + 10 * sm + 2]]);
    s.fill(open, 'C', 1);
    s.fill(`M${f(left[0] + 3)} ${f(left[1] + 1)}Q${f(mc)} ${f(my - 4)} ${f(right[0] - 3)} ${f(right[1] + 1)}Q${f(mc)} ${f(my + 5)} ${f(left[0] + 3)} ${f(left[1] + 1)}Z`, 'C', 0);
    s.fill(curve([[left[0] + 6, my + 5 * sm + 2], [mc, my + 9 * sm + 4], [right[0] - 6, my + 5 * sm + 2], [mc, my + 12 * sm + 8 * lf]]), ...skin.lip);
  } else {
    s.fill(`M${f(left[0])} ${f(left[1])}Q${f(mc - 6)} ${f(my - 5 * lf)} ${f(mc)} ${f(my - 3 * lf)}Q${f(mc + 6)} ${f(my - 5 * lf)} ${f(right[0])} ${f(right[1])}Q${f(mc)} ${f(my + 1)} ${f(left[0])} ${f(left[1])}Z`, ...skin.lip);
    s.fill(`M${f(left[0] + 3)} ${f(left[1] + 1)}Q${f(mc)} ${f(my + 2)} ${f(right[0] - 3)} ${f(right[1] + 1)}Q${f(mc)} ${f(my + 9 * lf)} ${f(left[0] + 3)} ${f(left[1] + 1)}Z`, ...skin.lip);
    s.line(`M${f(left[0])} ${f(left[1])}Q${f(mc)} ${f(my + 2 - lift * 0.3)} ${f(right[0])} ${f(right[1])}`, 2.6, 1);
  }
  // The shadow under the lower lip, and the lines from the nose to the mouth's corners.
  s.fill(ellipse(mc + g * 3, my + 13 * lf + sm * 3, 9, 2.6), ...skin.shade);
  // Age draws the whole fold from the nose's wing; a smile alone only brackets the mouth's corners.
  if (age > 0.45) {
    for (const sd of [-1, 1]) {
      s.line(`M${f(mc + sd * (nwid + 6))} ${f(tip + 2)}Q${f(mc + sd * (mw + 8))} ${f(my - 6)} ${f(mc + sd * (mw + 4))} ${f(my + 6)}`, 1.4 + age, skin.line[1], skin.line[0]);
    }
  } else if (sm > 0.6) {
    for (const sd of [-1, 1]) s.line(`M${f(mc + sd * (mw + 5))} ${f(my - 10)}Q${f(mc + sd * (mw + 8))} ${f(my - 4)} ${f(mc + sd * (mw + 5))} ${f(my + 2)}`, 1.6, skin.line[1], skin.line[0]);
  }

  // Eyes: the far one foreshortened; lids, iris, a catch light.
  const gap = 23 * (look.eyeGap ?? 1);
  const ey = -8;
  for (const sd of [-1, 1]) {
    const isFar = far(sd);
    const k = isFar ? 1 - Math.abs(u) * 0.35 : 1 + Math.abs(u) * 0.05;
    const ex = fc + sd * gap * (sd === dir ? 1 - Math.abs(u) * 0.25 : 1 + Math.abs(u) * 0.1);
    const ew = 12 * k;
    const shape = look.eyes || 'almond';
    const open = (shape === 'round' ? 6 : shape === 'hooded' ? 3.8 : 4.8) * (1 - sm * 0.25) * (1 - (look.down ?? 0) * 0.6);
    const lower = (shape === 'round' ? 4.6 : 3.4) * (1 - sm * 0.35);
    const inner = [ex - sd * ew, ey + 1];
    const outer = [ex + sd * ew, ey - (shape === 'almond' ? 1.5 : 0)];
    const eye = `M${f(inner[0])} ${f(inner[1])}Q${f(ex)} ${f(ey - open * 2)} ${f(outer[0])} ${f(outer[1])}Q${f(ex)} ${f(ey + lower * 2)} ${f(inner[0])} ${f(inner[1])}Z`;
    s.fill(eye, 'C', 0);
    const ix = ex + (look.gaze ?? u * 0.6) * 3;
    s.base.push(`<clipPath id="${id}-eye${sd}"><path d="${eye}"/></clipPath>`);
    s.key.push(`<clipPath id="${id}-eye${sd}"><path d="${eye}"/></clipPath>`);
    s.open(`clip-path="url(#${id}-eye${sd})"`);
    s.fill(circle(ix, ey + (look.down ?? 0) * 3, 6 * Math.min(1, k + 0.1)), 'P', 1);
    s.close();
    if (!look.down) s.fill(circle(ix - 1.8, ey - 2, 1.3), 'C', 0);
    // The upper lid's line, heavier at the outer corner; a crease above; the lower lid with age.
    s.line(`M${f(inner[0])} ${f(inner[1])}Q${f(ex)} ${f(ey - open * 2.1)} ${f(outer[0] + sd * 2)} ${f(outer[1] - 0.5)}`, 3, 1);
    s.line(`M${f(ex - sd * ew * 0.6)} ${f(ey - open - 6)}Q${f(ex + sd * ew * 0.2)} ${f(ey - open - 9)} ${f(ex + sd * ew)} ${f(ey - open - 4)}`, 1.6, skin.line[1], skin.line[0]);
    if (age > 0.4 || sm > 0.6) s.line(`M${f(ex - sd * ew * 0.5)} ${f(ey + lower + 5)}Q${f(ex + sd * ew * 0.3)} ${f(ey + lower + 7)} ${f(ex + sd * ew * 0.9)} ${f(ey + lower + 3)}`, 1.4, skin.line[1], skin.line[0]);
    if (age > 0.5 && !isFar) s.line(`M${f(outer[0] + sd * 5)} ${f(ey - 2)}l${f(sd * 6)} -3M${f(outer[0] + sd * 5)} ${f(ey + 3)}l${f(sd * 6)} 3`, 1.3, skin.line[1], skin.line[0]);
    // The brow: a brushed shape, thick at the inner end, arched, thinner when far.
    const bt = 4.2 * (look.brows ?? 1) * (isFar ? 0.85 : 1);
    const arch = look.arch ?? 0.5;
    const by = ey - 17 - open * 0.6 + (look.browY ?? 0);
    const b0 = [ex - sd * ew * 1.05, by + 3];
    const b1 = [ex + sd * ew * 0.3, by - 2 - arch * 4];
    const b2 = [ex + sd * ew * 1.35, by + 2 - arch * 1];
    const browInk = HAIR[look.browInk || look.hair] || hair;
    s.fill(`M${f(b0[0])} ${f(b0[1] + bt * 0.5)}Q${f(b1[0] - sd * 3)} ${f(b1[1] - bt * 0.5)} ${f(b2[0])} ${f(b2[1])}Q${f(b1[0])} ${f(b1[1] + bt * 0.7)} ${f(b0[0])} ${f(b0[1] + bt * 1.2)}Z`, browInk.ink[0], Math.max(0.55, browInk.ink[1]));
  }
  // Age: lines across the forehead.
  if (age > 0.5) {
    s.line(`M${f(fc - 24)} -50Q${f(fc)} -54 ${f(fc + 22)} -50`, 1.5, skin.line[1], skin.line[0]);
    if (age > 0.7) s.line(`M${f(fc - 18)} -60Q${f(fc)} -63 ${f(fc + 16)} -60`, 1.3, skin.line[1], skin.line[0]);
  }

  // Beard and moustache, over the skin, under the lips' line.
  if (look.beard) beard(s, look, HAIR[look.beardInk] || hair, { W, X, chinY, mc, my, mw, tip, nc, fc, g, jaw, skin, sm, left, right, lf });

  // The hair in front: the cap, the fringe, the knots, the bun.
  hairFront(s, look, hair, W, L, u, dir, fc, X, rand);

  if (look.glasses) glasses(s, look, { fc, gap, u, dir, W, X, ey, far });
  s.close();
  return s;
}

/** Shoulders and clothes. */
function body(s, look, hx, dir, u, id) {
  const [ink, lo] = CLOTH[look.cloth || 'dark'];
  const cx = hx + u * 12;
  const shoulders = curve([[cx - 170, 440], [cx - 166, 352], [cx - 120, 318], [cx - 46, 300], [cx, 306], [cx + 46, 300], [cx + 120, 318], [cx + 166, 352], [cx + 170, 440]], false) + 'Z';
  const wear = look.wear || 'crew';
  if (wear === 'stripes') {
    s.fill(shoulders, 'C', 0);
    s.base.push(`<clipPath id="${id}-stripes"><path d="${shoulders}"/></clipPath>`);
    s.key.push(`<clipPath id="${id}-stripes"><path d="${shoulders}"/></clipPath>`);
    s.open(`clip-path="url(#${id}-stripes)"`);
    for (let y = 314; y < 420; y += 14) s.line(`M${cx - 180} ${y + 10}Q${cx} ${y - 6} ${cx + 180} ${y + 10}`, 6, 0.95);
    s.close();
  } else s.fill(shoulders, ...ink);
  // The fold under the far shoulder, in shadow.
  if (wear !== 'stripes') s.fill(curve([[cx + dir * 100, 440], [cx + dir * 110, 360], [cx + dir * 150, 340], [cx + dir * 170, 360], [cx + dir * 170, 440]]), ...lo);
  if (wear === 'crew' || wear === 'tee' || wear === 'stripes') {
    s.fill(`M${cx - 46} 300Q${cx} ${wear === 'tee' ? 346 : 332} ${cx + 46} 300Q${cx} ${wear === 'tee' ? 336 : 322} ${cx - 46} 300Z`, ...(wear === 'stripes' ? ['C', 0.95] : lo));
  } else if (wear === 'roll') {
    s.fill(curve([[cx - 46, 282], [cx, 292], [cx + 46, 282], [cx + 52, 320], [cx, 334], [cx - 52, 320]]), ...ink);
    s.line(`M${cx - 46} 300Q${cx} 312 ${cx + 46} 300M${cx - 48} 312Q${cx} 324 ${cx + 48} 312`, 1.6, Math.min(1, ink[1] + 0.3));
  } else if (wear === 'shirt' || wear === 'blouse' || wear === 'jacket' || wear === 'cardigan') {
    const under = CLOTH[look.under || (wear === 'shirt' || wear === 'blouse' ? look.cloth : 'cream')][0];
    const v = wear === 'blouse' ? 356 : 372;
    s.fill(`M${cx - 44} 300L${cx} ${v}L${cx + 44} 300Z`, ...(wear === 'shirt' || wear === 'blouse' ? ['C', 0] : under));
    if (wear === 'shirt' || wear === 'jacket') {
      const collar = wear === 'shirt' ? (ink[1] > 0.5 ? ink : lo) : under;
      s.fill(poly([[cx - 46, 292], [cx - 6, 344], [cx - 30, 356], [cx - 58, 312]]), ...collar);
      s.fill(poly([[cx + 46, 292], [cx + 6, 344], [cx + 30, 356], [cx + 58, 312]]), ...collar);
    }
    if (wear === 'jacket' || wear === 'cardigan') {
      s.fill(poly([[cx - 58, 304], [cx - 4, 440], [cx - 80, 440], [cx - 92, 320]]), ...ink);
      s.fill(poly([[cx + 58, 304], [cx + 4, 440], [cx + 80, 440], [cx + 92, 320]]), ...ink);
      s.line(`M${cx - 58} 304L${cx - 4} 440M${cx + 58} 304L${cx + 4} 440`, 2, Math.min(1, ink[1] + 0.5));
    }
    if (wear === 'blouse') s.line(`M${cx - 44} 300L${cx} 356L${cx + 44} 300`, 2, Math.min(1, ink[1] + 0.4));
  }
  if (look.wear === 'shirt' && look.placket !== false) s.line(`M${cx} 360V440`, 1.4, Math.min(1, ink[1] + 0.4));
}

/** Hair that hangs behind the face and shoulders (long hair, a bob's sides, the afro's mass). */
function hairBack(s, look, hair, W, L, u, dir, rand) {
  const st = look.style;
  const o = u * W * 0.06;
  if (st === 'bob') {
    s.fill(curve([[o, -122], [o + W * 1.1, -96], [o + W * 1.36, -20], [o + W * 1.3, 56], [o + W * 1.1, 72], [o + W * 0.2, 70], [o - W * 0.2, 70], [o - W * 1.1, 72], [o - W * 1.3, 56], [o - W * 1.36, -20], [o - W * 1.1, -96]]), ...hair.ink);
  } else if (st === 'long' || st === 'wave') {
    const wob = st === 'wave' ? 10 : 3;
    const pts = [[o, -124]];
    for (const [k, y] of [[1.1, -96], [1.3, -30], [1.36, 40], [1.42, 110], [1.5, 170], [1.46, 200]]) pts.push([o + W * k + (rand() - 0.5) * wob * 2, y]);
    pts.push([o + W * 0.9, 214], [o + W * 0.4, 160], [o - W * 0.4, 160], [o - W * 0.9, 214]);
    for (const [k, y] of [[1.46, 200], [1.5, 170], [1.42, 110], [1.36, 40], [1.3, -30], [1.1, -96]]) pts.push([o - W * k + (rand() - 0.5) * wob * 2, y]);
    s.fill(curve(pts), ...hair.ink);
    if (st === 'wave') {
      for (let i = 0; i < 6; i++) {
        const sd = i % 2 ? 1 : -1;
        const x = o + sd * W * (1.1 + (i % 3) * 0.1);
        s.line(`M${f(x)} ${f(0 + i * 18)}q${f(sd * 10)} 20 0 40q${f(-sd * 10)} 20 0 40`, 2.4, hair.streak[1], hair.streak[0]);
      }
    }
  } else if (st === 'afro') {
    const pts = [];
    for (let i = 0; i < 22; i++) {
      const a = Math.PI * (0.84 + (i / 21) * 1.32);
      const r = W * 1.7 + (rand() - 0.5) * 8;
      pts.push([o + Math.cos(a) * r * 0.98, -50 + Math.sin(a) * r * 0.86]);
    }
    s.fill(curve(pts), ...hair.ink);
  } else if (st === 'locs') {
    for (let i = 0; i < 14; i++) {
      const sd = i % 2 ? 1 : -1;
      const x = o + sd * W * (0.7 + (i >> 1) * 0.09);
      s.line(`M${f(x)} -90Q${f(x + sd * 20)} 20 ${f(x + sd * (10 + rand() * 14))} ${f(140 + rand() * 40)}`, 12, hair.ink[1], hair.ink[0]);
    }
  } else if (st === 'pony') {
    s.fill(curve([[o - dir * W * 0.7, -70], [o - dir * W * 1.3, -40], [o - dir * W * 1.35, 30], [o - dir * W * 1.2, 90], [o - dir * W * 0.95, 40], [o - dir * W * 0.95, -30]]), ...hair.ink);
  }
}

/** The hair over the skull and forehead. */
function hairFront(s, look, hair, W, L, u, dir, fc, X, rand) {
  const st = look.style;
  if (st === 'bald') {
    // What is left: a close band over the ears, and the crown's shine.
    for (const sd of [-1, 1]) s.fill(curve([[X(sd, 1.03), -44], [X(sd, 1.07), 2], [X(sd, 0.96), 0], [X(sd, 0.95), -38]]), ...hair.ink);
    s.fill(ellipse(u * W * 0.1 - dir * W * 0.3, -84 * L, 14, 6), 'C', 0);
    return;
  }
  const o = u * W * 0.06;
  const top = -104 * L;
  // The hairline across the forehead, by style.
  const hl = { crop: -56, swept: -64, side: -58, buzz: -58, knots: -60, bun: -62, bob: -34, long: -58, wave: -58, curls: -52, afro: -54, locs: -58, pony: -60 }[st] ?? -56;
  const rec = (look.recede ?? 0) * 10;
  const vol = { crop: 10, swept: 20, side: 18, buzz: 4, knots: 6, bun: 6, bob: 16, long: 12, wave: 16, curls: 22, afro: 16, locs: 10, pony: 8 }[st] ?? 10;
  const cap = [
    [X(-1, 1.02), -2], [X(-1, 1.06) - vol * 0.3, -50], [X(-1, 0.9) - vol * 0.5, -92 - vol * 0.3], [o - W * 0.2, top - vol],
    [o + W * 0.3, top - vol * (st === 'side' ? 1.2 : 0.95)], [X(1, 0.92) + vol * 0.5, -90 - vol * 0.3], [X(1, 1.06) + vol * 0.3, -50], [X(1, 1.02), -2],
    // down the temple and back along the hairline
    [X(1, 0.96), -28], [X(1, 0.8), hl + 2 - rec], [fc + W * 0.35, hl - 4 - rec * 1.4], [fc, hl - rec * 0.6], [fc - W * 0.35, hl - 4 - rec * 1.4], [X(-1, 0.8), hl + 2 - rec], [X(-1, 0.96), -28],
  ];
  if (st === 'afro') {
    s.fill(curve(cap), ...hair.ink);
    for (let i = 0; i < 26; i++) {
      const a = Math.PI * (1.05 + rand() * 0.9);
      const r = W * (1 + rand() * 0.6);
      s.line(`M${f(o + Math.cos(a) * r)} ${f(-50 + Math.sin(a) * r * 0.86)}q3 -4 6 0`, 1.8, hair.streak[1], hair.streak[0]);
    }
    return;
  }
  if (st === 'bob') {
    // A straight fringe to the brows, cut square; the sides fall in front of the cheeks.
    // (or, with fringe: false, swept from a side parting off the forehead).
    const open = look.fringe === false;
    const line = open ? [[X(1, 0.9), -28], ...[[fc + dir * W * 0.3, -62], [fc - dir * W * 0.2, -74], [fc - dir * W * 0.5, -56]].sort((m, n) => n[0] - m[0]), [X(-1, 0.9), -28]] : [[X(1, 0.9), -28], [fc + W * 0.4, -30], [fc, -27], [fc - W * 0.4, -30], [X(-1, 0.9), -28]];
    const fr = [[X(-1, 1.28), 60], [X(-1, 1.34), -40], [X(-1, 1.06), -96], [o, -124], [X(1, 1.06), -96], [X(1, 1.34), -40], [X(1, 1.28), 60], [X(1, 0.96), 62], [X(1, 0.92), 10], ...line, [X(-1, 0.92), 10], [X(-1, 0.96), 62]];
    s.fill(curve(fr), ...hair.ink);
    if (!open) {
      for (let i = 0; i < 9; i++) {
        const x = fc - W * 0.7 + i * W * 0.18;
        s.line(`M${f(x + 4)} -80L${f(x)} -40`, 1.8, hair.streak[1], hair.streak[0]);
      }
    } else for (let i = 0; i < 4; i++) s.line(`M${f(fc - dir * W * 0.2)} ${f(-96 + i * 6)}Q${f(fc + dir * W * 0.5)} ${f(-80 + i * 8)} ${f(X(dir, 1.1))} ${f(-20 + i * 14)}`, 1.8, hair.streak[1], hair.streak[0]);
    s.line(`M${f(X(-1, 1.1))} -80Q${f(o - W * 0.6)} -110 ${f(o)} -116`, 3, hair.streak[1], hair.streak[0]);
    return;
  }
  s.fill(curve(cap), ...hair.ink);
  // Streaks that say which way it is combed.
  const streak = (d, w = 2.2) => s.line(d, w, hair.streak[1], hair.streak[0]);
  if (st === 'crop' || st === 'buzz') {
    if (st === 'crop') for (let i = 0; i < 6; i++) streak(`M${f(fc - W * 0.5 + i * W * 0.2)} ${f(hl - 8)}q${f(4 + i)} -18 ${f(10 + i * 2)} -30`, 1.8);
    else streak(`M${f(X(-1, 0.7))} -86Q${f(o)} -110 ${f(X(1, 0.5))} -92`, 1.4);
  } else if (st === 'swept') {
    for (let i = 0; i < 7; i++) streak(`M${f(fc - W * 0.6 + i * W * 0.2)} ${f(hl - 6 - rec)}Q${f(fc - W * 0.5 + i * W * 0.2)} ${f(top - 4)} ${f(fc - W * 0.3 + i * W * 0.22)} ${f(top + 2)}`, 2);
  } else if (st === 'side') {
    // A side parting on the lit side; the hair sweeps over to the other.
    const p = fc - dir * W * 0.45;
    s.fill(curve([[p, top - 6], [fc + dir * W * 0.5, top - 2], [X(dir, 1.02), -54], [X(dir, 0.92), hl - 2], [fc + dir * W * 0.3, hl - 6], [fc, hl - 2], [p - dir * 6, hl - 16]]), ...hair.ink);
    s.line(`M${f(p)} ${f(top - 2)}L${f(p - dir * 4)} ${f(hl - 14)}`, 2, 0, 'P');
    for (let i = 0; i < 6; i++) streak(`M${f(p + dir * 4)} ${f(top + 6 + i * 5)}Q${f(fc + dir * W * 0.3)} ${f(top - 4 + i * 6)} ${f(X(dir, 0.95))} ${f(hl - 14 + i * 3)}`, 1.8);
  } else if (st === 'knots') {
    for (const [dx, dy, r] of [[-0.86, -92, 19], [-0.34, -126, 21], [0.24, -128, 21], [0.78, -100, 19]]) {
      const x = o + dx * W;
      s.fill(circle(x, dy, r), ...hair.ink);
      s.line(`M${f(x - r * 0.5)} ${f(dy - r * 0.2)}A${f(r * 0.55)} ${f(r * 0.55)} 0 1 1 ${f(x + r * 0.1)} ${f(dy + r * 0.5)}`, 2, hair.streak[1], hair.streak[0]);
    }
    for (let i = 0; i < 4; i++) streak(`M${f(o - W * 0.55 + i * W * 0.36)} ${f(hl - 6)}L${f(o - W * 0.55 + i * W * 0.36 + 4)} ${f(-92)}`, 1.6);
  } else if (st === 'bun') {
    const bx = o - dir * W * 0.1;
    s.fill(circle(bx, top - 24, 24), ...hair.ink);
    s.line(`M${f(bx - 14)} ${f(top - 30)}A14 14 0 1 1 ${f(bx + 4)} ${f(top - 10)}`, 2.2, hair.streak[1], hair.streak[0]);
    for (let i = 0; i < 6; i++) streak(`M${f(fc - W * 0.7 + i * W * 0.28)} ${f(hl - 4)}Q${f(fc - W * 0.4 + i * W * 0.16)} ${f(top)} ${f(bx + (i - 2.5) * 4)} ${f(top - 8)}`, 1.6);
  } else if (st === 'long' || st === 'wave') {
    // A centre parting; the hair falls past the cheeks, in front of the face's edges.
    const p = fc + (look.part ?? -0.1) * W;
    for (const sd of [-1, 1]) {
      const pts = [[p, top - 6], [X(sd, 0.8), -90], [X(sd, 1.16), -40], [X(sd, 1.2), 40], [X(sd, 1.16), 120], [X(sd, 0.96), 110], [X(sd, 0.9), 30], [X(sd, 0.86), -28], [X(sd, 0.6), hl], [p + sd * 4, hl - 12]];
      s.fill(curve(pts), ...hair.ink);
      for (let i = 0; i < 3; i++) streak(`M${f(p + sd * (8 + i * 8))} ${f(top + 4 + i * 6)}Q${f(X(sd, 1.02 + i * 0.04))} -40 ${f(X(sd, 1.06 + i * 0.04))} ${f(60 + i * 20)}`, 1.8);
    }
  } else if (st === 'curls') {
    for (let i = 0; i < 40; i++) {
      const a = Math.PI * (1.02 + rand() * 0.96);
      const r = W * (0.8 + rand() * 0.4);
      const x = o + Math.cos(a) * r * 1.05;
      const y = -40 + Math.sin(a) * r * 1.05;
      if (y > hl + 4) continue;
      s.line(`M${f(x - 3)} ${f(y)}a4 4 0 1 1 6 2`, 1.8, hair.streak[1], hair.streak[0]);
    }
  } else if (st === 'pony') {
    for (let i = 0; i < 5; i++) streak(`M${f(fc - W * 0.6 + i * W * 0.3)} ${f(hl - 4)}Q${f(o)} ${f(top)} ${f(o - dir * W * 0.9)} ${f(-60)}`, 1.6);
  }
}

function beard(s, look, ink, p) {
  const { W, X, chinY, mc, my, mw, tip, g, jaw, skin, sm, left, right, lf } = p;
  const kind = look.beard;
  const tint = kind === 'stubble' ? [skin.lit[0], Math.min(1, skin.lit[1] + 0.1)] : kind === 'short' ? [ink.ink[0], Math.max(0.6, ink.ink[1] * 0.85)] : ink.ink;
  const b = 1 + jaw * 0.06;
  const mouthHole = `M${f(left[0] - 2)} ${f(left[1])}Q${f(mc)} ${f(my - 6)} ${f(right[0] + 2)} ${f(right[1])}Q${f(mc)} ${f(my + 14 * lf + sm * 8)} ${f(left[0] - 2)} ${f(left[1])}Z`;
  if (kind === 'moustache' || kind === 'goatee') {
    s.fill(curve([[mc - mw - 4, my + 2], [mc - 4, tip + 8], [mc + 4, tip + 8], [mc + mw + 4, my + 2], [mc, my - 3]]), ...tint);
    if (kind === 'goatee') s.fill(curve([[mc - 12, my + 12], [mc + 12, my + 12], [mc + 10, chinY + 4], [mc - 10, chinY + 4]]), ...tint);
    return;
  }
  const top = kind === 'stubble' ? 34 : 12;
  const drop = kind === 'full' ? 1 : 0.4; // how far below the chin it grows
  const out = [[X(-1, 1.0), top], [X(-1, 0.98 * b), top + 30], [X(-1, (0.6 + jaw * 0.2) * b), chinY - 20], [X(-1, 0.5), chinY + 6 * drop], [X(-1, 0.22), chinY + 18 * drop], [mc, chinY + 22 * drop], [X(1, 0.22), chinY + 18 * drop], [X(1, 0.5), chinY + 6 * drop], [X(1, (0.6 + jaw * 0.2) * b), chinY - 20], [X(1, 0.98 * b), top + 30], [X(1, 1.0), top]];
  const inner = [[X(1, 0.86), top + 2], [X(1, 0.7), top + 20], [mc + mw + 6, tip + 6], [mc, tip + 6], [mc - mw - 6, tip + 6], [X(-1, 0.7), top + 20], [X(-1, 0.86), top + 2]];
  if (kind === 'stubble') s.tint(curve([...out, ...inner]), 0.1);
  else s.fill(curve([...out, ...inner]), ...tint);
  s.fill(mouthHole, ...SKIN[look.skin].lip);
  if (sm > 0.6) s.fill(`M${f(left[0] + 3)} ${f(left[1] + 1)}Q${f(mc)} ${f(my - 4)} ${f(right[0] - 3)} ${f(right[1] + 1)}Q${f(mc)} ${f(my + 6)} ${f(left[0] + 3)} ${f(left[1] + 1)}Z`, 'C', 0);
  s.line(`M${f(left[0])} ${f(left[1])}Q${f(mc)} ${f(my + 1)} ${f(right[0])} ${f(right[1])}`, 2.4, 1);
  if (kind !== 'stubble') {
    for (let i = 0; i < 8; i++) {
      const x = mc + (i - 3.5) * W * 0.2;
      s.line(`M${f(x)} ${f(chinY - 16 + Math.abs(i - 3.5) * -4)}l${f((i - 3.5) * 0.8)} 10`, 1.5, ink.streak[1], ink.streak[0]);
    }
  }
}

function glasses(s, look, p) {
  const { fc, gap, u, dir, W, X, ey, far } = p;
  const kind = look.glasses;
  const w = kind === 'wire' ? 1.8 : 3.4;
  const lens = [];
  for (const sd of [-1, 1]) {
    const isFar = far(sd);
    const k = isFar ? 1 - Math.abs(u) * 0.35 : 1;
    const ex = fc + sd * gap * (sd === dir ? 1 - Math.abs(u) * 0.25 : 1 + Math.abs(u) * 0.1);
    const rx = 16 * k;
    const ry = kind === 'round' || kind === 'wire' ? 15 : 12;
    let d;
    if (kind === 'round' || kind === 'wire') d = ellipse(ex, ey + 1, rx, ry);
    else if (kind === 'cat') d = curve([[ex - sd * rx, ey - 6], [ex + sd * rx * 0.4, ey - 12], [ex + sd * rx * 1.25, ey - 16], [ex + sd * rx, ey + 6], [ex, ey + 12], [ex - sd * rx * 0.9, ey + 8]]);
    else d = `M${f(ex - rx)} ${f(ey - ry + 1)}H${f(ex + rx)}V${f(ey + ry - 1)}Q${f(ex + rx)} ${f(ey + ry + 2)} ${f(ex + rx - 4)} ${f(ey + ry + 2)}H${f(ex - rx + 4)}Q${f(ex - rx)} ${f(ey + ry + 2)} ${f(ex - rx)} ${f(ey + ry - 1)}Z`;
    lens.push([ex, rx, sd]);
    s.line(`M${f(ex - rx * 0.5)} ${f(ey - 4)}l${f(rx * 0.5)} -6`, 2, 0, 'C', ' opacity=".9"');
    s.line(d, w, 1);
  }
  const [a, b] = lens.sort((m, n) => m[0] - n[0]);
  s.line(`M${f(a[0] + a[1])} ${f(ey - 2)}Q${f((a[0] + b[0]) / 2)} ${f(ey - 7)} ${f(b[0] - b[1])} ${f(ey - 2)}`, w * 0.8, 1);
  // The arm to the near ear.
  const near = -dir;
  const end = near < 0 ? a : b;
  s.line(`M${f(end[0] + near * end[1])} ${f(ey - 3)}L${f(X(near, 0.99))} ${f(ey - 1)}`, w * 0.8, 1);
}

// --- printing -------------------------------------------------------------------------------------

const rgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

/** The two plates as SVG documents (for a view of the 400 x 400 board, drawn at w x h px). */
export function plates(look, { seed = 'p', view = [0, 0, 400, 400], size = [400, 400] } = {}) {
  const sheet = draw(look, seed);
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${size[0]}" height="${size[1]}" viewBox="${view.join(' ')}" shape-rendering="geometricPrecision">`;
  return {
    base: `${head}<rect x="-50" y="-50" width="500" height="500" fill="#000"/>${sheet.base.join('')}</svg>`,
    key: `${head}<rect x="-50" y="-50" width="500" height="500" fill="#fff"/>${sheet.key.join('')}</svg>`,
  };
}

/**
 * Prints plates: renders them at twice the size, screens the key, adds each drum's speckle, lays the
 * light peach a little out of register, overprints on paper and returns sharp's image at `size`.
 *   misregister  the light plate's offset in output px
 */
export async function print({ base, key }, { size, seed = 'p', misregister = [1.6, 1.1] }) {
  const [w, h] = size;
  const S = 2;
  const W = w * S;
  const H = h * S;
  const up = (svg) => svg.replace(/width="\d+" height="\d+"/, `width="${W}" height="${H}"`);
  const [b, k] = await Promise.all([base, key].map((svg) => sharp(Buffer.from(up(svg))).removeAlpha().raw().toBuffer()));
  const rand = random(`grain-${seed}`);
  // Low-frequency ink density: a coarse grid of random values, interpolated.
  const G = 24;
  const gw = Math.ceil(W / G) + 2;
  const gh = Math.ceil(H / G) + 2;
  const coarse = Float32Array.from({ length: gw * gh }, () => rand());
  const density = (px, py) => {
    const gx = (px % W) / G;
    const gy0 = (py % H) / G;
    const gy = gy0;
    const x0 = Math.floor(gx);
    const y0 = Math.floor(gy);
    const tx = gx - x0;
    const ty = gy - y0;
    const a = coarse[y0 * gw + x0] * (1 - tx) + coarse[y0 * gw + x0 + 1] * tx;
    const c = coarse[(y0 + 1) * gw + x0] * (1 - tx) + coarse[(y0 + 1) * gw + x0 + 1] * tx;
    return a * (1 - ty) + c * ty;
  };
  const paper = rgb(INKS.paper);
  const t = (c) => rgb(c).map((v, i) => Math.min(1, v / paper[i]));
  const [tP, tL, tK] = [t(INKS.peach), t(INKS.light), t(INKS.dark)];
  const ox = Math.round(misregister[0] * S);
  const oy = Math.round(misregister[1] * S);
  const out = Buffer.alloc(W * H * 3);
  // The screen: one threshold per pixel of the double-size plate, so the grain is finer than a pixel
  // of the picture and a tint reads as a tone, grainy only up close.
  const cells = W * H;
  const screen = Float32Array.from({ length: cells }, () => rand());
  // The drum's speckle comes in flecks of about two pixels of the picture.
  const sw = Math.ceil(W / 4);
  const speck = Float32Array.from({ length: sw * Math.ceil(H / 4) }, () => rand());
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const cell = i;
      const fleck = speck[(y >> 2) * sw + (x >> 2)];
      const d = 0.9 + 0.1 * density(x, y);
      const dropout = fleck < 0.008 ? 0.62 : 1;
      const p = (b[i * 3] / 255) * d * dropout;
      const lx = Math.min(W - 1, Math.max(0, x - ox));
      const ly = Math.min(H - 1, Math.max(0, y - oy));
      const l = (b[(ly * W + lx) * 3 + 1] / 255) * (0.92 + 0.08 * density(x + 97, y + 53)) * (fleck > 0.986 ? 0.6 : 1);
      const kc = 1 - k[i * 3] / 255;
      // Solid K keeps a few pinholes; tints and soft edges become the screen's grain.
      let kk = kc > 0.985 ? (fleck > 0.5 && fleck < 0.515 ? 0.35 : 1) : kc > screen[cell] ? 1 : 0;
      kk *= 0.96 + 0.04 * density(x + 211, y + 17);
      for (let c = 0; c < 3; c++) {
        out[i * 3 + c] = Math.round(paper[c] * (1 - p * (1 - tP[c])) * (1 - l * (1 - tL[c])) * (1 - kk * (1 - tK[c])));
      }
    }
  }
  return sharp(out, { raw: { width: W, height: H, channels: 3 } }).resize(w, h, { kernel: 'lanczos3' });
}
