// Regenerates every image under static/img except the office maps (scripts/maps.mjs)
// and the Open Graph PNG (scripts/art/og.mjs). Deterministic: same code, same bytes.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logoFiles } from './logo.mjs';

const imgDir = join(dirname(fileURLToPath(import.meta.url)), '../../static/img');
const modules = [logoFiles];
for (const extra of ['./scenes.mjs', './emblems.mjs', './projects.mjs']) {
  try {
    const mod = await import(extra);
    modules.push(mod.files);
  } catch (err) {
    if (err.code !== 'ERR_MODULE_NOT_FOUND') throw err;
  }
}
for (const makeFiles of modules) {
  for (const [name, content] of Object.entries(makeFiles())) {
    const target = join(imgDir, name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    console.log(`static/img/${name} ${Buffer.byteLength(content)} bytes`);
  }
}
