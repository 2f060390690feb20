// Accessibility gates: axe-core finds zero violations on every page and interactive state, and every
// interactive element is reachable by keyboard with a visible focus, after a skip link to the content.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser, openPage, startSite, VIEWPORTS } from './harness.mjs';
import { menuToggle, PAGES, STATES } from './pages.mjs';

const AXE_VIEWPORTS = [VIEWPORTS.phone, VIEWPORTS.desktop];

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

// What the focused element is, and whether its focus can be seen (an outline or a ring).
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

  for (const { name, path, status } of PAGES) {
    for (const viewport of AXE_VIEWPORTS) {
      test(`axe: ${name} at ${viewport.width}px`, { timeout: 60_000 }, async () => {
        const { page, response, close } = await openPage(browser, `${site.url}${path}`, viewport);
        try {
          assert.equal(response.status(), status, `${path} answered ${response.status()}`);
          await assertNoAxeViolations(page, `${name} at ${viewport.width}px`);
        } finally {
          await close();
        }
      });
    }
  }

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

  for (const { name, path } of PAGES) {
    for (const viewport of AXE_VIEWPORTS) {
      test(`keyboard: ${name} at ${viewport.width}px — skip link first, everything reachable and visibly focused`,
        { timeout: 60_000 }, async () => {
          // Islands mount after load: wait for quiet so the walk sees the page as a visitor will use it.
          const { page, close } = await openPage(browser, `${site.url}${path}`, { ...viewport, waitUntil: 'networkidle' });
          try {
            // Walk the whole page from the top: each interactive element once, each with a visible focus.
            const interactive = await page.evaluate(markInteractiveElements);
            const reached = new Set();
            const invisible = [];
            let first = null;
            for (let step = 0; step < interactive.length + 10; step += 1) {
              await page.keyboard.press('Tab');
              const focus = await page.evaluate(describeFocus);
              first ??= focus;
              if (!focus || (focus.index !== null && reached.has(focus.index))) break;
              if (focus.index !== null) reached.add(focus.index);
              if (!focus.visibleFocus) invisible.push(focus.label);
            }
            assert.ok(first?.isSkipLink, `the first Tab must focus a skip link to the main content, got ${first?.label}`);
            const missed = interactive.filter((_, index) => !reached.has(String(index)));
            assert.deepEqual(missed, [], `not reachable by Tab on ${name}`);
            assert.deepEqual(invisible, [], `focus not visible on ${name}`);

            // Activating the skip link moves the next Tab past the header.
            await page.reload({ waitUntil: 'networkidle' });
            await page.keyboard.press('Tab');
            await page.keyboard.press('Enter');
            await page.keyboard.press('Tab');
            const afterSkip = await page.evaluate(describeFocus);
            assert.ok(afterSkip && !afterSkip.inHeader,
              `after the skip link, Tab must land past the header, got ${afterSkip?.label}`);
          } finally {
            await close();
          }
        });
    }
  }
});
