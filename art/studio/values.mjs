// The three value icons of /home (friendly, passionate, resourceful), printed in the hand of the
// studio's portrait series (riso.mjs): flat shapes in the brand's inks only (peach, light peach, the
// dark, cream paper), one bold shadow shape on each object and a shadow it casts, the dark's tints as
// a screen of dots, the light peach a hair out of register, a fine speckle over the disc. Passionate: a
// struck match; resourceful: a pencil worn to a stub, still sharp; friendly: two cups of coffee
// poured for a conversation.
// build.mjs writes them to static/img/home/<value>.svg (202 x 202, the size the home page reserves).
import { INKS } from './riso.mjs';

const SIZE = 202;
const { paper: C, peach: P, light: L, dark: K } = INKS;

// A screen of the dark over peach (a cast shadow) and the drum's speckle over the disc.
const defs = '<pattern id="dots" width="3" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(22)">'
  + `<circle cx="1.5" cy="1.5" r=".95" fill="${K}"/></pattern>`
  + '<filter id="speck" x="0" y="0" width="100%" height="100%">'
  + '<feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="1" seed="4" result="n"/>'
  + `<feColorMatrix in="n" type="matrix" values="0 0 0 0 .99 0 0 0 0 .95 0 0 0 0 .94 12 0 0 0 -8.3"/>`
  + '<feComposite in2="SourceGraphic" operator="in"/></filter>';

/** An icon: the peach disc, its light-peach half moon out of register, the object, the speckle. */
function icon(shadow, object, light) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`
    + `<defs>${defs}<clipPath id="disc"><circle cx="101" cy="101" r="98"/></clipPath></defs>`
    + `<circle cx="101" cy="101" r="98" fill="${P}"/>`
    + `<g clip-path="url(#disc)">${shadow}<g fill="${L}" transform="translate(1.4 .9)">${light}</g>${object}`
    + `<rect width="${SIZE}" height="${SIZE}" fill="${C}" filter="url(#speck)"/></g></svg>`;
}

// Passionate: a match just struck, held upright: the stick's lit and shadow sides, its head, the flame.
function passionate() {
  const shadow = '<path d="M104 184L170 150L178 160L112 194Z" fill="url(#dots)" opacity=".55"/>';
  const light = '<path d="M100 78C80 70 74 50 84 34C90 24 98 18 100 4C112 20 126 34 124 54C122 70 112 78 100 78Z"/>';
  const object = '<g transform="rotate(-8 101 120)">'
    + `<path d="M95 92H108V186H95Z" fill="${C}"/><path d="M102 92H108V186H102Z" fill="${L}"/>`
    + `<path d="M102 92H108V186H102Z" fill="url(#dots)" opacity=".35"/>`
    + `<path d="M89 86C89 76 95 70 101.5 70S114 76 114 86 109 98 101.5 98 89 94 89 86Z" fill="${K}"/>`
    + `<path d="M94 80C95 76 98 74 101 74" fill="none" stroke="${P}" stroke-width="2.4" stroke-linecap="round"/>`
    + `<path d="M101 66C92 62 90 52 95 44C98 39 101 36 102 28C108 38 113 46 112 54C111 62 107 66 101 66Z" fill="${C}"/>`
    + '</g>';
  return icon(shadow, object, light);
}

// Resourceful: a pencil worn to a stub and sharpened again: three facets of its hexagonal body, the
// ferrule and what is left of the eraser, the cut wood and the lead, and the line it has just drawn.
function resourceful() {
  const shadow = '<path d="M52 146L158 112L176 124L66 162Z" fill="url(#dots)" opacity=".55"/>';
  const light = '<path d="M36 88H54V114H36C31 114 29 108 29 101S31 88 36 88Z" transform="rotate(-20 101 101) translate(0 6)"/>';
  const object = '<g transform="rotate(-20 101 101) translate(0 6)">'
    + `<rect x="52" y="86" width="20" height="30" fill="${C}"/>`
    + `<path d="M57 86V116M62 86V116M67 86V116" stroke="${K}" stroke-width="1.6"/>`
    + `<rect x="52" y="106" width="20" height="10" fill="url(#dots)"/>`
    + `<rect x="72" y="86" width="58" height="9" fill="${C}"/>`
    + `<rect x="72" y="95" width="58" height="12" fill="${L}"/>`
    + `<rect x="72" y="107" width="58" height="9" fill="${K}"/>`
    + `<path d="M130 86L160 98.5V103.5L130 116Z" fill="${C}"/><path d="M130 101L160 101V103.5L130 116Z" fill="${L}"/>`
    + `<path d="M156 97L172 101L156 105Z" fill="${K}"/>`
    + '</g>'
    + `<path d="M150 150C136 152 124 150 112 158" fill="none" stroke="${K}" stroke-width="3" stroke-linecap="round"/>`;
  return icon(shadow, object, light);
}

// Friendly: two cups of coffee side by side, their steam rising and meeting.
function friendly() {
  const cup = (x, y, w, h, flip) => {
    const r = w / 2;
    const handle = flip ? `<path d="M${x - r + 2} ${y + 10}c-17 0-19 25 0 25" fill="none" stroke="${C}" stroke-width="6"/>`
      : `<path d="M${x + r - 2} ${y + 10}c17 0 19 25 0 25" fill="none" stroke="${L}" stroke-width="6"/>`;
    const body = `M${x - r} ${y}L${x - r + 4} ${y + h - 6}C${x - r + 5} ${y + h} ${x + r - 5} ${y + h} ${x + r - 4} ${y + h - 6}L${x + r} ${y}Z`;
    // the shadow side: the right third of the cup
    const side = `M${x + r * 0.3} ${y}L${x + r * 0.34} ${y + h}L${x + r - 5} ${y + h - 1}C${x + r - 4} ${y + h - 3} ${x + r - 4} ${y + h - 6} ${x + r - 4} ${y + h - 6}L${x + r} ${y}Z`;
    return `${handle}<path d="${body}" fill="${C}"/><path d="${side}" fill="${L}"/>`
      + `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.28}" fill="${C}"/>`
      + `<ellipse cx="${x}" cy="${y + 1.5}" rx="${r - 4}" ry="${(r - 4) * 0.26}" fill="${K}"/>`;
  };
  const shadow = '<ellipse cx="86" cy="152" rx="34" ry="7" fill="url(#dots)" opacity=".55"/><ellipse cx="136" cy="156" rx="30" ry="7" fill="url(#dots)" opacity=".55"/>';
  const light = '<path d="M70 86C62 72 78 66 72 52C68 44 76 38 84 36C92 32 104 32 110 38C120 42 130 48 126 58C120 72 136 78 128 92" fill="none" stroke-width="9" stroke-linecap="round"/>';
  const steam = `<g fill="none" stroke="${C}" stroke-width="4" stroke-linecap="round">`
    + '<path d="M70 86C62 72 78 66 72 52C68 44 76 38 84 36"/><path d="M128 92C136 78 120 72 126 58C130 48 122 42 112 38"/>'
    + '<path d="M86 36C92 32 104 32 110 38" stroke-width="3"/></g>';
  const object = `<g>${cup(76, 98, 50, 52, true)}${cup(128, 104, 46, 48, false)}${steam}</g>`;
  return icon(shadow, object, light.replace('<path', `<path stroke="${L}"`));
}

const VALUES = { friendly, passionate, resourceful };

export function files() {
  return Object.fromEntries(Object.entries(VALUES).map(([name, draw]) => [`home/${name}.svg`, draw()]));
}
