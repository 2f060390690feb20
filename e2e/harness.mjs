// Browser test harness for the Designo site: start the real server, drive Debian's Chromium.
//
// API (everything else in this file is private):
//   repoRoot                         absolute path of the repository
//   VIEWPORTS                        { phone: 375x812, tablet: 768x1024, desktop: 1440x900 }
//   CHROMIUM_PATH, CHROMIUM_ARGS     the Chromium every suite drives (env CHROMIUM, else the first of
//                                      chromium, chromium-browser, google-chrome-stable, google-chrome
//                                      on the PATH, else /usr/bin/chromium) and the flags every launch uses
//   SITE_BINARY                      the server binary the tests run (bin/site, or env SITE_BINARY)
//   startSite({ args, env })         -> { url, port, dbPath, tmpDir, log(), stop() }
//                                      Builds bin/site when missing or older than the sources, starts
//                                      `bin/site -addr 127.0.0.1:0 ...args` (the port it took read from its log) with
//                                      SITE_DB=<tmpDir>/enquiries.db (+ env), waits for GET /healthz = 200.
//                                      stop() sends SIGTERM (SIGKILL after 5 s) and removes tmpDir.
//                                      Env SITE_BINARY=<path> uses that binary instead (never rebuilt).
//   personsToken(siteURL)            -> the contact form's token, as a person holds it: fetched from
//                                      /contact, returned once 2.5 s have passed (a robot posts sooner)
//   freePort()                       -> a loopback port free a moment ago (for a second listener)
//   launchBrowser()                  -> playwright-core Browser (headless Chromium); close it in `after`.
//   waitForIsland(page, selector)    waits until React has taken over the element (an island mounted)
//   loadLazyImages(page)             scrolls the page through (then back to the top) until its lazy
//                                      images have all loaded (those it displays)
//   openPage(browser, url, { width, height, javaScript = true, blockScripts = false, waitUntil = 'load',
//            prepare(page) })
//                                    -> { page, context, response, consoleErrors, pageErrors, close() }
//                                      A fresh context per call (no shared storage); console errors and
//                                      uncaught exceptions are collected so tests can assert none.
//                                      blockScripts: the site's script files are never fetched but the test
//                                      can still run script in the page (axe needs that; with javaScript
//                                      off it cannot run at all) — a visitor without JavaScript, for audits.
//                                      prepare: runs on the new page before it is loaded (init scripts,
//                                      routes, listeners).
//
// Typical use:
//   const site = await startSite();  const browser = await launchBrowser();
//   const { page, consoleErrors, close } = await openPage(browser, `${site.url}/home`, VIEWPORTS.phone);
//   ...;  await close();  await browser.close();  await site.stop();

import { spawn, execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { accessSync, constants, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const VIEWPORTS = Object.freeze({
  phone: Object.freeze({ width: 375, height: 812 }),
  tablet: Object.freeze({ width: 768, height: 1024 }),
  desktop: Object.freeze({ width: 1440, height: 900 }),
});

/** The Chromium to drive: $CHROMIUM, else the first Chromium or Chrome on the PATH, else Debian's path. */
function findChromium() {
  if (process.env.CHROMIUM) return process.env.CHROMIUM;
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const name of ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']) {
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch { /* not here */ }
    }
  }
  return '/usr/bin/chromium';
}
export const CHROMIUM_PATH = findChromium();
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
]);

// SITE_BINARY=<path> runs the gates against a binary built elsewhere (it is then never rebuilt).
export const SITE_BINARY = process.env.SITE_BINARY || path.join(repoRoot, 'bin', 'site');
// Everything the Go binary is built from or embeds: go.mod, go.sum and the folders of its own
// packages, as Go lists them (static/ and data/ are packages that embed their files).
const sourceRoots = () => ['go.mod', 'go.sum', ...execFileSync('go', ['list', '-deps', '-f', '{{.Dir}}', './cmd/site'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\n').filter((dir) => dir.startsWith(repoRoot + path.sep)).map((dir) => path.relative(repoRoot, dir))];
const HEALTH_TIMEOUT_MS = 20_000;
const STOP_GRACE_MS = 5_000;

/** Newest modification time (ms) of any file under the given repo-relative paths. */
function newestSourceMtime() {
  let newest = 0;
  const visit = (p) => {
    const info = statSync(p);
    if (info.isDirectory()) {
      for (const entry of readdirSync(p)) visit(path.join(p, entry));
    } else {
      newest = Math.max(newest, info.mtimeMs);
    }
  };
  for (const root of sourceRoots()) {
    const full = path.join(repoRoot, root);
    if (existsSync(full)) visit(full);
  }
  return newest;
}

/** Builds bin/site when it is missing or older than its sources, so tests never run a stale server. */
function ensureSiteBinary() {
  if (process.env.SITE_BINARY) return;
  if (existsSync(SITE_BINARY) && statSync(SITE_BINARY).mtimeMs >= newestSourceMtime()) return;
  execFileSync('go', ['build', '-o', SITE_BINARY, './cmd/site'], { cwd: repoRoot, stdio: 'inherit' });
}

/** Resolves to `port` once it was free (0: any free port), or to null. */
function freeAt(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', () => resolve(null));
    probe.listen(port, '127.0.0.1', () => {
      const { port: bound } = probe.address();
      probe.close(() => resolve(bound));
    });
  });
}

/**
 * A TCP port that was free a moment ago on the loopback interface, below the kernel's ephemeral
 * range where it can be read: a port from that range is also given to other processes' outgoing
 * connections, and may be taken before the listener that was handed it binds (the Go tests'
 * internal/loopback says the same).
 */
export async function freePort() {
  let first = 0;
  try {
    first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    // Not Linux: any free port.
  }
  const lowest = 10000;
  for (let attempt = 0; first > lowest && attempt < 50; attempt += 1) {
    const port = await freeAt(lowest + Math.floor(Math.random() * (first - lowest)));
    if (port !== null) return port;
  }
  const port = await freeAt(0);
  if (port === null) throw new Error('no free loopback port');
  return port;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The port of the server's "listening" line (its JSON log on standard error), once it says it. */
async function waitForListening(child, output) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`bin/site exited with ${child.exitCode} before it listened:\n${output()}`);
    }
    for (const line of output().split('\n')) {
      if (!line.includes('"listening"')) continue;
      const { msg, addr } = JSON.parse(line);
      if (msg === 'listening') return Number(addr.slice(addr.lastIndexOf(':') + 1));
    }
    await sleep(50);
  }
  throw new Error(`bin/site did not say where it listens within ${HEALTH_TIMEOUT_MS} ms:\n${output()}`);
}

async function waitForHealth(url, child, output) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`bin/site exited with ${child.exitCode} before it was healthy:\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`bin/site did not answer ${url}/healthz with 200 within ${HEALTH_TIMEOUT_MS} ms:\n${output()}`);
}

// Servers still running when the test process exits (a test that threw before stop()) are killed,
// so no engineer is left with a stray server on the shared machine.
const runningSites = new Set();
const killRunningSites = () => {
  for (const child of runningSites) child.kill('SIGKILL');
};
process.on('exit', killRunningSites);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    killRunningSites();
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });
}

export async function startSite({ args = [], env = {} } = {}) {
  ensureSiteBinary();
  const tmpDir = await mkdtemp(path.join(tmpdir(), 'designo-e2e-'));
  const dbPath = path.join(tmpDir, 'enquiries.db');
  // The server takes a free port itself and says which in its "listening" line: a port picked here
  // and handed over could be taken by another process's connection in between.
  const child = spawn(SITE_BINARY, ['-addr', '127.0.0.1:0', ...args], {
    cwd: repoRoot,
    // Surges (volume against the site's own rate) are off unless a suite turns them on
    // (-surge-floor): a suite sends more enquiries in minutes than an agency gets in a week.
    env: { ...process.env, SITE_DB: dbPath, SITE_SURGE_FLOOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runningSites.add(child);
  const chunks = [];
  const keep = (chunk) => { chunks.push(chunk); if (chunks.length > 2000) chunks.shift(); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const log = () => Buffer.concat(chunks).toString('utf8');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
    runningSites.delete(child);
    await rm(tmpDir, { recursive: true, force: true });
  };

  let url;
  let port;
  try {
    port = await waitForListening(child, log);
    url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dbPath, tmpDir, log, stop };
}

/**
 * A throwaway PostgreSQL with one empty database, for a suite that runs on both stores: started by
 * internal/pgtest/pgserve (the Go tests' own package), which removes it when stop() closes its
 * standard input, or when this process dies.
 */
export async function startPostgres() {
  const child = spawn('go', ['run', './internal/pgtest/pgserve'], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  const url = await new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes('\n')) resolve(stdout.split('\n')[0]);
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL did not start (pgserve exited ${code}):\n${stderr}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin.end();
    await exited;
  };
  return { url, stop };
}

/** The contact form's signed token from the page, returned once a person would have typed. */
export async function personsToken(siteURL) {
  const html = await (await fetch(`${siteURL}/contact`)).text();
  const token = html.match(/name="token" value="([^"]+)"/)?.[1];
  if (!token) throw new Error(`${siteURL}/contact has no form token`);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  return token;
}

export function launchBrowser() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`no Chromium at ${CHROMIUM_PATH}: install Debian's chromium (scripts/setup.sh does, as root) or set CHROMIUM=/path/to/chromium`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

export async function openPage(browser, url, { width = VIEWPORTS.desktop.width, height = VIEWPORTS.desktop.height,
  deviceScaleFactor = 1, javaScript = true, blockScripts = false, waitUntil = 'load', prepare = async () => {} } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, javaScriptEnabled: javaScript });
  if (blockScripts) {
    await context.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.fallback()));
  }
  const page = await context.newPage();
  const consoleErrors = [];
  const pageErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await prepare(page);
  const response = await page.goto(url, { waitUntil });
  return { page, context, response, consoleErrors, pageErrors, close: () => context.close() };
}

/** Waits until React has taken over the element the selector finds (React marks its DOM nodes). */
export async function waitForIsland(page, selector) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return el !== null && Object.keys(el).some((key) => key.startsWith('__react'));
  }, selector, { timeout: 10_000 });
}

/** Scrolls through the page so its lazy images load, back to the top, and waits until all are in. */
export async function loadLazyImages(page) {
  await page.evaluate(async () => {
    // A screen at a time, each shown for a frame: the browser's lazy-load margin reaches further ahead.
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await nextFrame();
    }
    window.scrollTo(0, 0);
    // On a busy machine the scroll can pass an image before the browser's lazy-load observer sees it,
    // and that image would then never start: whatever is shown and has not arrived is asked for now.
    // An image the page does not display at this width (display: none) stays unfetched, as for a visitor.
    for (const img of document.querySelectorAll('img[loading="lazy"]')) {
      if (!img.complete && img.getClientRects().length > 0) img.loading = 'eager';
    }
  });
  // The images themselves say when they are in (a quiet network may come before the scroll, and costs
  // half a second to wait for). A case study's large renders take a while to decode on two busy
  // cores: 30 s, not Playwright's 10.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.getClientRects().length === 0),
    null, { timeout: 30_000 });
}
