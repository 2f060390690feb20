// Every repository path a comment names exists (make check). Comments point the reader at other files
// ("as pages/pages.go serialises them"); when a file moves, its old name stays behind in comments
// nobody is looking at. This reads the comments of every tracked source file (Go, templ, TypeScript,
// JavaScript, CSS, shell, Makefile, TOML, YAML, systemd units) and checks each path that starts with
// one of the repository's top-level folders: a file or folder that is tracked by git (or a glob that
// matches one; a name with a placeholder, `content/work/<slug>/`, is checked up to its last whole
// folder; a stem, the name of a file's variants before their suffix, counts). Prints each missing one as file:line: path, and exits 1 if there is any.
//
//   node scripts/comment-paths.mjs           check the repository
//   import { commentPaths } from ...         the parser, for its tests (scripts/comment-paths.test.mjs)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SLASH_COMMENTS = /\.(go|templ|ts|tsx|mjs|js|cjs|css)$/;
const HASH_COMMENTS = /(\.(sh|toml|ya?ml|service|conf|env)|Makefile|Caddyfile|Dockerfile|\.ci\/run)$/;
// Written by the build, not by people: their comments are the sources' (checked there).
const GENERATED = /(_templ\.go$|_gen\.go$|^static\/(dist|islands|inbox)\/)/;

/** The comments of a file's text, as [line number, text] pairs. */
export function comments(file, text) {
  const out = [];
  const lines = text.split('\n');
  if (SLASH_COMMENTS.test(file)) {
    let inBlock = false;
    lines.forEach((line, i) => {
      let rest = line;
      for (;;) {
        if (inBlock) {
          const end = rest.indexOf('*/');
          out.push([i + 1, end < 0 ? rest : rest.slice(0, end)]);
          if (end < 0) return;
          inBlock = false;
          rest = rest.slice(end + 2);
          continue;
        }
        // A comment starts at // or /* at the start of a line or after a space or punctuation
        // (so never the // of https://).
        const m = /(^|[\s;,({[=])(\/\/|\/\*)/.exec(rest);
        if (!m) return;
        const start = m.index + m[1].length;
        if (m[2] === '//') {
          out.push([i + 1, rest.slice(start + 2)]);
          return;
        }
        inBlock = true;
        rest = rest.slice(start + 2);
      }
    });
  } else if (HASH_COMMENTS.test(file)) {
    lines.forEach((line, i) => {
      const m = /(^|\s)#(?![!{])(.*)$/.exec(line);
      if (m) out.push([i + 1, m[2]]);
    });
  }
  return out;
}

/** The repository paths a comment's text names: those starting with one of roots (top-level folders). */
export function commentPaths(text, roots) {
  const found = [];
  const re = /(?<![\w./@~$:-])([\w.-]+\/[\w.*/-]*)/g;
  for (const m of text.matchAll(re)) {
    let p = m[1];
    if (!roots.has(p.slice(0, p.indexOf('/')))) continue;
    const next = text[m.index + m[0].length] ?? '';
    // A placeholder or a brace list follows (<slug>, {ts,tsx}): check the folder before it.
    if ('<{$'.includes(next) && next !== '') p = p.slice(0, p.lastIndexOf('/') + 1);
    p = p.replace(/[.]+$/, '');
    found.push(p);
  }
  return found;
}

/** A path as a pattern over tracked files: a file, a folder (a prefix), or a glob (* and **). */
export function exists(p, files) {
  if (p.includes('*')) {
    const parts = p.replace(/\/$/, '').split('/');
    const source = parts.map((part, i) => {
      if (part === '**') return '(?:[^/]+/)*';
      const glob = part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
      return i < parts.length - 1 ? `${glob}/` : glob;
    }).join('');
    const re = new RegExp(`^${source}(/|$)`);
    return files.some((f) => re.test(f));
  }
  // A folder, or a stem: static/img/work/express/cover names its variants cover-680.avif, cover-680.jpg.
  const dir = p.endsWith('/') ? p : `${p}/`;
  return files.some((f) => f === p || f.startsWith(dir) || (!p.endsWith('/') && /^[-.]/.test(f.slice(p.length)) && f.startsWith(p)));
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  const roots = new Set(files.filter((f) => f.includes('/')).map((f) => f.slice(0, f.indexOf('/'))));
  let checked = 0;
  const missing = [];
  for (const file of files) {
    if (GENERATED.test(file) || !(SLASH_COMMENTS.test(file) || HASH_COMMENTS.test(file))) continue;
    let text;
    try { text = readFileSync(path.join(root, file), 'utf8'); } catch { continue; } // deleted, not yet committed
    for (const [line, comment] of comments(file, text)) {
      for (const p of commentPaths(comment, roots)) {
        checked++;
        if (!exists(p, files)) missing.push(`${file}:${line}: ${p}`);
      }
    }
  }
  if (missing.length) {
    console.error(`Comments name ${missing.length} repository path(s) that do not exist (moved or renamed?):`);
    for (const m of missing) console.error(`  ${m}`);
    process.exit(1);
  }
  console.log(`comment paths: ${checked} named, every one exists`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
