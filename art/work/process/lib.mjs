// Where the case studies' process images go and what they are made from; shared by process/render.mjs
// (which writes the hash) and art/work-art.test.mjs (which recomputes it).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { artDir, repoRoot, sourceHash } from '../lib/pieces.mjs';
import { DETAILS } from './details.mjs';
import { REJECTED } from './directions.mjs';

export const processDir = path.join(repoRoot, 'art/work/process');
export const processOutputDir = path.join(repoRoot, 'static/img/process');
export const processManifestPath = path.join(repoRoot, 'art/records/process.json');
export const processPublicPrefix = '/static/img/process';
export const PLATE = Object.freeze({ width: 1200, height: 900 });
export const PLATE_WIDTHS = Object.freeze([400, 680, 800, 1200]);
// The images of a project's process, in the order a case study tells it.
export const STAGES = Object.freeze(['wireframe', 'specimen', 'rejected', 'detail-1', 'detail-2']);

/** The installed version of the font package a rejected direction is set in. */
function fontVersion(name) {
  const pkg = path.join(artDir, 'node_modules/@fontsource', name, 'package.json');
  return existsSync(pkg) ? JSON.parse(readFileSync(pkg, 'utf8')).version : 'missing';
}

/** The input hash: the process code, the piece's own source hash, its rejected direction and font, and
 *  the details chosen for it (details.mjs is hashed entry by entry, not as code). */
export function processHash(slug) {
  const hash = createHash('sha256');
  hash.update(`${sourceHash(slug)}\0${JSON.stringify(REJECTED[slug])}\0${fontVersion(REJECTED[slug].font)}\0`);
  hash.update(`${JSON.stringify(DETAILS[slug] || [])}\0`);
  const code = (f) => f.endsWith('.mjs') && !f.endsWith('.test.mjs') && f !== 'details.mjs';
  for (const name of readdirSync(processDir).filter(code).sort()) {
    hash.update(`${name}\0`);
    hash.update(readFileSync(path.join(processDir, name)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function readProcessManifest() {
  return existsSync(processManifestPath) ? JSON.parse(readFileSync(processManifestPath, 'utf8')) : {};
}
