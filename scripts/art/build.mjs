// Regenerates every image under static/img except the office maps (scripts/maps.mjs),
// the Open Graph PNG (scripts/art/og.mjs) and the portfolio renders (scripts/work/render.mjs).
// Deterministic: same code, same bytes.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logoFiles } from './logo.mjs';
import { files as sceneFiles } from './scenes.mjs';
import { files as emblemFiles } from './emblems.mjs';

const imgDir = join(dirname(fileURLToPath(import.meta.url)), '../../static/img');

for (const makeFiles of [logoFiles, sceneFiles, emblemFiles]) {
  for (const [name, content] of Object.entries(makeFiles())) {
    const target = join(imgDir, name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    console.log(`static/img/${name} ${Buffer.byteLength(content)} bytes`);
  }
}
