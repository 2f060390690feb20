// The people inside the products' screens, as those products would really show them: not cartoons
// but what a phone's camera sees. Faceit's doctor on a video call from her consulting room, her photo
// in the waiting room, and the patient in the face check and the call's self-view; painted in tone by
// the portrait system (portrait.mjs, 'photo' finish: a camera's softness and grain) in a room behind
// them that the lens leaves out of focus.
// Writes SVG files into the pieces' folders (art/work/pieces/<slug>/), which the pieces show as <img>;
// a change here changes those files and so the piece's source hash: re-render the piece after it.
//   node art/studio/screen-people.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { figure, mix } from './portrait.mjs';

const piecesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../work/pieces');
const f = (v) => String(Math.round(v * 10) / 10);

export const LENA = {
  skin: 'light', hair: 'salt', style: 'bob', age: 0.72, face: 0.95, jaw: 0.3, glasses: 'square', smile: 0.45,
  wear: 'coat', cloth: '#F1F0EE', under: '#2F6F7A', stethoscope: true, earrings: true, iris: '#5B6B4A', eyeGap: 34,
  nose: 1.05, lips: 0.85,
};
export const SAM = {
  skin: 'brown', hair: 'black', style: 'curls', age: 0.05, face: 1.02, jaw: 0.6, smile: 0.1, wear: 'tee',
  cloth: '#E3A93F', iris: '#3A2418', lips: 1.25, nose: 0.95, brows: 1.2,
};

const camera = (id, blur = 0.8) => `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">`
  + '<feTurbulence type="fractalNoise" baseFrequency=".05" numOctaves="3" seed="11" result="warp"/>'
  + '<feDisplacementMap in="SourceGraphic" in2="warp" scale="2.5" xChannelSelector="R" yChannelSelector="G" result="painted"/>'
  + `<feGaussianBlur in="painted" stdDeviation="${blur}" result="soft"/>`
  + '<feTurbulence type="fractalNoise" baseFrequency="1.2" numOctaves="2" seed="7" result="noise"/>'
  + '<feColorMatrix in="noise" type="matrix" values="0 0 0 0 0.5 0 0 0 0 0.5 0 0 0 0 0.5 0.3 0.3 0.3 0 -0.4" result="grain"/>'
  + '<feBlend in="soft" in2="grain" mode="overlay"/></filter>';

const lens = (id, s) => `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${s}"/></filter>`;

/** Dr Marsh's consulting room, as her laptop's camera sees it past her: out of focus. */
function consultingRoom() {
  return '<rect width="400" height="1100" fill="url(#room-wall)"/>'
    + '<g filter="url(#room-far)">'
    // A window with a blind half down, the morning outside.
    + '<rect x="250" y="-20" width="190" height="360" fill="#F6F4EC"/>'
    + '<rect x="250" y="-20" width="190" height="150" fill="#E8E2D4"/>'
    + Array.from({ length: 9 }, (_, i) => `<rect x="250" y="${-20 + i * 17}" width="190" height="5" fill="#D6CDBB"/>`).join('')
    + '<rect x="250" y="330" width="190" height="16" fill="#D9D2C4"/>'
    + '<path d="M250 -20h8v366h-8zM340 130h6v216h-6z" fill="#CFC6B6"/>'
    // A shelf of files and books on the left wall, a plant on the sill.
    + '<rect x="-20" y="232" width="170" height="10" fill="#8E7357"/>'
    + [['#3F5A7A', 14, 60], ['#C9B79C', 12, 52], ['#7A3F34', 16, 64], ['#E2DCD1', 10, 48], ['#2F6F7A', 14, 58], ['#D1A85A', 12, 44], ['#5A5560', 18, 62]]
      .map(([c, w, h], i, all) => {
        const x = -6 + all.slice(0, i).reduce((s, [, ww]) => s + ww + 3, 0);
        return `<rect x="${x}" y="${232 - h}" width="${w}" height="${h}" fill="${c}"/>`;
      }).join('')
    + '<rect x="104" y="190" width="36" height="42" fill="#F3EFE8"/><rect x="108" y="194" width="28" height="34" fill="#DCD3C4"/>'
    + '<g fill="#5F8A62"><ellipse cx="392" cy="300" rx="22" ry="46" transform="rotate(-18 392 300)"/><ellipse cx="372" cy="306" rx="16" ry="40" transform="rotate(-40 372 306)"/><ellipse cx="410" cy="296" rx="16" ry="42" transform="rotate(16 410 296)"/></g>'
    + '<path d="M364 330h52l-6 34h-40z" fill="#C98B5F"/>'
    // A framed certificate, an examination lamp's arm.
    + '<rect x="20" y="40" width="96" height="120" fill="#B7A98F"/><rect x="28" y="48" width="80" height="104" fill="#F2EEE4"/>'
    + '<path d="M60 560C90 460 130 420 150 380" stroke="#6B6F78" stroke-width="8" fill="none"/>'
    + '</g>'
    + '<rect width="400" height="1100" fill="url(#room-light)"/>';
}

const roomDefs = () => '<linearGradient id="room-wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#E5DDD0"/><stop offset=".6" stop-color="#D3C8B7"/><stop offset="1" stop-color="#B9AC98"/></linearGradient>'
  + '<radialGradient id="room-light" cx=".85" cy=".1" r=".9"><stop offset="0" stop-color="#FFF8E8" stop-opacity=".55"/><stop offset="1" stop-color="#FFF8E8" stop-opacity="0"/></radialGradient>'
  + lens('room-far', 7);

/** The video call: Dr Marsh fills the phone's screen (390 x 844), her room behind her. */
export function doctorCall() {
  const { defs, body } = figure(LENA, 'lena');
  // A laptop's camera a little below her eyes, the picture slightly soft.
  // The board is 400 x 500; she sits with her head in the upper third of the screen.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844" viewBox="0 0 390 844"><defs>${roomDefs()}${defs}${camera('cam', 1.1)}</defs>`
    + `<g filter="url(#cam)"><g transform="scale(.98)">${consultingRoom()}</g>`
    + `<g transform="translate(6 150) scale(.94)">${body}</g>`
    // Her key light is the window: a warm wash from the right, shade falling left of the lens.
    + '<rect width="390" height="844" fill="url(#room-light)" opacity=".6"/></g></svg>';
}

/** Her photo in the waiting room: a head and shoulders, square, for a round crop. */
export function doctorPhoto() {
  const { defs, body } = figure(LENA, 'lena');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="60 60 280 280"><defs>${defs}${camera('cam', 0.4)}`
    + '<linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E9E4F6"/><stop offset="1" stop-color="#CFC7E6"/></linearGradient></defs>'
    + `<g filter="url(#cam)"><rect x="0" y="0" width="400" height="500" fill="url(#studio)"/>${body}</g></svg>`;
}

/** Where the face check finds Sam's features on the board: the dots it draws over the camera's view. */
function landmarks(p) {
  const fw = p.face ?? 1;
  const X = (dx) => 200 + dx * fw;
  const gap = p.eyeGap ?? 33;
  const eyeY = 214;
  const tipY = 266 + ((p.nose ?? 1) - 1) * 20;
  const mouthY = tipY + 28;
  const mw = (p.mouthW ?? 26) + (p.smile ?? 0.2) * 8;
  const chinY = 336;
  const j = 20 * (p.jaw ?? 0.5);
  const big = [[X(-gap), eyeY], [X(gap), eyeY], [200, tipY - 2], [200, mouthY + 10]];
  const small = [
    [X(-gap - 15), eyeY], [X(-gap + 15), eyeY + 1], [X(gap - 15), eyeY + 1], [X(gap + 15), eyeY],
    [X(-gap - 20), eyeY - 26], [X(-gap + 12), eyeY - 28], [X(gap - 12), eyeY - 28], [X(gap + 20), eyeY - 26],
    [192, tipY + 4], [208, tipY + 4], [200 - mw, mouthY], [200 + mw, mouthY],
    [X(-92), 228], [X(-84 - j * 0.3), 266], [X(-64 - j), 306], [X(-34 - j * 0.6), 330], [200, chinY],
    [X(34 + j * 0.6), 330], [X(64 + j), 306], [X(84 + j * 0.3), 266], [X(92), 228],
  ];
  return { big, small };
}

/** The face check's camera view (280 x 350, an oval crop): Sam at home, and the dots it has found. */
export function samCheck() {
  const { defs, body } = figure(SAM, 'sam');
  const s = 1.06;
  const [tx, ty] = [140 - 200 * s, 175 - 232 * s];
  const { big, small } = landmarks(SAM);
  const at = ([x, y]) => [tx + x * s, ty + y * s];
  const dots = [...big.map((pt) => [at(pt), 3]), ...small.map((pt) => [at(pt), 2.3])]
    .map(([[x, y], r]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${r}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="350" viewBox="0 0 280 350"><defs>${defs}${camera('cam', 0.6)}${lens('far', 6)}`
    + '<linearGradient id="home" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8C7B86"/><stop offset="1" stop-color="#4A3F4E"/></linearGradient>'
    + '<linearGradient id="scan" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8C7CFF" stop-opacity="0"/><stop offset="1" stop-color="#8C7CFF" stop-opacity=".4"/></linearGradient></defs>'
    + '<g filter="url(#cam)"><rect width="280" height="350" fill="url(#home)"/>'
    // His hallway behind him: a door frame lit by a lamp, a coat hook, a picture.
    + '<g filter="url(#far)"><rect x="186" y="10" width="86" height="150" fill="#B9A8B4"/><rect x="196" y="20" width="66" height="140" fill="#6F5F6C"/>'
    + '<circle cx="40" cy="40" r="30" fill="#F3D9A8" opacity=".7"/><rect x="16" y="92" width="52" height="40" fill="#C9A27A"/><rect x="22" y="98" width="40" height="28" fill="#7C8F8A"/></g>'
    + `<g transform="translate(${f(tx)} ${f(ty)}) scale(${s})">${body}</g></g>`
    + '<rect y="128" width="280" height="84" fill="url(#scan)"/><line x1="0" y1="212" x2="280" y2="212" stroke="#B3A8FF" stroke-width="2"/>'
    + `<g fill="#fff" stroke="#5A46D6" stroke-width="1.5">${dots}</g></svg>`;
}

/** The call's self-view (104 x 140): Sam, tilting the phone, lit by the torch. */
export function samSelf() {
  const { defs, body } = figure({ ...SAM, tilt: -6, smile: 0 }, 'sam');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="104" height="140" viewBox="40 90 320 430"><defs>${defs}${camera('cam', 1)}`
    + '<radialGradient id="torch" cx=".5" cy=".55" r=".6"><stop offset="0" stop-color="#FFF6DC" stop-opacity=".45"/><stop offset="1" stop-color="#FFF6DC" stop-opacity="0"/></radialGradient></defs>'
    + `<g filter="url(#cam)"><rect x="0" y="0" width="400" height="600" fill="${mix('#4A3F4E', '#8C7B86', 0.3)}"/>${body}<rect x="0" y="0" width="400" height="600" fill="url(#torch)"/></g></svg>`;
}

export function files() {
  return {
    'faceit/lena-marsh-call.svg': doctorCall(),
    'faceit/lena-marsh.svg': doctorPhoto(),
    'faceit/sam-face-check.svg': samCheck(),
    'faceit/sam-self-view.svg': samSelf(),
  };
}

function main() {
  for (const [name, svg] of Object.entries(files())) {
    writeFileSync(path.join(piecesDir, name), svg);
    console.log(`art/work/pieces/${name} ${(svg.length / 1024).toFixed(1)} KiB`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
