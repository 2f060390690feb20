// The studio's pictures composed from the renders' outputs: the category boards and the home page's
// piece (sharp), and the Open Graph card (Chromium). Like the renders (art/inputs.mjs), each keeps the
// hash of its inputs in art/records/compositions.json, so that a new cover or frame leaves every
// picture made from it stale (art/work-art.test.mjs) until it is composed again.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { artDir, hashInputs, moduleClosure, packageVersion } from '../inputs.mjs';

const recordFile = path.join(artDir, 'records/compositions.json');

/** The tools a composition goes through: sharp and its libvips; Chromium's version is left out, as
 *  the renders' freshness leaves it (a machine with another Chromium is told, not failed). */
export const compositionTools = () => ({ sharp: packageVersion('sharp'), libvips: sharp.versions.vips, 'playwright-core': packageVersion('playwright-core') });

/** A composition's input hash: the files it reads (repo-relative), its composer's code, the tools. */
export const compositionHash = ({ files, composer }) =>
  hashInputs({ files: [...files, ...moduleClosure(composer)], values: compositionTools() });

export const readCompositions = () => (existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : {});

/** Records that a composition's output (repo-relative) was made from its inputs as they are now. */
export function recordComposition(composition) {
  const records = { ...readCompositions(), [composition.output]: compositionHash(composition) };
  const sorted = Object.fromEntries(Object.keys(records).sort().map((k) => [k, records[k]]));
  writeFileSync(recordFile, `${JSON.stringify(sorted, null, 2)}\n`);
}
