// Accessibility of the interactive states: axe-core finds zero violations in each (the menu open, the
// form's messages, the thank-you, switched designs), and the phone menu works from the keyboard. Every
// page itself is audited, and walked by keyboard, where visits.test.mjs loads it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoAxeViolations, describeFocus } from './a11y.mjs';
import { launchBrowser, openPage, startSite, VIEWPORTS } from './harness.mjs';
import { menuToggle, STATES } from './pages.mjs';

describe('accessibility', () => {
  let site;
  let browser;
  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const state of STATES) {
    test(`axe: ${state.name} at ${state.viewport.width}px`, { timeout: 60_000 }, async () => {
      // axe is itself a script: "no JavaScript" states are audited with the site's scripts blocked.
      const { page, close } = await openPage(browser, `${site.url}${state.path}`,
        { ...state.viewport, blockScripts: !state.javaScript });
      try {
        await state.reach(page, site);
        await assertNoAxeViolations(page, `${state.name} at ${state.viewport.width}px`);
      } finally {
        await close();
      }
    });
  }

  for (const javaScript of [true, false]) {
    test(`keyboard: the phone menu opens with Enter and its links are reachable and visibly focused (JavaScript ${javaScript ? 'on' : 'off'})`,
      { timeout: 60_000 }, async () => {
        const { page, close } = await openPage(browser, `${site.url}/about`,
          { ...VIEWPORTS.phone, javaScript, waitUntil: 'networkidle' });
        try {
          // By the toggle's id: the island may take the <summary>'s place while focus is on it (it starts
          // when the toggle is focused), and its button keeps the id and the focus.
          const toggleId = await menuToggle(page).getAttribute('id');
          const focusToggle = async () => {
            for (let step = 0; step < 10; step += 1) {
              await page.keyboard.press('Tab');
              if (await page.evaluate((id) => document.activeElement?.id === id, toggleId)) return true;
            }
            return false;
          };
          assert.ok(await focusToggle(), 'the menu toggle is not reachable by Tab');
          await page.keyboard.press('Enter');
          const links = page.locator('header nav a:visible');
          await links.first().waitFor({ state: 'visible', timeout: 5_000 });
          const expected = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
          const reached = [];
          for (let step = 0; step < expected.length; step += 1) {
            await page.keyboard.press('Tab');
            const focus = await page.evaluate(describeFocus);
            assert.ok(focus?.visibleFocus, `focus not visible on ${focus?.label}`);
            reached.push(await page.evaluate(() => document.activeElement.getAttribute('href')));
          }
          assert.deepEqual(reached, expected);
        } finally {
          await close();
        }
      });
  }
});
