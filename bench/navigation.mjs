// How long a click takes to show the next page: from the click to the next page's largest paint, in
// headless Chromium, with the site's Speculation Rules and without them (the page's rule set removed
// as it is parsed: a rule set leaves with its <script>).
// The pointer rests on the link first, as a visitor's does before a click ("moderate" eagerness
// starts after 200 ms of hover). Prints the median of each route on loopback, with the view
// transition and with reduced motion (no transition). No throttling: DevTools emulation applies to
// one page's target, not to the prerendering one, so a throttled comparison would flatter the rules.
//
// Driven by puppeteer-core, not playwright-core: Chromium refuses to prerender for a page that
// Playwright controls (status PrerenderingDisabledByDevTools), which would measure nothing.
//
//   go build -o bin/site ./cmd/site && node bench/navigation.mjs [runs per route, default 5]
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startSite } from '../e2e/harness.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const ROUTES = [
  ['/home', '/about'],
  ['/designs?category=web-design', '/work/photon'],
  ['/work/todo', '/work/loopstudios'],
];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens `from`, rests the pointer on the link to `to`, clicks, returns ms from click to the next LCP. */
async function clickToLargestPaint(browser, site, from, to, { speculate, motion }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({ width: 1440, height: 900 });
    // The view transition holds the next page back for its fade; a visitor who asks for less
    // motion gets none.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: motion ? 'no-preference' : 'reduce' }]);
    if (!speculate) {
      await page.evaluateOnNewDocument(() => document.addEventListener('DOMContentLoaded',
        () => document.querySelector('script[type="speculationrules"]')?.remove()));
    }
    await page.goto(`${site.url}${from}`, { waitUntil: 'networkidle0' });
    const link = await page.waitForSelector(`main a[href="${to}"]`);
    await link.scrollIntoView();
    await link.hover();
    await sleep(1500); // time for a prerender to finish
    const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    await link.click();
    // A prerendered page replaces the old one's target, so the next page is found afterwards, by its
    // address, through a session of its own, and its paints are read from the buffer.
    await sleep(1500);
    const target = await browser.waitForTarget((t) => t.type() === 'page' && t.url() === `${site.url}${to}`, { timeout: 10_000 });
    const session = await target.createCDPSession();
    const { result } = await session.send('Runtime.evaluate', { awaitPromise: true, returnByValue: true, expression: `new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const nav = performance.getEntriesByType('navigation')[0];
        resolve({ lcp: performance.timeOrigin + list.getEntries().at(-1).startTime,
          prerendered: nav.activationStart > 0, activation: performance.timeOrigin + nav.activationStart });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(null), 5000);
    })` });
    const next = result.value;
    if (!next) throw new Error(`${to}: no largest contentful paint`);
    // A prerendered page painted before it was shown: it appears when it is activated.
    const shownAt = next.prerendered ? Math.max(next.lcp, next.activation) : next.lcp;
    return { ms: shownAt - clickedAt, prerendered: next.prerendered };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const site = await startSite({ args: ['-access-log=false'] });
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
try {
  for (const [from, to] of ROUTES) {
    console.log(`${from} -> ${to}`);
    for (const motion of [true, false]) {
      const row = [];
      for (const speculate of [true, false]) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await clickToLargestPaint(browser, site, from, to, { speculate, motion }));
        const prerendered = runs.filter((r) => r.prerendered).length;
        row.push(`${speculate ? 'with' : 'without'} rules ${median(runs.map((r) => r.ms)).toFixed(0)} ms (${prerendered}/${RUNS} prerendered)`);
      }
      console.log(`  ${motion ? 'view transition' : 'reduced motion '}: ${row.join('; ')}`);
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
