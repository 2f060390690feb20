// What the in-context scenes are made from and where they go; shared by scenes/render.mjs (which
// writes the hash) and art/work-art.test.mjs (which recomputes it to catch stale scenes cheaply).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { hashInputs, moduleClosure, packageVersion, toolVersions } from '../../inputs.mjs';
import { masterFile, readManifest, repoRoot } from '../lib/pieces.mjs';
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
export const sceneRenderer = path.join(scenesDir, 'render.mjs');

/** The code the browser runs for a scene (stage/), which the renderer serves rather than imports. */
export function stageFiles() {
  const found = [];
  const visit = (p) => {
    if (statSync(p).isDirectory()) for (const entry of readdirSync(p)) visit(path.join(p, entry));
    else found.push(path.relative(repoRoot, p).split(path.sep).join('/'));
  };
  visit(path.join(scenesDir, 'stage'));
  return found.sort();
}

/**
 * What a scene is made from (inputs.mjs): the renderer and every module it imports but shots.mjs
 * (its own shot is hashed instead), the stage the browser runs, the textures' bytes, its shot, the
 * tools' versions and three.js's.
 */
export function sceneInputs(slug, tools = toolVersions()) {
  const code = moduleClosure(sceneRenderer).filter((f) => f !== path.relative(repoRoot, shotsFile).split(path.sep).join('/'));
  return {
    files: [...code, ...stageFiles(), ...textureFiles(slug)],
    values: { ...tools, three: packageVersion('three'), shot: SHOTS[slug] },
  };
}

/** The scene's input hash. */
export function sceneHash(slug, tools = toolVersions()) {
  return hashInputs(sceneInputs(slug, tools));
}

export function readSceneManifest() {
  return existsSync(sceneManifestPath) ? JSON.parse(readFileSync(sceneManifestPath, 'utf8')) : {};
}
