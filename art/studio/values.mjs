// The three value icons of /home (friendly, passionate, resourceful), drawn in the hand of the team's
// portraits (Open Peeps): a brush-pen line in the brand's black that swells and tapers, a slight
// tremor, flat fills in peach, light peach and white on a pale peach disc.
// build.mjs writes them to static/img/home/<value>.svg (202 x 202, the size the home page reserves).
const INK = '#1D1C1E';
const PEACH = '#E7816B';
const LIGHT_PEACH = '#FFAD9B';
const GROUND = '#FBD9D0';

function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n) => Number(n.toFixed(1));

/** Points along a Catmull-Rom curve through pts (closed or open), `per` per segment. */
function smooth(pts, closed, per = 7) {
  const out = [];
  const n = pts.length;
  const at = (i) => pts[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))];
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let k = 0; k < per; k++) {
      const t = k / per, t2 = t * t, t3 = t2 * t;
      out.push([0, 1].map((d) => 0.5 * ((2 * p1[d]) + (-p0[d] + p2[d]) * t + (2 * p0[d] - 5 * p1[d] + 4 * p2[d] - p3[d]) * t2 + (-p0[d] + 3 * p1[d] - 3 * p2[d] + p3[d]) * t3)));
    }
  }
  if (!closed) out.push(pts[n - 1]);
  return out;
}

/** A brush-pen stroke through pts: an outline whose width swells to `width` and tapers at open ends. */
function stroke(pts, { width = 5, closed = false, rand }) {
  const line = smooth(pts, closed);
  const wobble = line.map(() => (rand() - 0.5) * 0.5);
  const left = [], right = [];
  line.forEach((p, i) => {
    const a = line[Math.max(0, i - 1)], b = line[Math.min(line.length - 1, i + 1)];
    let dx = b[0] - a[0], dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    dx /= len;
    dy /= len;
    const t = i / (line.length - 1);
    const taper = closed ? 0.85 + 0.15 * Math.sin(t * Math.PI * 3 + 1) : Math.min(1, Math.sin(t * Math.PI) * 1.6 + 0.25);
    const w = (width / 2) * taper + wobble[i];
    left.push([p[0] - dy * w, p[1] + dx * w]);
    right.push([p[0] + dy * w, p[1] - dx * w]);
  });
  if (closed) {
    return `<path fill="${INK}" fill-rule="evenodd" d="M${left.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z M${right.reverse().map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z"/>`;
  }
  const outline = [...left, ...right.reverse()];
  return `<path fill="${INK}" d="M${outline.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z"/>`;
}

/** A flat fill of the closed shape through pts. */
function fill(pts, color) {
  return `<path fill="${color}" d="M${smooth(pts, true).map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z"/>`;
}

const circle = (cx, cy, r, n = 10) => Array.from({ length: n }, (_, i) => [cx + r * Math.cos((i / n) * Math.PI * 2), cy + r * Math.sin((i / n) * Math.PI * 2)]);

function icon(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="202" height="202" viewBox="0 0 202 202"><circle cx="101" cy="101" r="98" fill="${GROUND}"/>${body}</svg>`;
}

// Friendly: two speech bubbles in conversation, one smiling back.
function friendly(rand) {
  const a = [[30, 62], [70, 48], [118, 52], [132, 76], [124, 104], [84, 112], [60, 112], [40, 128], [44, 106], [26, 92]];
  const b = [[88, 102], [128, 90], [166, 98], [176, 124], [166, 148], [150, 152], [156, 170], [134, 154], [100, 152], [82, 130]];
  return icon([
    fill(a, '#FFFFFF'), stroke(a, { closed: true, width: 5, rand }),
    ...[58, 78, 98].map((x) => fill(circle(x, 82, 4.6, 8), LIGHT_PEACH)),
    fill(b, PEACH), stroke(b, { closed: true, width: 5, rand }),
    fill(circle(114, 118, 3.8, 8), INK), fill(circle(144, 116, 3.8, 8), INK),
    stroke([[110, 132], [122, 140], [136, 140], [148, 130]], { width: 5, rand }),
  ].join(''));
}

// Passionate: a heart that beats, drawn twice as pens do, with sparks around it.
function passionate(rand) {
  const heart = [[101, 78], [114, 56], [140, 50], [160, 66], [160, 94], [140, 124], [101, 156], [62, 124], [42, 94], [42, 66], [62, 50], [88, 56]];
  return icon([
    fill(heart, PEACH), stroke(heart, { closed: true, width: 5.5, rand }),
    stroke([[62, 76], [66, 66], [76, 62]], { width: 5, rand }),
    fill([[120, 72], [134, 70], [140, 84], [128, 88]], LIGHT_PEACH),
    stroke([[44, 52], [34, 43]], { width: 5, rand }), stroke([[60, 40], [55, 28]], { width: 5, rand }),
    stroke([[158, 52], [168, 43]], { width: 5, rand }), stroke([[142, 40], [147, 28]], { width: 5, rand }),
  ].join(''));
}

// Resourceful: a lit bulb with a pencil tucked behind it, the idea and the means.
function resourceful(rand) {
  const glass = [[101, 34], [128, 40], [144, 62], [142, 88], [128, 108], [122, 126], [80, 126], [74, 108], [60, 88], [58, 62], [74, 40]];
  const pencilBody = [[136, 150], [168, 82], [182, 88], [150, 156]];
  return icon([
    fill(pencilBody, LIGHT_PEACH), stroke([...pencilBody], { closed: true, width: 4.5, rand }),
    stroke([[136, 150], [134, 170], [150, 156]], { width: 4.5, rand }),
    fill(glass, '#FFFFFF'), fill([[101, 44], [122, 50], [134, 68], [130, 86], [116, 98], [112, 118], [90, 118], [86, 98], [72, 86], [68, 68], [80, 50]], LIGHT_PEACH),
    stroke(glass, { closed: true, width: 5.5, rand }),
    stroke([[92, 122], [92, 104], [86, 94], [94, 90], [101, 98], [108, 90], [116, 94], [110, 104], [110, 122]], { width: 4, rand }),
    fill([[80, 128], [122, 128], [120, 154], [82, 154]], PEACH),
    stroke([[80, 128], [122, 128], [120, 154], [82, 154]], { closed: true, width: 4.5, rand }),
    stroke([[82, 140], [120, 140]], { width: 4, rand }),
    stroke([[92, 156], [101, 166], [110, 156]], { width: 4.5, rand }),
    stroke([[50, 46], [41, 37]], { width: 5, rand }), stroke([[40, 78], [27, 76]], { width: 5, rand }),
    stroke([[152, 46], [161, 37]], { width: 5, rand }),
  ].join(''));
}

const VALUES = { friendly, passionate, resourceful };

export function files() {
  return Object.fromEntries(Object.entries(VALUES).map(([name, draw]) => [`home/${name}.svg`, draw(random(name.length * 7919))]));
}
