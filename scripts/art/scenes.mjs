// Larger editorial scenes: the Open Graph image's hero (scripts/art/og.mjs) and the three category
// backdrops of the designs page's related links. Category art is opaque and mid-to-dark so white
// text on a 50% black overlay stays readable; interest sits centred. The home hero and the about
// pictures show the studio's work instead: scripts/art/showcase.mjs and studio.mjs.
import { C, n, rng, rect, circle, ring, path, svg, linear, shadowFilter, lines, browser, phone, layout } from './lib.mjs';

// ---------- home hero (transparent, sits on peach) ----------
function hero() {
  const rand = rng('hero');
  const defs = shadowFilter('sh', 14) + linear('glow', C.lightPeach, C.peach);
  const screen = (x, y, w, h) =>
    rect(x, y, w, 70, 10, C.peach) +
    circle(x + w - 30, y + 35, 18, C.lightPeach) +
    lines(x + 14, y + 24, 90, 2, C.white, rand, { gap: 12, thick: 6 }) +
    [0, 1].map((i) => rect(x + i * (w / 2 + 4), y + 86, w / 2 - 4, 90, 10, i ? C.paleMPeach : C.lightGrey) +
      circle(x + i * (w / 2 + 4) + (w / 2 - 4) / 2, y + 122, 20, i ? C.peach : C.darkGrey)).join('') +
    [0, 1, 2, 3].map((i) => rect(x, y + 192 + i * 44, w, 36, 8, C.lightGrey) +
      circle(x + 18, y + 210 + i * 44, 10, i % 2 ? C.lightPeach : C.peach) +
      lines(x + 38, y + 202 + i * 44, w - 60, 2, C.softGrey, rand, { gap: 10, thick: 5 })).join('') +
    rect(x + w / 2 - 40, y + h - 18, 80, 6, 3, C.softGrey);
  const body =
    circle(250, 300, 210, 'url(#glow)', { opacity: 0.55 }) +
    ring(250, 300, 238, C.white, 1.5, { opacity: 0.35 }) +
    ring(250, 300, 170, C.white, 1, { opacity: 0.25, 'stroke-dasharray': '4 8' }) +
    phone(140, 70, 220, 450, screen, { shadow: 'sh' }) +
    // floating cards
    rect(44, 150, 120, 84, 14, C.black, { opacity: 0.25, filter: 'url(#sh)' }) +
    rect(40, 142, 120, 84, 14, C.white) + circle(72, 176, 16, C.peach) + lines(96, 166, 50, 3, C.softGrey, rand, { gap: 10, thick: 5 }) +
    rect(334, 372, 126, 92, 14, C.black, { opacity: 0.25, filter: 'url(#sh)' }) +
    rect(330, 364, 126, 92, 14, C.black) +
    path('M346 440l24-30 18 18 18-26 34 38z', C.peach) + circle(430, 392, 9, C.lightPeach) +
    circle(402, 104, 30, C.black) + ring(402, 104, 44, C.black, 2, { opacity: 0.4 }) +
    circle(84, 470, 22, C.white, { opacity: 0.85 }) +
    rect(360, 520, 64, 64, 16, C.lightPeach, { transform: 'rotate(18 392 552)' }) +
    circle(96, 64, 10, C.white) + circle(448, 250, 7, C.white) + circle(40, 330, 6, C.black);
  return svg(480, 600, body, defs);
}

// ---------- category backdrops (opaque, dark) ----------
function backdrop(w, h, id) {
  return rect(0, 0, w, h, 0, `url(#${id})`) +
    circle(w / 2, h / 2, Math.min(w, h) * 0.42, C.peach, { opacity: 0.18 }) +
    ring(w / 2, h / 2, Math.min(w, h) * 0.56, C.lightPeach, 2, { opacity: 0.2 }) +
    ring(w / 2, h / 2, Math.min(w, h) * 0.7, C.lightPeach, 1, { opacity: 0.12 });
}

const darkDefs = (id) => linear(id, C.darkGrey, C.black, [0, 0, 1, 1]) + shadowFilter('sh', 12);

function webdesign() {
  const rand = rng('webdesign');
  const page = (x, y, w, h) => layout(x, y, w, h, rand);
  const body = backdrop(540, 640, 'bg') +
    browser(70, 150, 300, 220, page, { shadow: 'sh', frame: C.lightGrey, bar: C.softGrey }) +
    browser(170, 250, 320, 240, page, { shadow: 'sh' }) +
    browser(110, 360, 200, 150, page, { shadow: 'sh', frame: C.lightGrey, bar: C.paleMPeach }) +
    circle(420, 180, 26, C.peach) + rect(60, 530, 80, 14, 7, C.lightPeach) + circle(470, 540, 10, C.white, { opacity: 0.6 });
  return svg(540, 640, body, darkDefs('bg'));
}

function appdesign() {
  const rand = rng('appdesign');
  const screen = (x, y, w, h) => layout(x, y, w, h, rand);
  const body = backdrop(540, 640, 'bg') +
    phone(80, 190, 140, 280, screen, { shadow: 'sh', screen: C.lightGrey }) +
    phone(320, 190, 140, 280, screen, { shadow: 'sh', screen: C.lightGrey }) +
    phone(190, 150, 160, 330, screen, { shadow: 'sh' }) +
    circle(120, 130, 20, C.peach) + circle(440, 520, 28, C.lightPeach, { opacity: 0.8 }) +
    rect(230, 530, 80, 10, 5, C.white, { opacity: 0.5 });
  return svg(540, 640, body, darkDefs('bg'));
}

function poster(x, y, w, h, rand, { paper = C.lightGrey, accent = C.peach, ink = C.darkGrey, rot = 0 } = {}) {
  const t = rot ? ` transform="rotate(${rot} ${n(x + w / 2)} ${n(y + h / 2)})"` : '';
  return `<g${t}>` +
    rect(x + 5, y + 10, w, h, 6, C.black, { opacity: 0.4, filter: 'url(#sh)' }) +
    rect(x, y, w, h, 6, paper) +
    circle(x + w * 0.5, y + h * 0.38, w * 0.28, accent) +
    path(`M${n(x)} ${n(y + h * 0.62)}L${n(x + w * 0.45)} ${n(y + h * 0.44)}L${n(x + w)} ${n(y + h * 0.66)}V${n(y + h * 0.72)}H${n(x)}z`, ink) +
    lines(x + w * 0.12, y + h * 0.78, w * 0.6, 2, C.softGrey, rand, { gap: 10, thick: 5 }) +
    '</g>';
}

function graphicdesign() {
  const rand = rng('graphicdesign');
  const body = backdrop(540, 640, 'bg') +
    poster(90, 170, 170, 240, rand, { rot: -8, paper: C.paleMPeach, accent: C.darkGrey, ink: C.peach }) +
    poster(280, 170, 170, 240, rand, { rot: 7, paper: C.white, accent: C.lightPeach, ink: C.black }) +
    poster(185, 230, 170, 240, rand, { accent: C.peach, ink: C.darkGrey }) +
    // brand cards
    rect(150, 470, 110, 66, 8, C.peach, { transform: 'rotate(-6 205 503)' }) + circle(180, 500, 12, C.white) +
    rect(290, 480, 110, 66, 8, C.black, { transform: 'rotate(5 345 513)' }) + circle(318, 510, 12, C.lightPeach) +
    circle(440, 140, 22, C.lightPeach) + rect(80, 120, 40, 40, 8, C.peach, { transform: 'rotate(20 100 140)' });
  return svg(540, 640, body, darkDefs('bg'));
}

export function files() {
  return {
    'home/hero.svg': hero(),
    'categories/webdesign.svg': webdesign(),
    'categories/appdesign.svg': appdesign(),
    'categories/graphicdesign.svg': graphicdesign(),
  };
}
