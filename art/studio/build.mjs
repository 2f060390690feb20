// Regenerates the drawn images under static/img: the logo, favicon, patterns and the values' icons;
// the offices' emblems, into their folders (content/offices/<slug>/emblem.svg). The team's portraits
// (art/studio/team.mjs), the office
// maps (scripts/maps.mjs, into content/offices/<slug>/map.svg), the portfolio renders (art/work/render.mjs), the boards and pictures
// composed from them (art/studio/showcase.mjs) and the Open Graph card (art/studio/og.mjs)
// have scripts of their own.
// Deterministic: same code, same bytes.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { favicon, logoFiles } from './logo.mjs';
import { files as emblemFiles } from './emblems.mjs';
import { files as valueFiles } from './values.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

// A name under content/ is the repository's (an office's emblem, in its folder); others are static/img's.
const where = (name) => (name.startsWith('content/') ? name : `static/img/${name}`);

for (const makeFiles of [logoFiles, emblemFiles, valueFiles]) {
  for (const [name, content] of Object.entries(makeFiles())) {
    const target = join(root, where(name));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    console.log(`${where(name)} ${Buffer.byteLength(content)} bytes`);
  }
}

// The site's icon as a PNG, not an SVG: a browser draws an SVG icon by building it a document of its
// own on the page's main thread (5-19 ms on this machine, four times that on a slow phone, as the
// page settles); a PNG it simply decodes.
const icon = await sharp(Buffer.from(favicon())).png({ compressionLevel: 9 }).toBuffer();
writeFileSync(join(root, 'static/img/favicon.png'), icon);
console.log(`static/img/favicon.png ${icon.length} bytes`);

