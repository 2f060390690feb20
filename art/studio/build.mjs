// Regenerates the drawn images under static/img: the logo, favicon, patterns, emblems and the values'
// icons. The team's portraits (art/studio/team.mjs), the office
// maps (scripts/maps.mjs), the portfolio renders (art/work/render.mjs), the boards and pictures
// composed from them (art/studio/showcase.mjs) and the Open Graph card (art/studio/og.mjs)
// have scripts of their own.
// Deterministic: same code, same bytes.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logoFiles } from './logo.mjs';
import { files as emblemFiles } from './emblems.mjs';
import { files as valueFiles } from './values.mjs';

const imgDir = join(dirname(fileURLToPath(import.meta.url)), '../../static/img');

for (const makeFiles of [logoFiles, emblemFiles, valueFiles]) {
  for (const [name, content] of Object.entries(makeFiles())) {
    const target = join(imgDir, name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    console.log(`static/img/${name} ${Buffer.byteLength(content)} bytes`);
  }
}
