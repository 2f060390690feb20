// Prepares static/ for serving, once, at build time (make generate), so that the server starts by
// reading one small file instead of hashing and compressing everything:
//   - every file below static/, and each stylesheet of styles/ (its URL below /static/css/), gets a
//     content hash: its ETag, and its URL for a year of caching (/static/css/site.3f9c1e0a2b.css;
//     island bundles keep esbuild's hashed names);
//   - stylesheets are minified (comments and spaces cost a phone on slow 4G some 3 KiB before its
//     first paint) and their url(/static/...) references are rewritten to those hashed URLs
//     (stylesheets are hashed after what they refer to), or, for SVGs of 2 KiB or less, to data: URLs;
//     the result is written to static/dist/;
//   - every compressible file (text, JSON, SVG, JavaScript) gets its gzip form (zopfli, some 4%
//     smaller than gzip -9) and its brotli form (best quality) in static/dist/;
//   - every JPEG (each picture's fallback encoding) is given a placeholder tone: the stylesheet's
//     .tone-* rule nearest its mean colour, which its box shows until it arrives;
//   - static/dist/manifest.json lists it all; server/assets.go reads it.
// A file whose hash is unchanged keeps its compressed forms from the previous run. The output is
// deterministic: CI runs this again and fails when the committed files differ.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { transform } from 'esbuild';
import sharp from 'sharp';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(repo, 'static');
// The stylesheets' sources, logical path css/NAME: styles/base.css is served as /static/css/base.….css.
const STYLES = path.join(repo, 'styles');
const CSS_DIR = 'css';
const DIST = 'dist';
const manifestPath = path.join(root, DIST, 'manifest.json');
const COMPRESSIBLE = new Set(['.css', '.js', '.json', '.svg', '.txt', '.xml']);
// A url() of the stylesheet that names a static file, and the fragment after it (a sprite's <view>).
const cssURL = /url\(["']?\/static\/([^"')#]+)(#[^"')]*)?["']?\)/g;
// A drawing this small costs a phone more as a request (a round trip on a connection of its own,
// before the first screen is complete) than as bytes inside the stylesheet, so it goes in as a data: URL.
const INLINE_SVG_MAX = 2048;

/** A static SVG as a data: URL, quoted for url("…"). */
function svgDataURL(file) {
  const svg = readFileSync(path.join(root, file), 'utf8').trim();
  return `data:image/svg+xml,${svg.replace(/["%#<>\n]/g, (c) => encodeURIComponent(c))}`;
}

/** Every servable file below static/, relative to it: not Go, not the JSON manifests that build
 * scripts write for the server, not this script's output. A stylesheet there is a mistake: its
 * source belongs in styles/. */
async function servable(dir = '') {
  const found = [];
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (rel !== DIST) found.push(...(await servable(rel)));
    } else if (isCSS(rel)) {
      throw new Error(`static/${rel}: a stylesheet's source belongs in styles/; static/ holds what the build writes`);
    } else if (!rel.endsWith('.go') && !rel.endsWith('.json')) {
      found.push(rel);
    }
  }
  return found.sort();
}

/** Where a servable file's bytes are: a stylesheet's in styles/, the rest in static/. */
const source = (file) => (isCSS(file) ? path.join(STYLES, path.basename(file)) : path.join(root, file));

// Stylesheets last: their hashes depend on the hashed URLs they refer to.
const isCSS = (file) => path.extname(file) === '.css';
const stylesheets = (await readdir(STYLES)).filter(isCSS).sort().map((name) => `${CSS_DIR}/${name}`);
const files = [...(await servable()), ...stylesheets];
const ordered = [...files.filter((f) => !isCSS(f)), ...files.filter(isCSS)];

/** The stylesheet's placeholder tones: [{ name, rgb }] from its `.tone-NAME { background-color: #hex }` rules. */
function placeholderTones() {
  const css = readFileSync(path.join(STYLES, 'base.css'), 'utf8');
  const tones = [...css.matchAll(/\.tone-([a-z]+)\s*\{\s*background-color:\s*(#[0-9a-f]{6});?\s*\}/g)]
    .map(([, name, hex]) => ({ name: `tone-${name}`, rgb: rgbOf(hex) }));
  if (tones.length === 0) throw new Error('styles/base.css has no .tone-* rules');
  return tones;
}

const rgbOf = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** The tone nearest a colour (#rrggbb), by the "redmean" approximation of how far apart two colours look. */
function nearestTone(tones, colour) {
  const [r, g, b] = rgbOf(colour);
  const distance = ({ rgb: [r2, g2, b2] }) => {
    const mean = (r + r2) / 2;
    return (2 + mean / 256) * (r - r2) ** 2 + 4 * (g - g2) ** 2 + (2 + (255 - mean) / 256) * (b - b2) ** 2;
  };
  return tones.reduce((best, tone) => (distance(tone) < distance(best) ? tone : best)).name;
}

/** A JPEG's mean colour, #rrggbb. */
async function meanColour(file) {
  const { channels } = await sharp(path.join(root, file)).stats();
  return `#${channels.slice(0, 3).map((c) => Math.round(c.mean).toString(16).padStart(2, '0')).join('')}`;
}

const tones = placeholderTones();
const previous = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
const manifest = {};
const written = new Set();

for (const file of ordered) {
  let body = await readFile(source(file));
  let rewritten = false;
  if (isCSS(file)) {
    const missing = [];
    const { code } = await transform(body.toString('utf8'), { loader: 'css', minify: true });
    body = Buffer.from(code.replace(cssURL, (match, ref, fragment = '') => {
      if (!manifest[ref]) missing.push(ref);
      // A sprite (a url() with a fragment) is fetched once, whatever its size, not copied into each use.
      else if (ref.endsWith('.svg') && !fragment && manifest[ref].size <= INLINE_SVG_MAX) return `url("${svgDataURL(ref)}")`;
      return manifest[ref] ? `url(${manifest[ref].url}${fragment})` : match;
    }));
    if (missing.length) throw new Error(`${file} refers to missing files: ${missing.join(', ')}`);
    rewritten = true;
  }
  // The first 10 bytes of SHA-256, in hex: the ETag; its first 10 characters go into the URL.
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 20);
  const ext = path.extname(file);
  const url = file.startsWith('islands/')
    ? `/static/${file}`
    : `/static/${file.slice(0, file.length - ext.length)}.${hash.slice(0, 10)}${ext}`;
  const entry = { url, hash, size: body.length };
  if (ext === '.jpg') {
    entry.colour = previous[file]?.hash === hash && previous[file].colour ? previous[file].colour : await meanColour(file);
    entry.tone = nearestTone(tones, entry.colour);
  }
  if (rewritten) {
    entry.file = `${DIST}/${file}`;
    await write(entry.file, body);
  }
  if (COMPRESSIBLE.has(ext)) {
    const reuse = previous[file]?.hash === hash && previous[file].gzip &&
      existsSync(path.join(root, previous[file].gzip.file)) && existsSync(path.join(root, previous[file].br.file));
    if (reuse) {
      entry.gzip = previous[file].gzip;
      entry.br = previous[file].br;
      written.add(entry.gzip.file).add(entry.br.file);
    } else {
      entry.gzip = await writeForm(`${DIST}/${file}.gz`, Buffer.from(await gzipAsync(body, { numiterations: 15 })));
      entry.br = await writeForm(`${DIST}/${file}.br`, brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }));
    }
  }
  manifest[file] = entry;
}

async function write(rel, bytes) {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), bytes);
  written.add(rel);
}

async function writeForm(rel, bytes) {
  await write(rel, bytes);
  return { file: rel, size: bytes.length };
}

// Nothing stale may linger in dist/: it holds exactly this run's files.
for (const stale of (await listDist()).filter((f) => !written.has(f))) await rm(path.join(root, stale));

async function listDist(dir = DIST) {
  if (!existsSync(path.join(root, dir))) return [];
  const out = [];
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listDist(rel)));
    else if (rel !== `${DIST}/manifest.json`) out.push(rel);
  }
  return out;
}

const sorted = Object.fromEntries(Object.keys(manifest).sort().map((k) => [k, manifest[k]]));
await writeFile(manifestPath, JSON.stringify(sorted, null, 1) + '\n');
const compressed = Object.values(manifest).filter((e) => e.gzip);
console.log(`static/dist/manifest.json: ${files.length} files, ${compressed.length} compressed ` +
  `(${compressed.reduce((n, e) => n + e.size, 0)} B -> ${compressed.reduce((n, e) => n + e.br.size, 0)} B brotli)`);
