// Where the case studies' process images go and what they are made from; shared by process/render.mjs
// (which writes the hash) and art/work-art.test.mjs (which recomputes it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashInputs, moduleClosure, packageVersion, toolVersions } from '../../inputs.mjs';
import { repoRoot, sourceHash } from '../lib/pieces.mjs';
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

/**
 * The stages a project's case study tells: each plate (wireframe, specimen, rejected) and the two
 * details only where its content/work/<slug>/project.toml lists them (a small project runs short; a
 * detail that would enlarge trivial interface is not told).
 */
export function toldStages(slug) {
  const text = readFileSync(path.join(repoRoot, 'content/work', slug, 'project.toml'), 'utf8');
  const roles = new Set([...text.matchAll(/^role = "(\w+)"/gm)].map((m) => m[1]));
  return STAGES.filter((stage) => roles.has(stage.startsWith('detail-') ? 'detail' : stage));
}

export const processRenderer = path.join(processDir, 'render.mjs');
// Data hashed entry by entry (a project's own), not as code: a change to one project's details or
// rejected direction re-renders that project alone.
const dataFiles = ['details.mjs', 'directions.mjs'].map((f) => `art/work/process/${f}`);

/**
 * What a project's process images are made from (inputs.mjs): the renderer and every module it
 * imports but the data files, the piece's own inputs (its hash), its rejected direction and that
 * direction's font, the details chosen for it, and the tools' versions.
 */
export function processInputs(slug, tools = toolVersions()) {
  return {
    files: moduleClosure(processRenderer).filter((f) => !dataFiles.includes(f)),
    values: {
      ...tools, piece: sourceHash(slug, tools), rejected: REJECTED[slug],
      rejectedFont: `@fontsource/${REJECTED[slug].font}@${packageVersion(`@fontsource/${REJECTED[slug].font}`)}`,
      hand: `@fontsource/caveat@${packageVersion('@fontsource/caveat')}`,
      details: DETAILS[slug] || [],
    },
  };
}

/** The process images' input hash. */
export function processHash(slug, tools = toolVersions()) {
  return hashInputs(processInputs(slug, tools));
}

export function readProcessManifest() {
  return existsSync(processManifestPath) ? JSON.parse(readFileSync(processManifestPath, 'utf8')) : {};
}
