// The drawing kit for the team's portraits at their craft (team.mjs): people placed in a scene, arms,
// hands and the tools of their trade, all in the portrait series' inks (riso.mjs): each mark names what
// it leaves on the colour plate ('C' paper, 'L' light peach, 'P' peach) and a tint of the dark key.
// The head is riso.mjs's own (draw), set into the scene at any size and turn; everything else is
// built here from a few shapes: a limb is a centre line with widths (an arm, a finger, a brush), a
// hand is a palm and its fingers, each edged with the skin's line ink so that fingers read against
// each other, as an illustrator's contour would.
import { Sheet, draw, curve, circle, ellipse, poly, f, SKIN, CLOTH, random } from './riso.mjs';

export { Sheet, curve, circle, ellipse, poly, f, SKIN, CLOTH, random };

/** A fill in one ink: c is [plate, key tint]. */
export const paint = (s, d, c, attrs = '') => s.fill(d, c[0], c[1], attrs);
/** A stroke in one ink. */
export const brush = (s, d, w, c, attrs = '') => s.line(d, w, c[1], c[0], attrs);

/** A transform: move to x y, turn by r degrees, scale by k (and mirror when flip). */
export const place = ({ x = 0, y = 0, r = 0, k = 1, flip = false }) =>
  `transform="translate(${f(x)} ${f(y)}) rotate(${f(r)}) scale(${flip ? `-${k} ${k}` : k})"`;

/** Draws fn's marks moved, turned and scaled. */
export function at(s, where, fn) {
  s.open(place(where));
  fn();
  s.close();
  return s;
}

/**
 * A shape around a centre line: pts the line, w its width at each point (a number or one per point);
 * the ends are rounded. Arms, sleeves, fingers, brushes, pencils.
 */
export function limb(pts, w, { caps = [true, true] } = {}) {
  const at = (i) => (Array.isArray(w) ? w[i] : w) / 2;
  const left = [];
  const right = [];
  const n = pts.length;
  const tangent = (i) => {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(n - 1, i + 1)];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  };
  for (let i = 0; i < n; i++) {
    const [tx, ty] = tangent(i);
    const h = at(i);
    left.push([pts[i][0] - ty * h, pts[i][1] + tx * h]);
    right.push([pts[i][0] + ty * h, pts[i][1] - tx * h]);
  }
  const [ex, ey] = tangent(n - 1);
  const [sx, sy] = tangent(0);
  const endCap = caps[1] ? [[pts[n - 1][0] + ex * at(n - 1) * 0.8, pts[n - 1][1] + ey * at(n - 1) * 0.8]] : [];
  const startCap = caps[0] ? [[pts[0][0] - sx * at(0) * 0.8, pts[0][1] - sy * at(0) * 0.8]] : [];
  return curve([...left, ...endCap, ...right.reverse(), ...startCap]);
}

/** A shape edged in a line ink (an illustrator's contour), filled: the line shows outside the fill. */
export function edged(s, d, fill, line, w = 2.4) {
  brush(s, d, w, line);
  paint(s, d, fill);
  return s;
}

// --- hands ---------------------------------------------------------------------------------------
// A hand is drawn in its own frame: the wrist at 0 0, the fingers up (towards -y), about 100 units
// from wrist to the middle finger's tip, as a right hand seen from its back (the thumb to the left);
// flip mirrors it into a left hand. Each pose lists its parts back to front: a palm (closed outline) or
// a digit (a centre line and widths). The skin's shadow plane falls along the side away from the light.

const POSES = {
  // Holding a slim tool (a pencil, a brush, a marker) as one writes: the index along it, the thumb
  // pinching from below, the other three curled under; the tool passes from the fingertips back over
  // the web of the thumb.
  pinch: {
    parts: [
      { digit: [[14, -48], [22, -62], [20, -72], [12, -70]], w: [14, 13, 12, 11] }, // little finger, curled
      { digit: [[8, -54], [14, -72], [10, -84], [0, -80]], w: [15, 14, 13, 12] }, // ring, curled
      { palm: [[-16, 4], [16, 4], [20, -22], [18, -48], [6, -60], [-8, -60], [-20, -46], [-22, -18]] },
      { digit: [[-2, -58], [4, -78], [0, -92], [-10, -90]], w: [16, 15, 14, 12] }, // middle, curled
      { tool: true },
      { digit: [[-12, -56], [-16, -80], [-24, -100], [-34, -108]], w: [16, 15, 13.5, 12] }, // index, along the tool
      { digit: [[-18, -22], [-32, -44], [-40, -66], [-40, -84]], w: [19, 17, 15, 13] }, // thumb
    ],
    shade: [[16, 4], [20, -22], [18, -48], [10, -56], [6, -30], [8, 0]],
    knuckles: [[-10, -56], [-1, -58], [8, -54], [14, -48]],
    tool: { grip: [-40, -104], back: [-58, -4] },
  },
  // Closed round something (a handle, a book's spine, a phone's side) running across the hand: four
  // fingers wrapped over it towards us, the thumb along it.
  grip: {
    parts: [
      { tool: true },
      { palm: [[-18, 4], [16, 4], [22, -20], [22, -46], [10, -56], [-10, -56], [-22, -46], [-24, -16]] },
      { digit: [[16, -44], [20, -58], [16, -70], [10, -66]], w: [13, 13, 12, 11] },
      { digit: [[8, -50], [12, -68], [8, -80], [2, -74]], w: [15, 15, 14, 12] },
      { digit: [[-2, -52], [2, -72], [-2, -84], [-8, -78]], w: [16, 16, 14, 12] },
      { digit: [[-12, -50], [-10, -68], [-14, -80], [-20, -74]], w: [15, 15, 13, 12] },
      { digit: [[-20, -18], [-34, -36], [-38, -58], [-34, -72]], w: [19, 17, 15, 13] },
    ],
    shade: [[16, 4], [22, -20], [22, -46], [12, -52], [8, -24], [8, 0]],
    knuckles: [[-12, -50], [-2, -52], [8, -50], [16, -44]],
    tool: { grip: [-40, -66], back: [40, -66] },
  },
  // Open, fingers together and a little curved, the thumb out: laid on a sheet, or holding it down.
  flat: {
    parts: [
      { digit: [[-18, -14], [-34, -30], [-46, -44], [-54, -52]], w: [19, 17, 15, 13] },
      { palm: [[-18, 4], [16, 4], [22, -24], [20, -52], [6, -58], [-10, -58], [-22, -48], [-22, -18]] },
      { digit: [[15, -48], [19, -68], [20, -82]], w: [13, 12, 11] },
      { digit: [[7, -54], [9, -80], [9, -96]], w: [14, 13, 12] },
      { digit: [[-2, -56], [-2, -84], [-3, -102]], w: [15, 14, 13] },
      { digit: [[-12, -52], [-15, -78], [-18, -94]], w: [14.5, 13.5, 12.5] },
    ],
    shade: [[16, 4], [22, -24], [20, -50], [12, -54], [8, -24], [8, 0]],
    knuckles: [[-12, -52], [-2, -56], [7, -54], [15, -48]],
  },
  // Open behind what it holds (a book, a card, a phone): the thumb is drawn in front with digit().
  behind: {
    parts: [
      { palm: [[-18, 4], [16, 4], [22, -24], [20, -52], [6, -58], [-10, -58], [-22, -48], [-22, -18]] },
      { digit: [[15, -48], [19, -68], [20, -82]], w: [13, 12, 11] },
      { digit: [[7, -54], [9, -80], [9, -96]], w: [14, 13, 12] },
      { digit: [[-2, -56], [-2, -84], [-3, -102]], w: [15, 14, 13] },
      { digit: [[-12, -52], [-15, -78], [-18, -94]], w: [14.5, 13.5, 12.5] },
    ],
    shade: [[16, 4], [22, -24], [20, -50], [12, -54], [8, -24], [8, 0]],
    knuckles: [[-12, -52], [-2, -56], [7, -54], [15, -48]],
  },
  // The index out, to tap a screen or a sheet; the others curled.
  point: {
    parts: [
      { digit: [[14, -46], [20, -60], [16, -70], [10, -64]], w: [13, 13, 12, 11] },
      { digit: [[6, -52], [12, -68], [6, -78], [0, -72]], w: [15, 15, 14, 12] },
      { palm: [[-18, 4], [16, 4], [20, -22], [18, -46], [6, -56], [-10, -56], [-22, -46], [-24, -16]] },
      { digit: [[-2, -54], [2, -72], [-4, -82], [-10, -74]], w: [16, 15, 14, 12] },
      { digit: [[-12, -52], [-14, -78], [-16, -100], [-17, -112]], w: [15, 14, 13, 12] },
      { digit: [[-20, -18], [-32, -38], [-26, -58], [-16, -64]], w: [19, 17, 15, 13] },
    ],
    shade: [[16, 4], [20, -22], [18, -46], [10, -52], [6, -24], [8, 0]],
    knuckles: [[-12, -52], [-2, -54], [6, -52], [14, -46]],
  },
};

/** Where to put a hand (its wrist) so that a point of its frame (local, e.g. the tip of the index or
 *  the grip of what it pinches) lands on target, turned by r, scaled by k, mirrored when flip. */
export function reach(target, local, { r = 0, k = 1, flip = false }) {
  const a = (r * Math.PI) / 180;
  const [lx, ly] = [local[0] * k * (flip ? -1 : 1), local[1] * k];
  return { x: target[0] - (lx * Math.cos(a) - ly * Math.sin(a)), y: target[1] - (lx * Math.sin(a) + ly * Math.cos(a)), r, k, flip };
}

/** The points of a pose's frame that a scene aims: the index's tip, the tool's grip. */
export const TIPS = { point: [-17, -114], pinch: [-40, -104], flat: [-3, -106] };

/**
 * A hand: skin a key of SKIN, where {x, y, r, k, flip} (r turns the fingers from up), pose a key of
 * POSES; tool(s) draws what it holds in the hand's frame (it is drawn where the pose says, between the
 * fingers behind and in front of it).
 */
export function hand(s, skinName, where, pose, tool) {
  const skin = SKIN[skinName];
  const P = POSES[pose];
  at(s, where, () => {
    for (const part of P.parts) {
      if (part.tool) {
        if (tool) tool(s, P.tool);
        continue;
      }
      const d = part.palm ? curve(part.palm) : limb(part.digit, part.w.map((w) => w * 0.86));
      edged(s, d, skin.lit, skin.line, 2.6);
      if (part.palm) {
        paint(s, curve(P.shade), skin.shade);
        // The knuckles: small ticks where the fingers meet the back of the hand.
        for (const [x, y] of P.knuckles) brush(s, `M${f(x - 3)} ${f(y + 6)}q3 -2 6 0`, 1.4, skin.line);
      }
    }
  });
  return s;
}

/** One finger or a thumb alone, in a hand's frame (where): drawn in front of what the hand holds. */
export function digit(s, skinName, where, pts, w) {
  const skin = SKIN[skinName];
  at(s, where, () => edged(s, limb(pts, w), skin.lit, skin.line, 2.6));
  return s;
}

/** A person at a scene's place: their head (riso.mjs) with body(s) drawn in the head's frame (the
 *  400-unit board with the head at 200 176), moved so the head's centre lands at x y, scaled by k. */
export function person(s, look, seed, { x, y, k = 1, r = 0 }, body) {
  s.open(`transform="translate(${f(x)} ${f(y)}) rotate(${f(r)}) scale(${k}) translate(-200 -176)"`);
  draw({ ...look, bare: true, body }, seed, s);
  s.close();
  return s;
}

/** The sheet as the two plates' SVG documents, at size px, showing view (a board of 400 units, or
 *  wider: [0, 0, w, h]). */
export function platesOf(sheet, size, view = [0, 0, 400, 400]) {
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${size[0]}" height="${size[1]}" viewBox="${view.join(' ')}" shape-rendering="geometricPrecision">`;
  const ground = `x="-50" y="-50" width="${view[2] + 100}" height="${view[3] + 100}"`;
  return {
    base: `${head}<rect ${ground} fill="#000"/>${sheet.base.join('')}</svg>`,
    key: `${head}<rect ${ground} fill="#fff"/>${sheet.key.join('')}</svg>`,
  };
}

/**
 * What a person wears from the shoulders down to below the frame (riso.mjs's shoulders, longer), in
 * the head's frame: wear 'crew' | 'roll' | 'shirt' | 'stripes' | 'blouse' | 'tee', cloth a key of CLOTH;
 * turn shifts the chest towards the side the face turns to.
 */
export function torso(s, look, { hx, dir, u, id }, { bottom = 760, width = 1, slope = 0 } = {}) {
  const [ink, lo] = CLOTH[look.cloth || 'dark'];
  const cx = hx + u * 12;
  const w = (v) => v * width;
  const sl = (side) => side * slope; // one shoulder higher than the other
  const outline = curve([[cx - w(186), bottom], [cx - w(180), 380 + sl(-1)], [cx - w(166), 340 + sl(-1)], [cx - w(120), 316 + sl(-1) * 0.6], [cx - 46, 300], [cx, 306], [cx + 46, 300], [cx + w(120), 316 + sl(1) * 0.6], [cx + w(166), 340 + sl(1)], [cx + w(180), 380 + sl(1)], [cx + w(186), bottom]], false) + 'Z';
  const wear = look.wear || 'crew';
  if (wear === 'stripes') {
    s.fill(outline, 'C', 0);
    s.base.push(`<clipPath id="${id}-torso"><path d="${outline}"/></clipPath>`);
    s.key.push(`<clipPath id="${id}-torso"><path d="${outline}"/></clipPath>`);
    s.open(`clip-path="url(#${id}-torso)"`);
    for (let y = 314; y < bottom; y += 15) s.line(`M${f(cx - 200)} ${f(y + 12)}Q${f(cx)} ${f(y - 6)} ${f(cx + 200)} ${f(y + 12)}`, 6.5, 0.95);
    s.close();
  } else s.fill(outline, ...ink);
  if (wear !== 'stripes') s.fill(curve([[cx + dir * w(110), bottom], [cx + dir * w(118), 380], [cx + dir * w(150), 344 + sl(dir)], [cx + dir * w(180), 370 + sl(dir)], [cx + dir * w(186), bottom]]), ...lo);
  if (wear === 'crew' || wear === 'tee' || wear === 'stripes') {
    s.fill(`M${cx - 46} 300Q${cx} ${wear === 'tee' ? 346 : 332} ${cx + 46} 300Q${cx} ${wear === 'tee' ? 336 : 322} ${cx - 46} 300Z`, ...(wear === 'stripes' ? ['C', 0.95] : lo));
  } else if (wear === 'roll') {
    s.fill(curve([[cx - 46, 282], [cx, 292], [cx + 46, 282], [cx + 52, 320], [cx, 334], [cx - 52, 320]]), ...ink);
    s.line(`M${cx - 46} 300Q${cx} 312 ${cx + 46} 300M${cx - 48} 312Q${cx} 324 ${cx + 48} 312`, 1.6, Math.min(1, ink[1] + 0.3));
  } else if (wear === 'shirt' || wear === 'blouse') {
    const v = wear === 'blouse' ? 356 : 372;
    s.fill(`M${cx - 44} 300L${cx} ${v}L${cx + 44} 300Z`, 'C', 0);
    if (wear === 'shirt') {
      const collar = ink[1] > 0.5 ? ink : lo;
      s.fill(poly([[cx - 46, 292], [cx - 6, 344], [cx - 30, 356], [cx - 58, 312]]), ...collar);
      s.fill(poly([[cx + 46, 292], [cx + 6, 344], [cx + 30, 356], [cx + 58, 312]]), ...collar);
      s.line(`M${cx} 360V${bottom}`, 1.4, Math.min(1, ink[1] + 0.4));
    } else s.line(`M${cx - 44} 300L${cx} 356L${cx + 44} 300`, 2, Math.min(1, ink[1] + 0.4));
  }
  return outline;
}

/** A sleeve (an arm in what the person wears) along pts with widths w: stripes when they wear them. */
export function sleeve(s, look, pts, w, id) {
  const [ink, lo] = CLOTH[look.cloth || 'dark'];
  const d = limb(pts, w);
  if (look.wear === 'stripes') {
    s.fill(d, 'C', 0);
    s.base.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    s.key.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    s.open(`clip-path="url(#${id})"`);
    // Stripes run round the arm: across its line.
    const [a, b] = [pts[0], pts[pts.length - 1]];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const [tx, ty] = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
    for (let t = -40; t < len + 40; t += 11) {
      const [x, y] = [a[0] + tx * t, a[1] + ty * t];
      s.line(`M${f(x + ty * 60)} ${f(y - tx * 60)}Q${f(x + tx * 4)} ${f(y + ty * 4)} ${f(x - ty * 60)} ${f(y + tx * 60)}`, 4.6, 0.95);
    }
    s.close();
  } else {
    s.fill(d, ...ink);
    // The underside of the sleeve, in shadow.
    s.fill(limb(pts.map(([x, y]) => [x + 4, y + 5]), (Array.isArray(w) ? w : pts.map(() => w)).map((v) => v * 0.45)), ...lo);
  }
  return d;
}
