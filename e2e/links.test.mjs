// Links and assets: a crawl from /home, following every internal link, finds every page and every
// referenced asset answering 200 (or an intended redirect), every in-page anchor pointing at an
// element that exists, and every page of the site (and of the sitemap) reachable from the navigation.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { JSDOM } from 'jsdom';
import { startSite } from './harness.mjs';
import { PAGES } from './pages.mjs';

// The only redirects the site is meant to answer: path -> where it points.
const INTENDED_REDIRECTS = new Map([['/', '/home']]);
// Pages with content of their own. A bare /designs shows the first category (or the visitor's saved
// one), whose own URL is the one linked and listed, so /designs itself need not be.
const DISTINCT_PAGES = PAGES.filter((p) => p.status === 200 && p.path !== '/designs');
const MAX_FETCHES = 2000; // a bound for the crawl, far above the site's size (521 URLs, most of them the portfolio images at every width and format)

/** Every URL a document refers to, by kind: pages to crawl, assets to fetch, in-page anchors. */
function referencesOf(html) {
  const { document } = new JSDOM(html).window;
  const attr = (selector, name) => [...document.querySelectorAll(selector)].map((el) => el.getAttribute(name)).filter(Boolean);
  const fromSrcset = (value) => value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]).filter(Boolean);
  const ids = new Set([...document.querySelectorAll('[id]')].map((el) => el.id));
  return {
    pages: [...attr('a[href], area[href]', 'href'), ...attr('form[action]', 'action')
      .filter((action) => !action.startsWith('#'))],
    // Canonical and Open Graph addresses are absolute (the public origin): their paths must exist here.
    publicAddresses: [...attr('link[rel=canonical]', 'href'), ...attr('meta[property="og:url"]', 'content')],
    assets: [
      ...attr('link[href]:not([rel=canonical]):not([rel=alternate])', 'href'),
      ...attr('script[src]', 'src'),
      ...attr('img[src], source[src], video[src], audio[src], input[type=image][src]', 'src'),
      ...[...document.querySelectorAll('img[srcset], source[srcset]')].flatMap((el) => fromSrcset(el.getAttribute('srcset'))),
      ...attr('use[href]', 'href'), ...attr('image[href]', 'href'), ...attr('video[poster]', 'poster'),
      ...attr('meta[property="og:image"], meta[name="twitter:image"]', 'content'),
    ],
    ids,
  };
}

/** url(...) references in a stylesheet. */
function referencesOfCss(css) {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((match) => match[2])
    .filter((ref) => !ref.startsWith('data:') && !ref.startsWith('#'));
}

describe('links and assets', () => {
  let site;
  const crawled = new Map(); // internal URL (path+search) -> { status, location, kind, from }
  const brokenAnchors = [];
  const external = new Set();

  before(async () => {
    site = await startSite();
    const origin = new URL(site.url).origin;
    const queue = [{ url: `${site.url}/home`, kind: 'page', from: '(start)' }];
    let fetches = 0;

    const enqueue = (ref, base, kind, from) => {
      if (/^(mailto|tel|javascript|data):/i.test(ref)) return;
      const target = new URL(ref, base);
      if (target.origin !== origin) { external.add(target.href); return; }
      target.hash = '';
      const key = `${target.pathname}${target.search}`;
      if (!crawled.has(key) && !queue.some((item) => item.key === key)) queue.push({ url: target.href, key, kind, from });
    };

    while (queue.length > 0 && fetches < MAX_FETCHES) {
      const { url, kind, from } = queue.shift();
      const parsed = new URL(url);
      const key = `${parsed.pathname}${parsed.search}`;
      if (crawled.has(key)) continue;
      fetches += 1;
      const response = await fetch(url, { redirect: 'manual' });
      const type = response.headers.get('content-type') ?? '';
      const entry = { status: response.status, location: response.headers.get('location'), kind, from, type };
      crawled.set(key, entry);
      if (entry.location) enqueue(entry.location, url, kind, `${key} (redirect)`);
      if (response.status !== 200) continue;
      if (type.startsWith('text/html')) {
        const refs = referencesOf(await response.text());
        for (const ref of refs.pages) {
          if (ref.startsWith('#')) {
            if (ref.length > 1 && !refs.ids.has(decodeURIComponent(ref.slice(1)))) brokenAnchors.push(`${key} -> ${ref}`);
          } else {
            enqueue(ref, url, 'page', key);
          }
        }
        for (const ref of refs.assets) enqueue(ref, url, 'asset', key);
        for (const ref of refs.publicAddresses) enqueue(new URL(ref).pathname + new URL(ref).search, url, 'page', `${key} (canonical/og:url)`);
      } else if (type.startsWith('text/css')) {
        for (const ref of referencesOfCss(await response.text())) enqueue(ref, url, 'asset', key);
      } else {
        await response.arrayBuffer();
      }
    }
    if (queue.length > 0) throw new Error(`crawl stopped after ${MAX_FETCHES} fetches with ${queue.length} left`);
  });
  after(() => site?.stop());

  test('every internal link and asset answers 200 or an intended redirect', () => {
    const pages = [...crawled.values()].filter((e) => e.kind === 'page').length;
    console.log(`crawl: ${crawled.size} internal URLs (${pages} pages, ${crawled.size - pages} assets), ${external.size} external links not fetched`);
    for (const link of [...external].sort()) console.log(`  external: ${link}`);
    const broken = [];
    for (const [key, entry] of crawled) {
      const target = new URL(key, site.url).pathname;
      const intended = INTENDED_REDIRECTS.get(target);
      const okRedirect = entry.status >= 300 && entry.status < 400 && intended
        && new URL(entry.location, site.url).pathname === intended;
      if (entry.status !== 200 && !okRedirect) broken.push(`${key} answered ${entry.status} (linked from ${entry.from})`);
    }
    assert.deepEqual(broken, []);
  });

  test('every in-page anchor points at an element that exists', () => {
    assert.deepEqual(brokenAnchors, []);
  });

  test('HTML pages are served as text/html and linked pages are HTML', () => {
    const wrongType = [...crawled].filter(([, e]) => e.kind === 'page' && e.status === 200 && !e.type.startsWith('text/html'))
      .map(([key, e]) => `${key}: ${e.type}`);
    assert.deepEqual(wrongType, []);
  });

  test('every page of the site and of the sitemap is reachable from /home', async () => {
    const sitemap = await fetch(`${site.url}/sitemap.xml`);
    assert.equal(sitemap.status, 200, '/sitemap.xml must answer 200');
    const listed = [...(await sitemap.text()).matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)]
      .map((m) => { const u = new URL(m[1].replaceAll('&amp;', '&')); return `${u.pathname}${u.search}`; });
    assert.ok(listed.length > 0, 'the sitemap lists no page');
    const expected = new Set([...DISTINCT_PAGES.map((p) => p.path), ...listed]);
    const unreachable = [...expected].filter((key) => crawled.get(key)?.status !== 200);
    assert.deepEqual(unreachable, [], 'pages not reached (with 200) by following links from /home');
    const unlisted = DISTINCT_PAGES.filter((p) => !listed.includes(p.path)).map((p) => p.path);
    assert.deepEqual(unlisted, [], 'pages missing from the sitemap');
  });

  test('intended redirects and the fallback answer as designed', async () => {
    for (const [from, to] of INTENDED_REDIRECTS) {
      const response = await fetch(`${site.url}${from}`, { redirect: 'manual' });
      assert.ok(response.status >= 300 && response.status < 400, `${from} answered ${response.status}, want a redirect`);
      assert.equal(new URL(response.headers.get('location'), site.url).pathname, to);
    }
    for (const { path, status } of PAGES.filter((p) => p.status !== 200)) {
      assert.equal((await fetch(`${site.url}${path}`, { redirect: 'manual' })).status, status, path);
    }
    const robots = await fetch(`${site.url}/robots.txt`);
    assert.equal(robots.status, 200, '/robots.txt');
    assert.match(await robots.text(), /sitemap:/i, 'robots.txt names the sitemap');
  });
});
