// What the portfolio pipeline renders and how its freshness is judged: the pieces on disk, the
// projects of data/design.json, the paths its records (art/records/) name pictures by, and each piece's
// source hash.
// Shared by art/work/render.mjs (which writes the hash) and art/work-art.test.mjs (which checks it).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashInputs, moduleClosure, packageVersion, toolVersions } from '../../inputs.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const artDir = path.join(repoRoot, 'art'); // the tool's own package.json and node_modules
export const workDir = path.join(artDir, 'work');
export const piecesDir = path.join(workDir, 'pieces');
export const outputDir = path.join(repoRoot, 'static/img/work');
export const manifestPath = path.join(artDir, 'records', 'work.json');
export const publicPrefix = '/static/img/work';

export const COVER = Object.freeze({ width: 1600, height: 1200 });
export const OG = Object.freeze({ width: 1200, height: 630 });
// 680 is what a phone of 360-412 CSS px at 1.75-2x picks for a full-width slot (about 640 device px);
// without it such a phone takes the 800, a third more bytes for no sharpness it can show.
export const WIDTHS = Object.freeze([400, 680, 800, 1200, 1600]);
// AVIF at every width; JPEG, the fallback of a browser without AVIF, at one (fallbackWidth).
export const FORMATS = Object.freeze(['avif', 'jpg']);
export const contentDir = path.join(repoRoot, 'content');

/** The width of an image's JPEG fallback: the largest up to 800 px (the server's fallbackWidth). */
export function fallbackWidth(widths) {
  return widths.filter((w) => w <= 800).reduce((a, b) => Math.max(a, b), 0) || widths[0];
}

/** The encodings written of an image at these widths: [{ w, format }], AVIF at each, JPEG at one. */
export function encodings(widths) {
  const jpg = fallbackWidth(widths);
  return widths.flatMap((w) => FORMATS.filter((format) => format !== 'jpg' || w === jpg).map((format) => ({ w, format })));
}

/**
 * Where an image's full-size JPEG goes, as a photographer's picture would, under content/: the
 * boards read the frames there. From its base below static/img (a path or a URL path):
 * work/express/cover and process/express/wireframe -> content/work/express/<name>.jpg,
 * categories/webdesign and home/showcase -> content/boards/<name>.jpg.
 */
export function masterFile(base) {
  const rel = base.split(path.sep).join('/').replace(/^.*static\/img\//, '');
  const [kind, slug, name] = rel.split('/');
  if (kind === 'work' || kind === 'process') return path.join(contentDir, 'work', slug, `${name}.jpg`);
  if (kind === 'categories' || kind === 'home') return path.join(contentDir, 'boards', `${slug}.jpg`);
  throw new Error(`${base}: no place under content/`);
}

/** A project.toml's top-level basic string `key = "…"` (the build, cmd/bundle, reads the whole file). */
function tomlString(file, key) {
  const m = readFileSync(file, 'utf8').match(new RegExp(`^${key}\\s*=\\s*("(?:[^"\\\\\\n]|\\\\.)*")`, 'm'));
  if (!m) throw new Error(`${path.relative(repoRoot, file)}: no ${key}`);
  return JSON.parse(m[1]);
}

/**
 * Every project of data/design.json in the site's order: [{ slug, title, category }]. A project's
 * slug is its folder's name, content/work/<slug>/ (the build checks that it is the title's), found by
 * the title its project.toml holds: the tool has no slug rule of its own.
 */
export function projects() {
  const workContent = path.join(contentDir, 'work');
  const folderOf = new Map(readdirSync(workContent)
    .filter((slug) => existsSync(path.join(workContent, slug, 'project.toml')))
    .map((slug) => [tomlString(path.join(workContent, slug, 'project.toml'), 'title'), slug]));
  const design = JSON.parse(readFileSync(path.join(repoRoot, 'data/design.json'), 'utf8'));
  return design.flatMap((category) =>
    category.examples.map((example) => {
      const slug = folderOf.get(example['example-title']);
      if (!slug) throw new Error(`data/design.json: no content/work/*/project.toml has the title ${JSON.stringify(example['example-title'])}`);
      return { slug, title: example['example-title'], category: category['design-title'] };
    }));
}

/** Slugs that have a piece (art/work/pieces/<slug>/index.html), in the site's order. */
export function pieceSlugs() {
  if (!existsSync(piecesDir)) return [];
  const present = new Set(readdirSync(piecesDir).filter((name) =>
    existsSync(path.join(piecesDir, name, 'index.html'))));
  const ordered = projects().map((p) => p.slug).filter((slug) => present.has(slug));
  const extra = [...present].filter((slug) => !ordered.includes(slug)).sort();
  return [...ordered, ...extra];
}

/** Files under dir, repo-relative with forward slashes, sorted (so the hash does not depend on readdir order). */
function filesUnder(dir) {
  const found = [];
  const visit = (p) => {
    if (statSync(p).isDirectory()) {
      for (const entry of readdirSync(p)) visit(path.join(p, entry));
    } else {
      found.push(path.relative(repoRoot, p).split(path.sep).join('/'));
    }
  };
  visit(dir);
  return found.sort();
}

/** The @fontsource packages a piece links, with their installed versions: ["@fontsource/syne@5.3.0", …]. */
export function fontPackages(slug) {
  const html = readFileSync(path.join(piecesDir, slug, 'index.html'), 'utf8');
  const names = new Set([...html.matchAll(/node_modules\/(@fontsource(?:-variable)?\/[a-z0-9-]+)\//g)]
    .map((m) => m[1]));
  return [...names].sort().map((name) => `${name}@${packageVersion(name)}`);
}

/** The renderer of the pieces, whose imports are the pipeline's code. */
export const pieceRenderer = path.join(workDir, 'render.mjs');

/**
 * What one piece's pictures are made from (inputs.mjs): its folder, the pipeline's code (render.mjs
 * and every module it imports), the tools' versions and the versions of the font packages it links.
 */
export function pieceInputs(slug, tools = toolVersions()) {
  return {
    files: [...filesUnder(path.join(piecesDir, slug)), ...moduleClosure(pieceRenderer)],
    values: { ...tools, fonts: fontPackages(slug) },
  };
}

/** The input hash of one piece. Equal hash = the committed renders were made from these inputs. */
export function sourceHash(slug, tools = toolVersions()) {
  return hashInputs(pieceInputs(slug, tools));
}

/** Widths a frame of `pixelWidth` device pixels is encoded at: the standard ones below it, and itself
 *  when it is narrower than the largest (never upscaled). */
export function widthsFor(pixelWidth) {
  const widths = WIDTHS.filter((w) => w <= pixelWidth);
  if (pixelWidth < WIDTHS[WIDTHS.length - 1] && !widths.includes(pixelWidth)) widths.push(pixelWidth);
  return widths;
}

/** Every file an image entry of the manifest promises, as repo-relative paths. */
export function imageFiles(image) {
  return encodings(image.widths).filter(({ format }) => image.formats.includes(format)).map(({ w, format }) =>
    path.join('static/img/work', `${image.path.slice(publicPrefix.length + 1)}-${w}.${format}`));
}

export function readManifest() {
  return existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
}
