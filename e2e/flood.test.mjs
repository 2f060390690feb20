// A flood against the real binary, with a real SMTP sink (the npm package smtp-server, mail read by
// mailparser) and a webhook receiver in this process (issue 34, "Must show"):
//   1. 15 genuine enquiries sent as people send them (the form loaded and typed over seconds in
//      Chromium with and without JavaScript, and by hand over HTTP) among 300 robots' posts (no
//      token, a token posted 0.1 s after the page, a forged one, a few robots that wait like a
//      person): every post is stored, every genuine one is e-mailed on its own, at most 30 spam are,
//      and every held one is told in a digest;
//   2. 60 plausible enquiries from people within a minute on a fresh site: all stored, the budget
//      (30) e-mailed one by one, every other one told in a digest e-mail.
// The texts are the labelled corpus (enquiry/spam/testdata); every choice comes from a seeded random
// source, so a run is the same each time. Nothing here asserts on speed.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { launchBrowser, openPage, repoRoot, SITE_BINARY, startSite, VIEWPORTS } from './harness.mjs';

const corpus = (name) => JSON.parse(readFileSync(path.join(repoRoot, 'enquiry/spam/testdata', name), 'utf8'));
const GENUINE = corpus('genuine.json');
const SPAM = corpus('spam.json');

const BUDGET = 30; // the site's default -notify-budget
const DIGEST_EVERY = '10s'; // short, so the test sees the digests within its time
const ROBOTS = 300;
const PATIENT_ROBOTS = 10; // load the form and wait like a person: only their words can give them away
const ROBOTS_AT_ONCE = 10;
const BROWSERS_AT_ONCE = 5;
const PLAUSIBLE = 60;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** mulberry32: a small seeded random source, so every run sends the same flood. */
function seeded(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)); // lo..hi inclusive
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

/** Runs fn over items with at most `limit` running at once; results in the items' order. */
async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** An enquiry as the store keeps it: trimmed, line breaks as \n. */
const normal = (s) => s.replace(/\r\n?/g, '\n').trim();
const keyOf = (e) => [e.name, e.email, e.phone, e.message].map(normal).join('\u0000');

/** An SMTP server on loopback, without TLS or authentication, keeping every message it is sent. */
async function startMailSink() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 8 << 20,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        messages.push({ subject: mail.subject ?? '', text: mail.text ?? '', messageId: mail.messageId ?? '' });
        callback();
      }, callback);
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}?starttls=optional`,
    messages,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A webhook receiver keeping every event's body, answering 204. Delivery is at least once: as
 * docs/deployment.md tells receivers, a repeat of a webhook-id already received is dropped, and
 * counted (`repeats`): an attempt the outbox could not see answered in time is sent again.
 */
async function startReceiver() {
  const events = [];
  const seen = new Set();
  const receiver = { events, repeats: 0 };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const id = req.headers['webhook-id'];
      if (id && seen.has(id)) receiver.repeats += 1;
      else {
        seen.add(id);
        try {
          events.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch {
          events.push({ type: 'unreadable' });
        }
      }
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(receiver, { url: `http://127.0.0.1:${server.address().port}/hooks/designo`, close: () => server.close() });
}

async function startFloodSite() {
  const mail = await startMailSink();
  const hooks = await startReceiver();
  const site = await startSite({ args: [
    '-contact-rate', '0', '-access-log=false', '-digest-every', DIGEST_EVERY,
    '-smtp-url', mail.url, '-notify-email', 'hello@designo.test',
    '-mail-from', 'Designo website <website@designo.test>',
    // The site's own send timeout (30 s): a 5 s one, outlived by a send the sink had accepted on a
    // busy machine, once e-mailed a person twice (the same Message-ID, as the outbox promises).
    '-notify-webhook', hooks.url, '-notify-retry', '200ms',
  ] });
  const stop = async () => {
    await site.stop();
    await mail.close();
    hooks.close();
  };
  return { site, mail, hooks, stop };
}

/** Every stored enquiry, as the agency's subcommand exports them. */
function stored(site) {
  return JSON.parse(execFileSync(SITE_BINARY, ['enquiries', '-all', '-format', 'json', '-db', site.dbPath],
    { encoding: 'utf8', maxBuffer: 64 << 20 }));
}

/**
 * What the sink and the receiver have been told: e-mails and webhooks of each enquiry, digests, and
 * the receipts sent to senders (enquiry id -> count).
 */
function told({ mail, hooks }) {
  const ownMail = new Map(); // enquiry id -> [subjects]
  const digestMail = []; // { subject, ids }
  const receipts = new Map();
  for (const m of mail.messages) {
    const own = m.messageId.match(/^<?enquiry-([0-9a-f-]{36})@/);
    const digest = m.messageId.match(/^<?digest-([0-9a-f-]{36})@/);
    const receipt = m.messageId.match(/^<?acknowledgement-([0-9a-f-]{36})@/);
    if (own) ownMail.set(own[1], [...(ownMail.get(own[1]) ?? []), m.subject]);
    else if (digest) digestMail.push({ id: digest[1], subject: m.subject, text: m.text, ids: new Set(m.text.match(/^ {2}[0-9a-f]{8}-[0-9a-f-]{27}\r?$/gm)?.map((l) => l.trim()) ?? []) });
    else if (receipt) receipts.set(receipt[1], (receipts.get(receipt[1]) ?? 0) + 1);
    else assert.fail(`an e-mail neither of an enquiry, a digest nor a receipt: ${m.messageId} ${m.subject}`);
  }
  const ownHooks = new Set(hooks.events.filter((e) => e.type === 'enquiry.received').map((e) => e.data.id));
  const digestHooks = hooks.events.filter((e) => e.type === 'enquiry.digest').map((e) => e.data);
  return { ownMail, digestMail, ownHooks, digestHooks, receipts };
}

/** Waits until check() is true (polling), or fails saying what was awaited. */
async function waitFor(what, timeoutMs, check) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) assert.fail(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(250);
  }
}

/** Digests are made at most once per -digest-every: their times, in order, are that far apart. */
function assertDigestsSpaced(digestHooks) {
  const times = digestHooks.map((d) => Date.parse(d.created_at)).sort((a, b) => a - b);
  for (let i = 1; i < times.length; i += 1) {
    assert.ok(times[i] - times[i - 1] >= Number.parseInt(DIGEST_EVERY, 10) * 1000,
      `digests at ${new Date(times[i - 1]).toISOString()} and ${new Date(times[i]).toISOString()}, closer than ${DIGEST_EVERY}`);
  }
}

/** The contact page's token, as its HTML carries it. */
async function loadForm(siteURL) {
  const res = await fetch(`${siteURL}/contact`);
  assert.equal(res.status, 200, 'GET /contact');
  const token = (await res.text()).match(/name="token" value="([^"]+)"/)?.[1];
  assert.ok(token, 'the contact page carries a form token');
  return token;
}

/**
 * Posts an enquiry as a script does: form-encoded as the island (Accept JSON: 201 and an id) or as a
 * plain form (303 to the thank-you state), or multipart. Every valid post is stored, so any other
 * answer fails the test.
 */
async function post(siteURL, fields, style) {
  const body = style === 'multipart' ? new FormData() : new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, v);
  const res = await fetch(`${siteURL}/contact`, {
    method: 'POST', body, redirect: 'manual',
    headers: style === 'json' ? { Accept: 'application/json' } : {},
  });
  const text = await res.text();
  if (style === 'json') assert.equal(res.status, 201, `POST /contact (${fields.name}): ${text.slice(0, 200)}`);
  else {
    assert.equal(res.status, 303, `POST /contact (${fields.name}): ${text.slice(0, 200)}`);
    assert.equal(res.headers.get('location'), '/contact?sent=1');
  }
}

/** A token no site issued: the shape of a real one, random bytes; or a real one with its time changed. */
function forgeToken(rng, real) {
  if (real && rng() < 0.5) {
    const [payload, mac] = real.split('.');
    const bytes = Buffer.from(payload, 'base64url');
    bytes.writeBigUInt64BE(bytes.readBigUInt64BE(0) - 60_000n); // "loaded a minute ago"
    return `${bytes.toString('base64url')}.${mac}`;
  }
  const random = (n) => Buffer.from(Array.from({ length: n }, () => Math.floor(rng() * 256))).toString('base64url');
  return `${random(20)}.${random(16)}`;
}

const fieldsOf = (e) => ({ name: e.name, email: e.email, phone: e.phone, message: e.message });

/**
 * Types the enquiry into the contact form as a person does over a few seconds: key by key, except
 * the body of a long message, which is pasted (typing all of it key by key takes minutes on a busy
 * machine).
 */
async function typeEnquiry(page, enquiry) {
  const form = page.locator('form[action="/contact"]');
  for (const [field, value] of Object.entries(fieldsOf(enquiry))) {
    const input = form.locator(`[name="${field}"]`);
    await input.click();
    const typed = field === 'message' ? value.slice(0, 40) : value;
    await input.pressSequentially(typed, { delay: 50, timeout: 120_000 });
    if (typed !== value) await page.keyboard.insertText(value.slice(typed.length));
  }
  for (const [field, value] of Object.entries(fieldsOf(enquiry))) {
    assert.equal(normal(await form.locator(`[name="${field}"]`).inputValue()), normal(value), `${enquiry.name}: ${field} as typed`);
  }
}

/** A person in Chromium: opens /contact, types, sends; with JavaScript the island answers in place. */
async function browserPerson(browser, siteURL, enquiry, javaScript) {
  const { page, pageErrors, close } = await openPage(browser, `${siteURL}/contact`, { ...VIEWPORTS.desktop, javaScript });
  try {
    if (javaScript) {
      // The island has taken over the form (React marks its nodes); a busy machine takes a while.
      await page.waitForFunction(() => Object.keys(document.querySelector('#contact-name') ?? {}).some((k) => k.startsWith('__react')),
        null, { timeout: 60_000 });
    }
    await typeEnquiry(page, enquiry);
    const submit = page.locator('form[action="/contact"] button[type="submit"]');
    if (javaScript) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST', { timeout: 60_000 });
      await submit.click();
      assert.equal((await answer).status(), 201, `${enquiry.name}: the island's POST`);
      await page.locator('#contact-sent-heading').waitFor({ state: 'visible', timeout: 60_000 });
      assert.deepEqual(pageErrors, []);
    } else {
      await Promise.all([page.waitForURL((url) => url.search === '?sent=1', { timeout: 60_000 }), submit.click()]);
      await page.locator('#contact-sent-heading').waitFor({ state: 'visible', timeout: 60_000 });
    }
  } finally {
    await close();
  }
}

/** A person without a browser we drive: loads the form, writes for a while, posts the form. */
async function httpPerson(siteURL, enquiry, waitMs, style) {
  const token = await loadForm(siteURL);
  await sleep(waitMs);
  await post(siteURL, { ...fieldsOf(enquiry), website: '', token }, style);
}

/** The genuine people of the first phase: varied languages, one with a link to their own site. */
function genuinePeople() {
  const short = (e) => e.message.length <= 420;
  const chosen = [GENUINE.find((e) => /whitfieldjoinery\.ca/.test(e.message))];
  for (const lang of ['fr', 'de', 'es', 'pt', 'it', 'zh', 'ja', 'ar', 'hi', 'cy']) {
    chosen.push(GENUINE.find((e) => e.lang === lang && short(e) && !chosen.includes(e)));
  }
  for (const e of GENUINE) {
    if (chosen.length === 15) break;
    if (e.lang === 'en' && short(e) && !chosen.includes(e)) chosen.push(e);
  }
  assert.equal(chosen.filter(Boolean).length, 15, 'the corpus has 15 genuine enquiries to type');
  return chosen;
}

/** The robots' posts: spam of every family and some plausible text, each with a way of posting. */
function robotPosts(rng, people) {
  const plausible = GENUINE.filter((e) => !people.includes(e));
  const spam = [...SPAM];
  const posts = [];
  for (let i = 0; i < ROBOTS; i += 1) {
    const patient = i % Math.floor(ROBOTS / PATIENT_ROBOTS) === 7;
    const text = !patient && rng() < 0.15 ? rng.pick(plausible) : spam.splice(Math.floor(rng() * spam.length), 1)[0] ?? rng.pick(SPAM);
    // Robots vary who they say they are: a corpus sender, or a made-up one.
    const who = rng() < 0.5 ? text : { name: `${rng.pick(['Mike', 'Anna', 'John', 'Olga', 'Kevin', 'Sarah'])} ${rng.pick(['Smith', 'Brown', 'Ivanova', 'Lee', 'Garcia'])}`,
      email: `${rng.pick(['info', 'sales', 'no-reply', 'seo', 'team'])}${rng.int(1, 9999)}@${rng.pick(['gmail.com', 'mail.ru', 'outlook.com', 'rankfast.xyz'])}` };
    posts.push({
      enquiry: { name: who.name, email: who.email, phone: text.phone, message: text.message },
      how: patient ? 'patient' : ['no token', 'token after 0.1 s', 'forged token'][i % 3],
      style: rng.pick(['json', 'form', 'multipart']),
      plausible: GENUINE.includes(text),
      pause: rng.int(0, 1200),
      forgeFromPage: rng() < 0.5,
      seed: rng.int(1, 2 ** 31),
    });
  }
  return posts;
}

async function robotPost(siteURL, { enquiry, how, style, forgeFromPage, seed }) {
  const fields = { ...fieldsOf(enquiry), website: '' };
  if (how === 'token after 0.1 s') {
    fields.token = await loadForm(siteURL);
    await sleep(100);
  } else if (how === 'forged token') {
    fields.token = forgeToken(seeded(seed), forgeFromPage ? await loadForm(siteURL) : undefined);
  } else if (how === 'patient') {
    fields.token = await loadForm(siteURL);
    await sleep(5_500);
  }
  await post(siteURL, fields, style);
}

describe('a flood of robots and a rush of people', () => {
  let browser;
  let flood; // phase 1
  let rush; // phase 2
  const people = genuinePeople();
  let robots;

  before(async () => {
    [browser, flood, rush] = await Promise.all([launchBrowser(), startFloodSite(), startFloodSite()]);
  });

  after(async () => {
    await browser?.close();
    await flood?.stop();
    await rush?.stop();
  });

  it('stores 300 robots\' posts and 15 people\'s, e-mails every person on their own and at most 30 spam', async () => {
    const rng = seeded(34);
    robots = robotPosts(rng, people);
    const url = flood.site.url;
    // People and robots at the same time: robots a few at a time with pauses, people as they type.
    const ways = ['javascript', 'no javascript', 'http'];
    const byWay = (way) => people.filter((_, i) => ways[i % 3] === way);
    await Promise.all([
      pool(robots, ROBOTS_AT_ONCE, async (robot) => {
        await sleep(robot.pause);
        await robotPost(url, robot);
      }),
      pool([...byWay('javascript'), ...byWay('no javascript')], BROWSERS_AT_ONCE,
        (person) => browserPerson(browser, url, person, byWay('javascript').includes(person))),
      pool(byWay('http'), 5, async (person, i) => {
        await sleep(i * 3_000);
        await httpPerson(url, person, 5_000 + i * 500, i % 2 ? 'json' : 'form');
      }),
    ]);

    // Every post is stored, exactly as sent.
    const all = stored(flood.site);
    const sent = [...people, ...robots.map((r) => r.enquiry)].map(keyOf).sort();
    assert.equal(all.length, ROBOTS + people.length, 'one stored enquiry per post');
    assert.deepEqual(all.map(keyOf).sort(), sent, 'every post stored as sent');

    const genuine = new Map(people.map((p) => [keyOf(p), p]));
    const personOf = (e) => genuine.get(keyOf(e));
    const own = all.filter((e) => e.notice === 'own');
    await waitFor('the notifications of every enquiry notified on its own', 60_000, () => {
      const { ownMail, ownHooks } = told(flood);
      return own.every((e) => ownMail.has(e.id) && ownHooks.has(e.id));
    });
    const { ownMail, ownHooks } = told(flood);
    for (const e of all.filter(personOf)) {
      const person = personOf(e);
      assert.equal(e.verdict, 'inbox', `${person.name} is in the inbox (${(e.reasons ?? []).join('; ')})`);
      assert.deepEqual(ownMail.get(e.id), [`New enquiry from ${person.name}`], `${person.name} is e-mailed on their own, once`);
      assert.ok(ownHooks.has(e.id), `${person.name}'s webhook`);
    }
    const vias = all.filter(personOf).map((e) => e.via);
    assert.ok(vias.filter((v) => v === 'script').length >= 5 && vias.filter((v) => v === 'form').length >= 5, `people with and without JavaScript: ${vias}`);
    for (const id of ownMail.keys()) assert.ok(own.some((e) => e.id === id), `e-mail of ${id}, which was not to be notified on its own`);
    // A receipt only ever follows an enquiry's own notification: no held robot's sender gets one.
    for (const [id, n] of told(flood).receipts) assert.ok(own.some((e) => e.id === id) && n === 1, `${n} receipts for ${id}, which was not to be notified on its own`);
    const spamOwn = all.filter((e) => !personOf(e) && ownMail.has(e.id));
    assert.ok(spamOwn.length <= BUDGET, `${spamOwn.length} robots' posts e-mailed on their own, at most ${BUDGET}`);
    assert.ok(all.filter((e) => e.verdict === 'held').every((e) => e.notice === 'digest'), 'a held enquiry waits for the digest');

    const held = all.filter((e) => e.verdict === 'held');
    const plausibleHeld = robots.filter((r) => r.plausible && held.some((e) => keyOf(e) === keyOf(r.enquiry))).length;
    const patientHeld = robots.filter((r) => r.how === 'patient' && held.some((e) => keyOf(e) === keyOf(r.enquiry))).length;
    console.log(`flood: ${all.length} stored (${people.length} people, ${ROBOTS} robots): ${held.length} held, ${all.length - held.length} inbox; `
      + `robots held ${held.length}/${ROBOTS} (plausible texts ${plausibleHeld}/${robots.filter((r) => r.plausible).length}, `
      + `patient robots ${patientHeld}/${PATIENT_ROBOTS}); e-mailed on their own: ${ownMail.size} (people ${people.length}, robots ${spamOwn.length}); `
      + `webhooks on their own: ${ownHooks.size}; digest e-mails so far: ${told(flood).digestMail.length}; `
      + `webhook repeats dropped: ${flood.hooks.repeats}`);
  });

  it('lets 60 plausible enquiries in a minute through the budget, the rest told in a digest', async () => {
    const rng = seeded(35);
    const url = rush.site.url;
    const rushing = GENUINE.filter((e) => !people.includes(e)).slice(0, PLAUSIBLE);
    assert.equal(new Set(rushing.map((e) => e.message)).size, PLAUSIBLE, 'distinct texts');
    // A person every 0.4 s, each sending what they typed 5 to 8 s after loading the form.
    await Promise.all(rushing.map(async (person, i) => {
      await sleep(i * 400);
      await httpPerson(url, person, rng.int(5_000, 8_000), rng.pick(['json', 'form']));
    }));

    const all = stored(rush.site);
    assert.deepEqual(all.map(keyOf).sort(), rushing.map(keyOf).sort(), 'every enquiry stored as sent');
    const own = all.filter((e) => e.notice === 'own');
    const waiting = all.filter((e) => e.notice === 'digest');
    assert.ok(own.length <= BUDGET, `${own.length} notified on their own, at most ${BUDGET}`);
    assert.equal(own.length + waiting.length, PLAUSIBLE);
    assert.deepEqual(all.filter((e) => e.verdict !== 'inbox').map((e) => `${e.name}: ${e.reasons}`), [], 'no plausible enquiry is held');
    assert.equal(own.length, BUDGET, 'a fresh site spends its whole budget');

    await waitFor('every enquiry e-mailed on its own or in a digest, and its webhooks', 90_000, () => {
      const { ownMail, digestMail, ownHooks, digestHooks } = told(rush);
      const inDigests = new Set(digestMail.flatMap((d) => [...d.ids]));
      return own.every((e) => ownMail.has(e.id) && ownHooks.has(e.id)) && waiting.every((e) => inDigests.has(e.id))
        && digestHooks.length === digestMail.length;
    });
    const { ownMail, digestMail, digestHooks } = told(rush);
    assert.equal(ownMail.size, own.length, 'only those within the budget are e-mailed on their own');
    for (const e of own) assert.deepEqual(ownMail.get(e.id), [`New enquiry from ${e.name}`]);
    assertDigestsSpaced(digestHooks);
    const inDigests = digestMail.flatMap((d) => [...d.ids]);
    assert.deepEqual([...inDigests].sort(), waiting.map((e) => e.id).sort(), 'each over-budget enquiry told in one digest, and none other');
    for (const d of digestMail) {
      assert.match(d.subject, /^Website digest: \d+ enquir(y|ies) past the hourly limit$/);
      const hook = digestHooks.find((h) => h.id === d.id);
      assert.deepEqual(hook?.over_budget.map((e) => e.id).sort(), [...d.ids].sort(), 'the digest webhook lists what its e-mail does');
    }
    console.log(`rush: ${all.length} plausible enquiries stored (${all.filter((e) => e.verdict === 'inbox').length} inbox); `
      + `e-mailed one by one: ${ownMail.size} (budget ${BUDGET}); in ${digestMail.length} digest e-mails: ${inDigests.length} `
      + `(${digestMail.map((d) => d.subject.replace('Website digest: ', '')).join(' / ')})`);
  });

  it('tells every held robot in a digest, with nothing of its own', async () => {
    const held = stored(flood.site).filter((e) => e.verdict === 'held');
    // A digest is bounded (64 KiB): it lists the likeliest and counts the rest, so each held enquiry
    // is told by the digest the store filed it in, whose e-mail and webhook both arrived.
    await waitFor('every held enquiry in a digest e-mail and webhook', 60_000, () => {
      const { digestMail, digestHooks } = told(flood);
      const mailed = new Set(digestMail.map((d) => d.id));
      const hooked = new Set(digestHooks.map((h) => h.id));
      const now = stored(flood.site).filter((e) => e.verdict === 'held');
      return now.length === held.length && now.every((e) => mailed.has(e.digest_id) && hooked.has(e.digest_id));
    });
    const { ownMail, ownHooks, digestMail, digestHooks } = told(flood);
    assertDigestsSpaced(digestHooks);
    for (const e of held) {
      assert.ok(!ownMail.has(e.id) && !ownHooks.has(e.id), `held ${e.id} sent nothing of its own`);
    }
    const heldIDs = new Set(held.map((e) => e.id));
    const listed = digestMail.flatMap((d) => [...d.ids]);
    assert.equal(listed.length, new Set(listed).size, 'each held enquiry is listed in one digest at most');
    assert.ok(listed.every((id) => heldIDs.has(id)), 'a flood digest lists only held enquiries');
    const counted = digestMail.reduce((n, d) => n + Number(d.subject.match(/(\d+) enquir(?:y|ies) held as likely spam/)?.[1] ?? 0), 0);
    assert.equal(counted, held.length, 'the digests count every held enquiry');
    for (const d of digestMail) {
      assert.match(d.subject, /held as likely spam/);
      assert.ok(Buffer.byteLength(d.text) <= 64 << 10, `digest ${d.id} is at most 64 KiB`);
    }
    console.log(`flood digests: ${digestMail.length} digest e-mails counting ${counted} held enquiries, listing ${listed.length} `
      + `(${digestMail.map((d) => d.subject.replace('Website digest: ', '')).join(' / ')})`);
  });
});

// A patient botnet (issue 43): each robot loads the form, waits like a person, posts a plausible
// text of its own from an address of its own (a /24 each, behind -trust-proxy), so its words and
// its manners give nothing away; only its volume does. Surges are on (-surge-floor 6 in an hour):
//   - 3 people before it, each notified on their own;
//   - the botnet's first robots notified one by one until the volume is a surge (a handful), then
//     none: staff are told once, by one surge notice (one e-mail, one webhook);
//   - a person with JavaScript (the proof of work solved in the island) who sends during the surge
//     is named first in that notice and stays at the top of New; the robots are held.
const BOTS = 120;
const BOTS_AT_ONCE = 20;
const SURGE_GATHER = '60s';

/** A robot's plausible enquiry, unique by i (the probe b_spam.py's generator). */
function plausible(i) {
  const rng = seeded(7919 * (i + 1));
  const first = rng.pick(['Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Ava', 'Elijah', 'Sophia', 'Lucas', 'Mia', 'Priya', 'Kwame', 'Sofia']);
  const last = rng.pick(['Nguyen', 'Patel', 'Okafor', 'Schmidt', 'Rossi', 'Dubois', 'Kowalski', 'Tanaka', 'Silva', 'Murphy', 'Jensen', 'Haddad']);
  const business = rng.pick(['bakery', 'yoga studio', 'dental clinic', 'craft brewery', 'law firm', 'bike shop', 'vegan cafe', 'florist', 'bookshop', 'winery']);
  const city = rng.pick(['Toronto', 'Sydney', 'Cardiff', 'Leeds', 'Melbourne', 'Ottawa', 'Swansea', 'Hamilton']);
  const want = rng.pick(['a new logo and brand identity', 'a redesign of our website', 'packaging for our new product line', 'a menu and signage', 'an online booking site']);
  const ask = rng.pick(['Could you send a rough quote?', 'Are you taking on new projects?', 'Could we set up a call next week?', 'What would your process look like?']);
  return {
    name: `${first} ${last}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@${rng.pick(['gmail.com', 'outlook.com', 'proton.me', 'fastmail.com'])}`,
    phone: `+1 416 555 ${rng.int(1000, 9999)}`,
    message: `Hi, I run a ${business} in ${city} and we need ${want} within two or three months. Our budget is around ${rng.int(3, 20)},000. ${ask} (ref ${rng.int(100, 999)}-${i})`,
  };
}

/** Posts an enquiry as the island does (JSON), from the address xff (behind the trusted proxy). */
async function postAs(siteURL, fields, xff) {
  const res = await fetch(`${siteURL}/contact`, {
    method: 'POST', body: new URLSearchParams(fields),
    headers: { Accept: 'application/json', 'X-Forwarded-For': xff },
  });
  const text = await res.text();
  assert.equal(res.status, 201, `POST /contact (${fields.name}): ${text.slice(0, 200)}`);
  return JSON.parse(text).id;
}

describe('a patient botnet', () => {
  let browser;
  let site;

  before(async () => {
    browser = await launchBrowser();
    const mail = await startMailSink();
    const hooks = await startReceiver();
    const s = await startSite({ args: [
      '-contact-rate', '0', '-access-log=false', '-digest-every', DIGEST_EVERY, '-trust-proxy', '127.0.0.1',
      '-surge-floor', '6', '-surge-gather', SURGE_GATHER,
      '-smtp-url', mail.url, '-notify-email', 'hello@designo.test', '-mail-from', 'Designo website <website@designo.test>',
      '-notify-webhook', hooks.url, '-notify-retry', '200ms', '-notify-timeout', '5s',
    ] });
    site = { site: s, mail, hooks, stop: async () => { await s.stop(); await mail.close(); hooks.close(); } };
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('cannot spend the budget: people outside the surge told on their own, one during it named first, staff told once', async () => {
    const url = site.site.url;
    const people = GENUINE.filter((e) => e.lang === 'en' && e.message.length <= 420).slice(0, 4);
    const [before1, before2, before3, during] = people;
    // Three people on an ordinary day, from their own networks, a while apart.
    for (const [i, person] of [before1, before2, before3].entries()) {
      const token = await loadForm(url);
      await sleep(5_000);
      await postAs(url, { ...fieldsOf(person), website: '', token }, `198.51.${100 + i}.20`);
    }
    // The botnet: 120 robots, 20 at a time, each from its own /24.
    const botnet = pool(Array.from({ length: BOTS }, (_, i) => i), BOTS_AT_ONCE, async (i) => {
      const token = await loadForm(url);
      await sleep(5_500);
      await postAs(url, { ...plausible(i), website: '', token }, `100.${64 + (i >> 8)}.${i & 255}.7`);
    });
    // Once the surge has begun, a person with JavaScript writes to us.
    await waitFor('the surge to begin', 60_000, () => stored(site.site).some((e) => e.surge_id));
    await browserPerson(browser, url, during, true);
    await botnet;

    const all = stored(site.site);
    assert.equal(all.length, BOTS + people.length, 'every post stored');
    const byName = (p) => all.find((e) => keyOf(e) === keyOf(p));
    const robots = all.filter((e) => !people.some((p) => keyOf(p) === keyOf(e)));
    const surgeNotice = (m) => /^Website: a surge of enquiries is under way/.test(m.subject);
    await waitFor('the surge notice and every own notification', 120_000, () => {
      const { ownMail, ownHooks } = told(site);
      const own = all.filter((e) => e.notice === 'own');
      return own.every((e) => ownMail.has(e.id) && ownHooks.has(e.id))
        && site.mail.messages.some(surgeNotice) && site.hooks.events.some((e) => e.type === 'enquiry.digest' && e.data.surge);
    });
    const { ownMail, ownHooks } = told(site);
    for (const p of [before1, before2, before3]) {
      const e = byName(p);
      assert.equal(e.notice, 'own', `${p.name}, before the surge, is notified on their own (${e.reasons})`);
      // At least once (the outbox's promise: a send that outlives -notify-timeout on a busy machine
      // is sent again, under the same Message-ID).
      assert.ok(ownMail.get(e.id)?.every((subject) => subject === `New enquiry from ${p.name}`), `${p.name} is e-mailed on their own`);
      assert.ok(ownHooks.has(e.id), `${p.name}'s webhook`);
    }
    const robotsOwn = robots.filter((e) => ownMail.has(e.id) || ownHooks.has(e.id));
    assert.ok(robotsOwn.length <= 5, `${robotsOwn.length} robots notified one by one, at most a handful`);
    const person = byName(during);
    assert.ok(person.surge_id, 'the person wrote during the surge');
    assert.equal(person.verdict, 'inbox', `the person stays in the inbox (likelihood ${person.likelihood}, ${person.reasons})`);
    assert.ok(!ownMail.has(person.id), 'in a surge nobody spends the budget, the person neither');
    // New: the newest day first, the likeliest first within it (enquiry/internal/storesql).
    const inNew = all.filter((e) => e.verdict === 'inbox' && !e.handled_at)
      .sort((a, b) => b.received_at.slice(0, 10).localeCompare(a.received_at.slice(0, 10)) || b.likelihood - a.likelihood || b.received_at.localeCompare(a.received_at));
    assert.equal(inNew[0].id, person.id, `the person is at the top of New: ${inNew.slice(0, 5).map((e) => `${e.name} ${e.likelihood}`)}`);
    assert.ok(robots.filter((e) => e.surge_id).every((e) => e.verdict === 'held'), 'the surge\'s robots are held');
    // Staff are told of the surge once: one e-mail, one webhook, the person named first.
    const notices = site.mail.messages.filter(surgeNotice);
    const hookNotices = site.hooks.events.filter((e) => e.type === 'enquiry.digest' && e.data.surge);
    assert.equal(notices.length, 1, 'one surge e-mail');
    assert.equal(hookNotices.length, 1, 'one surge webhook');
    assert.equal(hookNotices[0].data.over_budget[0]?.id, person.id, 'the surge webhook names the person first');
    const firstLine = notices[0].text.split('\n').find((l) => /^- .*<.*>: /.test(l));
    assert.ok(firstLine.includes(during.name), `the surge e-mail names the person first: ${firstLine}`);
    console.log(`patient botnet: ${BOTS} robots (${robots.filter((e) => e.verdict === 'held').length} held, ${robotsOwn.length} notified one by one), `
      + `3 people before it notified on their own; the person during it: likelihood ${person.likelihood}, top of New, first in the one surge notice `
      + `(${notices[0].subject}); robots' likelihood ${Math.min(...robots.map((e) => e.likelihood))}-${Math.max(...robots.map((e) => e.likelihood))}`);
  });
});
