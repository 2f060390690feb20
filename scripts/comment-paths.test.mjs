// @vitest-environment node
// The comment-path check (scripts/comment-paths.mjs): what it reads as a comment, as a path, and as there.
import { describe, expect, test } from 'vitest';
import { commentPaths, comments, exists } from './comment-paths.mjs';

const roots = new Set(['server', 'pages', 'content', 'islands', 'static', 'e2e']);
const files = ['pages/pages.go', 'pages/work.go', 'islands/contact/rules.test.ts', 'content/work/express/project.toml',
  'static/img/work/express/cover-680.avif', 'e2e/grid.mjs'];

describe('comment paths', () => {
  test('reads // and /* */ comments, never the // of a URL or code', () => {
    const text = 'const u = "https://x/server/a.go"; // see pages/pages.go\n/* one\n   pages/work.go */ x();\n';
    expect(comments('a.ts', text)).toEqual([[1, ' see pages/pages.go'], [2, ' one'], [3, '   pages/work.go ']]);
    expect(comments('run.sh', 'echo "#x" # in server/x.go\n')).toEqual([[1, ' in server/x.go']]);
    expect(comments('notes.md', '// server/x.go')).toEqual([]);
  });

  test('finds paths under the repository\'s folders only, not inside URLs or module paths', () => {
    expect(commentPaths(' as server/pages.go designsProps serialises them.', roots)).toEqual(['server/pages.go']);
    expect(commentPaths(' https://www.designo.co/work/x, designo/server and /contact/ too', roots)).toEqual([]);
    expect(commentPaths(' a folder content/work/<slug>/ and islands/**/*.test.{ts,tsx}', roots))
      .toEqual(['content/work/', 'islands/**/']);
    expect(commentPaths(' (e2e/grid.mjs).', roots)).toEqual(['e2e/grid.mjs']);
  });

  test('a path exists as a tracked file, a folder, a stem or a glob', () => {
    expect(exists('pages/pages.go', files)).toBe(true);
    expect(exists('server/pages.go', files)).toBe(false); // one of the four islands/ comments that went stale
    expect(exists('pages', files)).toBe(true);
    expect(exists('pages/page', files)).toBe(false);
    expect(exists('static/img/work/express/cover', files)).toBe(true);
    expect(exists('islands/**/*.test.ts', files)).toBe(true);
    expect(exists('islands/*.test.ts', files)).toBe(false);
    expect(exists('e2e/grid.test.mjs', files)).toBe(false);
  });
});
