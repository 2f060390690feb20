// What a render is made from, for the input hashes that judge its freshness. Renders are not
// byte-stable (Chromium's rasteriser, the encoders), so a record's hash covers its inputs instead:
// its own files, the pipeline's code (every local module its renderer imports, found by following
// the imports, so that no helper is forgotten), and the versions of the tools that draw and encode it
// (Chromium, playwright-core, sharp and its libvips; the fonts where they are used).
// Change any of them and art/work-art.test.mjs finds the record stale until it is rendered again.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CHROMIUM_PATH } from './chromium.mjs';

export const artDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.dirname(artDir);

/** The installed version of a package of the tool's own node_modules, or 'missing'. */
export function packageVersion(name) {
  const pkg = path.join(artDir, 'node_modules', name, 'package.json');
  return existsSync(pkg) ? JSON.parse(readFileSync(pkg, 'utf8')).version : 'missing';
}

let chromium;
/** Chromium's own account of its version ("Chromium 156.0.8078.108 built on Debian …"), asked once. */
export function chromiumVersion() {
  if (chromium === undefined) {
    try {
      chromium = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 60_000 }).trim();
    } catch {
      chromium = 'missing';
    }
  }
  return chromium;
}

/** The tools every render goes through: Chromium draws, playwright-core drives it, sharp encodes. */
export function toolVersions() {
  return {
    chromium: chromiumVersion(),
    'playwright-core': packageVersion('playwright-core'),
    sharp: packageVersion('sharp'),
    libvips: sharp.versions.vips,
  };
}

const relative = (file) => path.relative(repoRoot, file).split(path.sep).join('/');

/**
 * The local modules an entry imports, itself included, following static and dynamic imports of
 * relative paths: repo-relative, sorted. Packages (sharp, playwright-core…) are covered by their versions.
 */
export function moduleClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      visit(path.resolve(path.dirname(file), spec));
    }
  };
  visit(path.resolve(entry));
  return [...seen].map(relative).sort();
}

/**
 * The hash of a record's inputs: files (repo-relative; each path and its bytes) and values (tool
 * versions, a shot's data…; each name and its JSON). read is the file reader (the tests change one
 * input at a time through it).
 */
export function hashInputs({ files, values }, read = (file) => readFileSync(path.join(repoRoot, file))) {
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    hash.update(`${file}\0`);
    hash.update(read(file));
    hash.update('\0');
  }
  for (const name of Object.keys(values).sort()) hash.update(`${name}\0${JSON.stringify(values[name])}\0`);
  return hash.digest('hex');
}
