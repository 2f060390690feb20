// Full-page screenshots of every page at 375, 768 and 1440px, and of the interactive states, into
// screenshots/ (gitignored) for a person to review. The test fails if a page cannot be captured, if a
// page answers an unexpected status, or if the browser reports an error while showing it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, loadLazyImages, openPage, repoRoot, startSite, VIEWPORTS } from './harness.mjs';
import { PAGES, STATES } from './pages.mjs';

const OUT = path.join(repoRoot, 'screenshots');

/** A full-page capture; one that stalls (no frame from the compositor in 30 s, once on a busy CI run)
 *  is taken once more on the same page, and a second stall fails the test. */
async function capture(page, file) {
  try {
    await page.screenshot({ path: file, fullPage: true });
  } catch (error) {
    if (error?.name !== 'TimeoutError') throw error;
    console.log(`screenshot ${path.basename(file)} stalled once; taking it again`);
    await page.screenshot({ path: file, fullPage: true });
  }
}
const fileName = (name, width) => `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase()}-${width}.png`;

describe('screenshots for review', () => {
  let site;
  let browser;
  before(async () => {
    mkdirSync(OUT, { recursive: true });
    site = await startSite({ args: ['-access-log=false'] });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
    console.log(`screenshots written to ${path.relative(repoRoot, OUT)}/`);
  });

  for (const { name, path: pagePath, status } of PAGES) {
    test(`screenshots: ${name} at 375, 768, 1440px`, { timeout: 150_000 }, async () => {
      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.tablet, VIEWPORTS.desktop]) {
        const { page, response, consoleErrors, pageErrors, close } = await openPage(browser, `${site.url}${pagePath}`, viewport);
        try {
          assert.equal(response.status(), status);
          await loadLazyImages(page);
          await capture(page, path.join(OUT, fileName(name, viewport.width)));
          // The not-found page's own 404 is the one error a browser reports there, by design.
          const unexpected = consoleErrors.filter((text) => !(status === 404 && /status of 404/.test(text)));
          assert.deepEqual([...unexpected, ...pageErrors], [], `${name} at ${viewport.width}px`);
        } finally {
          await close();
        }
      }
    });
  }

  for (const state of STATES) {
    test(`screenshots: ${state.name}`, { timeout: 90_000 }, async () => {
      const { page, close } = await openPage(browser, `${site.url}${state.path}`,
        { ...state.viewport, javaScript: state.javaScript });
      try {
        await state.reach(page, site);
        // After reaching the state: an in-place switch brings lazy images of its own.
        if (state.javaScript) await loadLazyImages(page);
        await capture(page, path.join(OUT, fileName(`state ${state.name}`, state.viewport.width)));
      } finally {
        await close();
      }
    });
  }
});
