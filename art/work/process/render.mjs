// Renders each case study's process images from the project's own piece (art/work/pieces/<slug>):
//   wireframe  the piece's layout read from its page and drawn as a pencil sketch (its headings
//              written out by hand, grey lines for the rest of the text, crossed boxes for
//              pictures, the main action circled in peach);
//   specimen   its type (the families it is set in) and palette (the colours it covers most area with);
//   rejected   the piece in a direction that lost (process/directions.mjs: other type, other colour),
//              with the reason stored beside it in the manifest; a page's first screen ends between
//              two lines of text;
//   detail-1/2 two parts of the piece chosen by hand (process/details.mjs names each by a selector),
//              each shot alone on its own box at 2x (or sharper, where it is small) and set in the
//              middle of the plate with an even margin of its own ground: nothing of a neighbour.
// Each is a 1200 x 900 plate, rendered at 2x in Debian's Chromium and written as a full-size JPEG into
// content/work/<slug>/<stage>.jpg, listed with input hashes in art/records/process.json.
//
//   node art/work/process/render.mjs [slug...] [--preview DIR [--details]]
// --preview writes the plates as PNGs into DIR instead (--details: only the two details), to look at.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.mjs';
import { chromiumVersion, repoRoot } from '../../inputs.mjs';
import { FORMATS, masterFile, piecesDir, projects } from '../lib/pieces.mjs';
import { DETAILS } from './details.mjs';
import { REJECTED } from './directions.mjs';
import {
  PLATE, PLATE_WIDTHS, STAGES, processHash, processManifestPath, processOutputDir, processPublicPrefix, readProcessManifest,
  toldStages,
} from './lib.mjs';
import { contentBox, endBetweenLines, evenFrame } from './crop.mjs';
import { readDetail, readPiece, readText, readWireframe } from './page.mjs';

const SCALE = 2;
const TIMEOUT_MS = 180_000;
const PAPER = '#F6F4EF';
const PENCIL = '#55535A';
const PEACH = '#E7816B';
const ENCODERS = {
  jpg: (img) => img.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

const NOUNS = { browser: 'landing page', phone: 'app screens', poster: 'poster', sheet: 'identity sheet', packaging: 'packaging dieline' };
const noun = (frame) => (frame.kind === 'print' ? NOUNS[frame.printKind] || 'print' : NOUNS[frame.kind]);
const familyOf = (pkg) => pkg.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The part of each frame a plate shows: a browser's first 4:3 screen, a phone's or print's whole frame. */
function regionsOf(frames) {
  const kind = frames[0].kind;
  const same = frames.filter((f) => f.kind === kind).slice(0, 3);
  if (kind === 'browser') return [{ ...same[0], source: same[0], height: Math.round((same[0].width * 3) / 4) }];
  return same.map((f) => ({ ...f, source: f }));
}

/** Lays regions out in a row on the plate, one scale for all, centred: [{ left, top, scale }]. */
function layout(regions, margin = 70, gap = 48) {
  const totalWidth = regions.reduce((s, r) => s + r.width, 0);
  const tallest = Math.max(...regions.map((r) => r.height));
  const scale = Math.min((PLATE.width - 2 * margin - gap * (regions.length - 1)) / totalWidth, (PLATE.height - 2 * margin) / tallest);
  let left = (PLATE.width - (totalWidth * scale + gap * (regions.length - 1))) / 2;
  return regions.map((r) => {
    const place = { left, top: (PLATE.height - r.height * scale) / 2, scale };
    left += r.width * scale + gap;
    return place;
  });
}

async function openPiece(browser, slug, extraCss = '', fontLinks = [], scale = SCALE) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: scale });
  context.setDefaultTimeout(TIMEOUT_MS);
  const page = await context.newPage();
  await page.goto(pathToFileURL(path.join(piecesDir, slug, 'index.html')).href, { waitUntil: 'load' });
  if (extraCss || fontLinks.length) {
    await page.evaluate(({ css, links }) => {
      for (const href of links) {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        document.head.append(link);
      }
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    }, { css: extraCss, links: fontLinks });
    await page.waitForLoadState('load');
    // Polled, not awaited as a load event: one that fired before a listener was added hung the render.
    await page.waitForFunction(() => [...document.querySelectorAll('link[rel=stylesheet]')].every((l) => l.sheet));
  }
  await page.evaluate(() => document.fonts.ready);
  return { context, page };
}

/** Renders html (a full document) at the plate's size and 2x; returns the PNG at 1x. */
async function renderPlate(browser, html) {
  const context = await browser.newContext({ viewport: PLATE, deviceScaleFactor: SCALE });
  context.setDefaultTimeout(TIMEOUT_MS);
  const page = await context.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const shot = await page.screenshot({ type: 'png' });
  await context.close();
  return sharp(shot).resize({ width: PLATE.width, height: PLATE.height, kernel: 'lanczos3' }).png().toBuffer();
}

const dataUrl = (png) => `data:image/png;base64,${png.toString('base64')}`;

// --- wireframe ------------------------------------------------------------------------------------

// The designer's hand: Caveat, embedded in the plate (it is rendered from a string, not a file).
const HAND = readFileSync(path.join(repoRoot, 'art', 'node_modules', '@fontsource', 'caveat', 'files', 'caveat-latin-600-normal.woff2')).toString('base64');
// Caveat's average letter is this share of its size wide; a line written wider than the heading it
// stands for is pressed into the heading's width.
const HAND_WIDTH = 0.4;

/** A heading's line written out in pencil, in the heading's place and about its size. */
function handwritten(l) {
  const size = Math.min(l.h * 1.05, l.size * 1.25);
  const natural = l.text.length * size * HAND_WIDTH;
  const fit = natural > l.w ? ` textLength="${l.w.toFixed(1)}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${l.x.toFixed(1)}" y="${(l.y + l.h * 0.8).toFixed(1)}" font-family="Hand" font-size="${size.toFixed(1)}" fill="${PENCIL}"${fit}>${esc(l.text)}</text>`;
}

function sketchOf(box, region) {
  const { lines, media, panels, buttons } = box;
  const r = (b, extra = '') => `<rect x="${b.x.toFixed(1)}" y="${b.y.toFixed(1)}" width="${b.w.toFixed(1)}" height="${b.h.toFixed(1)}" rx="${(b.radius || 0).toFixed(1)}" ${extra}/>`;
  const parts = [];
  for (const p of panels) parts.push(r(p, `fill="none" stroke="${PENCIL}" stroke-width="2" vector-effect="non-scaling-stroke"`));
  for (const m of media) {
    parts.push(r(m, `fill="#E6E3DD" stroke="${PENCIL}" stroke-width="2" vector-effect="non-scaling-stroke"`));
    parts.push(`<path d="M${m.x} ${m.y}L${m.x + m.w} ${m.y + m.h}M${m.x + m.w} ${m.y}L${m.x} ${m.y + m.h}" stroke="${PENCIL}" stroke-width="1.4" vector-effect="non-scaling-stroke" opacity=".7"/>`);
  }
  for (const l of lines) {
    if (l.text) {
      parts.push(handwritten(l));
      continue;
    }
    const h = Math.max(3, l.size * 0.42);
    parts.push(`<rect x="${l.x.toFixed(1)}" y="${(l.y + (l.h - h) / 2).toFixed(1)}" width="${l.w.toFixed(1)}" height="${h.toFixed(1)}" rx="${(h / 2).toFixed(1)}" fill="#C9C6CC"/>`);
  }
  for (const b of buttons) parts.push(r(b, `fill="none" stroke="${PENCIL}" stroke-width="2.4" vector-effect="non-scaling-stroke"`));
  // The designer's mark: the first action ringed in peach.
  const main = buttons.find((b) => b.w > 60) || buttons[0];
  if (main) {
    parts.push(`<ellipse cx="${main.x + main.w / 2}" cy="${main.y + main.h / 2}" rx="${main.w * 0.62 + 10}" ry="${main.h * 0.85 + 10}" fill="none" stroke="${PEACH}" stroke-width="3.2" vector-effect="non-scaling-stroke" transform="rotate(-4 ${main.x + main.w / 2} ${main.y + main.h / 2})"/>`);
  }
  return `<svg viewBox="0 0 ${region.width} ${region.height}" width="100%" height="100%" filter="url(#pencil)">${parts.join('')}</svg>`;
}

function wireframeHtml(regions, boxes, kind) {
  const places = layout(regions, kind === 'browser' ? 90 : 70);
  const outlines = regions.map((region, i) => {
    const p = places[i];
    const w = region.width * p.scale, h = region.height * p.scale;
    const radius = kind === 'phone' ? 34 : kind === 'browser' ? 10 : 2;
    const bar = kind === 'browser' ? `<div style="position:absolute;left:0;right:0;top:-30px;height:30px;border:2px solid ${PENCIL};border-bottom:none;border-radius:10px 10px 0 0;filter:url(#pencil)"><span style="position:absolute;left:14px;top:9px;width:8px;height:8px;border:1.5px solid ${PENCIL};border-radius:50%;box-shadow:14px 0 0 -1.5px ${PAPER},14px 0 0 0 ${PENCIL},28px 0 0 -1.5px ${PAPER},28px 0 0 0 ${PENCIL}"></span></div>` : '';
    return `<div style="position:absolute;left:${p.left}px;top:${p.top + (kind === 'browser' ? 15 : 0)}px;width:${w}px;height:${h}px;border:2px solid ${PENCIL};border-radius:${radius}px;background:#FDFCFA;filter:url(#pencil)">${bar}${sketchOf(boxes[i], region)}</div>`;
  }).join('');
  return `<!doctype html><html><body style="margin:0;width:${PLATE.width}px;height:${PLATE.height}px;position:relative;overflow:hidden;
    background:${PAPER} radial-gradient(circle, #D9D5CD 1.1px, transparent 1.3px) 0 0 / 24px 24px">
    <style>@font-face{font-family:Hand;src:url(data:font/woff2;base64,${HAND}) format("woff2")}</style>
    <svg width="0" height="0" style="position:absolute"><filter id="pencil"><feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="2" seed="7"/>
    <feDisplacementMap in="SourceGraphic" scale="3.2"/></filter></svg>${outlines}</body></html>`;
}

// --- specimen -------------------------------------------------------------------------------------

function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function specimenHtml(title, piece) {
  const byLight = [...piece.palette].sort((a, b) => luminance(b.hex) - luminance(a.hex));
  const paper = byLight[0].hex, ink = byLight[byLight.length - 1].hex;
  const { display, displayWeight, body, sample } = piece.type;
  const swatches = piece.palette.map((c) => {
    const text = luminance(c.hex) > 0.35 ? '#1D1C1E' : '#FFFFFF';
    return `<div style="flex:1;background:${c.hex};color:${text};display:flex;justify-content:space-between;align-items:flex-end;padding:0 18px 14px;font:500 18px/1 '${body}';border:${c.hex === paper ? `1.5px solid ${ink}55` : '0'}">
      <span>${esc(c.name || '')}</span><span style="letter-spacing:.04em">${c.hex.toUpperCase()}</span></div>`;
  }).join('');
  return `<div style="box-sizing:border-box;width:${PLATE.width}px;height:${PLATE.height}px;background:${paper};color:${ink};display:grid;grid-template-columns:1fr 340px;gap:56px;padding:64px 64px 56px">
    <div style="display:flex;flex-direction:column;min-width:0">
      <div style="font:600 17px/1 '${body}';letter-spacing:.14em;text-transform:uppercase;opacity:.7">${esc(title)} · Type</div>
      <div style="font-family:'${display}';font-weight:${displayWeight};font-size:300px;line-height:1;margin:18px 0 0;letter-spacing:-.02em">Aa</div>
      <div style="font:400 30px/1.2 '${body}';margin-top:6px">${esc(display)} <span style="opacity:.6">· ${displayWeight}</span></div>
      <div style="font-family:'${display}';font-weight:${displayWeight};font-size:40px;line-height:1.15;margin-top:22px;overflow-wrap:anywhere">ABCDEFGHIJKLM<br>nopqrstuvwxyz 0123456789</div>
      <div style="margin-top:auto;border-top:1px solid ${ink}33;padding-top:18px">
        <div style="font:600 18px/1 '${body}';margin-bottom:12px">${esc(body)}</div>
        <div style="font:400 25px/1.45 '${body}';max-width:700px;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden">${esc(sample || 'The quick brown fox jumps over the lazy dog.')}</div>
      </div>
    </div>
    <div style="display:flex;flex-direction:column;gap:10px">
      <div style="font:600 17px/1 '${body}';letter-spacing:.14em;text-transform:uppercase;opacity:.7;margin-bottom:8px">Colour</div>${swatches}
    </div></div>`;
}

/** The specimen is drawn in the piece's own page, so that the piece's fonts are there; a shadow root keeps its styles out. */
async function renderSpecimen(browser, slug, title, piece) {
  const { context, page } = await openPiece(browser, slug);
  await page.setViewportSize(PLATE);
  await page.evaluate((html) => {
    document.body.innerHTML = '';
    document.body.setAttribute('style', 'margin:0;padding:0;background:none');
    const host = document.createElement('div');
    host.setAttribute('style', 'position:fixed;inset:0;z-index:99');
    document.body.append(host);
    host.attachShadow({ mode: 'open' }).innerHTML = html;
  }, specimenHtml(title, piece));
  await page.evaluate(() => document.fonts.ready);
  const shot = await page.screenshot({ type: 'png' });
  await context.close();
  return sharp(shot).resize({ width: PLATE.width, height: PLATE.height, kernel: 'lanczos3' }).png().toBuffer();
}

// --- rejected ----------------------------------------------------------------------------------------

async function shootRegions(page, regions) {
  const shots = [];
  for (const r of regions) shots.push(await page.screenshot({ clip: { x: r.x, y: r.y, width: r.width, height: r.height }, fullPage: true }));
  return shots;
}

/** The shots laid on a plate of the ground colour, each with the rounding of its kind and a shadow. */
function mountedHtml(shots, regions, kind, ground) {
  const places = layout(regions);
  const radius = { phone: 30, browser: 8 }[kind] ?? 2;
  const items = regions.map((r, i) => {
    const p = places[i];
    return `<img src="${dataUrl(shots[i])}" style="position:absolute;left:${p.left}px;top:${p.top}px;width:${r.width * p.scale}px;height:${r.height * p.scale}px;border-radius:${radius}px;
      box-shadow:0 1px 2px rgb(0 0 0 / 18%),0 14px 34px -8px rgb(0 0 0 / 28%)">`;
  }).join('');
  return `<body style="margin:0;width:${PLATE.width}px;height:${PLATE.height}px;position:relative;background:${ground}">${items}</body>`;
}

// --- details --------------------------------------------------------------------------------------

// How much of its plate a detail takes along its tighter side: the rest is an even margin of its ground.
const DETAIL_FILL = 0.8;
// How far a pixel of the lossless shot may be from the ground and still be ground (anti-aliasing):
// a pale panel on white (#F6F3EC) is the work's, and so keeps its edges.
const DETAIL_GROUND_TOLERANCE = 4;
// A detail is shot at 2x, or sharper where its part is small, so that its plate is never enlarged.
const DETAIL_SCALES = [2, 4];
// How many characters of a detail's words its alt text has room for.
const ALT_ROOM = 150;

const rgbOf = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** A part of the piece (process/details.mjs) as its detail plate: the element alone, shot on its own
 *  box, so nothing of a neighbour enters; what shows of the work in it (contentBox: a card whole, a
 *  line of type by its ink) set in the middle of a 4:3 plate of the part's ground, with even margins
 *  (evenFrame). Returns the plate and the part's lines of text. */
async function renderDetail(browser, slug, selector) {
  const [least, most] = DETAIL_SCALES;
  for (let scale = least; ;) {
    const { context, page } = await openPiece(browser, slug, '', [], scale);
    const part = await page.evaluate(readDetail, selector);
    const shot = await page.screenshot({ clip: { x: part.x, y: part.y, width: part.width, height: part.height }, fullPage: true });
    await context.close();
    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const box = contentBox(data, info, rgbOf(part.ground), DETAIL_GROUND_TOLERANCE);
    if (!box) throw new Error(`${slug}: the detail ${selector} shows nothing on its ground ${part.ground}`);
    const frame = evenFrame(box.width, box.height, { fill: DETAIL_FILL, aspect: PLATE.width / PLATE.height });
    if (frame.width < PLATE.width && scale < most) {
      scale = Math.min(most, Math.ceil((scale * PLATE.width) / frame.width));
      continue;
    }
    // Two pipelines: sharp resizes before it extends, whatever the order of the calls.
    const framed = await sharp(shot).removeAlpha()
      .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
      .extend({ left: frame.left, right: frame.right, top: frame.top, bottom: frame.bottom, background: part.ground })
      .png().toBuffer();
    const png = await sharp(framed).resize({ width: PLATE.width, height: PLATE.height, fit: 'fill', kernel: 'lanczos3' }).png().toBuffer();
    return { png, lines: part.lines, scale };
  }
}

/** The words of a detail as quotations, as many as fit in about `max` characters. */
function quoted(words, max = ALT_ROOM) {
  const clean = words.map((w) => w.replace(/[.;:,]+$/, '')).filter(Boolean);
  let out = '';
  for (const w of clean) {
    const next = out ? `${out}, \u2018${w}\u2019` : `\u2018${w}\u2019`;
    if (next.length > max) break;
    out = next;
  }
  return out || (clean[0] ? `\u2018${clean[0].slice(0, max)}\u2019` : '');
}

/** A detail's alt text: what the part is, and the words it shows. */
function detailAlt(opening, what, lines) {
  const text = quoted(lines);
  return text ? `${opening}: ${what}, reading ${text}.` : `${opening}: ${what}.`;
}

// --- one project ----------------------------------------------------------------------------------

async function renderProject(browser, slug, title, { detailsOnly = false } = {}) {
  const parts = DETAILS[slug] || [];
  if (parts.length !== 2) throw new Error(`${slug}: process/details.mjs names ${parts.length} parts, a case study shows two`);
  const { context, page } = await openPiece(browser, slug);
  const piece = await page.evaluate(readPiece);
  const regions = regionsOf(piece.frames);
  const kind = piece.frames[0].kind;
  const boxes = [];
  for (const r of regions) boxes.push(await page.evaluate(readWireframe, { rect: r, frame: piece.frames.indexOf(r.source) }));
  await context.close();

  const what = noun(piece.frames[0]);
  const part = kind === 'phone' ? 'app' : what;
  const plates = {};
  const alts = {};
  for (const [i, { selector, what: shows }] of parts.entries()) {
    const detail = await renderDetail(browser, slug, selector);
    plates[`detail-${i + 1}`] = detail.png;
    alts[`detail-${i + 1}`] = detailAlt(`${i ? 'Another detail' : 'Detail'} of the ${title} ${part}`, shows, detail.lines);
    console.log(`  ${slug}: detail-${i + 1} ${selector} at ${detail.scale}x`);
  }
  if (detailsOnly) return { plates, alts, captions: {} };

  plates.wireframe = await renderPlate(browser, wireframeHtml(regions, boxes, kind));
  plates.specimen = await renderSpecimen(browser, slug, title, piece);

  const direction = REJECTED[slug];
  const family = familyOf(direction.font);
  const css = `[data-frame], [data-frame] * { font-family: '${family}', serif !important; } [data-frame] { filter: ${direction.filter}; }`;
  const fontCss = ['400', '700'].map((w) => `../../../node_modules/@fontsource/${direction.font}/${w}.css`);
  const rejected = await openPiece(browser, slug, css, fontCss);
  const ground = piece.palette.map((c) => c.hex).sort((a, b) => luminance(b) - luminance(a))[0];
  // A page's first screen ends between two lines of its new type, and the plate shows it whole.
  const rejectedRegions = kind === 'browser'
    ? [{ ...regions[0], height: endBetweenLines(regions[0].height, (await rejected.page.evaluate(readText, regions[0])).flatMap((n) => n.boxes)) }]
    : regions;
  const rejectedShots = await shootRegions(rejected.page, rejectedRegions);
  await rejected.context.close();
  plates.rejected = await renderPlate(browser, mountedHtml(rejectedShots, rejectedRegions, kind, '#E4E1DB'));

  const colours = piece.palette.slice(0, 5).map((c) => `${c.name ? `${c.name} ` : ''}${c.hex.toUpperCase()}`).join(', ');
  Object.assign(alts, {
    wireframe: `Wireframe sketch of the ${title} ${what} in pencil on dotted paper: the headings written out, grey lines for the text, crossed boxes for the pictures${boxes.some((b) => b.buttons.length) ? ', the main action ringed in peach' : ''}.`,
    specimen: `Type and colour of ${title}: ${piece.type.display} for display, ${piece.type.body} for text, and the palette ${colours}.`,
    rejected: `A rejected direction for ${title}: the same ${what} ${direction.look}.`,
  });
  // The captions under the first two plates, in the piece's own terms.
  const { display, body } = piece.type;
  const captions = {
    wireframe: `The ${part}'s first wireframe, in pencil`,
    specimen: display === body ? `${display} for everything, and the palette` : `${display} for display, ${body} for text, and the palette`,
  };
  return { plates, alts, captions, reason: direction.reason, ground };
}

/** Writes a plate as a full-size JPEG into content/work/<slug>/, as a photographer would hand it
 *  over: the build stage (make generate) makes the site's variants from it. */
async function encode(png, base) {
  mkdirSync(path.dirname(masterFile(base)), { recursive: true });
  writeFileSync(masterFile(base), await ENCODERS.jpg(sharp(png).removeAlpha()).toBuffer());
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--preview');
  const previewDir = at >= 0 ? args.splice(at, 2)[1] : '';
  const detailsOnly = args.includes('--details');
  if (detailsOnly && !previewDir) {
    console.error('--details only with --preview: a render writes all five plates, which share one input hash');
    process.exit(2);
  }
  if (detailsOnly) args.splice(args.indexOf('--details'), 1);
  const all = projects();
  const titles = new Map(all.map((p) => [p.slug, p.title]));
  const unknown = args.filter((s) => !titles.has(s));
  if (unknown.length) {
    console.error(`no project: ${unknown.join(', ')}`);
    process.exit(2);
  }
  const slugs = args.length ? args : all.map((p) => p.slug);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const rendered = {};
  try {
    for (const slug of slugs) {
      const started = Date.now();
      const { plates, alts, captions, reason } = await renderProject(browser, slug, titles.get(slug), { detailsOnly });
      if (previewDir) {
        mkdirSync(previewDir, { recursive: true });
        for (const [stage, png] of Object.entries(plates)) writeFileSync(path.join(previewDir, `${slug}-${stage}.png`), png);
        console.log(`${slug}: preview in ${previewDir}`);
        for (const stage of STAGES.filter((s) => alts[s])) console.log(`  ${stage}: ${alts[stage]}${captions[stage] ? ` [${captions[stage]}]` : ''}`);
        continue;
      }
      const dir = path.join(processOutputDir, slug);
      const image = (stage) => ({
        alt: alts[stage], width: PLATE.width, height: PLATE.height, widths: [...PLATE_WIDTHS], formats: [...FORMATS],
        path: `${processPublicPrefix}/${slug}/${stage}`,
      });
      // Every plate is drawn (they share one input hash); only those the project tells are handed over.
      for (const stage of toldStages(slug)) await encode(plates[stage], path.join(dir, stage));
      rendered[slug] = {
        source: processHash(slug),
        chromium: chromiumVersion(),
        wireframe: { ...image('wireframe'), caption: captions.wireframe },
        specimen: { ...image('specimen'), caption: captions.specimen },
        rejected: { ...image('rejected'), reason },
        details: DETAILS[slug].map(({ selector }, i) => ({ ...image(`detail-${i + 1}`), part: selector })),
      };
      console.log(`${slug}: ${toldStages(slug).length} plates in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await browser.close();
  }
  if (previewDir) return;
  const manifest = { ...readProcessManifest(), ...rendered };
  const ordered = {};
  for (const p of all) if (manifest[p.slug]) ordered[p.slug] = manifest[p.slug];
  mkdirSync(processOutputDir, { recursive: true });
  writeFileSync(processManifestPath, `${JSON.stringify(ordered, null, 2)}\n`);
}

await main();
