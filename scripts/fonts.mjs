// Copies the two Jost weights the site uses (400, 500; latin subset) from the
// @fontsource/jost package into static/fonts, under short stable names.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(root, 'node_modules/@fontsource/jost/files');
const targetDir = join(root, 'static/fonts');

const fontsToCopy = [
  ['jost-latin-400-normal.woff2', 'jost-400.woff2'],
  ['jost-latin-500-normal.woff2', 'jost-500.woff2'],
];

mkdirSync(targetDir, { recursive: true });
for (const [sourceName, targetName] of fontsToCopy) {
  copyFileSync(join(sourceDir, sourceName), join(targetDir, targetName));
  console.log(`static/fonts/${targetName}`);
}
