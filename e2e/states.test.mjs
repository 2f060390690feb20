// The site's interactive states, and what a phone fetches of each opening, in Debian's Chromium:
//   - each state (pages.mjs STATES: the menu open, the form's messages, the thank-you, switched
//     designs) reached once: a screenshot into screenshots/ (gitignored), and zero axe-core violations;
//   - on Lighthouse's phone (412 x 823 at 1.75x) every case study's opening fetches the rung of its
//     phone crop that covers what it draws, no wider.
// Apart from e2e/visits, which reads every page as it arrives: these load pages of their own, so the
// two run side by side in make test.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { assertNoAxeViolations } from './a11y.mjs';
import { capture, fileName, loadAndDecodeImages, SCREENSHOTS as OUT } from './capture.mjs';
import { launchBrowser, openPage, startSite } from './harness.mjs';
import { CASE_STUDIES, STATES } from './pages.mjs';

describe('the states a visitor brings about, and a phone\'s openings', () => {
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
  });

  // A phone crop is drawn as tall as the screen below the header allows, so a tall one (an app's
  // screen) is narrower than the screen: the phone fetches the rung that covers what it draws, not
  // the screen's width (Todo's 680 on Lighthouse's 412 x 823 phone at 1.75x, not its 794).
  test('a phone fetches each opening\'s crop at the width it draws it, no wider', { timeout: 120_000 }, async () => {
    for (const slug of CASE_STUDIES) {
      const viewport = { width: 412, height: 823, deviceScaleFactor: 1.75 };
      const { page, close } = await openPage(browser, `${site.url}/work/${slug}`, viewport);
      try {
        await page.waitForFunction(() => document.querySelector('.case-opening__image')?.complete, null, { timeout: 15_000 });
        const seen = await page.evaluate(() => {
          const img = document.querySelector('.case-opening__image');
          const box = img.getBoundingClientRect();
          const rungs = img.parentElement.querySelector('source[media]').srcset.split(',').map((c) => Number(c.trim().split(' ')[1].slice(0, -1)));
          return { rungs, src: img.currentSrc, drawn: Math.min(box.width, box.height * img.naturalWidth / img.naturalHeight) };
        });
        const fetched = Number(seen.src.match(/-(\d+)\.[0-9a-f]{10}\.avif$/)?.[1]);
        const covering = seen.rungs.find((w) => w >= seen.drawn * viewport.deviceScaleFactor) ?? seen.rungs.at(-1);
        assert.ok(fetched <= covering, `/work/${slug}: drawn ${Math.round(seen.drawn)} px wide at 1.75x, fetched the ${fetched} (${seen.src}), want at most the ${covering} of ${seen.rungs}`);
      } finally {
        await close();
      }
    }
  });

  for (const state of STATES) {
    const where = `${state.name} at ${state.viewport.width}px`;
    test(`state: ${where}: a screenshot, and no axe violation`, { timeout: 90_000 }, async () => {
      // axe is itself a script: "no JavaScript" states have the site's scripts blocked, not scripting
      // off (the site has no <noscript> and no scripting media query, so the page is the same).
      const open = () => openPage(browser, `${site.url}${state.path}`, { ...state.viewport, blockScripts: !state.javaScript });
      await capture(path.join(OUT, fileName(`state ${state.name}`, state.viewport.width)), open, {
        ready: async ({ page }) => {
          await state.reach(page, site);
          // After reaching the state: an in-place switch brings lazy images of its own.
          if (state.javaScript) await loadAndDecodeImages(page);
        },
        check: ({ page }) => assertNoAxeViolations(page, where),
      });
    });
  }
});
