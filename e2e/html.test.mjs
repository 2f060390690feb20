// Valid HTML: every page exactly as the server sends it (no browser in between) passes the W3C Nu
// checker (vnu-jar) with zero errors, the stylesheet in each page's head too. Warnings are printed but
// do not fail.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSite } from './harness.mjs';
import { INVALID_ENQUIRY, PAGES } from './pages.mjs';
import { validate } from './vnu.mjs';

/**
 * The checker also reads the stylesheet, which every page carries in its head. Its CSS validator
 * predates CSS View Transitions (the @view-transition rule, view-transition-name and the
 * ::view-transition-* pseudo-elements, base.css's cross-document transition): exactly those of its
 * messages are set aside; any other CSS error fails.
 */
function predatesViewTransitions(m, html) {
  const line = html.split('\n')[(m.lastLine ?? 1) - 1] ?? '';
  const around = line.slice(Math.max(0, (m.firstColumn ?? m.lastColumn ?? 0) - 80), (m.lastColumn ?? 0) + 1);
  return m.message.startsWith('CSS:') && around.includes('view-transition');
}

describe('valid HTML (W3C Nu checker)', () => {
  let site;
  let workDir;
  let results;
  const documents = [];

  before(async () => {
    site = await startSite();
    workDir = await mkdtemp(path.join(tmpdir(), 'designo-vnu-'));
    const fetchPage = async (name, url, init, wantStatus) => {
      const response = await fetch(url, { redirect: 'manual', ...init });
      const html = await response.text();
      const file = path.join(workDir, `${name}.html`);
      await writeFile(file, html);
      documents.push({ name, file, html, status: response.status, wantStatus });
    };
    for (const { name, path: pagePath, status } of PAGES) await fetchPage(name, `${site.url}${pagePath}`, {}, status);
    await fetchPage('contact-thank-you', `${site.url}/contact?sent=1`, {}, 200);
    // The form a visitor without JavaScript gets back when the server refuses the enquiry.
    await fetchPage('contact-invalid-post', `${site.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams(INVALID_ENQUIRY).toString(),
    }, 422);
    results = await validate(documents.map((doc) => doc.file));
  });
  after(async () => {
    await site?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  test('every page and state was fetched with its expected status', () => {
    const wrong = documents.filter((doc) => doc.status !== doc.wantStatus)
      .map((doc) => `${doc.name}: ${doc.status}, want ${doc.wantStatus}`);
    assert.deepEqual(wrong, []);
  });

  test('the checker reports zero errors on every page', { timeout: 120_000 }, () => {
    const failures = [];
    for (const doc of documents) {
      const messages = results.get(path.basename(doc.file)) ?? [];
      const errors = messages.filter((m) => (m.type === 'error' || m.subType === 'fatal') && !predatesViewTransitions(m, doc.html));
      const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');
      console.log(`vnu ${doc.name}: ${errors.length} errors, ${warnings.length} warnings`);
      for (const m of warnings) console.log(`  warning line ${m.lastLine}: ${m.message}`);
      for (const m of errors) failures.push(`${doc.name} line ${m.lastLine}: ${m.message} — ${(m.extract ?? '').trim()}`);
    }
    assert.deepEqual(failures, []);
  });
});
