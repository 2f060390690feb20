// Builds the inbox's one script, inbox/passkey.ts, into static/inbox/passkey.js: an ES module
// the inbox's sign-in and invitation pages load (scripts/assets.mjs then gives it a hashed URL).
// Deterministic: CI rebuilds it and fails if the committed file differs.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await build({
  absWorkingDir: root,
  entryPoints: [path.join(root, 'inbox', 'passkey.ts')],
  outfile: path.join(root, 'static', 'inbox', 'passkey.js'),
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  logLevel: 'warning',
});
console.log('static/inbox/passkey.js');
