// The portfolio renders (their full-size pictures under content/work) are fresh, complete and distinct.
//
// Freshness: each record's input hash (inputs.mjs: its own files, the pipeline's code, the versions of
// Chromium, playwright-core, sharp and libvips, and the fonts) must equal the one its record
// (art/records/) was rendered from; an input changed without a re-render fails here. Byte-comparing a
// re-render would be flaky across Chromium builds, so the inputs are what is checked. Chromium is the
// one tool not pinned here (Debian's): a record is judged with the Chromium it names.
// Distinctness: no two project covers are near-duplicates, by a perceptual (DCT) hash and by a
// colour histogram — both must be far enough apart, see THRESHOLDS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  FORMATS, WIDTHS, artDir, fontPackages, masterFile, outputDir, pieceInputs, pieceRenderer, pieceSlugs, projects, readManifest,
  repoRoot, sourceHash,
} from './work/lib/pieces.mjs';
import { hashInputs, moduleClosure, toolVersions } from './inputs.mjs';
import { PEOPLE, drawn, drawnSeat, drawnTable, framed, portraitFile, seatFile, tableFile, teamSlugs } from './studio/team.mjs';
import { LOOKS as QUOTE_LOOKS, SIZE as QUOTE_SIZE, drawnQuote, quoteFile, quoteSVG } from './studio/quotes.mjs';
import { PLATE, PLATE_WIDTHS, processHash, processInputs, processRenderer, readProcessManifest, toldStages } from './work/process/lib.mjs';
import { openingFile, openingHash, readOpenings } from './work/lib/openings.mjs';

const manifest = readManifest();
const slugs = pieceSlugs();
const processImages = readProcessManifest();
const openings = readOpenings();

/** The pictures a project.toml lists: [{ file, role, phone }]. */
function listedPictures(slug) {
  const text = readFileSync(path.join(repoRoot, 'content/work', slug, 'project.toml'), 'utf8');
  return text.split(/^\[\[pictures\]\]\s*$/m).slice(1).map((block) => ({
    file: block.match(/^file\s*=\s*"([^"]*)"/m)?.[1],
    role: block.match(/^role\s*=\s*"([^"]*)"/m)?.[1],
    phone: block.match(/^phone\s*=\s*\[([^\]]*)\]/m)?.[1].split(',').map(Number),
  }));
}

// A record names the Chromium that drew it; its freshness is judged with that one. A Chromium
// updated on this machine (a security release) leaves the committed art as right as it was, so it
// is reported, not failed: the next render of a record draws it with the new one.
const installed = toolVersions();
const drawnWith = (record) => ({ ...installed, chromium: record?.chromium ?? installed.chromium });
/** Asserts every record names its Chromium, and reports those drawn by another than today's. */
function checkChromium(t, kind, records) {
  assert.deepEqual(Object.keys(records).filter((slug) => !records[slug].chromium), [], `${kind}: records that do not name the Chromium that drew them`);
  const older = Object.keys(records).filter((slug) => records[slug].chromium !== installed.chromium);
  if (older.length > 0) t.diagnostic(`${kind} drawn by another Chromium than ${installed.chromium}; the next render redraws: ${older.join(' ')}`);
}

/** Checks that an image entry has the promised size and widths and that its full-size JPEG, the
 *  picture the build stage makes the site's variants from, is under content/ at that size. */
async function assertImageFiles(label, image, size, widths) {
  assert.deepEqual([image.width, image.height], [size.width, size.height], `${label}: size`);
  assert.deepEqual(image.widths, [...widths], `${label}: widths`);
  assert.deepEqual(image.formats, [...FORMATS], `${label}: formats`);
  const { width, height } = await sharp(masterFile(image.path)).metadata();
  assert.deepEqual([width, height], [size.width, size.height], `${label}: ${masterFile(image.path)} size`);
}

test('every project of data/design.json has a piece and a manifest entry', () => {
  const missingPieces = projects().map((p) => p.slug).filter((slug) => !slugs.includes(slug));
  assert.deepEqual(missingPieces, [], 'projects without art/work/pieces/<slug>/index.html');
  const missingEntries = slugs.filter((slug) => !manifest[slug]);
  assert.deepEqual(missingEntries, [], 'pieces never rendered: run node art/work/render.mjs');
});

test('every font a piece links is pinned in art/package.json (a fresh clone renders the same type)', () => {
  const pkg = JSON.parse(readFileSync(path.join(artDir, 'package.json'), 'utf8'));
  const pinned = { ...pkg.dependencies, ...pkg.devDependencies };
  const unpinned = slugs.flatMap((slug) => fontPackages(slug)
    .filter((font) => pinned[font.slice(0, font.lastIndexOf('@'))] !== font.slice(font.lastIndexOf('@') + 1))
    .map((font) => `${slug}: ${font}`));
  assert.deepEqual(unpinned, [], 'npm install --prefix art --save-exact the package');
});

test('every rendered piece is fresh: its source hash matches the manifest', (t) => {
  checkChromium(t, 'pieces', manifest);
  const stale = slugs.filter((slug) => manifest[slug] && manifest[slug].source !== sourceHash(slug, drawnWith(manifest[slug])));
  assert.deepEqual(stale, [], `changed since rendered; run: node art/work/render.mjs ${stale.join(' ')}`);
});

test('every picture the manifest names is under content/ at its size, with real alt text', async () => {
  for (const [slug, entry] of Object.entries(manifest)) {
    assert.deepEqual(entry.cover.widths, [...WIDTHS], `${slug}: cover widths`);
    for (const image of [entry.cover, ...entry.frames]) {
      assert.deepEqual(image.formats, [...FORMATS], `${slug}: ${image.path} formats`);
      assert.ok(image.alt.length > 20, `${slug}: ${image.path} needs real alt text`);
      // The full-size JPEG has the dimensions the manifest promises (the page reserves that box: CLS 0).
      const { width, height } = await sharp(masterFile(image.path)).metadata();
      assert.deepEqual([width, height], [image.width, image.height], `${slug}: ${masterFile(image.path)} size`);
    }
  }
});

// --- openings (art/work/openings.mjs) -----------------------------------------------------------

// What a phone shows of the opening is art direction, the project.toml's to choose: openings.mjs
// records the part it marked (the key screen, a page's first screen, a sheet), and the project.toml
// takes it, or a part of its own inside the opening.
test('every project has its opening, fresh, at 3200 x 1800, and its project.toml shows a phone a part of it', async (t) => {
  checkChromium(t, 'openings', openings);
  const known = projects().map((p) => p.slug);
  assert.deepEqual(known.filter((slug) => !openings[slug]), [], 'openings missing: run node art/work/openings.mjs');
  const stale = Object.keys(openings).filter((slug) => openings[slug].source !== openingHash(slug, drawnWith(openings[slug])));
  assert.deepEqual(stale, [], `changed since rendered; run: node art/work/openings.mjs ${stale.join(' ')}`);
  for (const slug of known) {
    const { width, height } = await sharp(openingFile(slug)).metadata();
    assert.deepEqual([width, height], [openings[slug].width, openings[slug].height], `${slug}: opening.jpg size`);
    assert.deepEqual([width, height], [3200, 1800], `${slug}: opening.jpg size`);
    const listed = listedPictures(slug).find((pic) => pic.role === 'opening');
    assert.equal(listed?.file, 'opening.jpg', `${slug}: project.toml lists no opening.jpg`);
    const [left, top, w, h] = listed.phone ?? [];
    assert.ok(left >= 0 && top >= 0 && w >= 600 && h >= 600 && left + w <= width && top + h <= height,
      `${slug}: project.toml's phone crop of the opening ${listed.phone}, want a part of it at least 600 px each way`);
  }
});

// --- process images (art/work/process) ----------------------------------------------------------

test('every project\'s process images are fresh: their input hash matches the manifest', (t) => {
  checkChromium(t, 'process', processImages);
  const stale = Object.keys(processImages).filter((slug) => processImages[slug].source !== processHash(slug, drawnWith(processImages[slug])));
  assert.deepEqual(stale, [], `changed since rendered; run: node art/work/process/render.mjs ${stale.join(' ')}`);
});

const STAGE_IMAGES = (entry) => [entry.wireframe, entry.specimen, entry.rejected, ...entry.details];
// The images a project's case study tells (its project.toml lists the plates), by stage.
const toldImages = (slug, entry) => {
  const told = toldStages(slug);
  return [['wireframe', entry.wireframe], ['specimen', entry.specimen], ['rejected', entry.rejected],
    ['detail-1', entry.details[0]], ['detail-2', entry.details[1]]].filter(([stage]) => told.includes(stage));
};

test('every project has five process images drawn, with alt text and a reason for the rejected one; the plates its project.toml tells are in its folder, and only those', async () => {
  const known = projects().map((p) => p.slug);
  assert.deepEqual(known.filter((slug) => !processImages[slug]), [], 'projects without process images: run node art/work/process/render.mjs');
  for (const [slug, entry] of Object.entries(processImages)) {
    assert.ok(known.includes(slug), `process images of ${slug}, which is not a project`);
    assert.equal(entry.details.length, 2, `${slug}: two details`);
    assert.ok(entry.rejected.reason.length > 40, `${slug}: the rejected direction needs its reason`);
    const alts = STAGE_IMAGES(entry).map((image) => image.alt);
    assert.equal(new Set(alts).size, alts.length, `${slug}: every process image needs its own alt text`);
    for (const image of STAGE_IMAGES(entry)) {
      assert.ok(image.alt.length > 50 && !image.alt.includes('\u2018\u2019'), `${slug}: ${image.path} needs real alt text`);
    }
    const told = toldImages(slug, entry);
    for (const [, image] of told) await assertImageFiles(`${slug} ${image.path}`, image, PLATE, PLATE_WIDTHS);
    for (const image of STAGE_IMAGES(entry).filter((image) => !told.some(([, t]) => t === image))) {
      assert.ok(!existsSync(masterFile(image.path)), `${slug}: ${masterFile(image.path)} is not in its story (project.toml)`);
    }
  }
});

// --- what the input hashes cover (inputs.mjs) ----------------------------------------------------

const relativeToRepo = (file) => path.relative(repoRoot, file).split(path.sep).join('/');
const KINDS = [
  { kind: 'piece', renderer: pieceRenderer, inputs: pieceInputs, recorded: (slug) => manifest[slug] },
  { kind: 'process', renderer: processRenderer, inputs: processInputs, recorded: (slug) => processImages[slug],
    data: ['art/work/process/details.mjs', 'art/work/process/directions.mjs'] },
];

test('the input hashes cover the tools as installed: Chromium, playwright-core, sharp, libvips, the fonts', () => {
  const tools = toolVersions();
  assert.match(tools.chromium, /^Chromium \d+\./, 'Chromium could not say its version (CHROMIUM_PATH)');
  assert.equal(tools.libvips, sharp.versions.vips);
  for (const name of ['playwright-core', 'sharp']) assert.notEqual(tools[name], 'missing', `${name} is not installed: npm ci --prefix art`);
  const slug = slugs[0];
  for (const { kind, inputs } of KINDS) {
    const { values } = inputs(slug);
    assert.deepEqual(Object.fromEntries(Object.keys(tools).map((name) => [name, values[name]])), tools, `${kind}: the tools' versions`);
  }
  assert.deepEqual(pieceInputs(slug).values.fonts, fontPackages(slug), 'piece: the fonts\' versions');
  assert.ok(pieceInputs(slug).values.fonts.length > 0 && !pieceInputs(slug).values.fonts.some((f) => f.endsWith('@missing')),
    `${slug}: its fonts are installed`);
  assert.match(processInputs(slug).values.rejectedFont, /@\d+\./, 'process: the rejected direction\'s font version');
});

test('the input hashes cover the pipeline\'s code: every local module each renderer imports', () => {
  const slug = slugs[0];
  for (const { kind, renderer, inputs, data = [] } of KINDS) {
    const closure = moduleClosure(renderer);
    assert.ok(closure.includes('art/chromium.mjs') && closure.includes(relativeToRepo(renderer)), `${kind}: ${closure}`);
    const { files } = inputs(slug);
    // A data file is hashed entry by entry instead (one project's change re-renders that project alone).
    assert.deepEqual(closure.filter((f) => !files.includes(f)), data, `${kind}: modules its renderer imports, not hashed`);
  }
});

test('a record goes stale when any of its inputs changes without a re-render', () => {
  const slug = slugs[0];
  for (const { kind, inputs, recorded } of KINDS) {
    const record = recorded(slug)?.source;
    const current = inputs(slug, drawnWith(recorded(slug)));
    assert.equal(hashInputs(current), record, `${kind} ${slug}: fresh to begin with`);
    const unchanged = [];
    for (const file of current.files) {
      const edited = (f) => Buffer.concat([readFileSync(path.join(repoRoot, f)), Buffer.from(f === file ? ' ' : '')]);
      if (hashInputs(current, edited) === record) unchanged.push(file);
    }
    for (const name of Object.keys(current.values)) {
      if (hashInputs({ ...current, values: { ...current.values, [name]: `${JSON.stringify(current.values[name])} changed` } }) === record) unchanged.push(name);
    }
    assert.deepEqual(unchanged, [], `${kind} ${slug}: inputs whose change leaves it fresh`);
  }
});

// --- the team's portraits (art/studio/team.mjs) ---------------------------------------------------

test('every person of content/team has a scene, and their portrait.jpg is that scene drawn, distinct from the others; the open seat and the studio at work too', async () => {
  const slugs = teamSlugs();
  assert.ok(slugs.length >= 6, `${slugs.length} people in content/team`);
  for (const slug of slugs) {
    assert.ok(PEOPLE[slug], `${slug}: no scene in art/studio/team.mjs`);
    assert.ok(existsSync(portraitFile(slug)), `missing ${portraitFile(slug)}: run node art/studio/team.mjs`);
    const { width, height } = await sharp(portraitFile(slug)).metadata();
    assert.deepEqual([width, height], [704, 704], `${slug}: portrait size`);
  }
  const drawings = slugs.map((slug) => framed(slug));
  // No look copied from another: the same drawing under two names would pass the byte check.
  assert.equal(new Set(drawings).size, slugs.length, 'two people share a portrait');
  // The drawing is the file: a changed look without a new PNG fails here (sharp's rendering is byte-stable).
  for (const slug of slugs) {
    assert.ok((await drawn(slug)).equals(readFileSync(portraitFile(slug))), `${slug}: the scene changed since drawn; run node art/studio/team.mjs ${slug}`);
  }
  assert.ok(existsSync(seatFile) && (await drawnSeat()).equals(readFileSync(seatFile)), 'the open seat changed since drawn; run node art/studio/team.mjs seat');
  assert.ok(existsSync(tableFile) && (await drawnTable()).equals(readFileSync(tableFile)), 'the studio at work changed since drawn; run node art/studio/team.mjs table');
});

// --- the quotes' faces (art/studio/quotes.mjs) ------------------------------------------------------

test('every project has the face of the person its quote is by: its look, drawn, and no look twice', async () => {
  const missing = projects().filter((p) => !QUOTE_LOOKS[p.slug]).map((p) => p.slug);
  assert.deepEqual(missing, [], 'no look in art/studio/quotes.mjs');
  const drawings = Object.keys(QUOTE_LOOKS).map((slug) => quoteSVG(slug).replaceAll(`q-${slug}`, 'q'));
  assert.equal(new Set(drawings).size, drawings.length, 'two quotes share a face');
  for (const slug of Object.keys(QUOTE_LOOKS)) {
    const { width, height } = await sharp(quoteFile(slug)).metadata();
    assert.deepEqual([width, height], [QUOTE_SIZE, QUOTE_SIZE], `${slug}: quote.jpg size`);
    assert.ok((await drawnQuote(slug)).equals(readFileSync(quoteFile(slug))), `${slug}: the look changed since drawn; run node art/studio/quotes.mjs ${slug}`);
  }
});

// --- near-duplicates -------------------------------------------------------------------------------

// A 64-bit perceptual hash (pHash): the cover in 32x32 grey levels, its 2-D cosine transform, and one
// bit per low frequency (the 8x8 corner but the constant term): above or below their median. It describes
// the large shapes of light and dark and ignores colour, encoding noise and fine detail; a plain difference
// hash was too nervous on our smooth backdrops, where neighbouring pixels are nearly equal.
async function perceptualHash(file) {
  const N = 32;
  const { data } = await sharp(file).greyscale().resize(N, N, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const cos = (k, n) => Math.cos(((2 * n + 1) * k * Math.PI) / (2 * N));
  const low = [];
  for (let u = 0; u < 8; u++) {
    for (let v = 0; v < 8; v++) {
      let sum = 0;
      for (let y = 0; y < N; y++) for (let x = 0; x < N; x++) sum += data[y * N + x] * cos(u, y) * cos(v, x);
      if (u || v) low.push(sum);
    }
  }
  const median = [...low].sort((a, b) => a - b)[Math.floor(low.length / 2)];
  return low.map((c) => c > median);
}

// A colour histogram: 4 levels per channel (64 bins) over a 64x48 thumbnail, as fractions of the pixels.
async function colourHistogram(file) {
  const { data } = await sharp(file).resize(64, 48, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const bins = new Array(64).fill(0);
  for (let i = 0; i < data.length; i += 3) bins[(data[i] >> 6) * 16 + (data[i + 1] >> 6) * 4 + (data[i + 2] >> 6)]++;
  return bins.map((n) => n / (data.length / 3));
}

const hashDistance = (a, b) => a.filter((bit, i) => bit !== b[i]).length / a.length; // 0..1
const histogramDistance = (a, b) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / 2; // 0..1, total variation

// Thresholds. The same cover decoded from two encodings and sizes (the full-size JPEG vs the site's 680w, checked
// below) measures 0.00 on the hash and about 0.01 on the histogram; unrelated images sit near 0.5 on the
// hash. Our covers share their mock-ups (the same browser window, the same phone bodies), which alone
// makes two covers agree on many low frequencies, so a hash distance of 0.18 (more than 11 of the 63
// bits) still demands that the designed content differ in its large shapes, far above re-encoding
// noise. A histogram distance of 0.10 means at least a tenth of the pixels fall in other colours: two
// pieces that only swap a headline or recolour a button fall below it. With the 14 covers of March
// 2026 the closest pairs measured 0.29 (hash) and 0.15 (histogram).
const THRESHOLDS = { hash: 0.18, histogram: 0.1 };

async function signature(file) {
  return { hash: await perceptualHash(file), histogram: await colourHistogram(file) };
}

/** Every pair of the files' signatures with its two distances. */
async function pairDistances(files) {
  const signatures = new Map();
  for (const [key, file] of files) signatures.set(key, await signature(file));
  const keys = [...signatures.keys()];
  const pairs = [];
  for (let i = 0; i < keys.length; i++) {
    for (let j = i + 1; j < keys.length; j++) {
      const [a, b] = [signatures.get(keys[i]), signatures.get(keys[j])];
      pairs.push({ pair: `${keys[i]}/${keys[j]}`, hash: hashDistance(a.hash, b.hash), histogram: histogramDistance(a.histogram, b.histogram) });
    }
  }
  return pairs;
}

// The covers (the pictures the site shows in lists) and the openings (each case study's first
// picture) are both checked.
const COVER_SETS = {
  cover: (slug) => path.join(repoRoot, 'content/work', slug, 'cover.jpg'),
  opening: (slug) => path.join(repoRoot, 'content/work', slug, 'opening.jpg'),
};

for (const [set, fileOf] of Object.entries(COVER_SETS)) {
  test(`the near-duplicate measures flag the same ${set} in another encoding and size`, async (t) => {
    const slug = Object.keys(manifest)[0];
    assert.ok(slug, 'no rendered piece in the manifest');
    const a = await signature(fileOf(slug));
    const b = await signature(path.join(outputDir, slug, set === 'opening' ? 'opening-800.avif' : 'cover-680.jpg'));
    const hash = hashDistance(a.hash, b.hash);
    const histogram = histogramDistance(a.histogram, b.histogram);
    t.diagnostic(`${slug} full-size JPEG vs the site's smaller one: hash ${hash.toFixed(3)}, histogram ${histogram.toFixed(3)}`);
    assert.ok(hash < THRESHOLDS.hash && histogram < THRESHOLDS.histogram, 'the same image must count as a duplicate');
  });

  test(`no two project ${set}s are near-duplicates`, async (t) => {
    // Every project, not the manifest's keys: a project left out must fail here, not go unmeasured.
    const covered = projects().map((p) => p.slug);
    assert.ok(covered.length >= 2, 'fewer than two projects to compare');
    const pairs = await pairDistances(covered.map((slug) => [slug, fileOf(slug)]));
    assert.equal(pairs.length, (covered.length * (covered.length - 1)) / 2);
    const closestHash = pairs.reduce((m, p) => (p.hash < m.hash ? p : m));
    const closestHistogram = pairs.reduce((m, p) => (p.histogram < m.histogram ? p : m));
    t.diagnostic(`${pairs.length} pairs; smallest hash distance ${closestHash.hash.toFixed(3)} (${closestHash.pair}), ` +
      `smallest histogram distance ${closestHistogram.histogram.toFixed(3)} (${closestHistogram.pair}); ` +
      `thresholds ${THRESHOLDS.hash} and ${THRESHOLDS.histogram}`);
    const close = pairs.filter((p) => p.hash < THRESHOLDS.hash || p.histogram < THRESHOLDS.histogram);
    assert.deepEqual(close.map((p) => `${p.pair} hash ${p.hash.toFixed(3)} histogram ${p.histogram.toFixed(3)}`), [],
      `near-duplicate ${set}s`);
  });
}

// A case study shows its opening, the next project's cover and its
// process images, and its cover leads to it from the case study before: no two of them may be the same
// picture (both measures close), so that a page never repeats an image.
test('a case study\'s images are all different pictures (its opening, cover and the plates it tells)', async () => {
  const repeats = [];
  for (const slug of projects().map((p) => p.slug)) {
    const entry = processImages[slug];
    if (!entry) continue; // reported by the test of process images
    const files = [['opening', COVER_SETS.opening(slug)], ['cover', COVER_SETS.cover(slug)],
      ...toldImages(slug, entry).map(([name, image]) => [name, masterFile(image.path)])];
    for (const p of await pairDistances(files)) {
      if (p.hash < THRESHOLDS.hash && p.histogram < THRESHOLDS.histogram) repeats.push(`${slug}: ${p.pair} hash ${p.hash.toFixed(3)} histogram ${p.histogram.toFixed(3)}`);
    }
  }
  assert.deepEqual(repeats, [], 'images that repeat within a case study');
});

// --- the work moving (art/work/motion/) -----------------------------------------------------------

test('every recording is fresh, under its weight, and handed over with its poster at the video\'s size', async (t) => {
  const { SHOTS } = await import('./work/motion/shots.mjs');
  const { MAX_BYTES, motionHash, readMotionRecords } = await import('./work/motion/lib.mjs');
  const records = readMotionRecords();
  assert.deepEqual(Object.keys(records).sort(), Object.keys(SHOTS).sort(), 'shots never recorded, or records of no shot: run node art/work/motion/record.mjs');
  checkChromium(t, 'recordings', records);
  const stale = Object.keys(records).filter((slug) => records[slug].source !== motionHash(slug, drawnWith(records[slug])));
  assert.deepEqual(stale, [], `changed since recorded; run: node art/work/motion/record.mjs ${stale.join(' ')}`);
  for (const [slug, record] of Object.entries(records)) {
    const video = path.join(repoRoot, 'content/work', slug, 'motion.mp4');
    const size = readFileSync(video).length;
    assert.equal(size, record.bytes, `${slug}: motion.mp4 is not the one recorded`);
    assert.ok(size <= MAX_BYTES, `${slug}: motion.mp4 is ${size} B, over ${MAX_BYTES}`);
    const { width, height } = await sharp(path.join(repoRoot, 'content/work', slug, 'motion.jpg')).metadata();
    assert.deepEqual([width, height], [record.width, record.height], `${slug}: motion.jpg is not the video's first frame`);
  }
});

// --- the studio's compositions (art/studio/compositions.mjs) ---------------------------------------

test('every composition of the renders (the category boards, the home page\'s piece, the Open Graph card) is fresh: its input hash matches its record', async () => {
  const { compositionHash, readCompositions } = await import('./studio/compositions.mjs');
  const composers = { 'studio/showcase.mjs': await import('./studio/showcase.mjs'), 'studio/home.mjs': await import('./studio/home.mjs'), 'studio/og.mjs': await import('./studio/og.mjs') };
  const records = readCompositions();
  const stale = Object.entries(composers).flatMap(([file, composer]) => composer.compositions()
    .filter((c) => records[c.output] !== compositionHash(c)).map((c) => `${c.output} (node art/${file})`));
  assert.deepEqual(stale, [], 'made from inputs that changed since they were composed; compose them again');
});
