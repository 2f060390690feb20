import { launchBrowser, startSite, loadLazyImages } from './harness.mjs';
const [, , url, width, height, out, mode] = process.argv;
const site = await startSite({ args: ['-access-log=false'] }); const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: +width, height: +height } });
if (mode === 'noimg') await page.route(/\.(avif|webp|jpg)$/, (r) => r.abort());
await page.goto(site.url + url, { waitUntil: 'load' });
if (mode !== 'noimg') await loadLazyImages(page);
await page.screenshot({ path: out, fullPage: mode === 'full' || mode === 'noimg' });
await browser.close(); await site.stop();
