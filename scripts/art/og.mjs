// Renders the Open Graph image (1200x630 PNG): the light logo and the hero art
// on a dark card, composed as one SVG and screenshotted with headless Chromium.
// Run after build.mjs, since it reuses the generated logo and hero.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { C } from './lib.mjs';

const imgDir = join(dirname(fileURLToPath(import.meta.url)), '../../static/img');
const dataUri = (file) => `data:image/svg+xml;base64,${readFileSync(join(imgDir, file)).toString('base64')}`;

// Dark left panel with the logo and abstract headline bars; peach right panel with the hero.
function composition() {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="${C.black}"/>
<circle cx="240" cy="560" r="260" fill="${C.darkGrey}"/>
<rect x="700" y="0" width="500" height="630" fill="${C.peach}"/>
<image href="${dataUri('logo-light.svg')}" x="90" y="120" width="392" height="48"/>
<rect x="90" y="250" width="460" height="22" rx="11" fill="${C.white}"/>
<rect x="90" y="292" width="380" height="22" rx="11" fill="${C.white}"/>
<rect x="90" y="334" width="300" height="22" rx="11" fill="${C.lightPeach}"/>
<rect x="90" y="440" width="150" height="56" rx="8" fill="${C.peach}"/>
<image href="${dataUri('home/hero.svg')}" x="700" y="15" width="480" height="600"/>
</svg>`;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(`<body style="margin:0">${composition()}</body>`);
  await page.screenshot({ path: join(imgDir, 'og-image.png'), clip: { x: 0, y: 0, width: 1200, height: 630 } });
  console.log('static/img/og-image.png');
} finally {
  await browser.close();
}
