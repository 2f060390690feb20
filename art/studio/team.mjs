// The team's portraits: each person at their craft, as their line on /about says, in the studio's
// portrait series (riso.mjs: flat shapes printed in the brand's peach, light peach and dark on cream,
// the same grain, paper and line as the faces beside the quotes). Drawn by the studio's illustrator,
// Mei-Lin Zhou (content/studio/studio.toml credits her on /about): every picture its own pose and crop
// (three-quarter at a wall, seated at a desk, hands at work, from close), the same hand throughout.
// Each scene is built with craft.mjs (arms, hands, tools) round the person's own head (riso.mjs).
// Writes each as a JPEG into the person's folder, content/team/<slug>/portrait.jpg (their words and
// the picture's alt text are in person.toml beside it), and the open seat after them, the desk kept
// for whoever joins next, into content/studio/seat.jpg; make generate makes the site's variants.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { print } from './riso.mjs';
import { Sheet, TIPS, at, reach, random, brush, circle, curve, digit, edged, ellipse, f, hand, limb, paint, person, platesOf, poly, sleeve, SKIN, torso } from './craft.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const teamDir = path.join(root, 'content/team');
const SIZE = 704; // the file's side: /about shows it up to 400 px wide (a phone's or a tablet's column), 278 on desktops

const DARK = ['P', 1];
const PAPER = ['C', 0];
const LIGHT = ['L', 0];
const PEACH = ['P', 0];

// --- Mei-Lin Zhou: riffling her flip-book of the Sydney ferry ---------------------------------------

/** The ferry, as drawn on a flip-book's page: hull, deck house, funnel, the harbour's water. */
function ferry(s, { x, y, k = 1 }, frame = 0) {
  at(s, { x, y, k }, () => {
    brush(s, `M-40 14q5 -3 10 0t10 0t10 0t10 0t10 0t10 0t10 0t10 0`, 1.6, DARK);
    paint(s, poly([[-34, 4], [30, 4], [38, -4], [-38, -4]]), DARK); // hull
    paint(s, poly([[-28, -4], [26, -4], [22, -14], [-26, -14]]), PAPER);
    brush(s, poly([[-28, -4], [26, -4], [22, -14], [-26, -14]]), 1.4, DARK);
    for (let i = 0; i < 7; i++) paint(s, `M${f(-22 + i * 6.6)} -11h3.6v4h-3.6Z`, DARK);
    paint(s, poly([[-14, -14], [12, -14], [10, -20], [-12, -20]]), LIGHT);
    brush(s, poly([[-14, -14], [12, -14], [10, -20], [-12, -20]]), 1.2, DARK);
    paint(s, poly([[-2, -20], [5, -20], [6, -30], [-1, -30]]), PEACH); // funnel
    paint(s, poly([[-1, -30], [6, -30], [6.3, -33], [-1.2, -33]]), DARK);
    // Smoke drifting back: further with each page.
    for (let i = 0; i < 3; i++) paint(s, circle(-6 - i * 7 - frame * 2, -34 + i * 0.5, 2.6 + i * 0.9), ['C', 0.18]);
    brush(s, `M36 4l10 6M34 4l6 8`, 1.2, DARK); // the bow wave
  });
}

function meiLin(s, look, seed) {
  paint(s, 'M-20 -20H420V420H-20Z', LIGHT);
  // Pinned to the wall behind her: the strip of the ferry's frames she animated from.
  at(s, { x: 18, y: 26, r: -3 }, () => {
    paint(s, 'M0 0H168V50H0Z', PAPER);
    for (let i = 0; i < 4; i++) {
      brush(s, `M${f(4 + i * 41)} 5h37v40h-37Z`, 1, ['C', 0.55]);
      ferry(s, { x: 22 + i * 41, y: 32, k: 0.38 }, i);
      paint(s, `M${f(6 + i * 41)} 8h6v4h-6Z`, ['C', 0.5]);
    }
    paint(s, circle(84, 4, 4), PEACH);
  });
  paint(s, circle(330, 70, 68), PEACH); // a peach sun behind her head, the series' backdrop
  person(s, look, seed, { x: 262, y: 156, k: 0.74 }, (s, ctx) => torso(s, look, ctx, { bottom: 760 }));
  // Her arms come up from below the frame, the book between her hands: fingers behind it, thumbs on it.
  sleeve(s, look, [[84, 440], [80, 390], [88, 346]], [66, 58, 50], 'ml-arm-r');
  sleeve(s, look, [[330, 440], [288, 376], [248, 338]], [66, 58, 50], 'ml-arm-l');
  hand(s, look.skin, { x: 88, y: 350, r: 8, k: 0.78 }, 'behind');
  hand(s, look.skin, { x: 244, y: 340, r: -30, k: 0.78, flip: true }, 'behind');
  // The flip-book: its clip in her right hand, its pages riffled off her left thumb.
  at(s, { x: 52, y: 244, r: -6 }, () => {
    paint(s, 'M0 10H176V80H0Z', ['C', 0.3]); // the stack's edge, many pages
    for (let y = 14; y < 80; y += 3.2) brush(s, `M4 ${f(y)}H174`, 0.8, ['C', 0.55]);
    paint(s, 'M0 0H176V70H0Z', PAPER);
    brush(s, 'M0 0H176V70H0Z', 1.6, DARK);
    ferry(s, { x: 92, y: 50, k: 1.05 }, 3);
    // The pages springing up off the stack at the right as the thumb lets them go.
    for (let i = 0; i < 7; i++) {
      const x0 = 120 + i * 3;
      const tr = [176 + i * 3.4, -3 - i * 2.6];
      const br = [177 + i * 4.2, 70 - i * 2.2];
      const d = `M${x0} 70C${f(x0 + 30)} 70 ${f(br[0] - 12)} ${f(br[1] + 1)} ${f(br[0])} ${f(br[1])}L${f(tr[0])} ${f(tr[1])}C${f(tr[0] - 14)} ${f(tr[1] + 1)} ${f(x0 + 30)} 0 ${x0} 0Z`;
      paint(s, d, PAPER);
      brush(s, `M${f(br[0] - 24)} ${f(br[1] + 0.6)}Q${f(br[0] - 6)} ${f(br[1] + 0.6)} ${f(br[0])} ${f(br[1])}L${f(tr[0])} ${f(tr[1])}Q${f(tr[0] - 6)} ${f(tr[1] + 0.4)} ${f(tr[0] - 24)} ${f(tr[1] + 1.4)}`, 1, DARK);
    }
    // The clip that binds it: a black bulldog clip, its wire folded back.
    paint(s, poly([[-8, 4], [22, 4], [24, 66], [-8, 66]]), DARK);
    brush(s, 'M-8 14q-18 8 -16 22q2 12 16 18', 2.4, DARK);
    paint(s, 'M-2 10h3v52h-3Z', ['C', 0.55]);
  });
  digit(s, look.skin, { x: 88, y: 350, r: 8, k: 0.78 }, [[-18, -14], [-14, -44], [0, -66], [12, -76]], [17, 15, 13, 12]);
  digit(s, look.skin, { x: 244, y: 340, r: -30, k: 0.78, flip: true }, [[-18, -14], [-22, -44], [-8, -70], [6, -80]], [17, 15, 13, 12]);
}

// --- Tom Abernethy: setting a line of type by hand ----------------------------------------------------

/** A piece of metal type seen from above: its body and, on its face, a letter's shape. */
function sort(s, x, y, w = 7, h = 9) {
  paint(s, `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z`, ['C', 0.55]);
  paint(s, `M${f(x + 1.4)} ${f(y + 1.6)}h${f(w - 2.8)}v${f(h - 3.2)}h${f(-(w - 2.8))}Z`, DARK);
}

function tom(s, look, seed) {
  paint(s, 'M-20 -20H420V420H-20Z', PEACH);
  paint(s, circle(300, 112, 112), LIGHT);
  person(s, look, seed, { x: 284, y: 132, k: 0.76 }, (s, ctx) => torso(s, look, ctx, { bottom: 760 }));
  // The type case on the bench before him: a shallow wooden tray of boxes, each with its letter's sorts.
  const rand = random(`case-${seed}`);
  at(s, { x: -10, y: 318, r: -4 }, () => {
    paint(s, 'M0 0H440V120H0Z', ['L', 0.25]);
    paint(s, 'M0 0H440V6H0Z', ['P', 0.6]);
    const rows = [[10, 22], [36, 26], [66, 30]];
    for (const [y, h] of rows) {
      for (let x = 6; x < 430; ) {
        const w = 24 + Math.floor(rand() * 3) * 12;
        paint(s, `M${f(x)} ${f(y)}h${f(w - 4)}v${f(h - 4)}h${f(-(w - 4))}Z`, ['L', 0.55]);
        for (let i = 0; i < 5 + rand() * 8; i++) sort(s, x + 2 + rand() * (w - 14), y + 2 + rand() * (h - 15), 6, 7 + rand() * 2);
        x += w;
      }
    }
  });
  // His arms come in from below; the composing stick across his left palm, his thumb holding the line.
  sleeve(s, look, [[410, 392], [350, 350], [302, 320]], [60, 54, 48], 'ta-arm-l');
  sleeve(s, look, [[30, 400], [100, 350], [146, 312]], [60, 54, 48], 'ta-arm-r');
  hand(s, look.skin, { x: 296, y: 312, r: -74, k: 0.8, flip: true }, 'behind');
  at(s, { x: 150, y: 272, r: -6 }, () => {
    // The stick: a steel tray with a knee at its end; the line of type set in it, face up.
    paint(s, 'M0 0H176V26H0Z', ['C', 0.3]);
    paint(s, 'M0 22H176V30H0Z', ['C', 0.6]);
    paint(s, 'M150 -6H166V30H150Z', ['C', 0.45]);
    brush(s, 'M158 -6V-14', 4, ['C', 0.6]);
    for (let i = 0; i < 13; i++) sort(s, 8 + i * 10.6, 4, 9.6, 16);
    paint(s, 'M146 2H150V22H146Z', ['C', 0.2]);
  });
  digit(s, look.skin, { x: 296, y: 312, r: -74, k: 0.8, flip: true }, [[-18, -14], [-30, -40], [-34, -64], [-30, -84]], [18, 16, 14, 12]);
  // His right hand lifts the next sort out of the case.
  hand(s, look.skin, { x: 146, y: 312, r: 28, k: 0.8 }, 'pinch', (s, t) => sort(s, t.grip[0] - 6, t.grip[1] - 8, 10, 14));
}

// --- Inês Carvalho: sign-painting a letter on the studio's wall ---------------------------------------

let ampersand;
/** The ampersand of Fraunces Black, as a path in font units (y up). */
function amp() {
  if (!ampersand) {
    const file = path.join(root, 'art/node_modules/@fontsource/fraunces/files/fraunces-latin-900-normal.woff');
    const font = fontkit.create(readFileSync(file));
    ampersand = { d: font.glyphForCodePoint(0x26).path.toSVG(), upm: font.unitsPerEm };
  }
  return ampersand;
}

function ines(s, look, seed) {
  paint(s, 'M-20 -20H420V420H-20Z', PAPER);
  paint(s, 'M-20 372H420V420H-20Z', ['L', 0.15]); // the skirting
  // The layout she pinned up to judge at size: a spread of columns and a picture.
  at(s, { x: 18, y: 22, r: -2 }, () => {
    paint(s, 'M0 0H96V128H0Z', ['C', 0.06]);
    paint(s, 'M10 12H86V20H10Z', DARK);
    paint(s, 'M10 26H60V30H10Z', ['C', 0.6]);
    paint(s, 'M10 38H86V80H10Z', PEACH);
    paint(s, circle(62, 56, 10), LIGHT);
    for (let i = 0; i < 6; i++) paint(s, `M10 ${88 + i * 6}H${i === 5 ? 30 : 44}v2.4H10Z`, ['C', 0.5]);
    for (let i = 0; i < 6; i++) paint(s, `M52 ${88 + i * 6}H${i === 5 ? 70 : 86}v2.4H52Z`, ['C', 0.5]);
    paint(s, circle(48, 2, 4), PEACH);
  });
  // The letter: an ampersand in peach with a dark drop shade, the shade half painted.
  const { d, upm } = amp();
  const k = 250 / upm;
  const letter = `transform="translate(208 316) scale(${f(k * 100) / 100} ${f(-k * 100) / 100})"`;
  s.base.push(`<clipPath id="in-done"><path d="M-20 -20H420V236H-20Z"/></clipPath>`);
  s.key.push(`<clipPath id="in-done"><path d="M-20 -20H420V236H-20Z"/></clipPath>`);
  s.open(`clip-path="url(#in-done)"`);
  s.open(`transform="translate(7 6)"`);
  s.fill(d, 'P', 1, ` ${letter}`);
  s.close();
  s.close();
  s.fill(d, 'P', 0, ` ${letter}`);
  person(s, look, seed, { x: 104, y: 176, k: 0.76 }, (s, ctx) => torso(s, look, ctx, { bottom: 760 }));
  // The mahl stick: from her left hand below up to the wall, its padded tip resting there.
  sleeve(s, look, [[60, 440], [78, 392], [110, 372]], [66, 60, 52], 'in-arm-l');
  at(s, {}, () => {
    brush(s, 'M96 400L360 196', 7, DARK);
    brush(s, 'M96 400L360 196', 4.4, LIGHT);
    paint(s, circle(362, 194, 8), LIGHT);
    brush(s, circle(362, 194, 8), 1.4, ['L', 0.75]);
  });
  hand(s, look.skin, { x: 110, y: 376, r: 56, k: 0.76 }, 'grip');
  // Her right arm raised to the letter, the brush's hand steadied on the stick.
  sleeve(s, look, [[200, 440], [222, 330], [262, 278]], [72, 62, 52], 'in-arm-r');
  hand(s, look.skin, { x: 262, y: 276, r: 62, k: 0.76 }, 'pinch', (s, t) => {
    // A sign-writer's brush: a long thin handle, a ferrule, a fine long tip loaded with dark.
    const [gx, gy] = t.grip;
    brush(s, `M${f(gx)} ${f(gy)}L${f(gx - 14)} ${f(gy + 70)}`, 5, ['L', 0.85]);
    brush(s, `M${f(gx)} ${f(gy)}L${f(gx - 2)} ${f(gy - 16)}`, 6, ['C', 0.35]);
    paint(s, curve([[gx - 5, gy - 16], [gx + 1, gy - 16], [gx - 2, gy - 44]]), DARK);
  });
}

// --- type as shapes (fontkit outlines: no font travels with the picture) -----------------------------

const faces = new Map();
function fontFile(pkg, weight, style = 'normal') {
  const file = path.join(root, 'art/node_modules/@fontsource', pkg, 'files', `${pkg}-latin-${weight}-${style}.woff`);
  if (!faces.has(file)) faces.set(file, fontkit.create(readFileSync(file)));
  return faces.get(file);
}

/** A word set in a font as one path, its baseline's left end at x y, size px high em; tracking in em. */
function word(text, { x, y, size, font = ['space-grotesk', 700], tracking = 0 }) {
  const face = fontFile(...font);
  const run = face.layout(text);
  const k = size / face.unitsPerEm;
  let pen = 0;
  let d = '';
  run.glyphs.forEach((g, i) => {
    for (const c of g.path.commands) {
      const pts = [];
      for (let j = 0; j < c.args.length; j += 2) pts.push(`${f(x + (pen + c.args[j]) * k)} ${f(y - c.args[j + 1] * k)}`);
      d += { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' }[c.command] + pts.join(' ');
    }
    pen += run.positions[i].xAdvance + tracking * face.unitsPerEm;
  });
  return { d, width: (pen - tracking * face.unitsPerEm) * k };
}

// --- Kwame Mensah: a prototype in hand, tapping it through ----------------------------------------

/** A phone showing a prototype's screen (a header, a picture, a card, a button being tapped), its
 *  top-left corner at 0 0, w x h. */
function phone(s, w, h) {
  const r = w * 0.16;
  const body = `M${r} 0H${f(w - r)}Q${w} 0 ${w} ${r}V${f(h - r)}Q${w} ${h} ${f(w - r)} ${h}H${r}Q0 ${h} 0 ${f(h - r)}V${r}Q0 0 ${r} 0Z`;
  paint(s, body, DARK);
  const m = w * 0.07;
  const sw = w - 2 * m;
  paint(s, `M${f(m)} ${f(m * 1.6)}h${f(sw)}v${f(h - m * 3.2)}h${f(-sw)}Z`, PAPER);
  paint(s, `M${f(w / 2 - 8)} ${f(m * 0.5)}h16v3h-16Z`, ['C', 0.7]);
  const X = (u) => m + u * sw; // across the screen, 0..1
  const Y = (v) => m * 1.6 + v * (h - m * 3.2);
  paint(s, `M${f(X(0.08))} ${f(Y(0.05))}h${f(sw * 0.3)}v4h${f(-sw * 0.3)}Z`, DARK);
  paint(s, circle(X(0.86), Y(0.06), 3), PEACH);
  paint(s, `M${f(X(0))} ${f(Y(0.12))}h${f(sw)}v${f((h - m * 3.2) * 0.34)}h${f(-sw)}Z`, PEACH);
  paint(s, circle(X(0.7), Y(0.25), sw * 0.14), LIGHT);
  paint(s, `M${f(X(0.08))} ${f(Y(0.52))}h${f(sw * 0.7)}v5h${f(-sw * 0.7)}Z`, DARK);
  for (let i = 0; i < 3; i++) paint(s, `M${f(X(0.08))} ${f(Y(0.6 + i * 0.05))}h${f(sw * (i === 2 ? 0.5 : 0.84))}v2.4h${f(-sw * (i === 2 ? 0.5 : 0.84))}Z`, ['C', 0.45]);
  // The button, and the ring of the tap that is pressing it.
  const bx = X(0.08);
  const by = Y(0.8);
  paint(s, `M${f(bx + 6)} ${f(by)}h${f(sw * 0.84 - 12)}a6 6 0 0 1 0 12h${f(-(sw * 0.84 - 12))}a6 6 0 0 1 0 -12Z`, DARK);
  return { tap: [X(0.62), by + 6] };
}

/** A point of a frame placed at {x, y, r} (as at() places it), in the scene's units. */
function placed([px, py], { x = 0, y = 0, r = 0 }) {
  const a = (r * Math.PI) / 180;
  return [x + px * Math.cos(a) - py * Math.sin(a), y + px * Math.sin(a) + py * Math.cos(a)];
}

/** A left hand holding a phone up by its right side, in the phone's frame (w x h, its top-left at 0
 *  0), drawn before the phone: the palm cupped round the phone's side and the fingers folded behind
 *  it, seen as one shape past its right edge, down to the wrist below it. Returns the wrist. */
function palmBehind(s, skinName, w, h) {
  const skin = SKIN[skinName];
  const d = curve([[w - 24, h + 36], [w - 27, h + 8], [w - 24, h * 0.66], [w - 8, h * 0.5], [w + 5, h * 0.49], [w + 12, h * 0.58], [w + 14, h * 0.78], [w + 12, h + 6], [w + 8, h + 36]]);
  edged(s, d, skin.lit, skin.line, 2.6);
  // The side of the hand away from the light.
  paint(s, curve([[w + 6, h * 0.55], [w + 10, h * 0.64], [w + 11, h * 0.8], [w + 9, h + 8], [w + 6, h + 36], [w, h + 36], [w + 1, h * 0.72]]), skin.shade);
  return [w - 8, h + 28];
}

/** The thumb of that hand in front of the phone: from its ball at the phone's bottom corner, its
 *  tip on the screen at tip. */
function thumbOn(s, skinName, w, h, tip) {
  const skin = SKIN[skinName];
  const [tx, ty] = tip;
  const pts = [[w + 1, h + 8], [w - 9, h - 6], [tx + 20, ty + 4], [tx + 3, ty + 1]];
  edged(s, limb(pts, [28, 20, 16, 14]), skin.lit, skin.line, 2.6);
  // The shadow under the thumb, along its lower side.
  paint(s, limb([[w + 4, h + 12], [w - 5, h], [tx + 22, ty + 8]], [9, 7, 4]), skin.shade);
}

function kwame(s, look, seed) {
  paint(s, 'M-20 -20H420V420H-20Z', PAPER);
  paint(s, 'M236 -20H420V420H236Z', LIGHT); // the window's light on the wall behind
  paint(s, 'M-20 330H420V420H-20Z', PEACH); // the desk
  paint(s, 'M-20 330H420V335H-20Z', ['P', 0.6]);
  person(s, look, seed, { x: 150, y: 150, k: 0.74 }, (s, ctx) => torso(s, look, ctx, { bottom: 760 }));
  // The laptop on the desk, its lid towards us (he works on the other side of it).
  at(s, { x: 24, y: 262, r: 0 }, () => {
    paint(s, poly([[0, 0], [132, -4], [136, 72], [-4, 74]]), LIGHT);
    brush(s, poly([[0, 0], [132, -4], [136, 72], [-4, 74]]), 1.6, DARK);
    paint(s, poly([[-4, 74], [136, 72], [142, 78], [-10, 80]]), DARK);
    paint(s, circle(66, 34, 9), PEACH); // a sticker
    paint(s, `M44 54h14v8h-14Z`, LIGHT);
  });
  // The phone held up in his left hand, its screen to us: the palm round its side, the fingers
  // folded behind it, the thumb on the glass, pressing the prototype's button.
  const W = 84;
  const H = 160;
  const held = { x: 246, y: 104, r: -6 };
  // The hand behind the phone first, then the sleeve over its wrist, then the phone and the thumb.
  let wrist;
  at(s, held, () => (wrist = placed(palmBehind(s, look.skin, W, H), held)));
  sleeve(s, look, [[374, 440], [wrist[0] + 12, wrist[1] + 70], [wrist[0] + 1, wrist[1] + 14]], [62, 54, 46], 'km-arm-l');
  at(s, held, () => {
    const { tap } = phone(s, W, H);
    brush(s, circle(tap[0], tap[1], 11), 1.6, PEACH);
    brush(s, circle(tap[0], tap[1], 18), 1.2, LIGHT);
    thumbOn(s, look.skin, W, H, tap);
  });
}

// --- Priya Raman: sketching screens on paper, seen from above -----------------------------------------

/** The picture in a sketched screen, drawn, not crossed out: a heron at the water's edge under a low
 *  sun, in a box at x, y of w by h. */
function picture(x, y, w, h) {
  const P = (u, v) => `${f(x + u * w)} ${f(y + v * h)}`;
  return [
    `M${P(0.06, 0.82)}L${P(0.94, 0.82)}`, // the water's edge
    `M${P(0.74, 0.3)}m${f(-0.07 * w)} 0a${f(0.07 * w)} ${f(0.07 * w)} 0 1 0 ${f(0.14 * w)} 0a${f(0.07 * w)} ${f(0.07 * w)} 0 1 0 ${f(-0.14 * w)} 0`, // the sun
    `M${P(0.36, 0.52)}Q${P(0.5, 0.4)} ${P(0.66, 0.58)}Q${P(0.5, 0.62)} ${P(0.36, 0.52)}`, // its body
    `M${P(0.38, 0.5)}Q${P(0.3, 0.34)} ${P(0.36, 0.2)}L${P(0.2, 0.23)}`, // its neck and bill
    `M${P(0.48, 0.6)}L${P(0.47, 0.82)}M${P(0.54, 0.6)}L${P(0.56, 0.82)}`, // its legs
  ].join('');
}

/** A phone's screen sketched in pencil: a frame, a header, blocks, lines; done 0..1 of it drawn. */
function sketch(s, { x, y, w, h, done = 1, seed }) {
  const rand = random(`sketch-${seed}`);
  const lead = ['C', 0.6];
  const wob = () => (rand() - 0.5) * 1.6;
  const marks = [
    `M${f(x + 6)} ${f(y + wob())}H${f(x + w - 6)}Q${f(x + w)} ${f(y)} ${f(x + w + wob())} ${f(y + 6)}V${f(y + h - 6)}Q${f(x + w)} ${f(y + h)} ${f(x + w - 6)} ${f(y + h + wob())}H${f(x + 6)}Q${f(x)} ${f(y + h)} ${f(x + wob())} ${f(y + h - 6)}V${f(y + 6)}Q${f(x)} ${f(y)} ${f(x + 6)} ${f(y)}`,
    `M${f(x + 6)} ${f(y + 12)}h${f(w * 0.4)}`,
    `M${f(x + 6)} ${f(y + 20)}h${f(w - 12)}v${f(h * 0.28)}h${f(-(w - 12))}Z`,
    picture(x + 6, y + 20, w - 12, h * 0.28),
    `M${f(x + 6)} ${f(y + 28 + h * 0.28)}h${f(w * 0.6)}`,
    `M${f(x + 6)} ${f(y + 36 + h * 0.28)}h${f(w * 0.75)}`,
    `M${f(x + 6)} ${f(y + 44 + h * 0.28)}h${f(w * 0.5)}`,
    `M${f(x + 10)} ${f(y + h - 20)}h${f(w - 20)}a5 5 0 0 1 0 10h${f(-(w - 20))}a5 5 0 0 1 0 -10Z`,
  ];
  const n = Math.round(marks.length * done);
  marks.slice(0, n).forEach((d, i) => brush(s, d, i === 0 ? 1.6 : 1.2, lead));
}

/** A pencil in a hand's grip, from the grip back past the knuckles: the peach barrel, the sharpened
 *  cone and its lead. */
function pencil(s, t) {
  const [gx, gy] = t.grip;
  const [bx, by] = [gx + (t.back[0] - gx) * 1.5, gy + (t.back[1] - gy) * 1.5];
  paint(s, limb([[bx, by], [gx, gy]], 7.4, { caps: [false, false] }), DARK);
  paint(s, limb([[bx, by], [gx, gy]], 4.6, { caps: [false, false] }), PEACH);
  const len = Math.hypot(gx - bx, gy - by);
  const [ux, uy] = [(gx - bx) / len, (gy - by) / len];
  paint(s, poly([[gx - uy * 3.7, gy + ux * 3.7], [gx + ux * 12, gy + uy * 12], [gx + uy * 3.7, gy - ux * 3.7]]), PAPER);
  brush(s, `M${f(gx - uy * 3.7)} ${f(gy + ux * 3.7)}L${f(gx + ux * 12)} ${f(gy + uy * 12)}L${f(gx + uy * 3.7)} ${f(gy - ux * 3.7)}`, 1, DARK);
  paint(s, poly([[gx + ux * 8.5 - uy * 1.3, gy + uy * 8.5 + ux * 1.3], [gx + ux * 12, gy + uy * 12], [gx + ux * 8.5 + uy * 1.3, gy + uy * 8.5 - ux * 1.3]]), DARK);
}

function priya(s, look, seed) {
  paint(s, 'M-20 -20H420V420H-20Z', LIGHT);
  paint(s, 'M300 -20H420V200H300Z', PAPER); // the window's light
  brush(s, 'M360 -20V200M300 96H420', 6, LIGHT);
  paint(s, 'M292 200H420V208H292Z', PEACH); // its sill
  person(s, look, seed, { x: 214, y: 120, k: 0.72 }, (s, ctx) => torso(s, look, ctx, { bottom: 760 }));
  // The sketchbook, held up in the crook of one hand: screens of an app, the third being drawn.
  const holding = { x: 78, y: 386, r: 24, k: 0.74 };
  sleeve(s, look, [[-10, 440], [40, 400], [holding.x, holding.y]], [68, 60, 52], 'pr-arm-r');
  hand(s, look.skin, holding, 'behind');
  at(s, { x: 40, y: 228, r: -10 }, () => {
    paint(s, 'M0 6H262V162H0Z', ['C', 0.3]); // its back cover's edge
    paint(s, 'M0 0H262V156H0Z', PAPER);
    brush(s, 'M0 0H262V156H0Z', 1.4, DARK);
    for (let x = 10; x < 256; x += 9) brush(s, `M${x} -5a4 4 0 0 1 0 9`, 2, DARK); // the spiral
    for (let i = 0; i < 3; i++) sketch(s, { x: 16 + i * 84, y: 14, w: 62, h: 124, done: i === 2 ? 0.75 : 1, seed: `${seed}-${i}` });
    for (let i = 0; i < 2; i++) brush(s, `M${f(82 + i * 84)} 76h10m-4 -4l4 4l-4 4`, 1.4, ['C', 0.6]);
  });
  digit(s, look.skin, holding, [[-18, -14], [-26, -44], [-20, -70], [-10, -86]], [18, 16, 14, 12]);
  // She draws left-handed.
  const drawing = reach([226, 312], TIPS.pinch, { r: -40, k: 0.74, flip: true });
  sleeve(s, look, [[420, 440], [drawing.x + 46, drawing.y + 54], [drawing.x, drawing.y]], [68, 60, 52], 'pr-arm-l');
  hand(s, look.skin, drawing, 'pinch', pencil);
}

// --- Sam Whitlock: the client's long brief in one line ------------------------------------------------

function sam(s, look, seed) {
  paint(s, 'M-20 -20H420V420H-20Z', PAPER);
  paint(s, circle(250, 150, 130), PEACH);
  person(s, look, seed, { x: 254, y: 140, k: 0.76 }, (s, ctx) => torso(s, look, ctx, { bottom: 760 }));
  // The brief on the desk: a thick stack, clipped, tabbed where it says too much.
  paint(s, 'M-20 336H420V420H-20Z', ['P', 0.4]);
  at(s, { x: 200, y: 292, r: 4 }, () => {
    paint(s, 'M0 14H200V74H0Z', PAPER);
    for (let y = 17; y < 74; y += 2.4) brush(s, `M1 ${f(y)}H199`, 0.7, ['C', 0.6]);
    for (const [x, c] of [[20, PEACH], [46, LIGHT], [70, PEACH], [112, DARK], [142, LIGHT], [170, PEACH]]) paint(s, `M${x} ${24 + (x % 5) * 8}h-10v8h10Z`, c);
    paint(s, 'M0 0H200V16H0Z', PAPER);
    brush(s, 'M0 0H200V74H0Z', 1.2, DARK);
    paint(s, 'M150 -2H190V20H150Z', DARK);
    brush(s, 'M156 -2q14 -18 28 0', 2.2, DARK);
  });
  // His left hand rests on it.
  sleeve(s, look, [[420, 420], [372, 350], [330, 322]], [66, 58, 50], 'sw-arm-l');
  hand(s, look.skin, { x: 330, y: 322, r: -100, k: 0.74, flip: true }, 'flat');
  // In his right: the card with the one line, underlined twice.
  sleeve(s, look, [[40, 440], [70, 340], [104, 272]], [66, 58, 50], 'sw-arm-r');
  hand(s, look.skin, { x: 106, y: 270, r: 8, k: 0.74 }, 'behind');
  at(s, { x: 30, y: 130, r: -7 }, () => {
    paint(s, 'M0 0H150V92H0Z', PAPER);
    brush(s, 'M0 0H150V92H0Z', 1.2, ['C', 0.3]);
    brush(s, 'M0 16H150', 1.2, PEACH);
    for (let y = 30; y < 92; y += 12) brush(s, `M0 ${y}H150`, 0.8, LIGHT);
    // The line, in his hand's loose italic, underlined twice.
    const line = word('Say less. Mean more.', { x: 0, y: 0, size: 19, font: ['instrument-serif', 400, 'italic'] });
    paint(s, word('Say less. Mean more.', { x: (150 - line.width) / 2, y: 52, size: 19, font: ['instrument-serif', 400, 'italic'] }).d, DARK);
    brush(s, 'M14 59Q70 55 136 58M18 64Q70 61 130 63', 1.8, PEACH);
  });
  digit(s, look.skin, { x: 106, y: 270, r: 8, k: 0.74 }, [[-18, -14], [-24, -44], [-18, -70], [-10, -86]], [18, 16, 14, 12]);
}

// --- Amara Okafor: three offices, three clocks, one plan ---------------------------------------------

function clock(s, { x, y, r, hour, minute, label }) {
  paint(s, circle(x, y, r + 3), DARK);
  paint(s, circle(x, y, r), PAPER);
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const [c, d] = [Math.cos(a), Math.sin(a)];
    brush(s, `M${f(x + c * r * 0.8)} ${f(y + d * r * 0.8)}L${f(x + c * r * 0.9)} ${f(y + d * r * 0.9)}`, i % 3 ? 1 : 2, DARK);
  }
  const ah = ((hour % 12) + minute / 60) / 12 * Math.PI * 2 - Math.PI / 2;
  const am = (minute / 60) * Math.PI * 2 - Math.PI / 2;
  brush(s, `M${f(x)} ${f(y)}L${f(x + Math.cos(ah) * r * 0.5)} ${f(y + Math.sin(ah) * r * 0.5)}`, 3, DARK);
  brush(s, `M${f(x)} ${f(y)}L${f(x + Math.cos(am) * r * 0.76)} ${f(y + Math.sin(am) * r * 0.76)}`, 2, DARK);
  paint(s, circle(x, y, 2.6), PEACH);
  const t = word(label, { x: 0, y: 0, size: 11, tracking: 0.12 });
  paint(s, word(label, { x: x - t.width / 2, y: y + r + 17, size: 11, tracking: 0.12 }).d, DARK);
}

function amara(s, look, seed) {
  paint(s, 'M-20 -20H420V420H-20Z', PAPER);
  // The clocks of the three offices: Toronto's morning, London's afternoon, Sydney's small hours.
  clock(s, { x: 64, y: 52, r: 26, hour: 9, minute: 5, label: 'CA' });
  clock(s, { x: 150, y: 52, r: 26, hour: 2, minute: 5, label: 'UK' });
  clock(s, { x: 236, y: 52, r: 26, hour: 1, minute: 5, label: 'AU' });
  // The plan on the wall: weeks across, the work in bars, the launch marked.
  at(s, { x: 14, y: 112 }, () => {
    paint(s, 'M0 0H240V214H0Z', ['L', 0]);
    for (let i = 1; i < 8; i++) brush(s, `M${i * 30} 8V206`, 0.8, ['L', 0.35]);
    const bars = [[0, 0, 3, DARK], [1, 1, 4, PEACH], [2, 2, 5, PAPER], [3, 4, 6, PEACH], [4, 5, 7, DARK]];
    for (const [row, a, b, c] of bars) paint(s, `M${a * 30 + 4} ${16 + row * 30}H${b * 30 - 4}a8 8 0 0 1 0 16H${a * 30 + 4}a8 8 0 0 1 0 -16Z`, c);
    // The launch: a line down the plan on its day.
    brush(s, 'M210 8V206', 2.4, DARK, ' stroke-dasharray="5 4"');
    paint(s, poly([[210, 172], [222, 184], [210, 196], [198, 184]]), PEACH);
  });
  person(s, look, seed, { x: 296, y: 196, k: 0.7 }, (s, ctx) => torso(s, look, ctx, { bottom: 760 }));
  // Her right arm reaches back to the plan and presses a dot on the last bar.
  // Her right arm reaches back to the plan and presses a dot on the launch: the date holds.
  const pressing = reach([224, 256], TIPS.pinch, { r: -24, k: 0.66 });
  sleeve(s, look, [[246, 350], [250, 310], [pressing.x, pressing.y]], [60, 54, 46], 'ao-arm-r');
  hand(s, look.skin, pressing, 'pinch', (s, t) => paint(s, circle(t.grip[0], t.grip[1], 7), PEACH));
}

// --- The open seat: the desk kept for whoever joins next --------------------------------------------

function seat(s) {
  paint(s, 'M-20 -20H420V420H-20Z', LIGHT);
  paint(s, circle(212, 132, 104), PEACH); // the series' sun, where a head would be
  // The pinboard behind: three sketches pinned up, and the fourth space kept, its pin waiting.
  at(s, { x: 20, y: 28, r: -2 }, () => {
    paint(s, 'M0 0H132V100H0Z', ['L', 0.3]);
    for (const [x, y, r] of [[8, 8, -3], [70, 10, 4], [10, 54, 2]]) {
      at(s, { x, y, r }, () => {
        paint(s, 'M0 0H52V38H0Z', PAPER);
        brush(s, 'M8 10h28M8 18h36M8 26h20', 1.6, ['C', 0.55]);
      });
      paint(s, circle(x + 26, y + 3, 3.2), PEACH);
    }
    brush(s, 'M72 56H124V92H72Z', 1.4, DARK, ' stroke-dasharray="4 4"');
    paint(s, circle(98, 59, 3.2), DARK);
  });
  // The chair, empty: its back and arms above the desk.
  paint(s, 'M142 150C142 128 156 118 176 118H248C268 118 282 128 282 150V280H142Z', DARK);
  brush(s, 'M156 150C156 138 164 132 178 132H246C260 132 268 138 268 150', 2.2, ['P', 0.6]);
  paint(s, 'M112 238C112 232 116 228 122 228H150V248H112Z', DARK);
  paint(s, 'M312 238C312 232 308 228 302 228H274V248H312Z', DARK);
  paint(s, 'M124 248H138V290H124ZM286 248H300V290H286Z', ['P', 0.85]);
  // The desk: a new notebook with a pencil on it, a folded card asking, a mug not yet used.
  paint(s, 'M-20 286H420V420H-20Z', ['P', 0.3]);
  paint(s, 'M-20 286H420V294H-20Z', ['P', 0.55]);
  at(s, { x: 60, y: 318, r: -7 }, () => {
    paint(s, 'M0 0H104V70H0Z', PAPER);
    brush(s, 'M0 0H104V70H0Z', 1.4, DARK);
    brush(s, 'M14 0V70', 1.4, ['C', 0.5]);
  });
  paint(s, limb([[88, 378], [176, 350]], 7), PEACH);
  paint(s, poly([[176, 346.5], [188, 347], [177, 353.5]]), PAPER);
  at(s, { x: 214, y: 300 }, () => {
    paint(s, poly([[0, 58], [14, 0], [74, 0], [88, 58]]), PAPER);
    brush(s, poly([[0, 58], [14, 0], [74, 0], [88, 58]]), 1.6, DARK);
    brush(s, 'M34 20C34 10 54 10 54 20C54 28 44 28 44 36', 3.4, PEACH);
    paint(s, circle(44, 45, 2.6), PEACH);
  });
  at(s, { x: 326, y: 302 }, () => {
    brush(s, 'M44 14C58 14 58 36 44 36', 5, DARK);
    paint(s, 'M0 0H46V46C46 54 40 58 32 58H14C6 58 0 54 0 46Z', PEACH);
    brush(s, 'M0 0H46', 2, DARK);
  });
}

// --- The studio at work: the worktable from above, three people's hands on one project -------------

// The table's board: square, as a portrait's, and wider than its 400 units.
const TABLE_VIEW = [0, 0, 520, 520];

/** The type card: a specimen's "Aa" and its name, the way a studio pins a choice down. */
function typeCard(s) {
  paint(s, 'M3 4H131V93H3Z', ['P', 0.35]); // its shadow on the table
  paint(s, 'M0 0H128V89H0Z', PAPER);
  const aa = word('Aa', { x: 12, y: 56, size: 50, font: ['fraunces', 600] });
  paint(s, aa.d, DARK);
  paint(s, word('Fraunces 600', { x: 13, y: 72, size: 8.4, font: ['space-grotesk', 700], tracking: 0.06 }).d, PEACH);
  brush(s, 'M13 80h84', 1.2, ['C', 0.45]);
}

/** The colour chips, fanned from one rivet: each a strip of card with its ink on top. */
function chips(s) {
  const inks = [['C', 0], LIGHT, PEACH, ['P', 0.55], DARK];
  inks.forEach((ink, i) => at(s, { x: 0, y: 0, r: -34 + i * 13 }, () => {
    paint(s, 'M-13 -4H13V-116H-13Z', PAPER);
    brush(s, 'M-13 -4H13V-116H-13Z', 1, ['C', 0.35]);
    paint(s, 'M-11 -56H11V-114H-11Z', ink);
    if (ink === inks[0]) brush(s, 'M-11 -56H11V-114H-11Z', 0.8, ['C', 0.3]);
  }));
  paint(s, circle(0, -10, 4), DARK);
}

/** A mug from above: its shadow, the handle, the rim and the coffee with a ring of crema. */
function mugFromAbove(s) {
  paint(s, circle(4, 6, 29), ['P', 0.35]);
  edged(s, 'M24 -12C46 -16 50 14 26 12L26 4C38 6 38 -6 24 -4Z', PAPER, DARK, 1.6);
  edged(s, circle(0, 0, 28), PAPER, DARK, 1.6);
  paint(s, circle(0, 0, 22), DARK);
  brush(s, 'M-12 -8C-6 -15 4 -15 10 -10', 2, ['P', 0.5]);
}

function table(s) {
  const priya = PEOPLE['priya-raman'].look;
  const kwame = PEOPLE['kwame-mensah'].look;
  const ines = PEOPLE['ines-carvalho'].look;
  paint(s, 'M-20 -20H540V540H-20Z', LIGHT);
  paint(s, circle(500, 40, 136), PEACH); // the series' sun
  // A cutting mat under the work, its grid.
  at(s, { x: 92, y: 36, r: -3 }, () => {
    paint(s, 'M0 0H330V300H0Z', PEACH);
    for (let x = 15; x < 330; x += 15) brush(s, `M${x} 0V300`, x % 75 ? 0.5 : 1.1, ['P', 0.6]);
    for (let y = 15; y < 300; y += 15) brush(s, `M0 ${y}H330`, y % 75 ? 0.5 : 1.1, ['P', 0.6]);
  });
  // A notebook shut, off the table's left edge, and a steel rule.
  at(s, { x: -34, y: 392, r: 14 }, () => {
    paint(s, 'M0 0H120V150H0Z', DARK);
    brush(s, 'M104 -4V154', 4, PEACH);
  });
  at(s, { x: 40, y: 372, r: -8 }, () => {
    edged(s, 'M0 0H250V16H0Z', PAPER, DARK, 1.2);
    for (let x = 8; x < 250; x += 8) brush(s, `M${x} 0v${x % 40 ? 4 : 8}`, 0.8, DARK);
  });
  at(s, { x: 18, y: 86, r: -9 }, () => typeCard(s));
  // The sketchbook open on the mat: screens of an app, the second being drawn.
  at(s, { x: 124, y: 214, r: -4 }, () => {
    paint(s, 'M3 8H265V168H3Z', ['P', 0.4]);
    paint(s, 'M0 0H262V156H0Z', PAPER);
    brush(s, 'M0 0H262V156H0Z', 1.4, DARK);
    for (let x = 10; x < 256; x += 9) brush(s, `M${x} -5a4 4 0 0 1 0 9`, 2, DARK);
    for (let i = 0; i < 3; i++) sketch(s, { x: 16 + i * 84, y: 14, w: 62, h: 124, done: [1, 0.75, 0][i], seed: `table-${i}` });
    brush(s, 'M82 76h10m-4 -4l4 4l-4 4', 1.4, ['C', 0.6]);
  });
  // Inês, from across the table, holding the colour chips open over it.
  const fan = { x: 292, y: 70 };
  at(s, { ...fan, r: 180 }, () => chips(s));
  const holding = reach([fan.x, fan.y - 4], TIPS.pinch, { r: 172, k: 0.8 });
  sleeve(s, ines, [[fan.x + 30, -120], [holding.x + 8, holding.y - 40], [holding.x, holding.y]], [62, 56, 48], 'tb-arm-i');
  hand(s, ines.skin, holding, 'pinch');
  // The prototype on the table, and Kwame, from the right, tapping it through.
  const proto = { x: 412, y: 296, r: 14 };
  let tap;
  at(s, proto, () => {
    paint(s, 'M4 8H80V168H4Z', ['P', 0.4]);
    ({ tap } = phone(s, 76, 150));
  });
  const [tx, ty] = placed(tap, proto);
  brush(s, circle(tx, ty, 11), 1.6, DARK);
  const tapping = reach([tx, ty], TIPS.point, { r: -34, k: 0.8 });
  sleeve(s, kwame, [[600, 640], [tapping.x + 60, tapping.y + 34], [tapping.x, tapping.y]], [62, 56, 48], 'tb-arm-k');
  hand(s, kwame.skin, tapping, 'point');
  // Priya, from this side, drawing the second screen.
  const drawing = reach([262, 322], TIPS.pinch, { r: -28, k: 0.8 });
  sleeve(s, priya, [[250, 620], [drawing.x + 4, drawing.y + 60], [drawing.x, drawing.y]], [62, 56, 48], 'tb-arm-p');
  hand(s, priya.skin, drawing, 'pinch', pencil);
  at(s, { x: 462, y: 112 }, () => mugFromAbove(s));
}

// The people of the studio, each with the look of their head (riso.mjs's fields) and their scene.
export const PEOPLE = {
  'amara-okafor': {
    look: { skin: 'brown', hair: 'black', style: 'knots', earrings: 'hoop', age: 0.25, face: 0.96, jaw: 0.3, smile: 0.85, turn: -0.35, tilt: 4, wear: 'crew', cloth: 'dark', lips: 1.3, nose: 0.9, nw: 1.3 },
    scene: amara,
  },
  'kwame-mensah': {
    look: { skin: 'deep', hair: 'black', style: 'buzz', beard: 'full', age: 0.35, face: 1.08, jaw: 0.9, smile: 0.7, turn: 0.4, tilt: 4, wear: 'shirt', cloth: 'rust', brows: 1.3, lips: 1.2, nw: 1.3 },
    scene: kwame,
  },
  'priya-raman': {
    look: { skin: 'tan', hair: 'black', style: 'wave', earrings: 'stud', age: 0.3, face: 0.93, jaw: 0.25, smile: 0.3, turn: -0.3, tilt: -4, down: 0.9, wear: 'blouse', cloth: 'ink', brows: 1.2 },
    scene: priya,
  },
  'sam-whitlock': {
    look: { skin: 'fair', hair: 'darkBrown', style: 'side', age: 0.38, face: 0.95, long: 1.1, jaw: 0.6, smile: 0.15, smirk: 0.6, turn: -0.4, tilt: -3, wear: 'shirt', cloth: 'light' },
    scene: sam,
  },
  'ines-carvalho': {
    look: { skin: 'olive', hair: 'darkBrown', style: 'bun', glasses: 'round', age: 0.48, face: 0.92, long: 1.06, jaw: 0.2, smile: 0.25, turn: 0.45, tilt: 4, down: 0.3, wear: 'roll', cloth: 'dark', eyes: 'almond', nose: 1.12 },
    scene: ines,
  },
  'tom-abernethy': {
    look: { skin: 'fair', hair: 'salt', style: 'swept', recede: 0.6, beard: 'full', beardInk: 'salt', glasses: 'square', age: 0.58, face: 1.1, long: 0.96, jaw: 0.9, smile: 0.35, turn: -0.3, tilt: -4, down: 0.8, wear: 'crew', cloth: 'dark', brows: 1.3 },
    scene: tom,
  },
  'mei-lin-zhou': {
    look: { skin: 'light', hair: 'black', style: 'bob', age: 0.22, face: 0.94, long: 0.96, jaw: 0.2, smile: 0.6, eyes: 'hooded', turn: -0.35, tilt: -6, down: 0.7, wear: 'stripes', nose: 0.85 },
    scene: meiLin,
  },
};

/** The people of content/team, by their folders' names. */
export function teamSlugs() {
  return readdirSync(teamDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
}

// The grain's seed is the person: each print has a grain of its own, the same person the same.
const seedOf = (slug) => `${slug}:${JSON.stringify(PEOPLE[slug].look)}`;
const platesFor = (slug) => platesOf(sheet(slug), [SIZE, SIZE]);

function sheet(slug) {
  const s = new Sheet();
  PEOPLE[slug].scene(s, PEOPLE[slug].look, seedOf(slug));
  return s;
}

/** A person's plates as one string (what the tests compare: no two people drawn alike). */
export function framed(slug) {
  const { base, key } = platesFor(slug);
  return base + key;
}

/** The portrait as a JPEG (its grain would make a PNG ten times the size); the same scene gives the
 *  same bytes (sharp draws the plates, the grain is seeded). */
export async function drawn(slug) {
  const seed = seedOf(slug);
  const img = await print(platesFor(slug), { size: [SIZE, SIZE], seed });
  return img.jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}

/** The portrait's file, as a photographer would hand it over: content/team/<slug>/portrait.jpg. */
export const portraitFile = (slug) => path.join(teamDir, slug, 'portrait.jpg');

/** The open seat beside the team on /about, in the same series: content/studio/seat.jpg
 *  (content/studio/studio.toml, [seat], holds its alt text). */
export const seatFile = path.join(root, 'content/studio/seat.jpg');

export async function drawnSeat() {
  const s = new Sheet();
  seat(s);
  const img = await print(platesOf(s, [SIZE, SIZE]), { size: [SIZE, SIZE], seed: 'seat' });
  return img.jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}

/** The studio at work beside the about page's introduction, in the same series:
 *  content/studio/table.jpg (content/studio/studio.toml, [picture], holds its alt text). */
export const tableFile = path.join(root, 'content/studio/table.jpg');
const TABLE_SIZE = [1400, 1400]; // /about shows it up to 700 px wide, 2x

export async function drawnTable() {
  const s = new Sheet();
  table(s);
  const img = await print(platesOf(s, TABLE_SIZE, TABLE_VIEW), { size: TABLE_SIZE, seed: 'table' });
  return img.jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}

async function main() {
  const asked = process.argv.slice(2);
  const slugs = asked.length ? asked.filter((a) => a !== 'seat' && a !== 'table') : teamSlugs();
  const missing = slugs.filter((slug) => !PEOPLE[slug]);
  if (missing.length) throw new Error(`no scene for: ${missing.join(', ')}`);
  for (const slug of slugs) writeFileSync(portraitFile(slug), await drawn(slug));
  if (slugs.length) console.log(`team: ${slugs.length} portraits in content/team/<slug>/portrait.jpg (make generate makes their variants)`);
  if (!asked.length || asked.includes('seat')) {
    writeFileSync(seatFile, await drawnSeat());
    console.log('team: the open seat in content/studio/seat.jpg');
  }
  if (!asked.length || asked.includes('table')) {
    writeFileSync(tableFile, await drawnTable());
    console.log('team: the studio at work in content/studio/table.jpg');
  }
}

// Run, not imported (the tests import drawn() to check the committed files are current).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
