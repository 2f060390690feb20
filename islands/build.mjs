// Builds the React islands into static/islands/: ES modules with content-hashed names, React in one
// shared chunk, and manifest.json, which the Go server reads (pages/islands.go) to write the loader
// into each page's <script type="module"> and to check that every file it names exists. Prints every
// output's size, raw and gzip.
//
// manifest.json:
//   loader   URL of the loader, the one script of every page (it imports no React); pages carry its
//            text inline, so its imports name the islands from the site's root
//   islands  per island: its entry URL and the chunks it imports statically (React); nothing is
//            preloaded (server/islands_test.go checks it: scripts must not compete with the fonts and the
//            first picture), the weight budgets test reads these
//   react    URL of the shared chunk holding React
//
// Their compressed forms are made with every other asset's by scripts/assets.mjs (make generate).
//
// The output is deterministic (CI rebuilds it and fails if the committed files differ).
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'static', 'islands');
const publicPrefix = '/static/islands/';
const ISLANDS = ['menu', 'designs', 'contact'];

const entryPoints = {
  loader: path.join(root, 'islands', 'loader.ts'),
  ...Object.fromEntries(ISLANDS.map((name) => [name, path.join(root, 'islands', name, 'index.tsx')])),
};

const result = await build({
  absWorkingDir: root,
  // Paths as written, not resolved: the hashes cover the inputs' paths, and a worktree whose
  // node_modules links to another checkout's would otherwise name every bundle differently.
  preserveSymlinks: true,
  entryPoints,
  outdir,
  bundle: true,
  format: 'esm',
  splitting: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  minify: true,
  target: 'es2020',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  // V8's explicit compile hint (Chrome 136+; a plain comment elsewhere): every bundle runs as soon as
  // it arrives, so compile all its functions eagerly, on a background thread while it streams, rather
  // than lazily on the main thread when React first calls them. Measured with Lighthouse at 375px:
  // main-thread script evaluation on /about 200-256 ms -> 94-103 ms; TBT on all pages 11-83 -> 0-16 ms.
  banner: { js: '//# allFunctionsCalledOnLoad' },
  // React's licence comments go to a file beside the chunk that names it (chunk-….js.LEGAL.txt), not
  // into every phone's download: 1.5 KB raw, 0.25 KiB gzip of the contact page's 70 KiB budget.
  legalComments: 'linked',
  write: false,
  logLevel: 'warning',
});

const outputs = result.metafile.outputs;
const fileName = (output) => path.basename(output);
const url = (output) => publicPrefix + fileName(output);
const entryOutput = (name) => {
  const found = Object.keys(outputs).find((output) => outputs[output].entryPoint === path.relative(root, entryPoints[name]));
  if (!found) throw new Error(`no output for the ${name} entry`);
  return found;
};
const staticImports = (output) =>
  outputs[output].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);

const reactChunks = Object.keys(outputs).filter((output) =>
  Object.keys(outputs[output].inputs).some((input) => input.includes('node_modules/react-dom/')));
if (reactChunks.length !== 1) throw new Error(`React should be in one shared chunk, found ${reactChunks.length}`);

const loader = entryOutput('loader');
if (staticImports(loader).length > 0) throw new Error('the loader must import nothing statically');
// The loader runs inline, where a relative import would resolve against the page: its imports name
// the islands from the site's root ("/static/islands/menu-….js", not "./menu-….js"). Its file is
// named by a hash of that text, as esbuild names the others by theirs.
const loaderOutput = result.outputFiles.find((file) => file.path === path.join(root, loader));
const loaderCode = loaderOutput.text.replaceAll('import("./', `import("${publicPrefix}`);
if (loaderCode.includes('"./') || /<\/script|<!--/i.test(loaderCode)) {
  throw new Error('the loader names a file relative to itself, or contains </script or <!--: it cannot run inline');
}
const loaderName = `loader-${createHash('sha256').update(loaderCode).digest('hex').slice(0, 8).toUpperCase()}.js`;
const files = result.outputFiles.map((file) => (file === loaderOutput
  ? { path: path.join(outdir, loaderName), contents: new TextEncoder().encode(loaderCode) }
  : { path: file.path, contents: file.contents }));

const manifest = {
  loader: publicPrefix + loaderName,
  react: url(reactChunks[0]),
  islands: Object.fromEntries(ISLANDS.map((name) => {
    const entry = entryOutput(name);
    return [name, { entry: url(entry), imports: staticImports(entry).map(url) }];
  })),
};

// Written only once the build has succeeded and passed its checks, so a failed build leaves the
// last good one in place. Old hashed files must not linger: the directory holds exactly this build.
await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
for (const file of files) await writeFile(file.path, file.contents);
await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');

const label = (file) => {
  if (file === fileName(reactChunks[0])) return 'react (shared)';
  if (file === loaderName) return 'loader';
  if (file.endsWith('.LEGAL.txt')) return 'licences';
  const entry = Object.keys(entryPoints).find((name) => file === fileName(entryOutput(name)));
  return entry ?? 'shared chunk';
};
console.log('static/islands/');
for (const file of files) {
  console.log(`  ${fileName(file.path).padEnd(24)} ${label(fileName(file.path)).padEnd(15)} ${String(file.contents.length).padStart(7)} B`);
}
