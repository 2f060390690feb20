// What the in-context scenes are made from and where they go; shared by scenes/render.mjs (which
// writes the hash) and art/work-art.test.mjs (which recomputes it to catch stale scenes cheaply).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { artDir, masterFile, readManifest, repoRoot } from '../lib/pieces.mjs';
import { SHOTS } from './shots.mjs';

export const scenesDir = path.join(repoRoot, 'art/work/scenes');
// The records name pictures by these paths; masterFile maps them to their files under content/.
export const sceneOutputDir = path.join(repoRoot, 'static/img/scenes');
export const sceneManifestPath = path.join(repoRoot, 'art/records/scenes.json');
export const scenePublicPrefix = '/static/img/scenes';
export const SCENE = Object.freeze({ width: 1600, height: 1200 });
export const SCENE_WIDTHS = Object.freeze([400, 680, 800, 1200, 1600]);

/** The flat renders a project's scene uses as textures (repo-relative), in the shot's order: each
 *  frame's full-size JPEG under content/, or the shot's own list of files. */
export function textureFiles(slug) {
  if (SHOTS[slug].files) return SHOTS[slug].files;
  const frames = readManifest()[slug]?.frames ?? [];
  return SHOTS[slug].frames.map((n) => {
    if (!frames[n - 1]) throw new Error(`${slug}: the shot uses frame ${n}, which art/records/work.json lacks`);
    return path.relative(repoRoot, masterFile(frames[n - 1].path)).split(path.sep).join('/');
  });
}

// shots.mjs is each scene's data, hashed shot by shot (its JSON): a change to one shot re-renders that
// scene alone, not all fifteen.
const shotsFile = path.join(scenesDir, 'shots.mjs');

function codeFiles(dir) {
  const found = [];
  const visit = (p) => {
    if (statSync(p).isDirectory()) for (const entry of readdirSync(p)) visit(path.join(p, entry));
    else if (/\.(mjs|js|html)$/.test(p) && p !== shotsFile) found.push(p);
  };
  visit(dir);
  return found.sort();
}

/** The scene's input hash: the scene code, the three.js version, the textures' bytes and its shot. */
export function sceneHash(slug) {
  const hash = createHash('sha256');
  const three = JSON.parse(readFileSync(path.join(artDir, 'node_modules/three/package.json'), 'utf8')).version;
  hash.update(`three@${three}\0${JSON.stringify(SHOTS[slug])}\0`);
  for (const file of [...codeFiles(scenesDir), ...textureFiles(slug).map((f) => path.join(repoRoot, f))]) {
    hash.update(path.relative(repoRoot, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function readSceneManifest() {
  return existsSync(sceneManifestPath) ? JSON.parse(readFileSync(sceneManifestPath, 'utf8')) : {};
}
