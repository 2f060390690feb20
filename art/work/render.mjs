// Renders the portfolio pieces (art/work/pieces/<slug>/index.html) into the site's project images.
//
//   node art/work/render.mjs            every piece present
//   node art/work/render.mjs express    one piece (or several slugs); the manifest keeps the others
//   node art/work/render.mjs --preview /tmp/look express
//                                           only writes <slug>-cover.png, <slug>-og.png and <slug>-frame-<n>.png
//                                           (1x) to that directory, to look at while designing; no encoding
//
// For each piece: Debian's Chromium screenshots every [data-frame] element at deviceScaleFactor 2; a
// cover mock-up (lib/compose.mjs) is rendered at 1600x1200 (also at 2x, then downscaled); the cover and
// each frame are written as full-size JPEGs into content/work/<slug>/, as a photographer would hand
// them over: the build stage (make generate) makes the site's variants from them.
// art/records/work.json records each piece's pictures, their alt text and its source hash
// (lib/pieces.mjs), which art/work-art.test.mjs recomputes to catch a piece changed without a re-render.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { chromiumVersion } from '../inputs.mjs';
import { backdropFor, compose } from './lib/compose.mjs';
import {
  COVER, FORMATS, OG, WIDTHS, manifestPath, masterFile, outputDir, pieceSlugs, piecesDir, projects,
  publicPrefix, readManifest, sourceHash, widthsFor,
} from './lib/pieces.mjs';

const SCALE = 2; // device pixels per CSS pixel for every screenshot
// A tall page at device scale 2 on a busy two-core machine can take longer than Playwright's default
// 30 s to settle and paint; a render is a batch job, so it waits rather than fails.
const ACTION_TIMEOUT_MS = 180_000;
const FRAME_KINDS = ['browser', 'phone', 'print'];

// mozjpeg 78 is where banding in the soft backdrops stops being visible; the build stage encodes the
// site's AVIF variants (scripts/pictures.mjs) from this full-size JPEG.
const ENCODERS = {
  jpg: (img) => img.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

const bytesWritten = { jpg: 0 };

/** Writes png as the picture a photographer would hand over: a full-size JPEG under content/ (the
 *  build stage, make generate, makes the site's variants from it); returns its size. */
async function encodeAll(png, base) {
  const { data, info } = await ENCODERS.jpg(sharp(png).removeAlpha()).toBuffer({ resolveWithObject: true });
  mkdirSync(path.dirname(masterFile(base)), { recursive: true });
  writeFileSync(masterFile(base), data);
  bytesWritten.jpg += data.length;
  return { width: info.width, height: info.height };
}

/** Screenshots every [data-frame] of a piece: [{ png, width, height, kind, printKind, alt, url, backdrop }]. */
async function shootFrames(browser, slug) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: SCALE });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('requestfailed', (r) => errors.push(`failed to load ${r.url()}`));
  await page.goto(pathToFileURL(path.join(piecesDir, slug, 'index.html')).href, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const info = await page.evaluate(() => ({
    backdrop: document.querySelector('meta[name="cover-backdrop"]')?.content || '',
    frames: [...document.querySelectorAll('[data-frame]')].map((el) => {
      const box = el.getBoundingClientRect();
      return {
        kind: el.dataset.frame, printKind: el.dataset.kind || '', alt: el.dataset.alt || '',
        url: el.dataset.url || '', coverAlt: el.dataset.coverAlt || '', width: Math.round(box.width), height: Math.round(box.height),
      };
    }),
  }));
  if (errors.length) throw new Error(`${slug}: ${errors.join('; ')}`);
  if (!info.frames.length) throw new Error(`${slug}: no [data-frame] element`);
  const frames = [];
  for (const [i, frame] of info.frames.entries()) {
    if (!FRAME_KINDS.includes(frame.kind)) throw new Error(`${slug}: frame ${i + 1} has unknown kind "${frame.kind}"`);
    if (!frame.alt) throw new Error(`${slug}: frame ${i + 1} has no data-alt`);
    const png = await page.locator('[data-frame]').nth(i).screenshot({ animations: 'disabled', scale: 'device' });
    frames.push({ ...frame, png });
  }
  await context.close();
  return { frames, backdrop: info.backdrop };
}

/** Renders the mock-up HTML at width x height (CSS px) at 2x and returns it downscaled to 1x as PNG. */
async function renderComposition(browser, tmp, name, html, width, height) {
  const file = path.join(tmp, `${name}.html`);
  writeFileSync(file, html);
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: SCALE });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  const shot = await page.screenshot({ type: 'png' });
  await context.close();
  return sharp(shot).resize({ width, height, kernel: 'lanczos3' }).png().toBuffer();
}

async function writePreview(dir, slug, cover, og, frames) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${slug}-cover.png`), cover);
  writeFileSync(path.join(dir, `${slug}-og.png`), og);
  for (const [i, frame] of frames.entries()) {
    await sharp(frame.png).resize({ width: frame.width }).toFile(path.join(dir, `${slug}-frame-${i + 1}.png`));
  }
  console.log(`${slug}: preview in ${dir}`);
}

const seconds = (ms) => (ms / 1000).toFixed(1);

async function renderPiece(browser, slug, titles, previewDir) {
  const started = Date.now();
  const tmp = mkdtempSync(path.join(tmpdir(), `work-${slug}-`));
  try {
    const { frames, backdrop: declared } = await shootFrames(browser, slug);
    const shot = Date.now();
    const kind = frames[0].kind;
    const mocked = frames.filter((f) => f.kind === kind);
    for (const [i, frame] of mocked.entries()) {
      frame.file = path.join(tmp, `frame-${i + 1}.png`);
      writeFileSync(frame.file, frame.png);
      frame.src = pathToFileURL(frame.file).href;
    }
    const { dominant } = await sharp(frames[0].png).stats();
    const dominantHex = `#${[dominant.r, dominant.g, dominant.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    const backdrop = backdropFor(declared, dominantHex);
    const url = frames[0].url || `${slug}.com`;
    const options = { kind, frames: mocked, backdrop, url };
    const cover = await renderComposition(browser, tmp, 'cover', compose({ ...options, ...COVER }), COVER.width, COVER.height);
    const og = await renderComposition(browser, tmp, 'og', compose({ ...options, ...OG }), OG.width, OG.height);

    const composed = Date.now();
    if (previewDir) {
      await writePreview(previewDir, slug, cover, og, frames);
      return null;
    }
    const dir = path.join(outputDir, slug);
    await encodeAll(cover, path.join(dir, 'cover'));

    const entryFrames = [];
    for (const [i, frame] of frames.entries()) {
      const { width: pixelWidth } = await sharp(frame.png).metadata();
      const widths = widthsFor(pixelWidth);
      const { width, height } = await encodeAll(frame.png, path.join(dir, `frame-${i + 1}`));
      entryFrames.push({
        alt: frame.alt, width, height, widths, formats: [...FORMATS], path: `${publicPrefix}/${slug}/frame-${i + 1}`, kind: frame.kind,
        ...(frame.printKind ? { printKind: frame.printKind } : {}),
      });
    }
    const title = titles.get(slug) || slug;
    console.log(`${slug}: ${frames.length} frame(s), cover on ${backdrop.base}; seconds: ` +
      `frames ${seconds(shot - started)}, covers ${seconds(composed - shot)}, encoding ${seconds(Date.now() - composed)}`);
    return {
      source: sourceHash(slug),
      chromium: chromiumVersion(),
      cover: {
        alt: coverAlt(title, kind, frames), width: COVER.width, height: COVER.height, widths: [...WIDTHS],
        formats: [...FORMATS], path: `${publicPrefix}/${slug}/cover`,
      },
      frames: entryFrames,
      og: { path: `${publicPrefix}/${slug}/og.jpg`, width: OG.width, height: OG.height },
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The cover's alt text: the piece's own (data-cover-alt), or what the mock-up holds and what the first
 *  frame shows. */
function coverAlt(title, kind, frames) {
  if (frames[0].coverAlt) return frames[0].coverAlt;
  const phones = frames.filter((f) => f.kind === 'phone').length;
  const holder = {
    browser: `The ${title} website in a browser window`,
    phone: `${phones > 2 ? 'Three' : phones === 2 ? 'Two' : 'One'} screen${phones > 1 ? 's' : ''} of the ${title} app on phones`,
    print: `${title} print work laid on a table`,
  }[kind];
  return `${holder}. ${frames[0].alt}`;
}

async function main() {
  const available = pieceSlugs();
  const args = process.argv.slice(2);
  const previewAt = args.indexOf('--preview');
  const previewDir = previewAt >= 0 ? args.splice(previewAt, 2)[1] : '';
  const asked = args;
  const unknown = asked.filter((slug) => !available.includes(slug));
  if (unknown.length) {
    console.error(`no piece for: ${unknown.join(', ')} (pieces: ${available.join(', ') || 'none'})`);
    process.exit(2);
  }
  const slugs = asked.length ? asked : available;
  const titles = new Map(projects().map((p) => [p.slug, p.title]));
  const rendered = {};
  const started = Date.now();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    for (const slug of slugs) rendered[slug] = await renderPiece(browser, slug, titles, previewDir);
  } finally {
    await browser.close();
  }
  if (previewDir) return;
  // Read the manifest only now: another run (for other slugs) may have written it meanwhile.
  // Keys in the site's order; entries whose piece is gone are dropped.
  const manifest = { ...readManifest(), ...rendered };
  const ordered = {};
  for (const slug of available) if (manifest[slug]) ordered[slug] = manifest[slug];
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(manifestPath, `${JSON.stringify(ordered, null, 2)}\n`);
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`rendered ${slugs.length} piece(s) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
    `written: ${kib(bytesWritten.jpg)} of full-size JPEG under content/`);
}

await main();
