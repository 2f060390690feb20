// Renders each project's opening: its flat frames (content/work/<slug>/frame-*.jpg) as textures in a
// world of its own (stage/, one staging per kind: parcels on a dispatch bench, a tablet by a loch, a
// display in a dark room, a phone in a bird hide, a photobook open on a desk, cartons on a shop shelf,
// posters on a street wall...), built with three.js and photographed in Debian's Chromium (WebGL
// through SwiftShader). Writes the full-size JPEG into content/work/<slug>/scene.jpg, 3200 px wide
// (the studio's worktable into content/studio/scene.jpg), and records each scene's input hash in
// art/records/scenes.json (lib.mjs), which art/work-art.test.mjs recomputes.
//
//   node art/work/scenes/render.mjs                  every project
//   node art/work/scenes/render.mjs express camp     some (the manifest keeps the others)
//   node art/work/scenes/render.mjs --preview DIR express
//                                                        only DIR/<slug>.png, to look at; --samples N and
//                                                        --width W to hurry
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.mjs';
import { chromiumVersion } from '../../inputs.mjs';
import { FORMATS, masterFile, outputDir, projects, repoRoot } from '../lib/pieces.mjs';
import {
  readSceneManifest, sceneHash, sceneManifestPath, sceneOutputDir, scenePublicPrefix, sceneSize, textureFiles,
} from './lib.mjs';
import { SHOTS, STAGES, STUDIO } from './shots.mjs';

// Every sample is shifted by a random fraction of a pixel, so 32 samples average 32 positions per
// pixel: finer anti-aliasing than rendering at twice the size (4 positions), at a quarter of the cost
// per sample; SwiftShader takes about 3 s for one sample of 1600x1200 on one core.
// At 3200 px a pixel is about what a 2x screen at 1440 shows, so a few samples anti-alias the edges;
// the lens has no aperture (the work is never blurred), and the lights' disc and sky dome are sampled
// as often. A shot may ask for fewer (its `samples`): on two cores shared by eight, a sample of
// 3200 x 2400 takes a minute or two; 32, as at 1600 px before, would take over an hour a scene.
const SUPERSAMPLE = 1;
const SAMPLES = 4;
// WebGL without a GPU: SwiftShader through ANGLE (software Vulkan). --disable-gpu (in CHROMIUM_ARGS)
// would turn WebGL off, so the scene browser drops it.
const GL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'];
const RENDER_TIMEOUT_MS = 20 * 60_000;

// Photographs are smooth gradients with little hard-edged type, so AVIF holds up at lower quality
// than the covers' (checked by eye at 2x on the 800 and 1600 widths). The widths a phone takes open
// a case study as its largest paint, so they are pressed harder: AVIF's slowest effort, at quality
// 38 and lower (not below 24, checked by eye on Science!'s brick wall at a phone's size) until the
// file fits PHONE_BYTES. On Lighthouse's slow 4G the opening image shares six HTTP/1.1 connections
// with the two fonts, the stylesheet, the island loader and the first lazy images; one of 8 KiB
// arrives a round trip (150 ms) after one of 7.
const PHONE_WIDTH = 800;
const PHONE_BYTES = 7 * 1024;
const PHONE_QUALITIES = [38, 36, 34, 32, 30, 28, 26, 24];
const ENCODERS = {
  avif: async (img, width) => {
    const avif = (quality, effort) => img.clone().avif({ quality, effort, chromaSubsampling: '4:2:0' }).toBuffer();
    if (width > PHONE_WIDTH) return avif(52, 4);
    let data;
    for (const quality of PHONE_QUALITIES) {
      data = await avif(quality, 9);
      if (data.length <= PHONE_BYTES) break;
    }
    return data;
  },
  jpg: (img) => img.jpeg({ quality: 78, mozjpeg: true, progressive: true }).toBuffer(),
};

// A project's 3200 px JPEG is the build stage's source, so it keeps more than a served JPEG (the
// screens' small type must survive a second encoding, to AVIF) and less than a lossless one: it is
// tracked, and 14 of them share the repository's 45 MiB of pictures.
const MASTER = (img) => img.jpeg({ quality: 84, mozjpeg: true }).toBuffer();

const MIME = { '.woff2': 'font/woff2', '.js': 'text/javascript', '.mjs': 'text/javascript', '.jpg': 'image/jpeg', '.png': 'image/png', '.json': 'application/json' };
const SERVED = ['art/node_modules/three/', 'art/node_modules/@fontsource/', 'art/work/scenes/stage/', 'content/'];

const PAGE = `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><style>html,body{margin:0;background:#000}canvas{display:block}</style>
<script type="importmap">{"imports":{"three":"/art/node_modules/three/build/three.module.js","three/addons/":"/art/node_modules/three/examples/jsm/"}}</script>
<script type="module" src="/art/work/scenes/stage/main.js"></script>`;

/** Serves the scene page, three.js and the textures to the headless browser, on 127.0.0.1 only. */
function serve() {
  const server = createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://localhost').pathname).slice(1);
    if (url === 'scene.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(PAGE);
      return;
    }
    const file = path.join(repoRoot, url);
    if (!SERVED.some((prefix) => url.startsWith(prefix)) || url.includes('..') || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': MIME[path.extname(file)] || 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function photograph(browser, origin, slug, samples, previewWidth) {
  const shot = SHOTS[slug];
  const full = sceneSize(slug);
  const size = previewWidth ? { width: previewWidth, height: Math.round((previewWidth * full.height) / full.width) } : full;
  const width = size.width * SUPERSAMPLE;
  const height = size.height * SUPERSAMPLE;
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const config = {
    ...shot, slug, width, height, samples, stage: STAGES[shot.kind],
    textures: textureFiles(slug).map((f) => `${origin}/${f}`),
  };
  await page.addInitScript((c) => { window.SCENE = c; }, config);
  await page.goto(`${origin}/scene.html`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.sceneDone || window.sceneError, null, { timeout: RENDER_TIMEOUT_MS, polling: 500 });
  const failure = await page.evaluate(() => window.sceneError);
  const times = await page.evaluate(() => window.sceneTimes);
  if (times) console.log(`${slug}: setup ${(times.setup / 1000).toFixed(1)} s, samples ${(times.samples / 1000).toFixed(1)} s`);
  if (failure || errors.length) throw new Error(`${slug}: ${failure || errors.join('; ')}`);
  const dataUrl = await page.evaluate(() => document.querySelector('canvas').toDataURL('image/png'));
  await page.close();
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return sharp(png).resize({ width: size.width, height: size.height, kernel: 'lanczos3' }).png().toBuffer();
}

/** Writes a scene as a full-size JPEG into content/work/<slug>/ (the studio's into content/studio/),
 *  as a photographer would hand it over: the build stage, make generate, makes the site's variants. */
async function encode(png, base, width) {
  mkdirSync(path.dirname(masterFile(base)), { recursive: true });
  const resized = sharp(png).resize({ width, kernel: 'lanczos3' }).removeAlpha();
  const master = await (width > 1600 ? MASTER : ENCODERS.jpg)(resized, width);
  writeFileSync(masterFile(base), master);
  return master.length;
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1] : '';
  };
  const previewDir = option('--preview');
  option.samples = Number(option('--samples')) || 0;
  const previewWidth = Number(option('--width')) || 0; // a preview's width, to judge a layout quickly
  const all = [...projects().map((p) => p.slug).filter((slug) => SHOTS[slug]), STUDIO];
  const unknown = args.filter((slug) => !SHOTS[slug]);
  if (unknown.length) {
    console.error(`no shot for: ${unknown.join(', ')} (shots: ${all.join(', ')})`);
    process.exit(2);
  }
  const slugs = args.length ? args : all;
  const server = await serve();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS.filter((a) => a !== '--disable-gpu'), ...GL_ARGS],
  });
  const rendered = {};
  try {
    for (const slug of slugs) {
      const started = Date.now();
      const png = await photograph(browser, origin, slug, option.samples || SHOTS[slug].samples || SAMPLES, previewDir ? previewWidth : 0);
      const took = ((Date.now() - started) / 1000).toFixed(1);
      if (previewDir) {
        mkdirSync(previewDir, { recursive: true });
        writeFileSync(path.join(previewDir, `${slug}.png`), png);
        console.log(`${slug}: preview in ${previewDir}`);
        continue;
      }
      const studio = slug === STUDIO;
      const dir = path.join(studio ? sceneOutputDir : outputDir, slug);
      const size = sceneSize(slug);
      const bytes = await encode(png, path.join(dir, 'scene'), size.width);
      rendered[slug] = {
        source: sceneHash(slug),
        chromium: chromiumVersion(),
        scene: {
          alt: SHOTS[slug].alt, width: size.width, height: size.height, widths: [...size.widths],
          formats: [...FORMATS], path: `${scenePublicPrefix}/${slug}/scene`, kind: SHOTS[slug].kind,
        },
      };
      // Written after every scene: a run that fails half-way keeps the scenes it finished.
      writeManifest(all, rendered);
      console.log(`${slug}: rendered in ${took} s; ${(bytes / 1024).toFixed(0)} KiB`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

function writeManifest(all, rendered) {
  const manifest = { ...readSceneManifest(), ...rendered };
  const ordered = {};
  for (const slug of all) if (manifest[slug]) ordered[slug] = manifest[slug];
  mkdirSync(path.dirname(sceneManifestPath), { recursive: true });
  writeFileSync(sceneManifestPath, `${JSON.stringify(ordered, null, 2)}\n`);
}

await main();
