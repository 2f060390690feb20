// Renders the site's Open Graph image (1200x630 JPEG, static/img/og-image.jpg), the card a link to any
// page but a case study shows when it is shared (a case study has its own: art/work/render.mjs).
// The home page's promise set in Jost beside the hero's board of real work, on the same black with
// the brand's peach rings, so a shared link looks like the site it opens.
// The hero's board is composed by showcase.mjs's code from the portfolio's covers.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { recordComposition } from './compositions.mjs';
import { C } from './lib.mjs';
import { BOARDS, boardCovers, compose } from './showcase.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dataUri = (file, type) => `data:${type};base64,${readFileSync(join(root, file)).toString('base64')}`;
// The card's type and logo, read into it and listed among its inputs (compositions).
const FONT = 'static/fonts/jost.woff2';
const LOGO = 'static/img/logo-light.svg';
const WIDTH = 1200;
const HEIGHT = 630;

// The board is 4:5 (art/studio/showcase.mjs): at the card's full height it takes the right 504 px.
function card(board) {
  const font = `@font-face { font-family: Jost; font-weight: 400 500;
    src: url(${dataUri(FONT, 'font/woff2')}) format('woff2'); }`;
  const rings = [150, 230, 310, 390].map((r, i) =>
    `<circle cx="130" cy="640" r="${r}" fill="none" stroke="${i % 2 ? C.darkGrey : C.peach}" stroke-width="${i % 2 ? 22 : 10}" opacity="${0.45 - i * 0.08}"/>`).join('');
  return `<!doctype html><meta charset="utf-8"><style>
    ${font}
    body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; background: ${C.black}; overflow: hidden;
      font-family: Jost, sans-serif; color: ${C.white}; position: relative; }
    svg.rings { position: absolute; inset: 0; }
    img.board { position: absolute; top: 0; right: 0; height: ${HEIGHT}px; width: auto; }
    .words { position: absolute; left: 80px; top: 92px; width: 560px; }
    .logo { width: 202px; height: auto; display: block; margin-bottom: 64px; }
    h1 { font-weight: 500; font-size: 52px; line-height: 1.12; margin: 0 0 28px; letter-spacing: -0.5px; }
    p { font-size: 22px; line-height: 1.5; margin: 0; color: #d7d3d3; }
    p b { font-weight: 500; color: ${C.lightPeach}; }
  </style>
  <svg class="rings" width="${WIDTH}" height="${HEIGHT}">${rings}</svg>
  <img class="board" src="data:image/jpeg;base64,${board.toString('base64')}" alt="">
  <div class="words">
    <img class="logo" src="${dataUri(LOGO, 'image/svg+xml')}" alt="">
    <h1>Award-winning custom designs and digital branding solutions</h1>
    <p><b>Websites, apps and brands since 2010.</b><br>Toronto · New South Wales · Rhyd-y-fro</p>
  </div>`;
}

const HERO = BOARDS.find((b) => b.role === 'hero');

/** The card as a composition (compositions.mjs): its output and what it is made from. */
export const compositions = () => [{
  output: 'static/img/og-image.jpg', files: [...boardCovers(HERO), FONT, LOGO], composer: fileURLToPath(import.meta.url),
}];

async function main() {
  // The hero's board (showcase.mjs), at the width the card shows it at 2x.
  const board = await sharp(await compose(HERO)).resize(800).jpeg({ quality: 76, mozjpeg: true }).toBuffer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    await page.setContent(card(board));
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
    const jpeg = await sharp(png).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    writeFileSync(join(root, 'static/img/og-image.jpg'), jpeg);
    recordComposition(compositions()[0]);
    console.log(`static/img/og-image.jpg ${jpeg.length} bytes`);
  } finally {
    await browser.close();
  }
}

// Run, not imported (the tests read its compositions).
if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
