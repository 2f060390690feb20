// The about page's pictures: three compositions that show the studio at work (a desk of swatches,
// type and sketches; the team's roster; the process board), laid out anew for each breakpoint so
// nothing is cropped: phone 375x320, tablet 688x320, desktop 476x640 (CSS pixels, see site.css
// .about-section__image). Each is HTML set in Jost, rendered by Debian's Chromium at 2x and encoded
// by sharp as AVIF, WebP and JPEG at 1x and 2x: static/img/about/<section>-<layout>-<w>.<format>.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/harness.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'static/img/about');
// Jost, inlined: a page set from a string may not load files.
const font = (weight) => `data:font/woff2;base64,${readFileSync(path.join(root, `node_modules/@fontsource/jost/files/jost-latin-${weight}-normal.woff2`)).toString('base64')}`;

export const LAYOUTS = { phone: [375, 320], tablet: [688, 320], desktop: [476, 640] };
export const SECTIONS = ['about-us', 'world-class-talent', 'real-deal'];
const FORMATS = { avif: (i) => i.avif({ quality: 55, effort: 4 }), webp: (i) => i.webp({ quality: 78 }), jpg: (i) => i.jpeg({ quality: 80, mozjpeg: true }) };

const BASE = `
@font-face { font-family: Jost; src: url(${font(400)}); font-weight: 400; }
@font-face { font-family: Jost; src: url(${font(500)}); font-weight: 500; }
* { box-sizing: border-box; margin: 0; }
body { font-family: Jost; color: #1D1C1E; }
.stage { position: relative; overflow: hidden; width: var(--w); height: var(--h); }
.rings { position: absolute; border-radius: 50%; pointer-events: none;
  background: repeating-radial-gradient(circle, transparent 0 26px, var(--ring) 26px 36px); }
.card { position: absolute; border-radius: 10px; box-shadow: 0 18px 40px rgb(0 0 0 / 35%); }
.label { font-size: 10px; letter-spacing: 2.5px; text-transform: uppercase; font-weight: 500; }
`;

// The studio's desk: a type specimen, the brand's swatches and a sketched layout.
function aboutUs(layout) {
  const pos = {
    phone: { spec: 'left:22px;top:20px;width:164px;height:184px', sw: 'left:22px;top:226px;width:340px', sketch: 'left:204px;top:34px;width:150px;height:118px;transform:rotate(4deg)', rings: 'left:170px;top:120px;width:320px;height:320px' },
    tablet: { spec: 'left:40px;top:40px;width:190px;height:230px', sw: 'left:262px;top:48px;width:170px', sketch: 'left:462px;top:40px;width:196px;height:150px;transform:rotate(4deg)', rings: 'left:380px;top:150px;width:360px;height:360px' },
    desktop: { spec: 'left:40px;top:56px;width:230px;height:280px', sw: 'left:296px;top:80px;width:150px', sketch: 'left:120px;top:380px;width:300px;height:210px;transform:rotate(-3deg)', rings: 'left:-120px;top:330px;width:460px;height:460px' },
  }[layout];
  const swatches = [['#E7816B', 'Peach'], ['#FFAD9B', 'Light peach'], ['#1D1C1E', 'Black'], ['#333136', 'Dark grey'], ['#F1F3F5', 'Light grey']]
    .map(([c, n]) => `<div style="display:flex;align-items:center;gap:10px;margin-bottom:7px;${layout === 'phone' ? 'flex-direction:column;align-items:flex-start;gap:4px' : ''}"><span style="width:26px;height:26px;border-radius:50%;background:${c};box-shadow:inset 0 0 0 1px rgb(255 255 255 / 25%)"></span><span style="color:#fff;font-size:11px;line-height:1.1">${n}${layout === 'phone' ? '' : `<br><span style="opacity:.6">${c}</span>`}</span></div>`).join('');
  return `<div class="stage" style="background:#1D1C1E;--ring:rgb(231 129 107 / 35%)">
    <div class="rings" style="${pos.rings}"></div>
    <div class="card" style="${pos.spec};background:#F1F3F5;padding:16px 18px;display:flex;flex-direction:column;justify-content:space-between">
      <span class="label" style="color:#B24E39">Type specimen</span>
      <span style="font-size:${layout === 'desktop' ? 120 : 96}px;line-height:.9;font-weight:500">Aa</span>
      <span style="font-size:12px;line-height:1.3">Jost Medium 500<br><span style="color:#333136">ABCDEFG abcdefg 0123</span></span>
    </div>
    <div style="position:absolute;${pos.sw}"><div class="label" style="color:#FFAD9B;margin-bottom:10px">Palette</div><div style="${layout === 'phone' ? 'display:flex;gap:14px' : ''}">${swatches}</div></div>
    <div class="card" style="${pos.sketch};background:#fff;padding:12px">
      <svg viewBox="0 0 200 140" width="100%" height="100%" preserveAspectRatio="none" fill="none" stroke="#333136" stroke-width="1.6" stroke-linecap="round">
        <path d="M8 10h184M8 24h60" stroke-dasharray="3 4"/><rect x="8" y="34" width="96" height="62" rx="4"/><path d="M8 34l96 62M104 34l-96 62" stroke="#E7816B"/>
        <path d="M116 38h70M116 50h58M116 62h66M116 74h40"/><circle cx="140" cy="108" r="14" stroke="#E7816B" stroke-width="3"/><path d="M8 112h70M8 124h48"/>
        <path d="M162 96c14 6 22 18 26 34" stroke="#B24E39" stroke-dasharray="2 3"/>
      </svg>
    </div>
  </div>`;
}

// The team's roster: who makes the work, as monogram discs with their crafts.
function talent(layout) {
  const people = [['AK', 'Art direction'], ['MO', 'Type design'], ['JL', 'Engineering'], ['SR', 'Strategy'], ['TP', 'Illustration'], ['NV', 'Motion']];
  const cols = { phone: 3, tablet: 6, desktop: 2 }[layout];
  const size = { phone: 64, tablet: 70, desktop: 96 }[layout];
  const disc = (i) => ['#1D1C1E', '#FFFFFF', '#FFAD9B'][i % 3];
  const ink = (i) => (i % 3 === 0 ? '#FFFFFF' : '#1D1C1E');
  const cells = people.map(([m, role], i) => `<div style="display:grid;justify-items:center;gap:8px">
      <span style="display:grid;place-items:center;width:${size}px;height:${size}px;border-radius:50%;background:${disc(i)};color:${ink(i)};font-size:${size * 0.36}px;font-weight:500;letter-spacing:1px;box-shadow:0 10px 24px rgb(29 28 30 / 25%)">${m}</span>
      <span class="label" style="font-size:9px;white-space:nowrap;letter-spacing:${layout === 'tablet' ? 1.2 : 2.5}px">${role}</span></div>`).join('');
  const gap = { phone: '18px 10px', tablet: '10px', desktop: '34px 40px' }[layout];
  const pad = { phone: '34px 20px', tablet: '70px 24px', desktop: '80px 60px' }[layout];
  return `<div class="stage" style="background:#E7816B;--ring:rgb(255 255 255 / 22%)">
    <div class="rings" style="left:50%;top:50%;width:${layout === 'desktop' ? 760 : 720}px;height:${layout === 'desktop' ? 760 : 720}px;transform:translate(-50%,-50%)"></div>
    <div style="position:relative;display:grid;grid-template-columns:repeat(${cols},1fr);gap:${gap};padding:${pad}">${cells}</div>
    <div class="label" style="position:absolute;left:0;right:0;bottom:${layout === 'desktop' ? 40 : 14}px;text-align:center">The studio, 2026</div>
  </div>`;
}

// The process board: five stages as pinned notes, the estimate signed off in a ring.
function realDeal(layout) {
  const stages = [['Brief', 'Goals, audience, budget', '#FFFFFF'], ['Sketch', 'Three routes on paper', '#FFAD9B'], ['Design', 'One route, every screen', '#FFFFFF'], ['Build', 'Tested on real devices', '#FFAD9B'], ['Launch', 'Measured after 30 days', '#E7816B']];
  const wide = layout === 'tablet';
  const notes = stages.map(([t, d, c], i) => `<div style="position:relative;background:${c};border-radius:6px;padding:10px 12px;box-shadow:0 8px 18px rgb(29 28 30 / 18%);transform:rotate(${[-2, 1.5, -1, 2, -1.5][i]}deg)">
      <span class="label" style="font-size:9px;color:#333136">0${i + 1}</span>
      <div style="font-size:${layout === 'desktop' ? 24 : 16}px;font-weight:500;line-height:1.2;margin-top:${layout === 'desktop' ? 14 : 0}px">${t}</div>
      <div style="font-size:${layout === 'desktop' ? 13 : 11}px;line-height:1.3;color:#333136">${d}</div>
      ${i < 4 ? '<span style="position:absolute;right:10px;top:10px;width:14px;height:14px;border-radius:50%;background:#1D1C1E"></span>' : ''}</div>`).join('');
  // Five notes and the stamp fill a 3x2 grid on phones and a 2x3 grid on desktops; on tablets the
  // notes make one row and the stamp sits below them.
  const grid = { phone: 'grid-template-columns:repeat(3,1fr);padding:34px 22px 0', tablet: 'grid-template-columns:repeat(5,1fr);padding:44px 34px 0', desktop: 'grid-template-columns:1fr 1fr;grid-auto-rows:150px;gap:26px 22px;padding:70px 36px 0' }[layout];
  const stamp = { phone: 'position:relative;justify-self:center;width:108px;height:108px', tablet: 'position:absolute;right:40px;bottom:22px;width:120px;height:120px', desktop: 'position:relative;justify-self:center;align-self:center;width:140px;height:140px' }[layout];
  const stampHTML = `<div style="${stamp};border-radius:50%;border:6px solid #1D1C1E;display:grid;place-items:center;text-align:center;transform:rotate(-12deg);background:rgb(255 255 255 / 60%)">
      <span><span class="label" style="display:block;font-size:9px">Estimate</span><span style="font-size:${layout === 'desktop' ? 24 : 18}px;font-weight:500;line-height:1">Signed</span><span class="label" style="display:block;font-size:9px">on budget</span></span>
    </div>`;
  return `<div class="stage" style="background:#F1F3F5;--ring:rgb(231 129 107 / 28%)">
    <div class="rings" style="left:-160px;bottom:-200px;width:440px;height:440px"></div>
    <div class="label" style="position:absolute;left:${wide ? 34 : 22}px;top:${wide ? 16 : 8}px;color:#B24E39;${layout === 'desktop' ? 'left:36px;top:16px' : ''}">Project board · week 6</div>
    <div style="position:relative;display:grid;gap:14px;${grid}">${notes}${wide ? '' : stampHTML}</div>
    ${wide ? stampHTML : ''}
  </div>`;
}

const DRAW = { 'about-us': aboutUs, 'world-class-talent': talent, 'real-deal': realDeal };

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    for (const [layout, [w, h]] of Object.entries(LAYOUTS)) {
      const context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      for (const section of SECTIONS) {
        await page.setContent(`<!doctype html><html><head><style>${BASE}</style></head><body style="--w:${w}px;--h:${h}px">${DRAW[section](layout)}</body></html>`, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        const png = await page.locator('.stage').screenshot();
        for (const width of [w, 2 * w]) {
          const resized = sharp(png).resize({ width, kernel: 'lanczos3' }).removeAlpha();
          for (const [ext, encode] of Object.entries(FORMATS)) {
            const file = path.join(outDir, `${section}-${layout}-${width}.${ext}`);
            writeFileSync(file, await encode(resized.clone()).toBuffer());
          }
        }
        console.log(`static/img/about/${section}-${layout}-{${w},${2 * w}}.{avif,webp,jpg}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
