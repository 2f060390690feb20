// The team's portraits: each person at their craft, as their line on /about says, in the studio's
// portrait series (riso.mjs: flat shapes printed in the brand's peach, light peach and dark on cream,
// the same grain, paper and line as the faces beside the quotes). Drawn by the studio's illustrator,
// Mei-Lin Zhou (content/studio/studio.toml credits her on /about): every picture its own pose and crop
// (three-quarter at a wall, seated at a desk, hands at work, from close), the same hand throughout.
// Each scene is built with craft.mjs (arms, hands, tools) round the person's own head (riso.mjs).
// Writes each as a JPEG into the person's folder, content/team/<slug>/portrait.jpg (their words and
// the picture's alt text are in person.toml beside it); make generate makes the site's variants.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { plates, print } from './riso.mjs';
import { Sheet, at, random, brush, circle, curve, digit, edged, ellipse, f, hand, limb, paint, person, platesOf, poly, sleeve, torso } from './craft.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const teamDir = path.join(root, 'content/team');
const SIZE = 704; // the file's side; /about shows it up to 352 px wide, 704 on a 2x screen

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
    for (let i = 0; i < 3; i++) paint(s, circle(-6 - i * 7 - frame * 2, -36 - i * 3, 3 + i * 1.2), ['C', 0.18]);
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
  hand(s, look.skin, { x: 88, y: 350, r: 8, k: 0.78 }, 'flat');
  hand(s, look.skin, { x: 244, y: 340, r: -30, k: 0.78, flip: true }, 'flat');
  // The flip-book: its clip in her right hand, its pages riffled off her left thumb.
  at(s, { x: 52, y: 244, r: -6 }, () => {
    paint(s, 'M0 10H176V80H0Z', ['C', 0.3]); // the stack's edge, many pages
    for (let y = 14; y < 80; y += 3.2) brush(s, `M4 ${f(y)}H174`, 0.8, ['C', 0.55]);
    paint(s, 'M0 0H176V70H0Z', PAPER);
    brush(s, 'M0 0H176V70H0Z', 1.6, DARK);
    ferry(s, { x: 92, y: 46, k: 1.1 }, 3);
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
  digit(s, look.skin, { x: 88, y: 350, r: 8, k: 0.78 }, [[-18, -14], [-14, -40], [2, -58], [14, -64]], [17, 15, 13, 12]);
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
  hand(s, look.skin, { x: 296, y: 312, r: -74, k: 0.8, flip: true }, 'flat');
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

// The people of the studio, each with the look of their head (riso.mjs's fields) and their scene.
export const PEOPLE = {
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
const seedOf = (slug) => (PEOPLE[slug].bust ? JSON.stringify(PEOPLE[slug].look) : `${slug}:${JSON.stringify(PEOPLE[slug].look)}`);
const platesFor = (slug) => (PEOPLE[slug].bust ? plates(PEOPLE[slug].look, { seed: seedOf(slug), size: [SIZE, SIZE] }) : platesOf(sheet(slug), [SIZE, SIZE]));

// Not yet drawn at their craft: the series' bust (riso.mjs), as before.
const BUSTS = {
  'amara-okafor': { skin: 'brown', hair: 'black', style: 'knots', earrings: 'hoop', age: 0.25, face: 0.96, jaw: 0.3, smile: 0.85, turn: 0.35, tilt: -4, wear: 'crew', cloth: 'dark', lips: 1.3, nose: 0.9, nw: 1.3, backdrop: 'arch' },
  'kwame-mensah': { skin: 'deep', hair: 'black', style: 'buzz', beard: 'full', age: 0.35, face: 1.08, jaw: 0.9, smile: 0.8, turn: -0.3, tilt: 3, wear: 'shirt', cloth: 'rust', brows: 1.3, lips: 1.2, nw: 1.3, backdrop: 'half' },
  'priya-raman': { skin: 'tan', hair: 'black', style: 'wave', earrings: 'stud', age: 0.3, face: 0.93, jaw: 0.25, smile: 0.35, turn: 0.3, tilt: -5, wear: 'blouse', cloth: 'light', brows: 1.2, backdrop: 'disc' },
  'sam-whitlock': { skin: 'fair', hair: 'darkBrown', style: 'side', age: 0.38, face: 0.95, long: 1.1, jaw: 0.6, smile: 0.15, smirk: 0.6, turn: -0.4, tilt: 3, wear: 'shirt', cloth: 'cream', backdrop: 'disc' },
};
for (const [slug, look] of Object.entries(BUSTS)) PEOPLE[slug] = { look, bust: true };

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

async function main() {
  const asked = process.argv.slice(2);
  const slugs = asked.length ? asked : teamSlugs();
  const missing = slugs.filter((slug) => !PEOPLE[slug]);
  if (missing.length) throw new Error(`no scene for: ${missing.join(', ')}`);
  for (const slug of slugs) writeFileSync(portraitFile(slug), await drawn(slug));
  console.log(`team: ${slugs.length} portraits in content/team/<slug>/portrait.jpg (make generate makes their variants)`);
}

// Run, not imported (the tests import drawn() to check the committed files are current).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
