// Enquiries reach the agency, in a real Chromium against the real server: with JavaScript (the
// contact island) and without (the plain form), a valid enquiry is stored and listed by
// `site enquiries`; when the server cannot store it, every typed value stays on screen.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { launchBrowser, openPage, SITE_BINARY, startSite, VIEWPORTS, waitForIsland } from './harness.mjs';
import { fillContactForm } from './pages.mjs';

/** The enquiries stored in a site's database, newest first, as the agency's subcommand exports them. */
function listEnquiries(dbPath) {
  const out = execFileSync(SITE_BINARY, ['enquiries', '-db', dbPath, '-format', 'json', '-all'], { encoding: 'utf8' });
  return JSON.parse(out);
}

const visitor = (name) => ({
  name,
  email: 'grace@example.com',
  phone: '+1 253-863-8967',
  message: `Hello from ${name}.\nWe need a new brand identity.`,
});

const form = (page) => page.locator('form[action="/contact"]');

async function valuesOnScreen(page) {
  const values = {};
  for (const field of ['name', 'email', 'phone', 'message']) {
    values[field] = await form(page).locator(`[name="${field}"]`).inputValue();
  }
  return values;
}

async function submit(page) {
  await form(page).locator('button[type="submit"]').click();
}

/** Waits until the contact island has mounted (React holds the form's fields). */
const waitForContactIsland = (page) => waitForIsland(page, 'form[action="/contact"] [name="name"]');

describe('enquiries in the browser', () => {
  let browser;
  let site; // a healthy server
  let brokenSite; // a server whose database cannot be opened: every enquiry is answered 503

  before(async () => {
    browser = await launchBrowser();
    site = await startSite();
    // /dev/null is a file, so no database can be created below it.
    brokenSite = await startSite({ env: { SITE_DB: '/dev/null/enquiries.db' } });
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
    await brokenSite?.stop();
  });

  describe('with JavaScript (the contact island)', () => {
    it('stores a valid enquiry, resets the form and announces success politely', async () => {
      const { page, pageErrors, close } = await openPage(browser, `${site.url}/contact`, VIEWPORTS.phone);
      try {
        await waitForContactIsland(page);
        const sent = visitor('Island Visitor');
        await fillContactForm(page, sent);
        const answer = page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST');
        await submit(page);
        assert.equal((await answer).status(), 201);

        const status = page.locator('.contact-form [role="status"]');
        await status.waitFor({ state: 'visible' });
        assert.match(await status.textContent(), /Thank you/);
        // The confirmation sits above the form, which is empty again.
        assert.deepEqual(await valuesOnScreen(page), { name: '', email: '', phone: '', message: '' });
        assert.equal(page.url(), `${site.url}/contact`, 'the island sends without leaving the page');
        assert.deepEqual(pageErrors, []);

        const stored = listEnquiries(site.dbPath).find((e) => e.name === sent.name);
        assert.ok(stored, 'site enquiries lists the enquiry');
        assert.deepEqual({ name: stored.name, email: stored.email, phone: stored.phone, message: stored.message }, sent);
        assert.equal(stored.via, 'script');
      } finally {
        await close();
      }
    });

    it('keeps every value and says what happened when the server cannot store the enquiry', async () => {
      const { page, close } = await openPage(browser, `${brokenSite.url}/contact`, VIEWPORTS.desktop);
      try {
        await waitForContactIsland(page);
        const typed = visitor('Unlucky Visitor');
        await fillContactForm(page, typed);
        const answer = page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST');
        await submit(page);
        assert.equal((await answer).status(), 503);

        const alert = form(page).locator('[role="alert"]');
        await alert.waitFor({ state: 'visible' });
        assert.match(await alert.textContent(), /could not save your message/);
        assert.deepEqual(await valuesOnScreen(page), typed);
        assert.equal(await form(page).locator('button[type="submit"]').isEnabled(), true, 'the visitor can send again');
      } finally {
        await close();
      }
    });

    it('keeps every value when the network fails', async () => {
      const { page, context, close } = await openPage(browser, `${site.url}/contact`, VIEWPORTS.desktop);
      try {
        await waitForContactIsland(page);
        await context.route('**/contact', (route) =>
          (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
        const typed = visitor('Offline Visitor');
        await fillContactForm(page, typed);
        await submit(page);
        const alert = form(page).locator('[role="alert"]');
        await alert.waitFor({ state: 'visible' });
        assert.match(await alert.textContent(), /could not reach our server/);
        assert.deepEqual(await valuesOnScreen(page), typed);
        assert.equal(listEnquiries(site.dbPath).some((e) => e.name === typed.name), false);
      } finally {
        await close();
      }
    });

    it('stores one enquiry when the answer is lost and the visitor sends again (Idempotency-Key)', async () => {
      const { page, context, close } = await openPage(browser, `${site.url}/contact`, VIEWPORTS.desktop);
      try {
        await waitForContactIsland(page);
        const keys = [];
        let dropped = 0;
        // The first post reaches the server and is stored; its answer never reaches the page.
        await context.route('**/contact', async (route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          keys.push(await route.request().headerValue('idempotency-key'));
          if (dropped > 0) return route.fallback();
          const response = await route.fetch();
          assert.equal(response.status(), 201, 'the server stored the first post');
          dropped += 1;
          return route.abort('connectionreset');
        });
        const typed = visitor('Retrying Visitor');
        await fillContactForm(page, typed);
        await submit(page);
        const alert = form(page).locator('[role="alert"]');
        await alert.waitFor({ state: 'visible' });
        assert.match(await alert.textContent(), /could not reach our server/);
        assert.deepEqual(await valuesOnScreen(page), typed);

        const answer = page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST');
        await submit(page); // the visitor sends the same values again
        assert.equal((await answer).status(), 201);
        await page.locator('.contact-form [role="status"]').waitFor({ state: 'visible' });

        assert.equal(keys.length, 2);
        assert.match(keys[0], /^[0-9a-f]{32}$/);
        assert.equal(keys[1], keys[0], 'the resend carries the same Idempotency-Key');
        const stored = listEnquiries(site.dbPath).filter((e) => e.name === typed.name);
        assert.equal(stored.length, 1, 'stored once, not twice');
      } finally {
        await close();
      }
    });
  });

  describe('without JavaScript (the plain form)', () => {
    it('stores a valid enquiry and shows the thank-you state', async () => {
      const { page, close } = await openPage(browser, `${site.url}/contact`,
        { ...VIEWPORTS.phone, javaScript: false });
      try {
        const sent = visitor('Plain Form Visitor');
        await fillContactForm(page, sent);
        const navigation = page.waitForURL(`${site.url}/contact?sent=1`);
        await submit(page);
        await navigation;
        assert.match(await page.locator('.contact-form [role="status"]').textContent(), /Thank you/);
        // The form is offered again below the confirmation, empty.
        assert.deepEqual(await valuesOnScreen(page), { name: '', email: '', phone: '', message: '' });

        const stored = listEnquiries(site.dbPath).find((e) => e.name === sent.name);
        assert.ok(stored, 'site enquiries lists the enquiry');
        assert.equal(stored.via, 'form');
        assert.equal(stored.message, sent.message);
      } finally {
        await close();
      }
    });

    it('re-renders the form with messages and the typed values when the server finds problems', async () => {
      const { page, close } = await openPage(browser, `${site.url}/contact`,
        { ...VIEWPORTS.desktop, javaScript: false });
      try {
        const typed = { ...visitor('Hasty Visitor'), message: 'x'.repeat(10) };
        await fillContactForm(page, typed);
        // A message over the limit, which the browser's maxlength would stop a person typing.
        await form(page).locator('[name="message"]').evaluate((el) => { el.removeAttribute('maxlength'); });
        typed.message = 'y'.repeat(5001);
        await form(page).locator('[name="message"]').fill(typed.message);
        const answer = page.waitForResponse((r) => r.url() === `${site.url}/contact` && r.request().method() === 'POST');
        await submit(page);
        assert.equal((await answer).status(), 422);
        await page.waitForLoadState('load');
        assert.equal(await page.locator('#contact-message-error').textContent(), 'Message must be at most 5000 characters.');
        assert.equal(await form(page).locator('[name="message"]').getAttribute('aria-invalid'), 'true');
        assert.match(await form(page).locator('[role="alert"]').textContent(), /check your message/);
        assert.deepEqual(await valuesOnScreen(page), typed);
      } finally {
        await close();
      }
    });

    it('keeps every value and says what happened when the server cannot store the enquiry', async () => {
      const { page, close } = await openPage(browser, `${brokenSite.url}/contact`,
        { ...VIEWPORTS.phone, javaScript: false });
      try {
        const typed = visitor('Unlucky Plain Visitor');
        await fillContactForm(page, typed);
        const answer = page.waitForResponse((r) => r.url() === `${brokenSite.url}/contact` && r.request().method() === 'POST');
        await submit(page);
        assert.equal((await answer).status(), 503);
        await page.waitForLoadState('load');
        assert.match(await form(page).locator('[role="alert"]').textContent(), /could not save your message/);
        assert.deepEqual(await valuesOnScreen(page), typed);
      } finally {
        await close();
      }
    });
  });
});
