// Accessibility checks a test runs on a page it has opened.
//
// API:
//   assertNoAxeViolations(page, label)  axe-core finds zero violations in the page as it is now.
//   assertKeyboardWalk(page, where)     from the top, the first Tab reaches a skip link to the main
//                                       content, Tab reaches every interactive element once with a
//                                       visible focus, and the skip link moves the next Tab past the header.
//   describeFocus                        (runs in the page) the focused element, and whether its focus shows.
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';

/** One line per failing node: rule, impact, selector and axe's own explanation. */
function describeViolations(violations) {
  return violations.flatMap((violation) => violation.nodes.map((node) =>
    `  [${violation.impact}] ${violation.id}: ${violation.help}\n    at ${node.target.join(' ')}\n    ${
      (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300)}`)).join('\n');
}

export async function assertNoAxeViolations(page, label) {
  // Legacy mode runs axe in the page itself. The default also opens a blank page to assemble results
  // across frames (about a second per audit here); the site has no frames.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
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
export function describeFocus() {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  // A link stretched over a card draws its ring on its ::after layer (the card's whole area).
  const hasOutline = (style) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    && !/rgba\(.*,\s*0\)$/.test(style.outlineColor);
  const style = getComputedStyle(el);
  const outlineVisible = hasOutline(style) || hasOutline(getComputedStyle(el, '::after'));
  const ringVisible = style.boxShadow !== 'none';
  // An outline drawn outside the element is cut where an ancestor clips what is painted outside it
  // (overflow, or content-visibility's paint containment): the ring must fit inside every such one.
  const ring = el.getBoundingClientRect();
  const reach = hasOutline(style) ? Math.max(0, parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)) : 0;
  let ringCutBy = null;
  for (let a = el.parentElement; a && reach > 0 && !ringCutBy; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.overflow === 'visible' && s.contentVisibility !== 'auto' && !/paint|strict|content/.test(s.contain)) continue;
    const clip = a.getBoundingClientRect();
    const [top, right, bottom, left] = ['Top', 'Right', 'Bottom', 'Left'].map((side) => parseFloat(s[`border${side}Width`]));
    if (ring.left - reach < clip.left + left - 0.5 || ring.top - reach < clip.top + top - 0.5
      || ring.right + reach > clip.right - right + 0.5 || ring.bottom + reach > clip.bottom - bottom + 0.5) {
      ringCutBy = `${a.tagName.toLowerCase()}${a.classList[0] ? `.${a.classList[0]}` : ''}`;
    }
  }
  return {
    ringCutBy,
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

export async function assertKeyboardWalk(page, where) {
  // Walk the whole page from the top: each interactive element once, each with a visible focus.
  const interactive = await page.evaluate(markInteractiveElements);
  await focusFromTheTop(page);
  // A video's native controls (play, timeline, mute, full screen, more) are Tab stops of their own,
  // inside the browser's shadow tree, which markInteractiveElements cannot count, and how many
  // depends on how much of the video has loaded: at 8 a video's walk once ran out before the footer.
  // This is a bound, not a count: the walk ends where focus comes round to a stop it has seen.
  const controlStops = await page.evaluate(() => document.querySelectorAll('video[controls]').length * 16);
  const walk = await walkByTab(page, interactive.length + 2 + controlStops);
  assert.ok(walk[0]?.isSkipLink, `${where}: the first Tab must focus a skip link to the main content, got ${walk[0]?.label}`);
  const reached = new Set(walk.map((focus) => focus.index));
  const missed = interactive.filter((_, index) => !reached.has(String(index)));
  assert.deepEqual(missed, [], `not reachable by Tab on ${where}`);
  assert.deepEqual(walk.filter((focus) => !focus.visibleFocus).map((focus) => focus.label), [], `focus not visible on ${where}`);
  assert.deepEqual(walk.filter((focus) => focus.ringCutBy).map((focus) => `${focus.label}: cut by ${focus.ringCutBy}`), [],
    `focus ring cut by an ancestor that clips it on ${where}`);

  // Activating the skip link moves the next Tab past the header.
  await focusFromTheTop(page);
  await page.keyboard.press('Tab');
  // Enter on anything else could follow a link away from the page: say what was focused instead.
  const first = await page.evaluate(describeFocus);
  assert.ok(first?.isSkipLink, `${where}: from the top again, the first Tab must focus the skip link, got ${first?.label}`);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const afterSkip = await page.evaluate(describeFocus);
  assert.ok(afterSkip && !afterSkip.inHeader, `${where}: after the skip link, Tab must land past the header, got ${afterSkip?.label}`);
}
