// The pages and interactive states every quality gate walks through.
//
// API:
//   PAGES                      [{ name, path, status }] every route a visitor can land on, with the HTTP
//                              status it must answer (the 404 page included).
//   CATEGORIES                 the design category slugs, in the order of the site.
//   CASE_STUDIES               the projects' slugs (/work/<slug>), in the order of the site.
//   STATES                     [{ name, path, viewport, javaScript, reach(page, site) }] interactive states:
//                              open `path` with the viewport and JavaScript setting, then `reach` puts
//                              the page in the state (menu open, form messages, thank-you, switched designs).
//   postContactForm(page, url, fields)  navigates `page` to the answer of a plain (no JavaScript) form POST.
//   formFields(page)           locator of the visible, fillable contact form fields.
//   fillContactForm(page, values)  types { field: text } into the contact form.
//   INVALID_ENQUIRY            form fields the server refuses (required fields empty, a malformed e-mail).
//   menuToggle(page)           locator of the header's menu toggle (native summary or island button).
//   waitForIdleIslands(page, url)  waits for the islands a page starts once it is idle (designs, contact).

import { readFileSync } from 'node:fs';

import { VIEWPORTS, waitForIsland } from './harness.mjs';

// The categories and projects come from data/design.json, which make generate writes from content/work/.
const designs = JSON.parse(readFileSync(new URL('../data/design.json', import.meta.url), 'utf8'));

/** A name as an address segment, as data.Slugify makes it: 'Tim Brown' -> 'tim-brown', 'Science!' -> 'science'. */
export function slugify(name) {
  return name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join('-');
}

/** The design categories' slugs, in the order of the site. */
export const CATEGORIES = Object.freeze(designs.map((c) => slugify(c['design-title'])));

/** Every project's case study (/work/<slug>), in the site's order. */
export const CASE_STUDIES = Object.freeze(designs.flatMap((c) => c.examples.map((e) => slugify(e['example-title']))));

export const PAGES = Object.freeze([
  { name: 'home', path: '/home', status: 200 },
  { name: 'about', path: '/about', status: 200 },
  { name: 'locations', path: '/locations', status: 200 },
  { name: 'contact', path: '/contact', status: 200 },
  { name: 'designs', path: '/designs', status: 200 },
  ...CATEGORIES.map((slug) => ({ name: `designs-${slug}`, path: `/designs?category=${slug}`, status: 200 })),
  ...CASE_STUDIES.map((slug) => ({ name: `work-${slug}`, path: `/work/${slug}`, status: 200 })),
  { name: 'not-found', path: '/no-such-page', status: 404 },
]);

/** Waits for the islands that start once the page is idle: a visitor uses the page with them. */
export async function waitForIdleIslands(page, url) {
  const { pathname } = new URL(url);
  if (pathname === '/designs') await waitForIsland(page, '#designs-heading');
  if (pathname === '/contact') await waitForIsland(page, '#contact-name');
}

/** The visible contact form fields a visitor fills in (the honeypot is not visible, so not included). */
export function formFields(page) {
  return page.locator('form[action="/contact"] :is(input, textarea):visible:not([type=hidden]):not([type=submit])');
}

/**
 * Navigates `page` to the server's answer to a form-encoded POST /contact, as a browser without
 * JavaScript would send it (a same-origin navigation; native validation is bypassed on purpose so the
 * server's own messages are what we see).
 */
export async function postContactForm(page, baseUrl, fields) {
  const target = `${baseUrl}/contact`;
  await page.route(target, (route) => route.continue({
    method: 'POST',
    postData: new URLSearchParams(fields).toString(),
    headers: { ...route.request().headers(), 'content-type': 'application/x-www-form-urlencoded' },
  }), { times: 1 });
  return page.goto(target, { waitUntil: 'load' });
}

/** An enquiry the server refuses: every required field empty, a malformed e-mail. */
export const INVALID_ENQUIRY = Object.freeze({ name: '', email: 'not-an-email', phone: '', message: '' });

/** The header's menu toggle: the native disclosure's summary, or the island's button. */
export function menuToggle(page) {
  return page.locator('header').locator('summary:visible, button[aria-expanded]:visible').first();
}

/** Types the values ({ field name: text }) into the contact form's fields. */
export async function fillContactForm(page, values) {
  const form = page.locator('form[action="/contact"]');
  for (const [field, value] of Object.entries(values)) await form.locator(`[name="${field}"]`).fill(value);
}

/** Opens the header's menu (the native disclosure or the island's button), and checks it opened. */
async function openMenu(page) {
  await menuToggle(page).click();
  const nav = page.locator('header nav a[href="/about"]:visible').first();
  await nav.waitFor({ state: 'visible', timeout: 5_000 });
}

/** Touches and leaves every field without typing, so each required field shows its message. */
async function touchEveryField(page) {
  // Which fields were left is the island's own state: it must be there before the visitor's moves.
  await waitForIsland(page, '#contact-name');
  const fields = formFields(page);
  const count = await fields.count();
  if (count === 0) throw new Error('no visible contact form fields found');
  for (let i = 0; i < count; i += 1) {
    await fields.nth(i).focus();
    await fields.nth(i).blur();
  }
  await page.getByText('Name is required.').first().waitFor({ state: 'visible', timeout: 5_000 });
}

/** Chooses the first related-category link and waits until the page shows that category in place. */
async function switchDesignCategory(page) {
  // Before the island arrives a related link is a plain link to the category's page.
  await waitForIsland(page, '#designs-heading');
  const related = page.locator('main a[href^="/designs?category="]').first();
  const href = await related.getAttribute('href');
  if (!href) throw new Error('no related-category link on the designs page');
  const before = await page.locator('main h1').first().textContent();
  // A marker on the window survives an in-place switch but not a page load.
  await page.evaluate(() => { window.__designsBeforeSwitch = true; });
  await related.click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === href, { timeout: 5_000 });
  await page.waitForFunction((old) => document.querySelector('main h1')?.textContent !== old, before,
    { timeout: 5_000 });
  if (!(await page.evaluate(() => window.__designsBeforeSwitch === true))) {
    throw new Error('choosing a related category loaded a new page instead of switching in place');
  }
}

/** Sends a valid enquiry through the island and waits until the server accepted it (the confirmation
 * appears above the form, reset). */
async function sendValidEnquiry(page) {
  await waitForIsland(page, '#contact-name');
  const values = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000',
    message: 'We would like a new website for our studio.' };
  await fillContactForm(page, values);
  await page.locator('form[action="/contact"]').locator('button[type="submit"], input[type="submit"]').first().click();
  await page.locator('#contact-sent-heading').waitFor({ state: 'visible', timeout: 10_000 });
}

export const STATES = Object.freeze([
  { name: 'menu open (no JavaScript)', path: '/home', viewport: VIEWPORTS.phone, javaScript: false,
    reach: (page) => openMenu(page) },
  { name: 'menu open (JavaScript)', path: '/home', viewport: VIEWPORTS.phone, javaScript: true,
    reach: (page) => openMenu(page) },
  { name: 'contact messages (no JavaScript, 422)', path: '/contact', viewport: VIEWPORTS.phone, javaScript: false,
    reach: async (page, site) => {
      const response = await postContactForm(page, site.url, INVALID_ENQUIRY);
      if (response.status() !== 422) throw new Error(`invalid POST /contact answered ${response.status()}, want 422`);
    } },
  { name: 'contact messages (JavaScript)', path: '/contact', viewport: VIEWPORTS.phone, javaScript: true,
    reach: (page) => touchEveryField(page) },
  { name: 'contact messages (JavaScript, desktop)', path: '/contact', viewport: VIEWPORTS.desktop, javaScript: true,
    reach: (page) => touchEveryField(page) },
  { name: 'contact thank-you', path: '/contact?sent=1', viewport: VIEWPORTS.phone, javaScript: true,
    reach: async () => {} },
  { name: 'contact sent (JavaScript)', path: '/contact', viewport: VIEWPORTS.phone, javaScript: true,
    reach: (page) => sendValidEnquiry(page) },
  { name: 'designs after an in-place switch (phone)', path: '/designs?category=web-design', viewport: VIEWPORTS.phone,
    javaScript: true, reach: (page) => switchDesignCategory(page) },
  { name: 'designs after an in-place switch (desktop)', path: '/designs?category=app-design', viewport: VIEWPORTS.desktop,
    javaScript: true, reach: (page) => switchDesignCategory(page) },
]);
