// The agency's inbox, end to end, in Chromium with virtual authenticators (the DevTools WebAuthn
// domain), on SQLite and on PostgreSQL: a staff member invited from the command line creates a
// passkey, reads a genuine enquiry (its sender got a receipt, the held ones none), releases a held
// one (its e-mail and webhook go out), takes, notes, replies to, handles and reopens one, searches,
// exports, invites and removes a colleague, erases a person's enquiries, signs in from a second
// device and signs out; used and expired invitations are refused; `site staff remove` ends a live
// session; `site audit` lists each action with who did it; axe, the keyboard walk and the Nu
// checker find nothing on the inbox's pages at 375 and 1440px.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { SITE_BINARY, VIEWPORTS, freePort, launchBrowser, repoRoot, startPostgres, startSite } from './harness.mjs';
import { startSMTPSink, startWebhookReceiver, waitFor } from './receivers.mjs';
import { assertKeyboardWalk, assertNoAxeViolations } from './a11y.mjs';
import { validate } from './vnu.mjs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const genuine = {
  name: 'Maya Fischer',
  email: 'maya@fischer-bakery.example',
  phone: '+1 416 555 0134',
  message: 'Hello from Toronto! We are opening a second bakery in the spring and need a website.\nCould we talk next week?',
};
const heldOne = {
  name: 'Link Builder',
  email: 'offers@backlinks.example',
  phone: '0123456789',
  message: '<a href=http://x.example>cheap seo</a> [url=http://y.example]backlinks[/url] best seo http://z.example',
};
// A robot's: a name of 100 letters with no space (the longest the form takes), and a message whose
// right-to-left override would show "invoice_fdp.exe" as "invoice_exe.pdf".
const longOne = {
  name: 'W'.repeat(100),
  email: 'long@robot.example',
  phone: '0123456789',
  message: 'Open the attached invoice_\u202Efdp.exe today http://x.example http://y.example [url=http://z.example]z[/url]',
};
const heldTwo = {
  name: 'Casino Bonus',
  email: 'win@casino.example',
  phone: '0123456789',
  message: '<a href=http://casino.example>free casino bonus</a> [url=http://slots.example]slots[/url] http://w.example',
};

// Every step runs on both stores: SQLite in a file (the server's default) and PostgreSQL.
const stores = [
  { name: 'SQLite', start: async () => ({ env: {}, stop: async () => {} }) },
  {
    name: 'PostgreSQL',
    start: async () => {
      const postgres = await startPostgres();
      return { env: { DATABASE_URL: postgres.url }, stop: postgres.stop };
    },
  },
];
for (const store of stores) describe(`the inbox behind passkeys, on ${store.name}`, () => inboxSuite(store));

function inboxSuite(store) {
  let database; // the store's { env, stop }
  let site;
  let smtp;
  let hooks;
  let browser;
  let inbox; // the inbox's origin
  let deviceA; // { context, page, cdp, authenticatorId }
  const ids = {};

  const cli = (...args) => execFileSync(SITE_BINARY, args, { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, SITE_DB: site.dbPath, ...database.env } });
  const invite = (email, ...flags) => cli('staff', 'invite', '-inbox-origin', inbox, ...flags, email).trim().split('\n').at(-1);

  /** A browser context with a virtual platform authenticator that holds discoverable credentials. */
  async function device(viewport = VIEWPORTS.desktop) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    return { context, page, cdp, authenticatorId };
  }

  /**
   * Sends an enquiry as a person does without JavaScript: the form loaded (from a page of the site
   * by its footer's link, or from another site's link), typed over seconds.
   */
  async function sendAsAPerson(values, { from = '', referer = undefined } = {}) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    if (from) {
      await page.goto(`${site.url}${from}`);
      await Promise.all([page.waitForURL(`${site.url}/contact`), page.getByRole('link', { name: 'GET IN TOUCH' }).click()]);
    } else {
      await page.goto(`${site.url}/contact`, { referer });
    }
    await sleep(3000);
    for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
    await Promise.all([page.waitForURL(/\/contact/), page.getByRole('button', { name: 'SUBMIT' }).click()]);
    await context.close();
  }

  /** Sends an enquiry as a robot does: a bare POST, no form loaded. */
  async function sendAsARobot(values) {
    const res = await fetch(`${site.url}/contact`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(values),
    });
    assert.ok(res.status < 300, `the robot's post is stored and answered as any other (got ${res.status})`);
  }

  const enquiryId = (href) => href.split('/').at(-1);
  // An enquiry's own notifications (a digest may also name it): its e-mail answers the visitor
  // (Reply-To), its webhook is an enquiry.received event with its values.
  const ownMail = (email) => smtp.messages.some((m) => new RegExp(`^Reply-To:.*<${email.replace(/\./g, '\\.')}>`, 'mi').test(m.data));
  // The receipts a sender got: e-mails to their address (the agency's come Reply-To it).
  const receipts = (email) => smtp.messages.filter((m) => m.to.some((to) => to.replace(/[<>]/g, '').toLowerCase() === email.toLowerCase()));
  const ownHook = (email) => hooks.received.some((r) => {
    const event = JSON.parse(r.body);
    return event.type === 'enquiry.received' && event.data.email === email;
  });

  before(async () => {
    smtp = await startSMTPSink();
    hooks = await startWebhookReceiver();
    const inboxPort = await freePort();
    inbox = `http://localhost:${inboxPort}`;
    database = await store.start();
    site = await startSite({
      env: database.env,
      args: ['-inbox-addr', `127.0.0.1:${inboxPort}`, '-inbox-origin', inbox, '-contact-rate', '0',
        '-notify-webhook', hooks.url, '-smtp-url', smtp.url, '-notify-email', 'studio@designo.example',
        '-mail-from', 'Designo website <website@designo.example>'],
    });
    assert.match(site.log(), new RegExp(`enquiries stored in ${store.name}`), 'the server uses the store under test');
    browser = await launchBrowser();
    await sendAsAPerson(genuine, { from: '/work/camp' });
    await sendAsARobot(heldOne);
    await sendAsARobot(heldTwo);
    await sendAsARobot(longOne);
    // The genuine one is told at once, on both channels, and its sender gets a receipt; the held
    // ones are not, and get none.
    await waitFor(() => ownMail(genuine.email) && ownHook(genuine.email) && receipts(genuine.email).length === 1, 20_000,
      'the genuine enquiry\'s e-mail, webhook and receipt');
    await sleep(500);
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
    await database?.stop();
    smtp?.close();
    hooks?.close();
  });

  it('is not on the public listener', async () => {
    for (const path of ['/inbox', '/inbox/held', '/inbox/join/anything', '/inbox/signin/begin']) {
      const res = await fetch(site.url + path);
      assert.equal(res.status, 404, `public ${path}`);
    }
    for (const held of [heldOne, heldTwo]) {
      assert.ok(!ownMail(held.email), 'a held enquiry sends no e-mail of its own');
      assert.ok(!ownHook(held.email), 'a held enquiry sends no webhook of its own');
      assert.equal(receipts(held.email).length, 0, 'a held enquiry\'s sender gets no receipt');
    }
  });

  it('sends a genuine enquiry\'s sender a receipt, none of their words in it', async () => {
    const [receipt] = receipts(genuine.email);
    const text = receipt.data.replace(/=\r?\n/g, '');
    assert.match(text, /^Subject: Designo has your enquiry\r?$/m);
    assert.match(text, /^Reply-To: <?studio@designo\.example>?\r?$/m, 'answering it reaches the agency');
    for (const words of [genuine.name, genuine.message.slice(0, 20), genuine.phone]) {
      assert.ok(!text.includes(words), `the receipt repeats "${words}"`);
    }
  });

  it('creates a passkey from a CLI invitation and shows the new enquiries', async () => {
    const link = invite('ada@designo.example');
    assert.match(link, new RegExp(`^${inbox}/inbox/join/[A-Z2-7]{20,}$`), 'the last line is the one-time link');
    deviceA = await device(VIEWPORTS.desktop);
    const { page } = deviceA;
    await page.goto(link);
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await page.waitForURL(`${inbox}/inbox`);
    await page.getByRole('heading', { name: 'New enquiries' }).waitFor();
    const item = page.locator('.inbox-item', { hasText: genuine.name });
    await item.waitFor();
    assert.match(await item.innerText(), /Hello from Toronto! We are opening a second bakery/);
    assert.match(await item.locator('.inbox-item__office').innerText(), /Toronto/);
    assert.equal(await page.locator('.inbox-item', { hasText: heldOne.name }).count(), 0, 'held ones are not among the new');
    ids.genuine = enquiryId(await item.locator('a').getAttribute('href'));
    const decoded = (m) => m.data.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    assert.ok(smtp.messages.some((m) => decoded(m).includes(`In the inbox: ${inbox}/inbox/enquiries/${ids.genuine}`)),
      'the enquiry\'s e-mail links to its page in the inbox');
    const { credentials } = await deviceA.cdp.send('WebAuthn.getCredentials', { authenticatorId: deviceA.authenticatorId });
    assert.equal(credentials.length, 1);
    assert.equal(credentials[0].isResidentCredential, true, 'a discoverable credential (a passkey)');
  });

  it('opens Held, shows why, and releases one: its e-mail and webhook go out', async () => {
    const { page } = deviceA;
    await page.getByRole('link', { name: 'Held', exact: true }).click();
    await page.getByRole('heading', { name: 'Held' }).waitFor();
    const item = page.locator('.inbox-item', { hasText: heldOne.name });
    ids.held = enquiryId(await item.locator('a').getAttribute('href'));
    const listed = await item.locator('.inbox-item__reason').innerText();
    ids.spam = enquiryId(await page.locator('.inbox-item', { hasText: heldTwo.name }).locator('a').getAttribute('href'));
    await item.locator('a').click();
    await page.getByRole('heading', { name: heldOne.name }).waitFor();
    const reasons = await page.locator('.inbox-reasons li').allInnerTexts();
    assert.ok(reasons.length > 0, 'the verdict\'s reasons are listed');
    assert.ok(listed.startsWith(`Held: ${reasons[0]}`), `the list gives the first reason: ${listed} / ${reasons[0]}`);
    assert.match(await page.locator('.inbox-enquiry__text').innerText(), /cheap seo/);
    await page.getByRole('button', { name: 'Not spam' }).click();
    await page.getByText('Released: its e-mail and webhook are on their way').waitFor();
    await waitFor(() => ownMail(heldOne.email), 20_000, 'the released enquiry\'s e-mail');
    await waitFor(() => ownHook(heldOne.email), 20_000, 'the released enquiry\'s webhook');
    assert.ok(!ownMail(heldTwo.email) && !ownHook(heldTwo.email), 'the other held one stays quiet');
    // A receiver has the message a moment before the outbox records it delivered (it does so when
    // the answer comes back): on a busy machine one reload fell between the two and read "pending".
    const shown = async () => {
      await page.reload();
      return (await page.locator('.inbox-state').allInnerTexts()).map((s) => s.toLowerCase()).sort();
    };
    let states = await shown();
    for (const deadline = Date.now() + 10_000; states.includes('pending') && Date.now() < deadline;) states = await shown();
    assert.deepEqual(states, ['delivered', 'delivered'], 'both notifications shown as delivered');
  });

  it('marks one as spam, and takes, replies to, handles and reopens one', async () => {
    const { page } = deviceA;
    await page.goto(`${inbox}/inbox/enquiries/${ids.spam}`);
    await page.getByRole('button', { name: 'Spam', exact: true }).click();
    await page.locator('.inbox-enquiry__done', { hasText: 'Marked as spam.' }).waitFor();
    await page.getByRole('link', { name: 'Spam', exact: true }).click();
    await page.locator('.inbox-item', { hasText: heldTwo.name }).waitFor();

    await page.getByRole('link', { name: 'New', exact: true }).click();
    await page.locator('.inbox-item', { hasText: genuine.name }).locator('a').click();
    assert.equal(await page.locator('.inbox-enquiry__source').textContent(), '/work/camp', 'the page it came from');
    await page.getByRole('link', { name: 'Sources', exact: true }).click();
    await page.getByRole('heading', { name: 'Sources', level: 1 }).waitFor();
    assert.ok((await page.locator('.inbox-sources tbody tr').allTextContents()).includes('/work/camp1'), 'Sources counts it');
    await page.goBack();
    assert.equal(await page.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href'),
      `mailto:${genuine.email}?subject=Your%20enquiry%20to%20Designo`);
    // A note for the agency alone: by its label, kept with its author, never sent.
    const mailsBefore = smtp.messages.length;
    await page.getByRole('button', { name: 'Add note' }).click();
    assert.equal(await page.getByLabel('Note', { exact: true }).evaluate((field) => field.validity.valueMissing), true,
      'an empty note is stopped by the browser');
    await page.getByLabel('Note', { exact: true }).fill('Phoned her: a quote for the shop by Friday.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.locator('.inbox-enquiry__done', { hasText: 'Note added.' }).waitFor();
    const note = page.locator('.inbox-notes__list li');
    assert.equal(await note.count(), 1);
    assert.match(await note.innerText(), /^ada@designo\.example · .*\n+Phoned her: a quote for the shop by Friday\.$/);
    await sleep(500);
    assert.equal(smtp.messages.length, mailsBefore, 'a note sends no e-mail');

    // Its stages, each saying who and when: taken (then in Mine, no longer in New), replied,
    // handled, reopened, handled again.
    const state = page.locator('.inbox-enquiry__state');
    assert.equal(await state.textContent(), 'New: nobody has it yet');
    await page.getByRole('button', { name: 'Take it' }).click();
    await page.locator('.inbox-enquiry__done', { hasText: 'You have it now: it is in Mine.' }).waitFor();
    assert.match(await state.textContent(), /^Open: ada@designo\.example has it, since \d+ \w+ \d{4}, \d\d:\d\d UTC$/);
    assert.equal(await page.getByLabel('Owner', { exact: true }).inputValue(), 'ada@designo.example');
    await page.getByRole('link', { name: 'New', exact: true }).click();
    assert.equal(await page.locator('.inbox-item', { hasText: genuine.name }).count(), 0, 'taken: no longer new');
    await page.getByRole('link', { name: 'Mine', exact: true }).click();
    await page.getByRole('heading', { name: 'Mine', level: 1 }).waitFor();
    const mine = page.locator('.inbox-item', { hasText: genuine.name });
    assert.equal(await mine.locator('.inbox-item__stage').innerText(), 'Open: ada@designo.example');
    await mine.locator('a').click();
    await page.getByRole('button', { name: 'Mark as replied' }).click();
    await page.locator('.inbox-enquiry__done', { hasText: 'Marked as replied.' }).waitFor();
    assert.match(await state.textContent(), /^Replied by ada@designo\.example, .+ UTC · ada@designo\.example has it$/);
    await page.getByRole('button', { name: 'Mark as handled' }).click();
    await page.locator('.inbox-enquiry__done', { hasText: 'Marked as handled.' }).waitFor();
    assert.match(await state.textContent(), /^Handled by ada@designo\.example, .+ UTC$/);
    await page.getByRole('button', { name: 'Reopen' }).click();
    await page.locator('.inbox-enquiry__done', { hasText: 'Reopened: it is open again.' }).waitFor();
    await page.getByRole('link', { name: 'Open', exact: true }).click();
    await page.locator('.inbox-item', { hasText: genuine.name }).locator('a').click();
    await page.getByRole('button', { name: 'Mark as handled' }).click();
    await page.locator('.inbox-enquiry__done', { hasText: 'Marked as handled.' }).waitFor();
    await page.getByRole('link', { name: 'Mine', exact: true }).click();
    assert.equal(await page.locator('.inbox-item', { hasText: genuine.name }).count(), 0, 'handled: no longer in Mine');
    await page.getByRole('link', { name: 'Handled', exact: true }).click();
    await page.locator('.inbox-item', { hasText: genuine.name }).waitFor();
  });

  it('finds enquiries by the words of the search box, in every folder', async () => {
    const { page } = deviceA;
    const domain = genuine.email.split('@')[1];
    await page.getByLabel('Search', { exact: true }).fill(domain);
    await Promise.all([page.waitForURL(/\/inbox\/search\?q=/), page.getByLabel('Search', { exact: true }).press('Enter')]);
    assert.equal(new URL(page.url()).searchParams.get('q'), domain);
    const found = page.locator('.inbox-item');
    assert.equal(await found.count(), 1, 'one enquiry from that domain');
    assert.equal(await found.locator('.inbox-item__name').innerText(), genuine.name);
    assert.equal(await found.locator('.inbox-item__folder').innerText(), 'Handled', 'its folder is named');
    // A held one is found too, by a word of its message.
    await page.getByLabel('Search', { exact: true }).fill('casino bonus');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.locator('.inbox-item', { hasText: heldTwo.name }).waitFor();
    assert.equal(await page.locator('.inbox-item', { hasText: heldTwo.name }).locator('.inbox-item__folder').innerText(), 'Spam');
    ids.search = new URL(page.url()).pathname + new URL(page.url()).search;
    // What the search found, downloaded as JSON and as CSV.
    const download = async (name) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
      return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
    };
    const json = await download('Export JSON');
    assert.match(json.name, /^designo-enquiries-search-\d{4}-\d\d-\d\d\.json$/);
    assert.deepEqual(JSON.parse(json.text).map((e) => e.name), [heldTwo.name]);
    const csv = await download('Export CSV');
    assert.match(csv.text, /^id,received_at,via,verdict,reasons,name,email,phone,message\r\n/);
    assert.ok(csv.text.includes(ids.spam), 'the CSV holds the enquiry found');
  });

  it('invites a colleague from the page Staff, and removes one', async () => {
    const { page } = deviceA;
    await page.getByRole('link', { name: 'Staff', exact: true }).click();
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill('eve@designo.example');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const link = await page.locator('.inbox-staff__link').innerText();
    assert.match(link, new RegExp(`^${inbox}/inbox/join/\\S+$`));
    // With e-mail configured, the link goes to the colleague too.
    await page.getByText('Invited eve@designo.example: the link is on its way to them by e-mail.').waitFor();
    await waitFor(() => smtp.messages.some((m) => /^To: <?eve@designo\.example>?\s*$/mi.test(m.data) && m.data.replace(/=\r?\n/g, '').includes(link.slice(-12))),
      10_000, 'the invitation\'s e-mail');
    const invitee = await browser.newContext();
    const join = await invitee.newPage();
    await join.goto(link);
    await join.getByRole('button', { name: 'Create a passkey' }).waitFor();
    await invitee.close();
    await page.getByRole('button', { name: 'Remove eve@designo.example' }).click();
    await page.getByText('Removed eve@designo.example').waitFor();
    assert.equal(await page.locator('.inbox-staff__list', { hasText: 'eve@' }).count(), 0);
  });

  it('shows everything from one address, exports it, and erases it after asking once more', async () => {
    const { page } = deviceA;
    const person = { name: 'Ines Okafor', email: 'ines@okafor-studio.example', phone: '+44 20 7946 0111',
      message: 'Could you redesign our studio\'s website before the spring show? We have the photographs.' };
    await sendAsAPerson(person, { referer: 'https://news.example/item?id=42' });
    await sendAsAPerson({ ...person, email: 'INES@okafor-studio.example', message: 'And a second question, about prices.' });
    await waitFor(() => receipts(person.email).length > 0, 20_000, 'the receipt of the first');
    await sleep(1000);
    assert.equal(receipts(person.email).length, 1, 'one receipt a day to an address, in any case');
    await page.getByLabel('Search', { exact: true }).fill(person.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.locator('.inbox-item', { hasText: 'redesign our studio' }).locator('a').click();
    assert.equal(await page.locator('.inbox-enquiry__source').textContent(), 'news.example', 'the other site\'s host it came from');
    await page.getByRole('link', { name: 'Everything from this address' }).click();
    await page.getByRole('heading', { name: `Everything from ${person.email}`, level: 1 }).waitFor();
    assert.equal(await page.locator('.inbox-item').count(), 2, 'both enquiries, in any case of the address');
    ids.person = new URL(page.url()).pathname + new URL(page.url()).search;
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export JSON' }).click()]);
    assert.equal(JSON.parse(await readFile(await file.path(), 'utf8')).length, 2);
    await page.getByRole('button', { name: 'Erase this person' }).click();
    await page.getByRole('heading', { name: `Erase everything from ${person.email}?` }).waitFor();
    assert.equal(await page.locator('.inbox-panel p').first().textContent().then((t) => t.replace(/\s+/g, ' ').trim()),
      'The 2 enquiries from this address, their notes and notifications are erased for good; the audit trail keeps only that they were.');
    await page.getByRole('button', { name: 'Erase for good' }).click();
    await page.getByText(`Erased 2 enquiries from ${person.email}, with their notes and notifications.`).waitFor();
    await page.goto(`${inbox}${ids.person}`);
    assert.equal(await page.locator('.inbox-item').count(), 0, 'nothing left from the address');
  });

  it('neutralises bidi controls in a visitor\'s text, in the list and on the page', async () => {
    const { page } = deviceA;
    await page.goto(`${inbox}/inbox/held`);
    const item = page.locator('.inbox-item', { hasText: 'W'.repeat(20) });
    ids.long = enquiryId(await item.locator('a').getAttribute('href'));
    const line = await item.locator('.inbox-item__line').innerText();
    assert.ok(!line.includes('\u202E') && line.includes('invoice_\uFFFDfdp.exe'), `the list's first line: ${JSON.stringify(line)}`);
    await page.goto(`${inbox}/inbox/enquiries/${ids.long}`);
    const text = await page.locator('.inbox-enquiry__text').innerText();
    assert.ok(!text.includes('\u202E') && text.includes('invoice_\uFFFDfdp.exe'), `the message: ${JSON.stringify(text)}`);
  });

  it('has no axe violations on its pages at 375px and 1440px, every control is reached by Tab, and the HTML is valid', async () => {
    const { page } = deviceA;
    const joinLink = invite('bo@designo.example');
    const anonymous = await browser.newContext();
    const stranger = await anonymous.newPage();
    const pages = [
      [page, `${inbox}/inbox`, 'inbox new'],
      [page, `${inbox}/inbox/held`, 'inbox held'],
      [page, `${inbox}/inbox/open`, 'inbox open'],
      [page, `${inbox}/inbox/mine`, 'inbox mine'],
      [page, `${inbox}/inbox/handled`, 'inbox handled'],
      [page, `${inbox}/inbox/enquiries/${ids.genuine}`, 'inbox enquiry (handled)'],
      [page, `${inbox}/inbox/enquiries/${ids.held}`, 'inbox enquiry (released)'],
      [page, `${inbox}/inbox/enquiries/${ids.spam}`, 'inbox enquiry (spam)'],
      [page, `${inbox}/inbox/enquiries/${ids.long}`, 'inbox enquiry (a 100-letter name)'],
      [page, `${inbox}${ids.search}`, 'inbox search'],
      [page, `${inbox}/inbox/staff`, 'inbox staff'],
      [page, `${inbox}/inbox/sources`, 'inbox sources'],
      [page, `${inbox}/inbox/person?email=${encodeURIComponent(heldOne.email)}`, 'inbox person'],
      [stranger, `${inbox}/inbox`, 'inbox sign-in'],
      [stranger, joinLink, 'inbox invitation'],
    ];
    // Each page is loaded once, on a phone, then widened to a desktop: axe is injected into a page
    // once (its first audit there costs half a second more than the next).
    for (const [p, url, label] of pages) {
      await p.setViewportSize(VIEWPORTS.phone);
      await p.goto(url);
      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
        await p.setViewportSize(viewport);
        await assertNoAxeViolations(p, `${label} at ${viewport.width}px`);
        await assertKeyboardWalk(p, `${label} at ${viewport.width}px`);
        const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, `${label} at ${viewport.width}px scrolls sideways`);
      }
    }
    // The pages as the server sends them pass the W3C Nu checker.
    const dir = await mkdtemp(path.join(tmpdir(), 'designo-inbox-vnu-'));
    const files = [];
    for (const [p, url, label] of pages) {
      const file = path.join(dir, `${label.replace(/\W+/g, '-')}.html`);
      await writeFile(file, await (await p.context().request.get(url)).text());
      files.push(file);
    }
    const results = await validate(files);
    await rm(dir, { recursive: true, force: true });
    for (const [file, messages] of results) {
      const errors = messages.filter((m) => m.type === 'error');
      assert.deepEqual(errors.map((m) => `${m.lastLine}: ${m.message}`), [], `${file} is not valid HTML`);
    }
    await anonymous.close();
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('signs in from a second device with the same passkey, and signs out', async () => {
    const { credentials } = await deviceA.cdp.send('WebAuthn.getCredentials', { authenticatorId: deviceA.authenticatorId });
    const deviceB = await device(VIEWPORTS.phone);
    await deviceB.cdp.send('WebAuthn.addCredential', { authenticatorId: deviceB.authenticatorId, credential: credentials[0] });
    const { page } = deviceB;
    const response = await page.goto(`${inbox}/inbox/held`);
    assert.equal(response.status(), 401, 'no session: the sign-in page');
    assert.equal(await page.locator('.inbox-item').count(), 0, 'and no enquiry data');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('heading', { name: 'Held' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/inbox/held', 'back on the page asked for');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    const again = await page.goto(`${inbox}/inbox`);
    assert.equal(again.status(), 401, 'signed out for good');
    await deviceB.context.close();
  });

  it('refuses an invitation used twice, and an expired one', async () => {
    const used = invite('cy@designo.example');
    const first = await device();
    await first.page.goto(used);
    await first.page.getByRole('button', { name: 'Create a passkey' }).click();
    await first.page.waitForURL(`${inbox}/inbox`);
    await first.context.close();

    const second = await device();
    const response = await second.page.goto(used);
    assert.equal(response.status(), 410);
    await second.page.getByRole('heading', { name: 'This invitation cannot be used' }).waitFor();
    assert.equal(await second.page.getByRole('button', { name: 'Create a passkey' }).count(), 0);
    const begin = await fetch(`${used}/begin`, { method: 'POST', headers: { Accept: 'application/json' } });
    assert.equal(begin.status, 410, 'its ceremony is refused too');

    const expiring = invite('di@designo.example', '-valid', '2s');
    await sleep(2500);
    const late = await second.page.goto(expiring);
    assert.equal(late.status(), 410);
    await second.page.getByRole('heading', { name: 'This invitation cannot be used' }).waitFor();
    await second.context.close();
  });

  it('ends a live session at once when `site staff remove` removes the member', async () => {
    const { page } = deviceA;
    const before = await page.goto(`${inbox}/inbox`);
    assert.equal(before.status(), 200, 'signed in');
    const out = cli('staff', 'remove', 'ada@designo.example');
    assert.match(out, /Removed ada@designo\.example/);
    const afterRemoval = await page.goto(`${inbox}/inbox`);
    assert.equal(afterRemoval.status(), 401, 'the next request is signed out');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByText('That passkey is not one of the inbox\'s').waitFor();
    await deviceA.context.close();
  });

  it('`site audit` lists every action with who did it', async () => {
    cli('enquiries', 'delete', ids.spam);
    const audit = cli('audit');
    const lines = audit.trim().split('\n');
    const has = (pattern, what) => assert.ok(lines.some((line) => pattern.test(line)), `audit shows ${what}:\n${audit}`);
    has(/command line \(.+\)\s+invited\s+ada@designo\.example/, 'the invitation');
    has(/ada@designo\.example\s+created a passkey/, 'the passkey');
    has(/ada@designo\.example\s+signed in/, 'the sign-in on the second device');
    has(new RegExp(`ada@designo\\.example\\s+released\\s+${ids.held}`), 'the release');
    has(new RegExp(`ada@designo\\.example\\s+marked as spam\\s+${ids.spam}`), 'the spam mark');
    has(new RegExp(`ada@designo\\.example\\s+marked as handled\\s+${ids.genuine}`), 'the handled mark');
    has(new RegExp(`ada@designo\\.example\\s+took\\s+${ids.genuine}`), 'the taking');
    has(new RegExp(`ada@designo\\.example\\s+marked as replied\\s+${ids.genuine}`), 'the reply');
    has(new RegExp(`ada@designo\\.example\\s+reopened\\s+${ids.genuine}`), 'the reopening');
    has(new RegExp(`ada@designo\\.example\\s+added a note to\\s+${ids.genuine}`), 'the note');
    has(/ada@designo\.example\s+invited\s+eve@designo\.example/, 'the invitation from the inbox');
    has(/ada@designo\.example\s+removed\s+eve@designo\.example/, 'the removal from the inbox');
    has(/ada@designo\.example\s+signed out/, 'the sign-out');
    has(/command line \(.+\)\s+removed\s+ada@designo\.example/, 'the removal');
    has(new RegExp(`command line \\(.+\\)\\s+erased\\s+${ids.spam}`), 'the erasure');
    has(/ada@designo\.example\s+erased\s+\S+/, 'the erasure of a person\'s enquiries');
    has(/ada@designo\.example\s+exported\s+2 enquiries as json, everything from ines@okafor-studio\.example/, 'the export of a person\'s enquiries');
    has(/unknown passkey\s+sign-in refused\s+from 127\.0\.0\.1/, 'the refused sign-in of the removed member');
  });
}
