// One 350x320 card per project: a shared frame (soft background, big circle,
// a device or canvas) with a motif that hints at the project's name.
import { C, n, rng, rect, circle, ring, path, svg, shadowFilter, lines, browser, phone } from './lib.mjs';

const W = 350;
const H = 320;
const stroke = (color, width, extra = {}) => ({ stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra });

// Motifs draw inside the device content box (x, y, w, h).
const motifs = {
  express: (x, y, w, h, r) => rect(x, y, w, h * 0.55, 6, C.peach) +
    [0, 1, 2].map((i) => rect(x + 14, y + 20 + i * 14, 40 + i * 16, 6, 3, C.white, { opacity: 0.7 })).join('') +
    path(`M${n(x + w - 70)} ${n(y + h * 0.28)}h40m-14-14 14 14-14 14`, 'none', stroke(C.white, 6)) +
    lines(x, y + h * 0.62, w, 3, C.softGrey, r, { gap: 11, thick: 5 }),
  transfer: (x, y, w, h) => rect(x, y + 10, w * 0.38, h * 0.5, 8, C.paleMPeach) + rect(x + w * 0.62, y + 10, w * 0.38, h * 0.5, 8, C.peach) +
    circle(x + w * 0.19, y + 40, 12, C.peach) + circle(x + w * 0.81, y + 40, 12, C.white) +
    path(`M${n(x + w * 0.42)} ${n(y + h * 0.25)}h${n(w * 0.16)}m-8-8 8 8-8 8M${n(x + w * 0.58)} ${n(y + h * 0.42)}h-${n(w * 0.16)}m8-8-8 8 8 8`, 'none', stroke(C.darkGrey, 3)) +
    rect(x, y + h * 0.72, w, 18, 9, C.lightGrey) + rect(x, y + h * 0.72, w * 0.6, 18, 9, C.lightPeach),
  photon: (x, y, w, h) => {
    const cw = (w - 12) / 3;
    const ch = (h - 6) / 2;
    let out = '';
    for (let i = 0; i < 6; i++) {
      const cx = x + (i % 3) * (cw + 6);
      const cy = y + Math.floor(i / 3) * (ch + 6);
      out += rect(cx, cy, cw, ch, 5, [C.paleMPeach, C.darkGrey, C.lightPeach][i % 3]) +
        path(`M${n(cx)} ${n(cy + ch)}l${n(cw * 0.35)}-${n(ch * 0.45)} ${n(cw * 0.25)} ${n(ch * 0.25)} ${n(cw * 0.15)}-${n(ch * 0.12)} ${n(cw * 0.25)} ${n(ch * 0.32)}z`, i % 3 === 1 ? C.peach : C.white, { opacity: 0.9 });
    }
    return out;
  },
  builder: (x, y, w, h) => {
    let out = '';
    const cols = [3, 2, 4];
    let cy = y;
    cols.forEach((count, row) => {
      const bh = (h - 12) / 3;
      const bw = (w - (count - 1) * 6) / count;
      for (let i = 0; i < count; i++) out += rect(x + i * (bw + 6), cy, bw, bh, 5, (i + row) % 3 === 0 ? C.peach : (i + row) % 3 === 1 ? C.paleMPeach : C.lightGrey);
      cy += bh + 6;
    });
    return out + rect(x + w * 0.4, y + h * 0.3, 50, 50, 6, 'none', stroke(C.darkGrey, 2.5, { 'stroke-dasharray': '6 4' }));
  },
  blogr: (x, y, w, h, r) => rect(x, y, w, h * 0.45, 6, C.peach) +
    path(`M${n(x)} ${n(y + h * 0.3)}q${n(w * 0.25)}-30 ${n(w * 0.5)} 0t${n(w * 0.5)} 0v${n(h * 0.15)}h-${n(w)}z`, C.lightPeach) +
    rect(x + w / 2 - 40, y + 18, 80, 8, 4, C.white) +
    lines(x + 10, y + h * 0.55, w * 0.55, 4, C.softGrey, r, { gap: 11, thick: 5 }) + rect(x + w * 0.7, y + h * 0.55, w * 0.3, h * 0.4, 6, C.paleMPeach),
  camp: (x, y, w, h) => rect(x, y, w, h, 6, C.paleMPeach) + circle(x + w * 0.78, y + h * 0.3, 14, C.peach) +
    path(`M${n(x)} ${n(y + h)}l${n(w * 0.3)}-${n(h * 0.6)} ${n(w * 0.2)} ${n(h * 0.3)} ${n(w * 0.2)}-${n(h * 0.45)} ${n(w * 0.3)} ${n(h * 0.75)}z`, C.darkGrey, { 'stroke-linejoin': 'round' }) +
    path(`M${n(x + w * 0.38)} ${n(y + h)}l${n(w * 0.12)}-${n(h * 0.32)} ${n(w * 0.12)} ${n(h * 0.32)}z`, C.peach),
  airfilter: (x, y, w, h) => ring(x + w / 2, y + h * 0.35, w * 0.34, C.lightGrey, 10) +
    path(`M${n(x + w / 2 - w * 0.34)} ${n(y + h * 0.35)}a${n(w * 0.34)} ${n(w * 0.34)} 0 0 1 ${n(w * 0.58)}-${n(w * 0.17)}`, 'none', stroke(C.peach, 10)) +
    circle(x + w / 2, y + h * 0.35, 12, C.darkGrey) +
    [0, 1, 2].map((i) => path(`M${n(x + 6)} ${n(y + h * 0.7 + i * 14)}q${n(w * 0.25)}-10 ${n(w * 0.5)} 0t${n(w * 0.45)} 0`, 'none', stroke(i === 1 ? C.peach : C.softGrey, 4))).join(''),
  eyecam: (x, y, w, h) => rect(x, y, w, h * 0.7, 8, C.darkGrey) +
    path(`M${n(x + 10)} ${n(y + 26)}v-16h16M${n(x + w - 10)} ${n(y + 26)}v-16h-16M${n(x + 10)} ${n(y + h * 0.7 - 26)}v16h16M${n(x + w - 10)} ${n(y + h * 0.7 - 26)}v16h-16`, 'none', stroke(C.white, 3)) +
    circle(x + w / 2, y + h * 0.35, 22, C.peach) + circle(x + w / 2, y + h * 0.35, 9, C.black) + circle(x + w / 2 + 4, y + h * 0.35 - 4, 3, C.white) +
    circle(x + w / 2, y + h * 0.86, 14, C.peach) + ring(x + w / 2, y + h * 0.86, 19, C.peach, 2),
  faceit: (x, y, w, h) => rect(x, y, w, h * 0.72, 8, C.paleMPeach) +
    path(`M${n(x + w / 2 - 34)} ${n(y + h * 0.6)}a34 30 0 0 1 68 0z`, C.peach) + circle(x + w / 2, y + h * 0.3, 20, C.lightPeach) +
    path(`M${n(x + w / 2 - 36)} ${n(y + h * 0.16)}v-10h12M${n(x + w / 2 + 36)} ${n(y + h * 0.16)}v-10h-12M${n(x + w / 2 - 36)} ${n(y + h * 0.44)}v10h12M${n(x + w / 2 + 36)} ${n(y + h * 0.44)}v10h-12`, 'none', stroke(C.darkGrey, 3)) +
    rect(x + 10, y + h * 0.8, w - 20, 16, 8, C.peach),
  todo: (x, y, w, h) => [0, 1, 2, 3, 4].map((i) => {
    const ry = y + 4 + i * (h / 5.2);
    const done = i < 2;
    return rect(x, ry, w, h / 6.5, 6, C.lightGrey) +
      circle(x + 14, ry + h / 13, 7, done ? C.peach : 'none', done ? {} : stroke(C.softGrey, 2)) +
      (done ? path(`M${n(x + 10.5)} ${n(ry + h / 13)}l2.5 2.5 4.5-4.5`, 'none', stroke(C.white, 2)) : '') +
      rect(x + 30, ry + h / 13 - 3, w * (done ? 0.4 : 0.55), 6, 3, done ? C.softGrey : C.midGrey);
  }).join(''),
  loopstudios: (x, y, w, h) => rect(x, y, w, h * 0.5, 8, C.black) +
    path(`M${n(x + w / 2)} ${n(y + h * 0.25)}c-12-18-40-18-40 0s28 18 40 0 40-18 40 0-28 18-40 0z`, 'none', stroke(C.peach, 5)) +
    rect(x, y + h * 0.56, w * 0.48, h * 0.2, 6, C.paleMPeach) + rect(x + w * 0.52, y + h * 0.56, w * 0.48, h * 0.2, 6, C.lightPeach) +
    rect(x, y + h * 0.8, w, h * 0.18, 6, C.darkGrey) + path(`M${n(x + w / 2 - 5)} ${n(y + h * 0.85)}l12 7-12 7z`, C.white),
  'tim-brown': (x, y, w, h) => rect(x, y, w, h, 4, C.darkGrey) + circle(x + w / 2, y + h * 0.36, w * 0.3, C.peach) +
    circle(x + w / 2, y + h * 0.3, w * 0.12, C.lightPeach) + path(`M${n(x + w * 0.26)} ${n(y + h * 0.58)}a${n(w * 0.24)} ${n(w * 0.2)} 0 0 1 ${n(w * 0.48)} 0z`, C.lightPeach) +
    rect(x + w * 0.15, y + h * 0.72, w * 0.7, 10, 5, C.white) + rect(x + w * 0.3, y + h * 0.82, w * 0.4, 6, 3, C.softGrey),
  'boxed-water': (x, y, w, h) => rect(x, y, w, h, 4, C.lightGrey) +
    path(`M${n(x + w * 0.3)} ${n(y + h * 0.25)}l${n(w * 0.2)}-${n(h * 0.1)} ${n(w * 0.2)} ${n(h * 0.1)}v${n(h * 0.62)}h-${n(w * 0.4)}z`, C.white, stroke(C.darkGrey, 2.5)) +
    path(`M${n(x + w * 0.3)} ${n(y + h * 0.25)}h${n(w * 0.4)}`, 'none', stroke(C.darkGrey, 2.5)) +
    path(`M${n(x + w * 0.5)} ${n(y + h * 0.42)}c-10 14-12 22 0 26 12-4 10-12 0-26z`, C.peach) +
    path(`M${n(x)} ${n(y + h * 0.92)}q${n(w * 0.25)}-10 ${n(w * 0.5)} 0t${n(w * 0.5)} 0v${n(h * 0.08)}h-${n(w)}z`, C.lightPeach),
  science: (x, y, w, h) => rect(x, y, w, h, 4, C.black) +
    [0, 60, 120].map((deg) => `<ellipse cx="${n(x + w / 2)}" cy="${n(y + h * 0.42)}" rx="${n(w * 0.38)}" ry="${n(w * 0.13)}" fill="none" stroke="${deg ? C.lightPeach : C.peach}" stroke-width="3" transform="rotate(${deg} ${n(x + w / 2)} ${n(y + h * 0.42)})"/>`).join('') +
    circle(x + w / 2, y + h * 0.42, 9, C.peach) + circle(x + w * 0.88, y + h * 0.42, 5, C.white) +
    rect(x + w * 0.2, y + h * 0.82, w * 0.6, 8, 4, C.peach),
};

const projects = [
  ['express', 'web', C.lightGrey], ['transfer', 'web', C.paleMPeach], ['photon', 'web', C.darkGrey],
  ['builder', 'web', C.lightPeach], ['blogr', 'web', C.lightGrey], ['camp', 'web', C.peach],
  ['airfilter', 'app', C.paleMPeach], ['eyecam', 'app', C.darkGrey], ['faceit', 'app', C.lightGrey],
  ['todo', 'app', C.peach], ['loopstudios', 'app', C.lightPeach],
  ['tim-brown', 'graphic', C.paleMPeach], ['boxed-water', 'graphic', C.darkGrey], ['science', 'graphic', C.lightGrey],
];

function card(slug, kind, background) {
  const r = rng(slug);
  const motif = (x, y, w, h) => motifs[slug](x, y, w, h, r);
  const dark = background === C.darkGrey || background === C.peach;
  const accent = dark ? C.lightPeach : C.peach;
  let device;
  if (kind === 'web') device = browser(55, 48, 240, 224, motif, { shadow: 'sh' });
  else if (kind === 'app') device = phone(118, 22, 114, 276, motif, { shadow: 'sh' });
  else device = rect(112, 42, 134, 248, 6, C.black, { opacity: 0.3, filter: 'url(#sh)' }) + motif(108, 36, 134, 248);
  const body = rect(0, 0, W, H, 0, background) +
    circle(175 + (r() - 0.5) * 80, 160 + (r() - 0.5) * 60, 130, dark ? C.black : C.white, { opacity: 0.18 }) +
    ring(60 + r() * 30, 70 + r() * 180, 28, accent, 3, { opacity: 0.7 }) +
    circle(290 + r() * 30, 40 + r() * 220, 10 + r() * 8, accent) +
    device;
  return svg(W, H, body, shadowFilter('sh', 10));
}

export function files() {
  return Object.fromEntries(projects.map(([slug, kind, bg]) => [`projects/${slug}.svg`, card(slug, kind, bg)]));
}
