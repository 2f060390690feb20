// Records the portfolio's prototypes moving: a website's page scrolling, an app's key interaction,
// each from its piece (art/work/pieces/<slug>/index.html) driven in Debian's Chromium, as a short
// muted loop the case study offers to visitors who have not asked for less motion.
//
//   node art/work/motion/record.mjs            every recording of shots.mjs
//   node art/work/motion/record.mjs express    one (or several slugs); the record keeps the others
//
// Each moment of the loop is set exactly (the page scrolled to its place, or the screen set to its
// state by the shot's play function) and screenshotted, FPS a second, so a run does not depend on
// how busy the machine is; Debian's ffmpeg encodes the frames as H.264 in MP4 (every browser plays
// it, Safari included), at the lowest CRF of LADDER that stays under MAX_BYTES. It hands over, as a
// photographer would, into content/work/<slug>/: motion.mp4 and motion.jpg, the poster, which is the
// loop's frame at the shot's `poster` seconds (the build stage, make generate, makes its AVIF and
// JPEG variants and copies the video into the served files). art/records/motion.json says what was
// recorded, from which inputs (art/work-art.test.mjs checks they have not changed since).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.mjs';
import { chromiumVersion } from '../../inputs.mjs';
import { contentDir, piecesDir } from '../lib/pieces.mjs';
import { FPS, MAX_BYTES, duration, motionHash, motionRecordPath, readMotionRecords, scrollAt, sizeOf } from './lib.mjs';
import { SHOTS } from './shots.mjs';

// CRFs tried in turn: the first whose file is under MAX_BYTES is kept (a lower CRF is sharper).
const LADDER = [24, 26, 28, 30, 32, 34];

/** The ffmpeg of the machine and its version, for the record. */
function ffmpegVersion() {
  return execFileSync('ffmpeg', ['-version'], { encoding: 'utf8' }).split('\n')[0];
}

/** Screenshots every frame of a shot into dir as 00000.png…; returns the count and the size. */
async function shoot(browser, slug, shot, dir) {
  const view = sizeOf(shot);
  const context = await browser.newContext({ viewport: { width: 1600, height: Math.max(1000, view.height + 40) }, deviceScaleFactor: view.scale });
  context.setDefaultTimeout(180_000);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('requestfailed', (r) => errors.push(`failed to load ${r.url()}`));
  await page.goto(pathToFileURL(path.join(piecesDir, slug, 'index.html')).href, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const frame = page.locator('[data-frame]').nth(shot.frame);
  // The frame's place in the document, whatever the window's scroll.
  const box = await frame.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left + scrollX, top: r.top + scrollY, width: r.width, height: r.height };
  });
  if (Math.round(box.width) !== view.width) throw new Error(`${slug}: frame ${shot.frame} is ${box.width} px wide, shots.mjs says ${view.width}`);
  if (shot.kind === 'scroll') {
    const deepest = Math.max(...shot.stops.map((s) => s.y));
    if (deepest + view.height > box.height) throw new Error(`${slug}: a stop at ${deepest} shows below the page's ${box.height} px`);
  } else if (box.height > view.height + 1) {
    throw new Error(`${slug}: frame ${shot.frame} is ${box.height} px tall, taller than its view's ${view.height}`);
  }
  // A page taller than the document leaves no room to scroll its foot up: room is added below.
  await page.evaluate((h) => { document.body.style.paddingBottom = `${h}px`; }, view.height);
  const count = Math.round(duration(shot) * FPS);
  for (let i = 0; i < count; i++) {
    const t = i / FPS;
    const y = shot.kind === 'scroll' ? scrollAt(shot.stops, t) : 0;
    await page.evaluate((top) => window.scrollTo(0, top), Math.round(box.top) + y);
    if (shot.play) await page.evaluate(shot.play, t);
    const png = await page.screenshot({
      type: 'png', animations: 'disabled', caret: 'hide',
      clip: { x: box.left, y: 0, width: view.width, height: view.height },
    });
    writeFileSync(path.join(dir, `${String(i).padStart(5, '0')}.png`), png);
  }
  if (errors.length) throw new Error(`${slug}: ${errors.join('; ')}`);
  await context.close();
  return { count, view };
}

/** Encodes the frames of dir as H.264 into file at the first CRF of LADDER under MAX_BYTES. */
function encode(dir, file, view) {
  for (const crf of LADDER) {
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y', '-framerate', String(FPS), '-i', path.join(dir, '%05d.png'),
      '-vf', `scale=${view.videoWidth}:${view.videoHeight}:flags=lanczos,format=yuv420p`,
      '-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', String(crf), '-profile:v', 'high',
      '-g', String(FPS * 2), '-an', '-map_metadata', '-1', '-movflags', '+faststart', '-fflags', '+bitexact',
      '-flags:v', '+bitexact', file,
    ]);
    const bytes = statSync(file).size;
    if (bytes <= MAX_BYTES) return { crf, bytes };
    console.log(`  crf ${crf}: ${bytes} B, over ${MAX_BYTES}`);
  }
  throw new Error(`${file}: over ${MAX_BYTES} B even at crf ${LADDER.at(-1)}; shorten the shot`);
}

async function record(browser, slug) {
  const shot = SHOTS[slug];
  const started = Date.now();
  const tmp = mkdtempSync(path.join(tmpdir(), `motion-${slug}-`));
  try {
    const { count, view } = await shoot(browser, slug, shot, tmp);
    const shotAt = Date.now();
    const dir = path.join(contentDir, 'work', slug);
    mkdirSync(dir, { recursive: true });
    const video = path.join(dir, 'motion.mp4');
    const { crf, bytes } = encode(tmp, video, view);
    // The poster, at the video's size: the shot's chosen moment of the loop.
    const poster = Math.min(count - 1, Math.round(shot.poster * FPS));
    await sharp(path.join(tmp, `${String(poster).padStart(5, '0')}.png`)).resize(view.videoWidth, view.videoHeight, { kernel: 'lanczos3' })
      .removeAlpha().jpeg({ quality: 82, mozjpeg: true, progressive: true }).toFile(path.join(dir, 'motion.jpg'));
    console.log(`${slug}: ${count} frames (${(count / FPS).toFixed(1)} s) at ${view.videoWidth}x${view.videoHeight}, ` +
      `crf ${crf}, ${bytes} B; seconds: frames ${((shotAt - started) / 1000).toFixed(1)}, encoding ${((Date.now() - shotAt) / 1000).toFixed(1)}`);
    return {
      source: motionHash(slug), chromium: chromiumVersion(), ffmpeg: ffmpegVersion(),
      seconds: count / FPS, fps: FPS, width: view.videoWidth, height: view.videoHeight, crf, bytes,
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((slug) => !SHOTS[slug]);
  if (unknown.length) {
    console.error(`no shot for: ${unknown.join(', ')} (shots: ${Object.keys(SHOTS).join(', ')})`);
    process.exit(2);
  }
  const slugs = asked.length ? asked : Object.keys(SHOTS);
  const records = readMotionRecords();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    for (const slug of slugs) records[slug] = await record(browser, slug);
  } finally {
    await browser.close();
  }
  for (const slug of Object.keys(records)) if (!SHOTS[slug]) delete records[slug];
  const sorted = Object.fromEntries(Object.keys(records).sort().map((k) => [k, records[k]]));
  writeFileSync(motionRecordPath, JSON.stringify(sorted, null, 2) + '\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
