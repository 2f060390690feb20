// What the in-context scenes are made from and where they go; shared by scenes/render.mjs (which
// writes the hash) and art/work-art.test.mjs (which recomputes it to catch stale scenes cheaply).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashInputs, moduleClosure, packageVersion, toolVersions } from '../../inputs.mjs';
import { masterFile, readManifest, repoRoot } from '../lib/pieces.mjs';
import { SHOTS, STAGES, STUDIO } from './shots.mjs';

export const scenesDir = path.join(repoRoot, 'art/work/scenes');
// The records name pictures by these paths; masterFile maps them to their files under content/.
export const sceneOutputDir = path.join(repoRoot, 'static/img/scenes');
export const sceneManifestPath = path.join(repoRoot, 'art/records/scenes.json');
export const scenePublicPrefix = '/static/img/scenes';
// A project's scene opens its case study across the screen: 3200 px wide, so that a 1440 px screen
// at 2x shows it at full sharpness. The studio's, which no project owns, fills a column on /about:
// 1600 px. The art tool hands over one JPEG of each; the build stage (package bundle) makes the
// site's variants.
export const SCENE = Object.freeze({ width: 3200, height: 2400 });
export const STUDIO_SCENE = Object.freeze({ width: 1600, height: 1200 });
export const SCENE_WIDTHS = Object.freeze([400, 680, 800, 1200, 1600]);

/** The size a scene is rendered at, and the widths its record names. */
export function sceneSize(slug) {
  return slug === STUDIO ? { ...STUDIO_SCENE, widths: SCENE_WIDTHS } : { ...SCENE, widths: [SCENE.width] };
}

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

// What every stage shares; each kind's own files are in shots.mjs (STAGES).
const SHARED_STAGE = ['main.js', 'common.js', 'props.js'];

/** The code the browser runs for a scene (stage/), which the renderer serves rather than imports:
 *  the shared files and its kind's own, so that a new staging leaves the other scenes fresh. */
export function stageFiles(slug) {
  const stage = STAGES[SHOTS[slug].kind];
  if (!stage) throw new Error(`${slug}: no stage for the kind ${SHOTS[slug].kind} (shots.mjs, STAGES)`);
  return [...new Set([...SHARED_STAGE, ...stage.files])].map((f) => `art/work/scenes/stage/${f}`);
}

/**
 * What a scene is made from (inputs.mjs): the renderer and every module it imports but shots.mjs
 * (its own shot is hashed instead), the stage files the browser runs for it, the textures' bytes, its shot, the
 * tools' versions and three.js's.
 */
export function sceneInputs(slug, tools = toolVersions()) {
  const code = moduleClosure(sceneRenderer).filter((f) => f !== path.relative(repoRoot, shotsFile).split(path.sep).join('/'));
  return {
    files: [...code, ...stageFiles(slug), ...textureFiles(slug)],
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
