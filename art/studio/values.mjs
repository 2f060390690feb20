// The three value icons of /home (friendly, passionate, resourceful), painted in the hand of the
// studio's portraits (portrait.mjs): objects modelled in tone by a light from the upper left, no
// outlines, printed in the brand's dark ink on paper with the portraits' ragged edge and grain, and
// cut out on a peach disc. Passionate: a struck match; resourceful: a pencil worn to a stub, still
// sharp; friendly: two cups of coffee poured for a conversation.
// build.mjs writes them to static/img/home/<value>.svg (202 x 202, the size the home page reserves).
import { INKS } from './portrait.mjs';

const SIZE = 202;

/** The portraits' print: luminance in one ink on paper, a ragged edge, a fine grain. */
function print(id) {
  const ch = (c, i) => parseInt(c.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  const table = (i) => [0, 0.1, 0.28, 0.48, 0.68, 0.85, 0.97].map((t) => (ch(INKS.dark, i) + (ch(INKS.paper, i) - ch(INKS.dark, i)) * t).toFixed(3)).join(' ');
  return `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB">`
    + '<feTurbulence type="fractalNoise" baseFrequency=".08" numOctaves="3" seed="11" result="warp"/>'
    + '<feDisplacementMap in="SourceGraphic" in2="warp" scale="2.5" xChannelSelector="R" yChannelSelector="G" result="painted"/>'
    + '<feColorMatrix in="painted" type="matrix" values="0.3 0.59 0.11 0 0 0.3 0.59 0.11 0 0 0.3 0.59 0.11 0 0 0 0 0 1 0" result="grey"/>'
    + '<feTurbulence type="fractalNoise" baseFrequency="1.2" numOctaves="2" seed="3" result="noise"/>'
    + '<feColorMatrix in="noise" type="matrix" values="0 0 0 0 0.5 0 0 0 0 0.5 0 0 0 0 0.5 0.33 0.33 0.33 0 -0.45" result="grain"/>'
    + '<feBlend in="grey" in2="grain" mode="overlay" result="grained"/>'
    + `<feComponentTransfer in="grained" result="inked"><feFuncR type="table" tableValues="${table(0)}"/><feFuncG type="table" tableValues="${table(1)}"/><feFuncB type="table" tableValues="${table(2)}"/></feComponentTransfer>`
    + '<feComposite in="inked" in2="painted" operator="in"/></filter>';
}

const blurs = '<filter id="b2" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="1.2"/></filter>'
  + '<filter id="b4" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2.4"/></filter>'
  + '<filter id="b8" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="5"/></filter>';

/** An icon: a peach disc, the object's shadow on it, the object printed in ink. */
function icon(shadow, object, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`
    + `<defs>${print('ink')}${blurs}${defs}</defs>`
    + `<circle cx="101" cy="101" r="98" fill="${INKS.peach}"/>`
    + `<g fill="#7A3426" opacity=".32" filter="url(#b4)">${shadow}</g>`
    + `<g filter="url(#ink)">${object}</g></svg>`;
}

// Passionate: a match just struck, held upright: the stick, its head, and the flame.
function passionate() {
  const defs = '<linearGradient id="stick" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#E9DCC8"/><stop offset=".45" stop-color="#C9B08E"/><stop offset="1" stop-color="#7D6A52"/></linearGradient>'
    + '<radialGradient id="head" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#8A5A4A"/><stop offset=".6" stop-color="#3A2420"/><stop offset="1" stop-color="#1A1110"/></radialGradient>'
    + '<radialGradient id="flame" cx=".5" cy=".72" r=".62"><stop offset="0" stop-color="#FFFFFF"/><stop offset=".45" stop-color="#F4EDE6"/><stop offset=".8" stop-color="#9A928C"/><stop offset="1" stop-color="#5C5551"/></radialGradient>';
  const shadow = '<path d="M106 182L146 170L152 176L112 188Z"/>';
  const object = '<g transform="translate(0 12) rotate(-8 101 120)">'
    + '<rect x="95" y="92" width="13" height="86" rx="2" fill="url(#stick)"/>'
    + '<path d="M97 96h3v80h-3z" fill="#FFFFFF" opacity=".35"/>'
    + '<path d="M95 92c0-4 2-6 6.5-6s6.5 2 6.5 6v6H95z" fill="#2C1D19"/>'
    + '<ellipse cx="101.5" cy="84" rx="11" ry="13" fill="url(#head)"/>'
    + '<ellipse cx="97" cy="79" rx="3.5" ry="4.5" fill="#FFFFFF" opacity=".3" filter="url(#b2)"/>'
    // the flame: a bright core in a darker veil, leaning with the air
    + '<path d="M102 76C86 70 80 54 86 40C90 30 98 24 100 12C108 24 122 36 122 54C122 68 114 76 102 76Z" fill="url(#flame)"/>'
    + '<path d="M102 72C94 68 92 58 96 50C99 44 102 40 103 32C108 42 114 50 113 58C112 66 108 72 102 72Z" fill="#FFFFFF"/>'
    + '<path d="M100 12C98 8 99 4 101 2" fill="none" stroke="#8D8680" stroke-width="1.4" stroke-linecap="round" opacity=".6"/>'
    + '</g>';
  return icon(shadow, object, defs);
}

// Resourceful: a pencil worn to a stub and sharpened again: hexagonal facets, the cut wood, the lead,
// the ferrule and what is left of the eraser.
function resourceful() {
  const defs = '<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F1E6D6"/><stop offset="1" stop-color="#BCA487"/></linearGradient>'
    + '<linearGradient id="ferrule" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF"/><stop offset=".35" stop-color="#BDB8B2"/><stop offset=".6" stop-color="#6E6964"/><stop offset="1" stop-color="#9E9993"/></linearGradient>';
  const shadow = '<path d="M48 140L150 110L168 122L62 158Z"/>';
  // Drawn level, then laid at an angle: length along x, facets stacked in y.
  const object = '<g transform="rotate(-20 101 101) translate(0 6)">'
    // eraser and ferrule
    + '<path d="M40 88h14v26H40c-4 0-6-6-6-13s2-13 6-13z" fill="#8E8782"/>'
    + '<path d="M38 92h12v6H37z" fill="#FFFFFF" opacity=".35"/>'
    + '<rect x="52" y="86" width="20" height="30" fill="url(#ferrule)"/>'
    + '<path d="M57 86v30M62 86v30M67 86v30" stroke="#4E4A46" stroke-width="1.2" opacity=".6"/>'
    // the three facets of the hexagonal body we see: lit, mid, shade
    + '<rect x="72" y="86" width="58" height="9" fill="#F6F1EA"/>'
    + '<rect x="72" y="95" width="58" height="12" fill="#A8A19A"/>'
    + '<rect x="72" y="107" width="58" height="9" fill="#57524E"/>'
    // the cut wood and the lead
    + '<path d="M130 86L160 98.5L160 103.5L130 116Z" fill="url(#wood)"/>'
    + '<path d="M130 86c3 2 4 4 4 5M130 116c3-2 4-4 4-5" fill="none" stroke="#8A7358" stroke-width="1.2" opacity=".7"/>'
    + '<path d="M156 97L172 101L156 105Z" fill="#2A2624"/>'
    + '<path d="M158 98.5L170 101L158 100.5Z" fill="#FFFFFF" opacity=".45"/>'
    // a mark it has just made
    + '<path d="M164 120C150 126 136 126 126 134" fill="none" stroke="#3A3634" stroke-width="2.6" stroke-linecap="round" opacity=".75" transform="rotate(20 101 101)"/>'
    + '</g>';
  return icon(shadow, object, defs);
}

// Friendly: two cups of coffee side by side, steam rising from both and meeting.
function friendly() {
  const defs = '<linearGradient id="cup" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#FFFFFF"/><stop offset=".35" stop-color="#F2EEE9"/><stop offset=".75" stop-color="#BDB6AF"/><stop offset="1" stop-color="#8E8781"/></linearGradient>'
    + '<radialGradient id="coffee" cx=".4" cy=".4" r=".7"><stop offset="0" stop-color="#6B4A3A"/><stop offset="1" stop-color="#2A1A14"/></radialGradient>';
  const cup = (x, y, w, h, flip) => {
    const r = w / 2;
    const handle = flip
      ? `<path d="M${x - r + 2} ${y + 10}c-16 0-18 24 0 24" fill="none" stroke="#B1AAA3" stroke-width="6"/>`
      : `<path d="M${x + r - 2} ${y + 10}c16 0 18 24 0 24" fill="none" stroke="#8E8781" stroke-width="6"/>`;
    return handle
      + `<path d="M${x - r} ${y}L${x - r + 4} ${y + h - 6}C${x - r + 5} ${y + h} ${x + r - 5} ${y + h} ${x + r - 4} ${y + h - 6}L${x + r} ${y}Z" fill="url(#cup)"/>`
      + `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.28}" fill="#FFFFFF"/>`
      + `<ellipse cx="${x}" cy="${y + 1.5}" rx="${r - 4}" ry="${(r - 4) * 0.26}" fill="url(#coffee)"/>`
      + `<path d="M${x - r + 6} ${y + 8}L${x - r + 9} ${y + h - 10}" stroke="#FFFFFF" stroke-width="4" stroke-linecap="round" opacity=".8" filter="url(#b2)"/>`;
  };
  const shadow = '<ellipse cx="82" cy="150" rx="30" ry="7"/><ellipse cx="132" cy="154" rx="28" ry="7"/>';
  const steam = '<g fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round" opacity=".9" filter="url(#b2)">'
    + '<path d="M70 86C62 72 78 66 72 52C68 44 76 38 84 36"/>'
    + '<path d="M128 92C136 78 120 72 126 58C130 48 122 42 112 38"/>'
    + '</g><path d="M86 36C92 32 104 32 110 38" fill="none" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round" opacity=".7" filter="url(#b2)"/>';
  const object = `<g>${cup(76, 98, 50, 52, true)}${cup(128, 104, 46, 48, false)}${steam}</g>`;
  return icon(shadow, object, defs);
}

const VALUES = { friendly, passionate, resourceful };

export function files() {
  return Object.fromEntries(Object.entries(VALUES).map(([name, draw]) => [`home/${name}.svg`, draw()]));
}
