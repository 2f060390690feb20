// Full-page screenshots of every page at 375, 768 and 1440px, and of the interactive states, into
// screenshots/ (gitignored) for a person to review. The test fails if a page cannot be captured, if a
// page answers an unexpected status, or if the browser reports an error while showing it, its islands
// mounted (the designs and contact islands before the capture; on a phone, the menu's after it, as a
// visitor reaches for it).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, loadLazyImages, openPage, repoRoot, startSite, VIEWPORTS, waitForIsland } from './harness.mjs';
import { PAGES, STATES } from './pages.mjs';

const OUT = path.join(repoRoot, 'screenshots');

/**
 * Opens a page (`open`), brings it to what is to be captured (`ready`), takes a full-page screenshot
 * into `file`, then runs the page's checks (`check`) and closes it. A screenshot that stalls (no frame
 * from the compositor; about one capture in thirty-five on this two-core machine, always at 375px so
 * far) is taken again in a fresh page: retried on the same page it stalled again (a fresh-clone CI run,
 * two pages), while a fresh browser context gets a renderer of its own. The third stall in a row fails
 * the test; every other error fails it at once.
 */
async function capture(file, open, { ready = async () => {}, check = () => {} } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const opened = await open();
    try {
      await ready(opened);
      if (await screenshotUnlessStalled(opened.page, file, attempt < STALL_ATTEMPTS)) {
        await check(opened);
        return;
      }
      console.log(`screenshot ${path.basename(file)} stalled; taking it again in a fresh page`);
    } finally {
      await opened.close();
    }
  }
}
const STALL_ATTEMPTS = 3;
// A full-page capture takes about half a second here; one that has not come in 15 s has stalled.
const SCREENSHOT_TIMEOUT_MS = 15_000;

/** False when the screenshot timed out and `mayStall`; a stall otherwise, or any other error, throws. */
async function screenshotUnlessStalled(page, file, mayStall) {
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: SCREENSHOT_TIMEOUT_MS });
    return true;
  } catch (error) {
    if (error?.name === 'TimeoutError' && mayStall) return false;
    throw error;
  }
}
/**
 * Loaded is not painted: the site decodes its images off the main thread, and a full-page capture
 * rasters the whole page at once, so on two busy cores it showed case-study galleries as empty frames.
 * Decoded in the page before the capture, every image is in it.
 */
async function loadAndDecodeImages(page) {
  await loadLazyImages(page);
  await page.evaluate(() => Promise.all([...document.images].map((img) => {
    img.decoding = 'sync';
    return img.decode().catch(() => {});
  })));
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
        await capture(path.join(OUT, fileName(name, viewport.width)), () => openPage(browser, `${site.url}${pagePath}`, viewport), {
          ready: async ({ page, response }) => {
            assert.equal(response.status(), status);
            if (pagePath.startsWith('/designs')) await waitForIsland(page, '#designs-heading');
            if (pagePath === '/contact') await waitForIsland(page, '#contact-name');
            await loadAndDecodeImages(page);
          },
          check: async ({ page, consoleErrors, pageErrors }) => {
            if (viewport === VIEWPORTS.phone) {
              await page.locator('.mobile-menu__toggle').hover();
              await waitForIsland(page, '.mobile-menu__toggle');
            }
            // The not-found page's own 404 is the one error a browser reports there, by design.
            const unexpected = consoleErrors.filter((text) => !(status === 404 && /status of 404/.test(text)));
            assert.deepEqual([...unexpected, ...pageErrors], [], `${name} at ${viewport.width}px`);
          },
        });
      }
    });
  }

  for (const state of STATES) {
    test(`screenshots: ${state.name}`, { timeout: 90_000 }, async () => {
      const open = () => openPage(browser, `${site.url}${state.path}`, { ...state.viewport, javaScript: state.javaScript });
      await capture(path.join(OUT, fileName(`state ${state.name}`, state.viewport.width)), open, {
        ready: async ({ page }) => {
          await state.reach(page, site);
          // After reaching the state: an in-place switch brings lazy images of its own.
          if (state.javaScript) await loadAndDecodeImages(page);
        },
      });
    });
  }
});
