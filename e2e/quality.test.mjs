// Accessibility gates: axe-core finds zero violations on every page and interactive state, and every
// interactive element is reachable by keyboard with a visible focus, after a skip link to the content.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser, openPage, startSite, VIEWPORTS } from './harness.mjs';
import { menuToggle, PAGES, STATES, waitForIdleIslands } from './pages.mjs';

/** One line per failing node: rule, impact, selector and axe's own explanation. */
function describeViolations(violations) {
  return violations.flatMap((violation) => violation.nodes.map((node) =>
    `  [${violation.impact}] ${violation.id}: ${violation.help}\n    at ${node.target.join(' ')}\n    ${
      (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300)}`)).join('\n');
}

async function assertNoAxeViolations(page, label) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const nodeCount = violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
  console.log(`axe ${label}: ${violations.length} violations (${nodeCount} nodes)`);
  assert.equal(violations.length, 0, `axe violations on ${label}:\n${describeViolations(violations)}`);
}

// Marks every element a keyboard user must be able to reach and returns how many there are.
function markInteractiveElements() {
  const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]';
  const reachable = [...document.querySelectorAll(selector)].filter((el) =>
    el.tabIndex >= 0 && !el.disabled && !el.closest('[inert]')
    && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
  reachable.forEach((el, index) => { el.dataset.kbd = String(index); });
  // An island may take a control's place during the walk (the phone menu starts when its toggle is
  // focused) and keeps its id: the island's control is the same one.
  window.kbdById = Object.fromEntries(reachable.filter((el) => el.id).map((el) => [el.id, el.dataset.kbd]));
  return reachable.map((el) => `${el.tagName.toLowerCase()} ${(el.getAttribute('href') ?? el.getAttribute('name') ?? el.textContent ?? '').trim().slice(0, 40)}`);
}

/**
 * Runs in the page: what the focused element is, and whether its focus can be seen (an outline or a
 * ring). Also installed as a recorder (recordFocus), so that a walk presses Tab without asking the
 * page after every key.
 */
function describeFocus() {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  // A link stretched over a card draws its ring on its ::after layer (the card's whole area).
  const hasOutline = (style) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    && !/rgba\(.*,\s*0\)$/.test(style.outlineColor);
  const style = getComputedStyle(el);
  const outlineVisible = hasOutline(style) || hasOutline(getComputedStyle(el, '::after'));
  const ringVisible = style.boxShadow !== 'none';
  return {
    index: el.dataset.kbd ?? window.kbdById?.[el.id] ?? null,
    label: `${el.tagName.toLowerCase()} ${(el.getAttribute('href') ?? el.getAttribute('name') ?? el.textContent ?? '').trim().slice(0, 40)}`,
    visibleFocus: outlineVisible || ringVisible,
    inHeader: Boolean(el.closest('.site-header')),
    isSkipLink: el.matches('a[href^="#"]') && (() => {
      const target = document.getElementById(decodeURIComponent(el.getAttribute('href').slice(1)));
      return Boolean(target && (target.matches('main') || target.closest('main')));
    })(),
  };
}

/** Puts the page back as a visitor finds it: at the top, nothing focused, the next Tab the first. */
async function focusFromTheTop(page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    // Focusing the body moves the sequential focus navigation starting point to the document's start.
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
}

/** From now on, records every focus the page sees into window.focusLog, described as describeFocus does. */
async function recordFocus(page) {
  await page.evaluate(`if (!window.focusLog) {
      document.addEventListener('focusin', () => window.focusLog.push((${describeFocus})()));
    }
    window.focusLog = [];`);
}

/**
 * Presses Tab `presses` times from the top of the page and returns each element focused on the way,
 * up to the first one focused twice (the walk has come round) or focus leaving the page.
 */
async function walkByTab(page, presses) {
  await recordFocus(page);
  for (let step = 0; step < presses; step += 1) await page.keyboard.press('Tab');
  const log = await page.evaluate(() => window.focusLog);
  const seen = new Set();
  const walk = [];
  for (const focus of log) {
    // Focus put back on the same control, as the phone menu's island takes the native menu's place.
    if (focus && focus.index !== null && focus.index === walk.at(-1)?.index) continue;
    if (!focus || (focus.index !== null && seen.has(focus.index))) break;
    if (focus.index !== null) seen.add(focus.index);
    walk.push(focus);
  }
  return walk;
}

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

  // One visit per page: first as a desktop sees it, then narrowed to a phone's width (the menu island
  // starts on a visitor's reach, so the phone walk finds the native menu, as a phone visit does).
  for (const { name, path, status } of PAGES) {
    test(`axe and keyboard: ${name} at 1440 and 375px — no violation; skip link first, everything reachable and visibly focused`,
      { timeout: 60_000 }, async () => {
        const { page, response, close } = await openPage(browser, `${site.url}${path}`, VIEWPORTS.desktop);
        try {
          assert.equal(response.status(), status, `${path} answered ${response.status()}`);
          await waitForIdleIslands(page, response.url());
          for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
            const where = `${name} at ${viewport.width}px`;
            await page.setViewportSize(viewport);
            await assertNoAxeViolations(page, where);

            // Walk the whole page from the top: each interactive element once, each with a visible focus.
            const interactive = await page.evaluate(markInteractiveElements);
            await focusFromTheTop(page);
            const walk = await walkByTab(page, interactive.length + 2);
            assert.ok(walk[0]?.isSkipLink, `${where}: the first Tab must focus a skip link to the main content, got ${walk[0]?.label}`);
            const reached = new Set(walk.map((focus) => focus.index));
            const missed = interactive.filter((_, index) => !reached.has(String(index)));
            assert.deepEqual(missed, [], `not reachable by Tab on ${where}`);
            assert.deepEqual(walk.filter((focus) => !focus.visibleFocus).map((focus) => focus.label), [], `focus not visible on ${where}`);

            // Activating the skip link moves the next Tab past the header.
            await focusFromTheTop(page);
            await page.keyboard.press('Tab');
            await page.keyboard.press('Enter');
            await page.keyboard.press('Tab');
            const afterSkip = await page.evaluate(describeFocus);
            assert.ok(afterSkip && !afterSkip.inHeader,
              `${where}: after the skip link, Tab must land past the header, got ${afterSkip?.label}`);
          }
        } finally {
          await close();
        }
      });
  }
});
