// The work moving (views/motion.templ), in Debian's Chromium, for every case study whose project
// has a recording (static/content.json's motion):
//   - a first visit asks for neither the video nor its poster (lazy, below the opening);
//   - with prefers-reduced-motion: no-preference the video is there, with controls and a play mark on
//     its poster; in sight it plays by itself (islands/loader.ts), asks for the video (whole or in
//     ranges), loops muted, pauses out of sight, and once its visitor pauses it, stays paused;
//   - with prefers-reduced-motion: reduce the video has no source and is not drawn: play() finds
//     nothing to play, nothing is asked for, and the poster stands alone;
//   - the section as a person sees it, at 375 and 1440 px, into screenshots/ (gitignored).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { VIEWPORTS, launchBrowser, repoRoot, startSite } from './harness.mjs';

const bundle = JSON.parse(readFileSync(path.join(repoRoot, 'static', 'content.json'), 'utf8'));
const slugs = Object.keys(bundle.pictures).filter((slug) => bundle.pictures[slug].motion).sort();
const OUT = path.join(repoRoot, 'screenshots');

describe('the work moving', { timeout: 600_000 }, () => {
  let site;
  let browser;
  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
    mkdirSync(OUT, { recursive: true });
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  /** A visit with the given motion preference: the page, and every URL it asked for. */
  async function visit(slug, reducedMotion, viewport) {
    const context = await browser.newContext({ viewport, reducedMotion });
    const page = await context.newPage();
    const asked = [];
    const errors = [];
    page.on('request', (r) => asked.push(r.url()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${site.url}/work/${slug}`, { waitUntil: 'load' });
    return { page, asked, errors, close: () => context.close() };
  }

  /** Brings a figure (or its video) into sight as a link to it would (the browser's own scrollIntoView), and
   *  again if the page moved under it. The sections around it are laid out only as they come near
   *  (content-visibility), so its place is known only once they are: Playwright's
   *  scrollIntoViewIfNeeded, which scrolls to the box it measured, stopped short at the page's
   *  estimated end (Todo's study on a phone: the figure at 7,397 px, the page 6,356 px long). */
  async function bringIntoSight(page, figure) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await figure.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(300);
      const inSight = await figure.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top < innerHeight && r.bottom > 0;
      });
      if (inSight) return;
    }
    assert.fail('the figure never came into sight');
  }

  const isVideo = (url) => url.endsWith('.mp4');
  const isPoster = (url) => /\/motion-poster-/.test(url);

  test('there are recordings to show', () => {
    assert.ok(slugs.length > 0, 'no project of static/content.json has a motion');
    console.log(`case studies with their work moving: ${slugs.join(', ')}`);
  });

  for (const slug of slugs) {
    test(`${slug}: nothing of it on a first visit; where motion is welcome it plays while in sight, with controls a pause of which holds`, async () => {
      const { page, asked, errors, close } = await visit(slug, 'no-preference', VIEWPORTS.desktop);
      try {
        await page.waitForTimeout(500);
        assert.deepEqual(asked.filter((u) => isVideo(u) || isPoster(u)), [], 'asked for on the first screen');
        const video = page.locator('.case-motion video');
        // The poster carries a play mark (its picture's ::before and ::after) for the video to cover.
        const before = await video.evaluate((v) => ({ visible: v.getClientRects().length > 0, controls: v.controls, muted: v.muted,
          loop: v.loop, preload: v.preload, paused: v.paused, src: v.currentSrc,
          mark: getComputedStyle(v.previousElementSibling, '::before').content !== 'none' }));
        assert.deepEqual({ ...before, src: undefined }, { visible: true, controls: true, muted: true, loop: true, preload: 'none', paused: true, src: undefined, mark: true });
        // In sight, it plays by itself (islands/loader.ts, playMotionInSight).
        await bringIntoSight(page, video);
        await page.waitForFunction(() => document.querySelector('.case-motion video').currentTime > 0.5, null, { timeout: 30_000 });
        const playing = await video.evaluate((v) => ({ paused: v.paused, ready: v.readyState, width: v.videoWidth, height: v.videoHeight,
          duration: v.duration, src: v.currentSrc }));
        assert.equal(playing.paused, false);
        assert.ok(playing.ready >= 2, `readyState ${playing.ready}`);
        assert.ok(isVideo(playing.src), playing.src);
        assert.deepEqual([playing.width, playing.height], [bundle.pictures[slug].motion.width, bundle.pictures[slug].motion.height]);
        // Out of sight it pauses, and plays again on its return.
        await page.evaluate(() => scrollTo(0, 0));
        await page.waitForFunction(() => document.querySelector('.case-motion video').paused);
        await bringIntoSight(page, video);
        await page.waitForFunction(() => !document.querySelector('.case-motion video').paused);
        // A seek asks for the bytes from a point on, and plays from there.
        await video.evaluate((v) => { v.currentTime = v.duration * 0.75; });
        await page.waitForFunction(() => { const v = document.querySelector('.case-motion video'); return !v.seeking && v.currentTime > v.duration * 0.7; });
        // Paused by its visitor (as the controls do), it stays paused when it comes back into sight.
        await video.evaluate((v) => v.pause());
        await page.evaluate(() => scrollTo(0, 0));
        await bringIntoSight(page, video);
        await page.waitForTimeout(1000);
        assert.equal(await video.evaluate((v) => v.paused), true, 'played again after its visitor paused it');
        await page.locator('.case-motion').screenshot({ path: path.join(OUT, `motion-${slug}-1440-played.png`) });
        assert.deepEqual(errors, []);
        console.log(`${slug}: ${playing.width}x${playing.height}, ${playing.duration.toFixed(1)} s, ${bundle.pictures[slug].motion.bytes} B`);
      } finally {
        await close();
      }
    });

    test(`${slug}: not offered to who asks for less motion; the poster stands alone`, async () => {
      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
        const { page, asked, close } = await visit(slug, 'reduce', viewport);
        try {
          const figure = page.locator('.case-motion');
          await bringIntoSight(page, figure);
          await page.waitForFunction(() => document.querySelector('.case-motion img').complete);
          const state = await page.evaluate(async () => {
            const v = document.querySelector('.case-motion video');
            const img = document.querySelector('.case-motion img');
            // Asked to play, a video with no source waits for one: it neither plays nor loads.
            const played = await Promise.race([v.play().then(() => 'played', (e) => e.name),
              new Promise((resolve) => setTimeout(() => resolve('waiting'), 1500))]);
            return { drawn: v.getClientRects().length > 0, src: v.currentSrc, network: v.networkState, played,
              ready: v.readyState, time: v.currentTime, poster: img.naturalWidth > 0 && img.getClientRects().length > 0,
              mark: getComputedStyle(img.parentElement, '::before').content !== 'none' };
          });
          assert.deepEqual(state, { drawn: false, src: '', network: 3 /* NETWORK_NO_SOURCE */, played: 'waiting', ready: 0, time: 0, poster: true, mark: false });
          assert.deepEqual(asked.filter(isVideo), [], 'asked for the video');
          await figure.screenshot({ path: path.join(OUT, `motion-${slug}-${viewport.width}-reduce.png`) });
        } finally {
          await close();
        }
      }
      const { page, close } = await visit(slug, 'no-preference', VIEWPORTS.phone);
      try {
        const figure = page.locator('.case-motion');
        await bringIntoSight(page, figure);
        await page.waitForFunction(() => document.querySelector('.case-motion img').complete);
        await figure.screenshot({ path: path.join(OUT, `motion-${slug}-375.png`) });
      } finally {
        await close();
      }
    });
  }
});
