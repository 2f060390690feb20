// The openings (art/work/openings.mjs): what each is made from, how it is laid out, its input hash.
//
// An opening is the work flat and large on the client's colour, 1600 x 900 CSS px drawn at 2x: a
// website's first screen in a quiet browser window, an app's key screen between two others, a print
// laid flat with the next sheets beneath it. The work stays inside the middle 4:3 of the picture, so a
// card that crops it to 4:3 keeps all of it. Every opening marks the part a phone shows (data-phone):
// a browser's or a sheet's by the frame's own phone crop (project.toml), else the whole screen or
// sheet; an app's by its key phone.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashInputs, moduleClosure, repoRoot, toolVersions } from '../../inputs.mjs';

export const OPENING = Object.freeze({ width: 1600, height: 900 });
export const openingsRecord = path.join(repoRoot, 'art', 'records', 'openings.json');
const renderer = path.join(repoRoot, 'art', 'work', 'openings.mjs');
const workDir = path.join(repoRoot, 'content', 'work');
const piecesDir = path.join(repoRoot, 'art', 'work', 'pieces');

export const openingFile = (slug) => path.join(workDir, slug, 'opening.jpg');

/** A project.toml's top-level `colour = "#rrggbb"`. */
function colourOf(text, file) {
  const m = text.match(/^colour\s*=\s*"(#[0-9a-fA-F]{6})"/m);
  if (!m) throw new Error(`${path.relative(repoRoot, file)}: no colour = "#rrggbb"`);
  return m[1].toLowerCase();
}

/** The frames a project.toml lists, in order: [{ name, kind, phone }] (phone: the frame's own crop,
 *  none for a long page shown as its screens). */
function framesOf(text) {
  return text.split(/^\[\[pictures\]\]\s*$/m).slice(1).map((block) => {
    const field = (key) => block.match(new RegExp(`^${key}\\s*=\\s*"([^"]*)"`, 'm'))?.[1];
    const own = block.split(/^\[\[pictures\.excerpts\]\]\s*$/m)[0];
    const crop = own.match(/^phone\s*=\s*\[([^\]]*)\]/m)?.[1];
    return { name: field('file'), role: field('role'), kind: field('kind'), phone: crop?.split(',').map(Number) };
  }).filter((p) => p.role === 'frame');
}

/** A JPEG's size in pixels, read from its SOF marker (no decoder needed for a plan). */
function jpegSize(file) {
  const b = readFileSync(file);
  for (let i = 2; i < b.length;) {
    const marker = b[i + 1];
    const length = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) };
    }
    i += 2 + length;
  }
  throw new Error(`${file}: no size`);
}

/**
 * What a project's opening is made from: its colour, the kind of its first frame, the frames shown
 * (file, CSS size, pixel width, phone crop), the address its browser shows. Without a slug, the
 * projects: { slugs }.
 */
export function openingPlan(slug) {
  if (!slug) return { slugs: readdirSync(workDir).filter((d) => existsSync(path.join(workDir, d, 'project.toml'))).sort() };
  const file = path.join(workDir, slug, 'project.toml');
  const text = readFileSync(file, 'utf8');
  const listed = framesOf(text);
  const kind = listed[0].kind;
  const frames = listed.filter((f) => f.kind === kind).slice(0, 3).map((f) => {
    const image = path.join(workDir, slug, f.name);
    const { width, height } = jpegSize(image);
    const css = kind === 'browser' ? 1440 : kind === 'phone' ? 390 : width / 2;
    return { file: image, width: css, height: (css * height) / width, pixelWidth: width, phone: f.phone };
  });
  const piece = path.join(piecesDir, slug, 'index.html');
  const url = existsSync(piece) ? readFileSync(piece, 'utf8').match(/data-url="([^"]+)"/)?.[1] : undefined;
  return { colour: colourOf(text, file), kind, frames, url: url ?? `${slug}.com`, layout: SCREEN_LAYOUTS[slug] };
}

/** The inputs of a project's opening: the frames it shows, the renderer's code, its colour, the tools. */
export function openingInputs(slug, tools = toolVersions()) {
  const plan = openingPlan(slug);
  const rel = (f) => path.relative(repoRoot, f).split(path.sep).join('/');
  return {
    files: [...plan.frames.map((f) => rel(f.file)), ...moduleClosure(renderer)],
    values: { ...tools, colour: plan.colour, url: plan.url, layout: plan.layout ?? null, phones: plan.frames.map((f) => f.phone ?? null) },
  };
}

export const openingHash = (slug, tools) => hashInputs(openingInputs(slug, tools));

export function readOpenings() {
  return existsSync(openingsRecord) ? JSON.parse(readFileSync(openingsRecord, 'utf8')) : {};
}

export function writeOpenings(records) {
  const sorted = Object.fromEntries(Object.keys(records).sort().map((k) => [k, records[k]]));
  writeFileSync(openingsRecord, `${JSON.stringify(sorted, null, 2)}\n`);
}

const luminance = (hex) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((s) => (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const reset = `*{box-sizing:border-box;margin:0;padding:0}html,body{width:100%;height:100%}
body{overflow:hidden;-webkit-font-smoothing:antialiased;font-family:system-ui,sans-serif}img{display:block}.mark{position:absolute}`;

/** The part a phone shows, [left, top, width, height] in the frame's pixels at scale CSS px per pixel. */
function mark(box, scale) {
  if (!box) return '';
  const [l, t, w, h] = box.map((v) => v * scale);
  return `<i class="mark" data-phone style="left:${l}px;top:${t}px;width:${w}px;height:${h}px"></i>`;
}

const wholeMark = '<i class="mark" data-phone style="inset:0"></i>';

/** A soft shadow under what lies on the ground, darker on a dark colour. */
const shadow = (dark, u) => `0 ${1 * u}px ${2 * u}px rgba(0,0,0,${dark ? 0.4 : 0.12}),0 ${18 * u}px ${40 * u}px -${10 * u}px rgba(0,0,0,${dark ? 0.55 : 0.22})`;

function browser({ frames, url, dark }) {
  const frame = frames[0];
  const w = 1184; // the middle 4:3 is 1200 px wide
  const bar = 38;
  const screenH = 900 * 0.86 - bar;
  const shownH = (screenH * frame.width) / w;
  const left = (1600 - w) / 2;
  const top = (900 - screenH - bar) / 2;
  const chrome = dark ? '#f4f3f1' : '#ffffff';
  return `<style>
  .window{position:absolute;left:${left}px;top:${top}px;width:${w}px;border-radius:12px;overflow:hidden;background:${chrome};box-shadow:${shadow(dark, 1)}}
  .bar{height:${bar}px;display:flex;align-items:center;padding:0 16px;position:relative;border-bottom:1px solid rgba(0,0,0,.06)}
  .dots{display:flex;gap:7px}.dots i{width:11px;height:11px;border-radius:50%;background:rgba(0,0,0,.13)}
  .address{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);height:24px;min-width:300px;border-radius:7px;
    background:rgba(0,0,0,.045);display:flex;align-items:center;justify-content:center;font-size:12.5px;color:rgba(0,0,0,.55)}
  .screen{position:relative;height:${screenH}px;overflow:hidden}.screen img{width:100%;height:auto}
  </style><div class="window"><div class="bar"><div class="dots"><i></i><i></i><i></i></div><div class="address">${url}</div></div>
  <div class="screen" data-shown="${Math.round(shownH)}"><img src="${frame.src}" alt="">${mark(frame.phone, w / frame.pixelWidth) || wholeMark}</div></div>`;
}

/**
 * How an app's screens lie around its key one, so that the app studies do not all open alike: in a
 * row, smaller and close in beside it, turned away either side of it, or stepping up. The key screen is the same in each
 * (its place is the phone's crop of the opening); only the others move.
 */
export const SCREEN_LAYOUTS = { eyecam: 'tucked', faceit: 'turned', todo: 'stepped', loopstudios: 'tucked' };

/** The key screen in the middle, raised; the others beside it (layout: SCREEN_LAYOUTS). Screens, not
 *  devices: a thin dark edge and round corners, so that the work is what is seen. */
function phones({ frames, dark, layout = 'row' }) {
  const order = frames.length === 3 ? [frames[1], frames[0], frames[2]] : frames;
  const key = frames.length === 3 ? 1 : 0;
  const f = frames[0];
  const h = 900 * 0.86;
  const s = h / (f.height + 16);
  const w = (f.width + 16) * s;
  const gap = 56;
  const total = order.length * w + (order.length - 1) * gap;
  const x0 = (1600 - total) / 2;
  const keyX = x0 + key * (w + gap);
  const keyY = (900 - h) / 2 - 0.025 * h;
  // Each other screen's place beside the key one (side -1 left, 1 right): its scale, where its box
  // starts, and its turn in degrees.
  const place = (side) => {
    const k = { tucked: 0.8, stepped: 0.9 }[layout] ?? 1;
    const sw = w * k;
    const sh = h * k;
    const beside = side < 0 ? keyX - gap - sw : keyX + w + gap;
    switch (layout) {
      // Close in, never over it: the phone's crop takes a margin of colour round the key screen.
      case 'tucked': return { k, x: side < 0 ? keyX - 28 - sw : keyX + w + 28, y: (900 - sh) / 2 + 0.06 * h, turn: 0 };
      case 'turned': return { k, x: beside - side * 24, y: (900 - h) / 2 + 0.04 * h, turn: side * 6 };
      case 'stepped': return { k, x: beside, y: (900 - sh) / 2 - side * 0.07 * h, turn: 0 };
      default: return { k, x: beside, y: (900 - h) / 2 + 0.025 * h, turn: 0 };
    }
  };
  const bodies = order.map((frame, i) => {
    const p = i === key ? { k: 1, x: keyX, y: keyY, turn: 0 } : place(i < key ? -1 : 1);
    return `<div class="phone"${i === key ? ' data-phone' : ''} style="left:${p.x}px;top:${p.y}px;width:${w * p.k}px;height:${h * p.k}px;`
      + `padding:${8 * s * p.k}px;border-radius:${52 * s * p.k}px;z-index:${i === key ? 2 : 1};transform:rotate(${p.turn}deg)">
      <img src="${frame.src}" alt="" style="border-radius:${45 * s * p.k}px"></div>`;
  });
  return `<style>
  .phone{position:absolute;background:#111113;box-shadow:${shadow(dark, s)};transform-origin:50% 100%}
  .phone img{width:100%;height:100%}
  </style>${bodies.join('')}`;
}

/** The first sheet flat and square to the picture, the next ones beneath it, a little turned. */
function prints({ frames: all, dark }) {
  const main = all[0];
  const portrait = main.height >= main.width;
  // Only sheets of the first one's shape lie beneath it: a tall poster under a wide sheet would tower over it.
  const frames = all.filter((f) => (f.height >= f.width) === portrait);
  const boxW = portrait ? 560 : frames.length > 1 ? 1040 : 1160;
  const boxH = 900 * (portrait ? 0.86 : 0.74);
  const s = Math.min(boxW / main.width, boxH / main.height);
  const placements = portrait
    ? [{ dx: -150, dy: 0, rot: 0 }, { dx: 210, dy: -10, rot: 3 }, { dx: 300, dy: 20, rot: 7 }]
    : [{ dx: frames.length > 1 ? -40 : 0, dy: frames.length > 1 ? 10 : 0, rot: 0 }, { dx: 120, dy: -40, rot: 2.5 }, { dx: 180, dy: 40, rot: 5 }];
  const sheets = frames.map((frame, i) => {
    const k = i === 0 ? 1 : 0.9;
    const fw = frame.width * s * k;
    const fh = frame.height * s * k;
    const p = placements[i];
    const cx = 800 + p.dx;
    const cy = 450 + p.dy;
    const phone = i === 0 ? (mark(frame.phone, fw / frame.pixelWidth) || wholeMark) : '';
    return `<div class="sheet" style="left:${cx - fw / 2}px;top:${cy - fh / 2}px;width:${fw}px;height:${fh}px;transform:rotate(${p.rot}deg);z-index:${10 - i}">
      <img src="${frame.src}" alt="" style="width:${fw}px;height:${fh}px">${phone}</div>`;
  });
  return `<style>.sheet{position:absolute;background:#fff;box-shadow:${shadow(dark, 1)}}</style>${sheets.join('')}`;
}

/** The opening's HTML: the frames (with src) on the flat colour. */
export function composeOpening({ kind, frames, colour, url, layout }) {
  const dark = luminance(colour) < 0.25;
  const body = { browser, phone: phones, print: prints }[kind];
  if (!body) throw new Error(`opening: unknown frame kind "${kind}"`);
  return `<!doctype html><html><head><meta charset="utf-8"><style>${reset}
  body{width:${OPENING.width}px;height:${OPENING.height}px;position:relative;background:${colour}}</style></head>
  <body>${body({ frames, url, dark, layout })}</body></html>`;
}
