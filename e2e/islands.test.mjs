// Browser tests of the three React islands (menu, designs switcher, contact form) at 375px and 1440px,
// in Debian's Chromium: their behaviour, the catalogue's console messages, no console error or
// uncaught exception anywhere, zero layout shift when each island mounts, no React downloaded where
// none is needed, and the phone menu from the keyboard, with JavaScript on and off.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeFocus } from './a11y.mjs';
import { launchBrowser, openPage, repoRoot, startSite, VIEWPORTS, waitForIsland } from './harness.mjs';
import { fillContactForm, menuToggle } from './pages.mjs';

const VIEWPORT_CASES = [['375px', VIEWPORTS.phone], ['1440px', VIEWPORTS.desktop]];
const DESIGN_DATA = JSON.parse(readFileSync(path.join(repoRoot, 'data', 'design.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'static', 'islands', 'manifest.json'), 'utf8'));

// Sums every layout shift from the very start of the page, before any script of the page runs.
// addInitScript is injected by the browser, so the page's CSP does not apply to it.
function observeLayoutShifts() {
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__layoutShifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((s) => s.node?.nodeName + (s.node?.className ? `.${s.node.className}` : '')),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Opens a page with the layout-shift observer and every island request recorded. */
async function open(browser, url, viewport, { javaScript = true, withoutWebFonts = false } = {}) {
  const consoleLogs = [];
  const islandRequests = [];
  const opened = await openPage(browser, url, { ...viewport, javaScript, prepare: async (page) => {
    await page.addInitScript(observeLayoutShifts);
    // The fonts are font-display: optional, so whether a page gets them depends on timing; without them, two
    // loads of a page lay text out alike.
    if (withoutWebFonts) await page.route('**/*.woff2', (route) => route.abort());
    page.on('console', (message) => {
      if (message.type() === 'log') consoleLogs.push(message);
    });
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/static/islands/')) islandRequests.push(pathname);
    });
  } });
  return { ...opened, consoleLogs, islandRequests };
}

/** Waits until the designs island has mounted and saved the category it shows as DesignObject. */
async function waitForSavedCategory(page) {
  await waitForIsland(page, '#designs-heading');
  await page.waitForFunction(() => {
    const saved = JSON.parse(localStorage.getItem('DesignObject') ?? 'null');
    return saved?.title?.toLowerCase() === document.querySelector('#designs-heading')?.textContent?.toLowerCase();
  }, null, { timeout: 10_000 });
}

/** The layout shifts so far, after two frames so that any shift of the mount has been reported. */
async function layoutShifts(page) {
  return page.evaluate(() => new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(window.__layoutShifts), 50)));
  }));
}

const isReactChunk = (p) => p === manifest.react;
const designsTitle = (slug) => slug.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
const heading = (page) => page.locator('main h1');

/** A visitor reaches for the phone menu (the pointer rests on it), which starts its island. */
const reachForMenu = (page) => page.locator('.mobile-menu__toggle').hover();

/** Marks the window: the mark survives an in-place switch, not a page load. */
const markWindow = (page) => page.evaluate(() => { window.__noReload = true; });
const windowMarked = (page) => page.evaluate(() => window.__noReload === true);

async function assertCleanConsole(opened, label) {
  assert.deepEqual(opened.consoleErrors, [], `console errors on ${label}`);
  assert.deepEqual(opened.pageErrors, [], `uncaught exceptions on ${label}`);
}

describe('islands in the browser', () => {
  let site;
  let browser;
  before(async () => {
    // The rate limit is the enquiry engineer's concern; these tests send several enquiries.
    site = await startSite({ env: { SITE_CONTACT_RATE: '0' } });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  describe('loading only what a page needs', () => {
    // That a desktop visit of /home, /about and /locations fetches no script is the weight budgets'
    // to check (e2e/visits.test.mjs).
    test('the menu island is fetched only when a visitor reaches for the menu, and then works', async () => {
      const opened = await open(browser, `${site.url}/about`, VIEWPORTS.desktop);
      try {
        await opened.page.waitForLoadState('networkidle');
        assert.ok(!opened.islandRequests.some(isReactChunk), 'no React at 1440px');
        await opened.page.setViewportSize({ width: 699, height: 900 });
        await opened.page.waitForLoadState('networkidle');
        assert.deepEqual(opened.islandRequests, [], 'nothing fetched at 699px before the menu is reached for');
        await reachForMenu(opened.page);
        await waitForIsland(opened.page, '.mobile-menu__toggle');
        assert.ok(opened.islandRequests.includes(manifest.islands.menu.entry), 'menu island fetched');
        assert.ok(opened.islandRequests.some(isReactChunk), 'React fetched with it');
        await opened.page.getByRole('button', { name: 'Menu' }).click();
        await opened.page.locator('#mobile-menu-panel').getByRole('link', { name: 'LOCATIONS' }).waitFor();
        await assertCleanConsole(opened, '/about resized to 699px');
      } finally {
        await opened.close();
      }
    });
  });

  // Every page with its islands mounted and a clean console, at every width: e2e/visits.test.mjs.

  // Web fonts are refused here: the fonts are font-display: optional, and whether one arrives within its
  // block period (a shift of its own, nothing to do with the islands) depends on the machine's load.
  describe('zero layout shift when an island mounts', () => {
    // The Layout Instability API ignores elements that are replaced rather than moved, so the
    // geometry of what the island renders is also compared with the server's markup, without JavaScript.
    // The form token is a hidden field of the server's form only (the island keeps it in its props): no box.
    const cases = [
      ['menu', '/home', VIEWPORTS.phone, '.mobile-menu__toggle', '.mobile-menu, .mobile-menu__toggle, .mobile-menu__icon--open, main, footer'],
      ['designs', '/designs?category=web-design', VIEWPORTS.phone, '#designs-heading', '.designs, .designs *:not(script), footer'],
      ['designs', '/designs?category=app-design', VIEWPORTS.desktop, '#designs-heading', '.designs, .designs *:not(script), footer'],
      ['contact', '/contact', VIEWPORTS.phone, '#contact-name', '.contact-form, .contact-form *:not(script, [type=hidden]), footer'],
      ['contact', '/contact', VIEWPORTS.desktop, '#contact-name', '.contact-form, .contact-form *:not(script, [type=hidden]), footer'],
      ['contact', '/contact?sent=1', VIEWPORTS.phone, '#contact-name', '.contact-form, .contact-form *:not(script, [type=hidden]), footer'],
      ['contact', '/contact?sent=1', VIEWPORTS.desktop, '#contact-name', '.contact-form, .contact-form *:not(script, [type=hidden]), footer'],
    ];
    for (const [island, pagePath, viewport, mounted, selector] of cases) {
      test(`${island} island on ${pagePath} at ${viewport.width}px: no layout shift, every box where the server's markup drew it`, async () => {
        const measure = (page) => page.evaluate((sel) => {
          // Neither web fonts (refused) nor images (their width and height are in the markup) can move a box.
          return [...document.querySelectorAll(sel)].map((el) => {
            const r = el.getBoundingClientRect();
            // Named by class (the menu's <summary> becomes a <button> of the same class), else by tag.
            const classes = String(el.className.baseVal ?? el.className).trim();
            const name = classes ? `.${classes.replace(/\s+/g, '.')}` : el.tagName.toLowerCase();
            // The footer is laid out only as it nears the screen (content-visibility: auto), so its
            // height says whether the browser has got to it yet (0 once, on a busy machine), not where
            // an island put it: its place is what an island could move.
            if (el.matches('footer')) return `${name} ${Math.round(r.x)},${Math.round(r.y)}`;
            return `${name} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
          });
        }, selector);
        const server = await open(browser, site.url + pagePath, viewport, { javaScript: false, withoutWebFonts: true });
        const withIsland = await open(browser, site.url + pagePath, viewport, { withoutWebFonts: true });
        try {
          if (island === 'menu') await reachForMenu(withIsland.page);
          await waitForIsland(withIsland.page, mounted);
          const shifts = await layoutShifts(withIsland.page);
          const total = shifts.reduce((sum, s) => sum + s.value, 0);
          console.log(`layout shift, ${island} on ${pagePath} at ${viewport.width}px: ${total}`);
          assert.equal(total, 0, `layout shifts: ${JSON.stringify(shifts)}`);
          const before = await measure(server.page);
          assert.ok(before.length > 2, `boxes found for ${selector}`);
          assert.deepEqual(await measure(withIsland.page), before);
        } finally {
          await server.close();
          await withIsland.close();
        }
      });
    }

    test('designs island restoring a saved copy on /designs at 375px', async () => {
      const opened = await open(browser, `${site.url}/designs?category=graphic-design`, VIEWPORTS.phone, { withoutWebFonts: true });
      try {
        await waitForSavedCategory(opened.page);
        await opened.page.goto(`${site.url}/designs`);
        await opened.page.waitForURL(/category=graphic-design/);
        // The page carried web design's cards; graphic design's arrive from the cards file and
        // replace design.json's images in the same boxes.
        const graphic = DESIGN_DATA.find((c) => c['design-title'] === 'graphic design');
        await opened.page.waitForFunction((n) => document.querySelectorAll('.example-card picture').length === n, graphic.examples.length);
        const shifts = await layoutShifts(opened.page);
        assert.equal(shifts.reduce((sum, s) => sum + s.value, 0), 0, `layout shifts: ${JSON.stringify(shifts)}`);
      } finally {
        await opened.close();
      }
    });
  });

  // The menu from the keyboard, with the island and without it: the native disclosure is the menu then.
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

  describe('menu at 375px', () => {
    let opened;
    let toggle;
    let panel;
    const start = async (pagePath = '/about') => {
      opened = await open(browser, site.url + pagePath, VIEWPORTS.phone);
      await reachForMenu(opened.page);
      await waitForIsland(opened.page, '.mobile-menu__toggle');
      toggle = opened.page.getByRole('button', { name: 'Menu' });
      panel = opened.page.locator('#mobile-menu-panel');
    };
    const finish = async (label) => {
      await assertCleanConsole(opened, label);
      await opened.close();
    };

    test('a named button with aria-controls toggles the menu open and closed', async () => {
      await start();
      assert.equal(await toggle.getAttribute('aria-controls'), 'mobile-menu-panel');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await panel.isVisible(), false);
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      assert.equal(await panel.isVisible(), true);
      assert.deepEqual(await panel.locator('a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])),
        [['OUR COMPANY', '/about', 'page'], ['LOCATIONS', '/locations', null], ['CONTACT', '/contact', null]]);
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await panel.isVisible(), false);
      await finish('menu toggle');
    });

    test('choosing a link closes the menu and goes there', async () => {
      await start();
      await toggle.click();
      await panel.getByRole('link', { name: 'CONTACT' }).click();
      await opened.page.waitForURL(`${site.url}/contact`);
      await reachForMenu(opened.page);
      await waitForIsland(opened.page, '.mobile-menu__toggle');
      assert.equal(await opened.page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded'), 'false');
      await finish('menu link');
    });

    test('the menu closes as soon as a link is chosen, before the next page arrives', async () => {
      await start();
      await toggle.click();
      // Holds the navigation back (after the island has seen the click) to look at the menu itself.
      await opened.page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
      await panel.getByRole('link', { name: 'LOCATIONS' }).click();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await panel.isVisible(), false);
      await finish('menu link, held back');
    });

    test('Escape closes the menu and puts focus back on the button', async () => {
      await start();
      await toggle.click();
      await panel.getByRole('link', { name: 'LOCATIONS' }).focus();
      await opened.page.keyboard.press('Escape');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await panel.isVisible(), false);
      assert.equal(await opened.page.evaluate(() => document.activeElement?.className), 'mobile-menu__toggle');
      await finish('menu Escape');
    });

    test('a disclosure opened from the keyboard before the island arrived stays open, with focus on the toggle', async () => {
      let release;
      const held = new Promise((resolve) => { release = resolve; });
      // The menu island's script is held back until the visitor has used the server's disclosure.
      const early = await openPage(browser, `${site.url}/about`, { ...VIEWPORTS.phone, prepare: (page) =>
        page.route('**/static/islands/menu-*.js', async (route) => { await held; await route.continue(); }) });
      try {
        await early.page.locator('summary.mobile-menu__toggle').focus();
        await early.page.keyboard.press('Enter');
        assert.equal(await early.page.locator('details.mobile-menu__disclosure').evaluate((details) => details.open), true);
        release();
        await waitForIsland(early.page, '.mobile-menu__toggle');
        const button = early.page.getByRole('button', { name: 'Menu' });
        assert.equal(await button.getAttribute('aria-expanded'), 'true');
        assert.equal(await button.evaluate((element) => element === document.activeElement), true, 'focus is on the island\'s toggle');
        assert.deepEqual([...early.consoleErrors, ...early.pageErrors], []);
      } finally {
        release();
        await early.close();
      }
    });

    test('the dimmed overlay covers the page under it, and a click on it closes the menu', async () => {
      await start('/home');
      await toggle.click();
      // Scrolled so that the overlay's lower edge is in view, over the selected work's titles: every
      // point of the dimmed part of the screen is the overlay (the panel's ::after), nothing of the page.
      const above = await opened.page.evaluate(() => {
        scrollTo(0, 400);
        const dim = document.querySelector('#mobile-menu-panel').getBoundingClientRect();
        const bottom = Math.min(innerHeight, dim.bottom + innerHeight);
        const found = new Set();
        for (let y = Math.max(0, dim.bottom) + 8; y < bottom - 8; y += 24) {
          for (let x = 8; x < innerWidth; x += 24) {
            const hit = document.elementFromPoint(x, y);
            if (!hit?.closest('#mobile-menu-panel')) found.add(`${hit?.tagName.toLowerCase()}.${hit?.className} at ${x},${Math.round(y)}`);
          }
        }
        return [...found];
      });
      assert.deepEqual(above, [], 'the page shows through the overlay');
      await opened.page.evaluate(() => scrollTo(0, 0));
      const box = await panel.boundingBox();
      await opened.page.mouse.click(box.x + box.width / 2, box.y + box.height + 100);
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      await finish('menu overlay');
    });

    test('growing the viewport past 700px closes the menu', async () => {
      await start();
      await toggle.click();
      await opened.page.setViewportSize(VIEWPORTS.desktop);
      await opened.page.waitForFunction(() => document.querySelector('#mobile-menu-panel').hidden);
      assert.equal(await opened.page.locator('.site-nav').isVisible(), true);
      await opened.page.setViewportSize(VIEWPORTS.phone);
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'still closed when narrow again');
      assert.equal(await panel.isVisible(), false);
      await finish('menu resize');
    });
  });

  // How the designs island falls back does not depend on the width: at one width only.
  describe('designs at 375px when its data fails', () => {
    const viewport = VIEWPORTS.phone;
    const failures = [
      ['the data cannot be fetched', 'Failed to load design data', (route) => route.abort('failed')],
      ['the data answers 500', 'Failed to load design data', (route) => route.fulfill({ status: 500, body: 'down' })],
      ['the category is incomplete', 'Invalid or incomplete design data', (route) => route.fulfill({
        status: 200, contentType: 'application/json',
        body: JSON.stringify(DESIGN_DATA.map((c) => (c['design-title'] === 'app design' ? { ...c, 'design-subtitle': undefined } : c))),
      })],
      ['the category is missing', 'Invalid or incomplete design data', (route) => route.fulfill({
        status: 200, contentType: 'application/json', body: JSON.stringify(DESIGN_DATA.filter((c) => c['design-title'] !== 'app design')),
      })],
    ];
    for (const [what, message, handler] of failures) {
      test(`when ${what}: logs '${message}' and loads the category's page instead`, async () => {
        const opened = await open(browser, `${site.url}/designs?category=web-design`, viewport);
        const { page } = opened;
        try {
          await waitForIsland(page, '#designs-heading');
          await page.route('**/assets/design.json', handler);
          await markWindow(page);
          await page.locator('main a.category-tile[href="/designs?category=app-design"]').click();
          await page.waitForURL(`${site.url}/designs?category=app-design`);
          await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'App Design');
          assert.equal(await windowMarked(page), false, 'the category page was loaded');
          const catalogue = opened.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'));
          assert.deepEqual(catalogue, [message]);
          // Chromium may abort the cross-document view transition of this script-started navigation
          // and report the aborted transition as an uncaught error of its own; the navigation itself
          // completes (asserted above). That one message is not the site's; any other error is.
          const abortedTransition = /^InvalidStateError: Transition was aborted because of invalid state/;
          assert.deepEqual(opened.pageErrors.filter((text) => !abortedTransition.test(text)), []);
          assert.ok(await page.locator('.example-card').count() > 0, 'never an empty page');
        } finally {
          await opened.close();
        }
      });
    }

    test("when the cards cannot be fetched: switches in place anyway, with design.json's images", async () => {
      const opened = await open(browser, `${site.url}/designs?category=web-design`, viewport);
      const { page } = opened;
      try {
        await waitForIsland(page, '#designs-heading');
        await page.route('**/assets/design-cards.*.json', (route) => route.abort('failed'));
        await markWindow(page);
        await page.locator('main a.category-tile[href="/designs?category=app-design"]').click();
        await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'App Design');
        assert.ok(await windowMarked(page), 'the page was not reloaded');
        const app = DESIGN_DATA.find((c) => c['design-title'] === 'app design');
        const images = await page.locator('.example-card img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
        assert.deepEqual(images, app.examples.map((e) => e['example-image']));
        assert.deepEqual(opened.consoleErrors.filter((text) => !text.startsWith('Failed to load resource')), []);
        assert.deepEqual(opened.pageErrors, []);
      } finally {
        await opened.close();
      }
    });
  });

  for (const [label, viewport] of VIEWPORT_CASES) {
    describe(`designs at ${label}`, () => {
      test('a home tile leads to its category', async () => {
        const opened = await open(browser, `${site.url}/home`, viewport);
        try {
          await opened.page.locator('main a.category-tile[href="/designs?category=app-design"]').click();
          await opened.page.waitForURL(`${site.url}/designs?category=app-design`);
          assert.equal(await heading(opened.page).textContent(), 'App Design');
          assert.equal(await opened.page.title(), 'App Design projects | Designo');
          await waitForIsland(opened.page, '#designs-heading');
          await assertCleanConsole(opened, 'home tile');
        } finally {
          await opened.close();
        }
      });

      test('a related category switches in place and is saved as DesignObject; /designs restores it', async () => {
        const opened = await open(browser, `${site.url}/designs?category=web-design`, viewport);
        const { page } = opened;
        try {
          await waitForIsland(page, '#designs-heading');
          await markWindow(page);
          const documentLoads = [];
          page.on('request', (r) => { if (r.resourceType() === 'document') documentLoads.push(r.url()); });
          await page.locator('main a.category-tile[href="/designs?category=graphic-design"]').click();
          await page.waitForURL(`${site.url}/designs?category=graphic-design`);
          await page.waitForFunction(() => document.querySelector('main h1').textContent === 'Graphic Design');
          assert.ok(await windowMarked(page), 'the page was not reloaded');
          assert.deepEqual(documentLoads, []);
          assert.equal(await page.title(), 'Graphic Design projects | Designo');
          assert.equal(await page.evaluate(() => document.activeElement?.id), 'designs-heading');
          const graphic = DESIGN_DATA.find((c) => c['design-title'] === 'graphic design');
          assert.equal(await page.locator('.example-card').count(), graphic.examples.length);
          assert.deepEqual(await page.locator('.designs-related .category-tile__name').allTextContents(), ['WEB DESIGN', 'APP DESIGN']);
          // Each related tile's picture is its category's board, found by the anchor's image name.
          const boards = await page.locator('.designs-related source[type="image/avif"]').evaluateAll((sources) => sources.map((s) => s.srcset));
          assert.match(boards[0], /^\/static\/img\/boards\/webdesign-400\.[0-9a-f]+\.avif 400w, /);
          assert.match(boards[1], /^\/static\/img\/boards\/appdesign-400\.[0-9a-f]+\.avif 400w, /);
          const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('DesignObject')));
          assert.deepEqual(saved, { title: graphic['design-title'], subtitle: graphic['design-subtitle'], examples: graphic.examples, anchors: graphic.anchors });

          await page.goto(`${site.url}/designs`);
          await waitForIsland(page, '#designs-heading');
          assert.equal(await heading(page).textContent(), 'Graphic Design');
          assert.equal(new URL(page.url()).search, '?category=graphic-design');
          assert.equal(await page.title(), 'Graphic Design projects | Designo');
          await assertCleanConsole(opened, 'designs switch and restore');
        } finally {
          await opened.close();
        }
      });

      test('a new choice beats a stale saved copy', async () => {
        const opened = await open(browser, `${site.url}/designs?category=graphic-design`, viewport);
        const { page } = opened;
        try {
          await waitForSavedCategory(page); // graphic design
          await page.goto(`${site.url}/home`);
          await page.locator('main a.category-tile[href="/designs?category=app-design"]').click();
          await waitForSavedCategory(page);
          assert.equal(await heading(page).textContent(), 'App Design', 'the explicit choice wins');
          await page.goto(`${site.url}/designs`);
          await waitForIsland(page, '#designs-heading');
          assert.equal(await heading(page).textContent(), 'App Design', 'and is the one remembered');
          await assertCleanConsole(opened, 'new choice');
        } finally {
          await opened.close();
        }
      });

      test('Back and Forward move between the categories visited, in place', async () => {
        const opened = await open(browser, `${site.url}/designs?category=web-design`, viewport);
        const { page } = opened;
        try {
          await waitForIsland(page, '#designs-heading');
          await markWindow(page);
          const choose = async (slug) => {
            await page.locator(`main a.category-tile[href="/designs?category=${slug}"]`).click();
            await page.waitForFunction((t) => document.querySelector('main h1').textContent === t, designsTitle(slug));
          };
          const expectAt = async (slug) => {
            await page.waitForFunction((t) => document.querySelector('main h1').textContent === t, designsTitle(slug));
            assert.equal(new URL(page.url()).search, `?category=${slug}`);
            assert.equal(await page.title(), `${designsTitle(slug)} projects | Designo`);
          };
          await choose('app-design');
          await choose('graphic-design');
          await page.goBack();
          await expectAt('app-design');
          await page.goBack();
          await expectAt('web-design');
          await page.goForward();
          await expectAt('app-design');
          assert.ok(await windowMarked(page), 'history moved without reloading the page');
          await assertCleanConsole(opened, 'back and forward');
        } finally {
          await opened.close();
        }
      });
    });

    describe(`contact form at ${label}`, () => {
      let opened;
      const start = async () => {
        opened = await open(browser, `${site.url}/contact`, viewport);
        await waitForIsland(opened.page, '#contact-name');
        return opened.page;
      };
      const errorTexts = (page) => page.locator('.field__error').allTextContents();
      const submitButton = (page) => page.getByRole('button', { name: 'SUBMIT' });

      test('messages appear word for word once a field is touched, SUBMIT disabled while invalid', async () => {
        const page = await start();
        try {
          assert.equal(await submitButton(page).isDisabled(), true);
          assert.deepEqual(await errorTexts(page), []);
          for (const id of ['contact-name', 'contact-email', 'contact-phone', 'contact-message']) {
            await page.locator(`#${id}`).focus();
          }
          await page.locator('#contact-name').focus(); // leaves the message field
          assert.deepEqual(await errorTexts(page), ['Name is required.', 'Email is required.', 'Message is required.']);
          assert.equal(await page.locator('#contact-phone').getAttribute('aria-invalid'), 'true');
          const describedBy = await page.locator('#contact-email').getAttribute('aria-describedby');
          assert.equal(await page.locator(`#${describedBy}`).textContent(), 'Email is required.');

          await page.locator('#contact-email').fill('ada@');
          await page.locator('#contact-email').blur();
          assert.equal(await page.locator('#contact-email').getAttribute('aria-invalid'), 'true');
          assert.equal(await page.locator('#contact-email').getAttribute('aria-describedby'), null);
          assert.deepEqual(await errorTexts(page), ['Name is required.', 'Message is required.']);
          assert.equal(await submitButton(page).isDisabled(), true);

          await page.locator('#contact-name').fill('Ada Lovelace');
          await page.locator('#contact-email').fill('ada@example.com');
          await page.locator('#contact-phone').fill('+44 20 7946 0958');
          await page.locator('#contact-message').fill('A new website, please.');
          assert.equal(await submitButton(page).isDisabled(), false);
          assert.deepEqual(await errorTexts(page), []);
          await assertCleanConsole(opened, 'contact messages');
        } finally {
          await opened.close();
        }
      });

      test("an invalid submit logs 'Form is invalid' and sends nothing", async () => {
        const page = await start();
        try {
          const posts = [];
          page.on('request', (r) => { if (r.method() === 'POST') posts.push(r.url()); });
          await page.locator('#contact-name').fill('Ada');
          await page.evaluate(() => document.querySelector('form[action="/contact"]').requestSubmit());
          await page.waitForFunction(() => document.querySelectorAll('.field__error').length === 2);
          assert.deepEqual(opened.consoleErrors, ['Form is invalid']);
          assert.deepEqual(posts, []);
          assert.equal(new URL(page.url()).pathname, '/contact');
        } finally {
          await opened.close();
        }
      });

      test('a valid submit sends the values, then logs them, shows the confirmation and leaves an empty, pristine form', async () => {
        const page = await start();
        try {
          const values = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958', message: `Islands test at ${label}.` };
          // The thanks the page's props carry (content/studio/contact.toml), which the server's answer says too.
          const thanks = await page.evaluate(() => JSON.parse(document.getElementById('contact-props').textContent).confirmation.thanks);
          assert.ok(thanks, 'the props carry the thanks');
          await fillContactForm(page, values);
          await markWindow(page);
          const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/contact');
          await submitButton(page).click();
          assert.equal((await answer).status(), 201);
          await page.getByRole('status').filter({ hasText: thanks }).waitFor();
          const logged = opened.consoleLogs.map((m) => m.args());
          assert.equal(logged.length, 1, 'one console.log');
          assert.deepEqual(await logged[0][0].jsonValue(), values);
          // The confirmation, focused, before the form (above it), which stays: empty, pristine,
          // untouched, SUBMIT disabled.
          assert.equal(await page.evaluate(() => document.activeElement?.id), 'contact-sent-heading');
          const form = page.locator('form[action="/contact"]');
          assert.equal(await form.count(), 1);
          const [sentBox, formBox] = [await page.locator('.contact-sent').boundingBox(), await form.boundingBox()];
          assert.ok(sentBox.y + sentBox.height <= formBox.y,
            `the confirmation ${JSON.stringify(sentBox)} above the form ${JSON.stringify(formBox)}`);
          assert.ok(await form.isVisible());
          assert.deepEqual(await form.locator(':is(input, textarea)').evaluateAll((f) => f.map((i) => i.value)), ['', '', '', '', '']);
          assert.deepEqual(await errorTexts(page), []);
          assert.equal(await page.locator('[aria-invalid]').count(), 0);
          assert.equal(await submitButton(page).isDisabled(), true);
          assert.ok(await windowMarked(page), 'sent without leaving the page');
          await assertCleanConsole(opened, 'valid submit');
        } finally {
          await opened.close();
        }
      });
    });
  }
});
