// Renders each project's opening, the picture its case study opens on: the work itself, flat and large
// on the client's colour (project.toml: colour), composed by the cover's stylesheet (lib/compose.mjs,
// flat) from the frames the piece renderer handed over (content/work/<slug>/frame-<n>.jpg): a website's
// first screen in a browser window, an app's key screens side by side, a print sheet laid flat.
//
//   node art/work/openings.mjs              every project
//   node art/work/openings.mjs express      one (or several slugs)
//
// It writes content/work/<slug>/opening.jpg (3200 x 1800) and records in art/records/openings.json
// its input hash (lib.mjs) and what a phone shows of it: the part of the opening where the work can be
// read at 375 px, which project.toml's [[pictures]] entry for opening.jpg repeats as its `phone`
// (art/work-art.test.mjs holds the two to each other).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { chromiumVersion } from '../inputs.mjs';
import { OPENING, composeOpening, openingFile, openingHash, openingPlan, readOpenings, writeOpenings } from './lib/openings.mjs';

const SCALE = 2;

async function render(browser, slug) {
  const plan = openingPlan(slug);
  const tmp = mkdtempSync(path.join(tmpdir(), `opening-${slug}-`));
  try {
    const frames = plan.frames.map((f) => ({ ...f, src: pathToFileURL(f.file).href }));
    const html = composeOpening({ kind: plan.kind, frames, colour: plan.colour, url: plan.url, layout: plan.layout });
    const file = path.join(tmp, 'opening.html');
    writeFileSync(file, html);
    const context = await browser.newContext({ viewport: { width: OPENING.width, height: OPENING.height }, deviceScaleFactor: SCALE });
    const page = await context.newPage();
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    // What a phone shows: the box compose marked (data-phone), with a margin of the colour around it.
    const box = await page.evaluate(() => {
      const el = document.querySelector('[data-phone]');
      const r = el.getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    });
    const png = await page.screenshot({ type: 'png' });
    await context.close();
    const jpg = await sharp(png).jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer();
    writeFileSync(openingFile(slug), jpg);
    const margin = 16;
    const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
    const left = clamp(Math.round((box.x - margin) * SCALE), 0, OPENING.width * SCALE);
    const top = clamp(Math.round((box.y - margin) * SCALE), 0, OPENING.height * SCALE);
    const right = clamp(Math.round((box.x + box.width + margin) * SCALE), 0, OPENING.width * SCALE);
    const bottom = clamp(Math.round((box.y + box.height + margin) * SCALE), 0, OPENING.height * SCALE);
    const phone = [left, top, right - left, bottom - top];
    console.log(`${slug}: opening.jpg ${Math.round(jpg.length / 1024)} KiB on ${plan.colour}; phone = [${phone.join(', ')}]`);
    return { source: openingHash(slug), chromium: chromiumVersion(), colour: plan.colour, kind: plan.kind,
      width: OPENING.width * SCALE, height: OPENING.height * SCALE, phone };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const records = readOpenings();
const { slugs: all } = openingPlan();
const asked = process.argv.slice(2);
const unknown = asked.filter((s) => !all.includes(s));
if (unknown.length) {
  console.error(`no project: ${unknown.join(', ')}`);
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  for (const slug of asked.length ? asked : all) records[slug] = await render(browser, slug);
} finally {
  await browser.close();
}
writeOpenings(records);
