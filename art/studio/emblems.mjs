// The offices' round emblems (202 x 202, on the locations strip of /about and /contact): each a small
// scene of the office's place, printed in the hand of the studio's portrait series (riso.mjs) as the
// home page's value icons are (values.mjs): flat shapes in the brand's inks only (peach, light peach,
// the dark, on cream paper), the dark's tints as a screen of dots, the light peach a hair out of
// register, a fine speckle over the print. Few, bold shapes, so each still reads at 130 px.
//   Canada: Toronto from the islands, the CN Tower against a low sun, the towers of the core, the lake.
//   Australia: a mid-north coast town's street, a shop's bullnose verandah of corrugated iron, a gum
//   tree, and down the street the sea and a headland with its lighthouse.
//   United Kingdom: Rhyd-y-fro, a terrace of houses under slate stepping up the valley side, the
//   chapel below, sheep on the hill across, soft rain.
// Each keeps the recipe of the series' discs: the disc, the scene clipped to it, a thin outer ring.
import { INKS, random } from './riso.mjs';

const S = 202;
const MID = S / 2;
const { paper: C, peach: P, light: L, dark: K } = INKS;
const RING = '#FBD9D0'; // the pale peach of the old emblems' ring, kept as the strip's quiet edge

/** A filled path; d may be a list of subpaths. */
const fill = (d, ink, extra = '') => `<path d="${d}" fill="${ink}"${extra}/>`;
/** A rectangle as a path. */
const box = (x, y, w, h) => `M${x} ${y}h${w}v${h}h${-w}Z`;
/** Several rectangles, one path: [[x, y, w, h], ...]. */
const boxes = (list) => list.map((b) => box(...b)).join('');

/** A shape in the light peach inside another ink: knocked out of that ink where it belongs, printed
 *  a hair out of register, so a sliver of paper shows along its upper and left edges. */
const lightIn = (d) => fill(d, C) + fill(d, L, ' transform="translate(1.4 .9)"');

/** A mass of leaves: an ellipse with a serrated edge (leaf tips), jittered by a seeded draw. */
function foliage(cx, cy, rx, ry, seed, tips = 22) {
  const rand = random(seed);
  const pts = Array.from({ length: tips * 2 }, (_, i) => {
    const a = (i / (tips * 2)) * 2 * Math.PI;
    const k = (i % 2 ? 0.9 : 1.03) + (rand() - 0.5) * 0.1;
    return `${Math.round(cx + Math.cos(a) * rx * k)} ${Math.round(cy + Math.sin(a) * ry * k)}`;
  });
  return `M${pts.join('L')}Z`;
}

/**
 * An emblem: the paper disc, the scene clipped to it (`light`, the light peach plate, printed a hair
 * out of register; `body`, the other inks over it), the drum's speckle over the print, the ring.
 */
function emblem(id, { light, body, under = '' }) {
  const defs = `<clipPath id="${id}-disc"><circle cx="${MID}" cy="${MID}" r="96"/></clipPath>`
    + `<pattern id="${id}-dots" width="3" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(22)">`
    + `<circle cx="1.5" cy="1.5" r=".95" fill="${K}"/></pattern>`
    + `<filter id="${id}-speck" x="0" y="0" width="100%" height="100%">`
    + '<feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="1" seed="7" result="n"/>'
    + '<feColorMatrix in="n" type="matrix" values="0 0 0 0 .99 0 0 0 0 .95 0 0 0 0 .94 12 0 0 0 -8.4"/>'
    + '<feComposite in2="SourceGraphic" operator="in"/></filter>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">`
    + `<defs>${defs}</defs>`
    + `<circle cx="${MID}" cy="${MID}" r="96" fill="${C}"/>`
    + `<g clip-path="url(#${id}-disc)">${under}<g fill="${L}" transform="translate(1.4 .9)">${light}</g>`
    + `${body.replaceAll('url(#dots)', `url(#${id}-dots)`)}`
    + `<rect width="${S}" height="${S}" fill="${C}" filter="url(#${id}-speck)"/></g>`
    + `<circle cx="${MID}" cy="${MID}" r="99" fill="none" stroke="${RING}" stroke-width="2"/></svg>\n`;
}

// Canada: Toronto seen across the harbour from the islands. The CN Tower stands against a low peach
// sun, the Rogers Centre's dome at its foot, the towers of the core to its right; the lake in light
// peach with the sun's broken reflection and the tower's in a screen of the dark; a sail on the water.
function canada() {
  const H = 128; // the waterline
  const light = [
    // the sun's light ink, printed wide of its peach
    '<circle cx="75" cy="78" r="30"/>',
    // the lake, and two towers of the core in the light ink
    `<path d="M0 ${H}H202V202H0Z"/>`,
    `<path d="${boxes([[122, 96, 12, 32], [168, 100, 24, 28]])}"/>`,
    // the dome
    `<path d="M22 122C22 108 34 102 44 102C54 102 66 108 66 122Z"/>`,
  ].join('');
  const tower = 'M74 128L77 76H75L67 70L70 64L76 62V48H74L75 43H79L80 48H78V62L84 64L87 70L79 76H81L84 128Z'
    + 'M76.2 43L77 12H78L78.8 43Z';
  const body = [
    // the low sun behind the tower
    `<circle cx="80" cy="74" r="30" fill="${P}"/>`,
    // the core: peach and dark blocks, windows knocked out of two
    fill(boxes([[96, 92, 14, 36], [146, 88, 12, 40], [10, 106, 18, 22]]), P),
    fill(boxes([[108, 80, 14, 48], [132, 70, 14, 58], [158, 82, 12, 46], [62, 100, 10, 28]]), K),
    fill(boxes([[135, 76, 3, 48], [140, 76, 3, 48], [111, 86, 3, 38], [116, 86, 3, 38]]), C),
    fill(box(158, 82, 6, 46), 'url(#dots)'),
    // the dome, lit from the left, on its dark ring of stands
    fill('M30 121C30 112 34 106 40 104M44 121C44 112 46 106 50 103.5', 'none', ` stroke="${C}" stroke-width="3"`),
    fill(box(20, 120, 48, 8), K),
    // the tower, its window band and the skypod's
    fill(tower, K),
    fill(box(69, 66, 16, 3), C),
    // the waterline
    fill(box(0, H, 202, 3), K),
    // the sun's reflection, broken by the water, and the tower's in a screen of the dark
    fill(boxes([[62, 136, 36, 4], [66, 146, 28, 4], [71, 156, 18, 4], [75, 166, 10, 3]]), P),
    fill(boxes([[76, 131, 8, 36]]), 'url(#dots)'),
    // streaks on the lake
    fill(boxes([[116, 142, 40, 3], [20, 152, 30, 3], [124, 170, 52, 3], [40, 178, 28, 3]]), C),
    // a sail on the harbour
    fill('M150 150L150 116L170 150Z', C),
    fill('M147 116H150V150H147Z', K),
    fill('M138 152H176L170 160H144Z', K),
  ].join('');
  return emblem('ca', { light, body });
}

// Australia: a street of the town under a hot sky, the corrugated-iron bullnose verandah of a corner
// shop over the footpath, and past it the sea, a dark headland and a gum tree before it.
function australia() {
  const light = [
    // the sky
    '<path d="M-10 -10H212V152H-10Z"/>',
  ].join('');
  // the verandah's corrugations, across the sheet up to where it curls over
  const ribs = Array.from({ length: 10 }, (_, i) => box(-3 + i * 9, 90, 4, 14)).join('');
  // the gum's crown: three loose masses of leaves with the sky between them, each over a shadow of dots
  const masses = [[138, 30, 28, 12, P], [108, 50, 22, 10, P], [170, 48, 24, 11, P]]
    .map(([x, y, rx, ry, ink], i) => [foliage(x, y, rx, ry, `gum${i}`), ink]);
  const crown = masses.map(([d]) => fill(d, 'url(#dots)', ' transform="translate(3 5)"')).join('')
    + masses.map(([d, ink]) => fill(d, ink)).join('');
  const body = [
    // the sea and its streaks, the headland
    fill(box(-4, 116, 210, 40), P),
    fill(boxes([[106, 124, 22, 3], [112, 144, 40, 3], [172, 140, 30, 3]]), C),
    fill('M124 132C140 122 156 100 176 94C190 90 200 92 210 96V132Z', P),
    fill('M124 132C140 122 156 100 176 94C190 90 200 92 210 96V132Z', 'url(#dots)'),
    fill('M120 131H210V134H120Z', C),
    // the shop's front, the parapet with its raised centre, windows upstairs
    fill(box(-4, 44, 96, 50), C),
    fill('M-4 36H28V28H56V36H96V46H-4Z', P),
    fill(boxes([[2, 56, 14, 24], [34, 56, 14, 24], [66, 56, 14, 24]]), K),
    fill(boxes([[9, 56, 7, 24], [41, 56, 7, 24], [73, 56, 7, 24]]), 'url(#dots)'),
    // the bullnose verandah: the sheet, ribbed, curling down at its end; its shade, posts, the shop
    fill('M-4 90H88A16 16 0 0 1 104 106H-4Z', P),
    lightIn(ribs),
    fill('M90 93A13 13 0 0 1 101 104', 'none', ` stroke="${L}" stroke-width="3"`),
    fill('M-4 106H104V156H-4Z', P),
    fill('M-4 106H104V156H-4Z', 'url(#dots)'),
    lightIn(boxes([[0, 116, 20, 32], [58, 116, 24, 32]])),
    fill(box(30, 114, 18, 42), K),
    fill(boxes([[22, 106, 5, 50], [86, 106, 5, 50]]), C),
    // the footpath, the kerb, the road
    fill(box(-4, 152, 210, 16), C),
    fill(box(-4, 168, 210, 4), K),
    lightIn(box(-4, 172, 210, 40)),
    fill(boxes([[40, 186, 22, 4], [100, 186, 22, 4], [160, 186, 22, 4]]), C),
    // the gum tree: a pale trunk that twists and forks, its shadow side, its crown
    fill('M132 168C136 146 130 124 134 100C136 86 132 76 136 64L144 66C141 78 145 88 143 102C140 124 147 146 143 168Z', C),
    lightIn('M138 168C142 146 136 124 139 100C141 88 138 78 140 65L144 66C141 78 145 88 143 102C140 124 147 146 143 168Z'),
    fill('M136 72C128 62 120 56 110 52L112 47C123 51 132 58 140 68Z', C),
    fill('M138 66C138 54 139 46 141 38L146 39C144 48 143 56 143 66Z', C),
    fill('M142 72C150 62 160 54 170 50L172 55C162 59 153 66 145 76Z', C),
    crown,
  ].join('');
  return emblem('au', { light, body });
}

// United Kingdom: Rhyd-y-fro, a terrace of houses under slate stepping up the valley's side, the
// chapel's gable below it, sheep on the hill across the valley, soft rain drifting over.
function unitedKingdom() {
  // soft rain: short slanting strokes in staggered rows over the valley
  const rain = Array.from({ length: 17 }, (_, i) => {
    const row = i < 5 ? 0 : i < 11 ? 1 : 2;
    const col = i - [0, 5, 11][row];
    const x = [52, 22, 22][row] + col * 30 + (row === 2 ? 14 : 0);
    const y = 16 + row * 18;
    return `M${x} ${y}l-5 10h3l5-10Z`;
  }).join('');
  const light = [
    // the far hill across the valley
    '<path d="M-4 96C30 70 70 60 110 74C140 84 170 74 206 60V202H-4Z"/>',
  ].join('');
  const houses = [0, 1, 2, 3, 4].map((i) => {
    const x = 56 + i * 26;
    const y = 126 - i * 10;
    return { x, y };
  });
  const walls = houses.map(({ x, y }, i) => (i === 1 ? lightIn(box(x, y, 26, 60)) : fill(box(x, y, 26, 60), [C, L, C, P, C][i]))).join('');
  const roofs = houses.map(({ x, y }) => fill(`M${x - 1} ${y}L${x + 5} ${y - 10}H${x + 27}V${y}Z`, K)).join('');
  const chimneys = houses.map(({ x, y }) => fill(box(x + 20, y - 17, 7, 8), K) + fill(box(x + 21, y - 20, 2, 3) + box(x + 24, y - 20, 2, 3), P)).join('');
  const windows = houses.map(({ x, y }) => fill(boxes([[x + 4, y + 6, 7, 8], [x + 15, y + 6, 7, 8], [x + 4, y + 22, 7, 9]]), K)
    + fill(box(x + 15, y + 21, 7, 14), P)).join('');
  const body = [
    fill(rain, L),
    // the near hill the terrace climbs
    fill('M-4 150C40 136 80 120 120 104C150 92 176 80 206 76V202H-4Z', P),
    // sheep on the far hill
    fill('M30 82h14a5 5 0 0 1 0 10h-14a5 5 0 0 1 0-10ZM64 72h14a5 5 0 0 1 0 10h-14a5 5 0 0 1 0-10Z', C),
    fill(boxes([[24, 82, 7, 6], [31, 91, 3, 5], [42, 91, 3, 5], [58, 72, 7, 6], [65, 81, 3, 5], [76, 81, 3, 5]]), K),
    // the terrace: roofs of slate, chimneys, walls, windows, doors
    roofs, chimneys, walls, windows,
    // the shadow down the terrace's end
    fill('M186 80H194V190H186Z', 'url(#dots)'),
    // the chapel: its gable, arched windows, the round one above
    fill('M8 136L36 112L64 136V202H8Z', C),
    fill('M36 112L64 136H58L36 118Z', K),
    fill('M8 136L36 112V118L14 136Z', K),
    fill('M18 164V152a5 5 0 0 1 10 0V164ZM44 164V152a5 5 0 0 1 10 0V164ZM31 176V160a5 5 0 0 1 10 0V176Z', K),
    `<circle cx="36" cy="132" r="5" fill="${K}"/>`,
    fill('M8 176H64V202H8Z', 'url(#dots)'),
    // the valley's road
    fill('M-4 186C60 180 120 184 206 176V202H-4Z', K),
  ].join('');
  return emblem('uk', { light, body });
}

export function files() {
  return {
    'content/offices/canada/emblem.svg': canada(),
    'content/offices/australia/emblem.svg': australia(),
    'content/offices/united-kingdom/emblem.svg': unitedKingdom(),
  };
}
