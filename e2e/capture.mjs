// Captures for a person to review, shared by the browser suites that take them (visits, states):
//   SCREENSHOTS                          the folder they go into (screenshots/, gitignored)
//   fileName(name, width)                a capture's file name: "work camp first", 375 -> work-camp-first-375.png
//   capture(file, open, { ready, check, fullPage })   opens a page, brings it to what is to be
//                                        captured, captures it and checks it, taking it again in a
//                                        fresh page when the capture stalls
//   loadAndDecodeImages(page)            every lazy image scrolled in and decoded, for a full-page capture
import path from 'node:path';
import { loadLazyImages, repoRoot } from './harness.mjs';

export const SCREENSHOTS = path.join(repoRoot, 'screenshots');

const STALL_ATTEMPTS = 3;
// A full-page capture takes about half a second here; one that has not come in 15 s has stalled.
const SCREENSHOT_TIMEOUT_MS = 15_000;

/** A capture that stalled, to be taken again in a fresh page (capture). */
class Stalled extends Error {}

/**
 * A screenshot into `file` (the whole page unless `fullPage` is false). A stall, that is a capture
 * that timed out or one the compositor gave up on ("Unable to capture screenshot", on a fresh-clone
 * run whose two cores were busier than ever), throws Stalled when `mayStall`; any other error, or a
 * stall otherwise, throws as it is.
 */
async function screenshot(page, file, { fullPage = true, mayStall = false } = {}) {
  // A section with content-visibility: auto is painted only as it nears the screen, and a full-page
  // capture does not bring it near: it came out blank. Each is drawn for the capture, then let be.
  await page.evaluate(() => {
    window.skippedUntilNear = [...document.querySelectorAll('*')].filter((el) => getComputedStyle(el).contentVisibility === 'auto');
    for (const el of window.skippedUntilNear) el.style.contentVisibility = 'visible';
  });
  try {
    await page.screenshot({ path: file, fullPage, timeout: SCREENSHOT_TIMEOUT_MS });
  } catch (error) {
    const stalled = error?.name === 'TimeoutError' || /Unable to capture screenshot/.test(error?.message ?? '');
    if (stalled && mayStall) throw new Stalled(`screenshot ${path.basename(file)} stalled`);
    throw error;
  } finally {
    await page.evaluate(() => { for (const el of window.skippedUntilNear) el.style.contentVisibility = ''; });
  }
}

/**
 * Loaded is not painted: the site decodes its images off the main thread, and a full-page capture
 * rasters the whole page at once, so on two busy cores it showed case-study galleries as empty frames.
 * Decoded in the page before the capture, every image is in it.
 */
export async function loadAndDecodeImages(page) {
  await loadLazyImages(page);
  await page.evaluate(() => Promise.all([...document.images].filter((img) => img.complete).map((img) => {
    img.decoding = 'sync';
    return img.decode().catch(() => {});
  })));
}

export const fileName = (name, width) => `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase()}-${width}.png`;

/**
 * Opens a page (`open`), brings it to what is to be captured (`ready`, which may take screenshots of
 * its own on the way with the `shoot(file)` it is handed: the screen as it stands), takes a
 * screenshot (full-page unless `fullPage` is false) into `file`, then runs the page's checks
 * (`check`) and closes it. A screenshot that stalls (no frame from the compositor; about one capture
 * in thirty-five on this two-core machine, always at 375px so far) is taken again in a fresh page:
 * retried on the same page it stalled again (a fresh-clone CI run, two pages), while a fresh browser
 * context gets a renderer of its own. The third stall in a row fails the test; every other error
 * fails it at once.
 */
export async function capture(file, open, { ready = async () => {}, check = () => {}, fullPage = true } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const opened = await open();
    const mayStall = attempt < STALL_ATTEMPTS;
    try {
      await ready(opened, (shotFile) => screenshot(opened.page, shotFile, { fullPage: false, mayStall }));
      await screenshot(opened.page, file, { fullPage, mayStall });
      await check(opened);
      return;
    } catch (error) {
      if (!(error instanceof Stalled)) throw error;
      console.log(`${error.message}; taking it again in a fresh page`);
    } finally {
      await opened.close();
    }
  }
}
