// The webhook a receiver gets from the real binary verifies with the reference Standard Webhooks
// library (the npm package `standardwebhooks`), and its body has the shape that specification
// recommends: { type, timestamp, data }. Names with Unicode, quotes and backslashes included, since
// the signature covers the exact bytes sent.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { personsToken, startSite } from './harness.mjs';

const secret = `whsec_${randomBytes(32).toString('base64')}`;

const names = [
  'Zoë "Zed" O\'Brien',
  'Renée \\ <Agency> & Co',
  '北京设计 «studio» 🎨',
  'Ada “Countess” ‘Lovelace’ =?UTF-8?Q?x?=',
];

/** A receiver that records each request's headers and exact body bytes, and answers 204. */
async function startReceiver() {
  const received = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/hooks/designo`, received, close: () => server.close() };
}

async function post(siteURL, name, token) {
  const res = await fetch(`${siteURL}/contact`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name, email: 'visitor@example.com', phone: '+44 20 7946 0958', message: `From ${name}`, token }),
  });
  assert.equal(res.status, 201, `POST /contact for ${name}`);
  return (await res.json()).id;
}

describe('webhooks from the binary, verified by the reference standardwebhooks library', () => {
  let receiver;
  let site;

  before(async () => {
    receiver = await startReceiver();
    site = await startSite({ args: ['-notify-webhook', receiver.url, '-notify-secret', secret, '-contact-rate', '0'] });
  });

  after(async () => {
    await site?.stop();
    receiver?.close();
  });

  it('signs every enquiry.received event so that Webhook.verify accepts it, and only it', async () => {
    const ids = new Map();
    // A form token is used once: each enquiry comes from a form loaded for it.
    for (const name of names) ids.set(await post(site.url, name, await personsToken(site.url)), name);
    const deadline = Date.now() + 20_000;
    while (receiver.received.length < names.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(receiver.received.length, names.length, 'one request per enquiry');

    const verifier = new Webhook(secret);
    const forger = new Webhook(`whsec_${randomBytes(32).toString('base64')}`);
    for (const { method, headers, body } of receiver.received) {
      assert.equal(method, 'POST');
      const event = verifier.verify(body, headers);
      assert.deepEqual(Object.keys(event).sort(), ['data', 'timestamp', 'type']);
      assert.equal(event.type, 'enquiry.received');
      assert.equal(headers['webhook-id'], event.data.id, 'webhook-id is the enquiry id');
      assert.equal(event.data.name, ids.get(event.data.id), 'the name arrives exactly as typed');
      assert.match(event.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, 'timestamp in RFC 3339, UTC');
      assert.equal(Date.parse(event.timestamp), Date.parse(event.data.received_at));

      assert.throws(() => forger.verify(body, headers), /No matching signature/);
      const tampered = Buffer.from(body);
      tampered[tampered.indexOf('"name":"') + 8] ^= 1;
      assert.throws(() => verifier.verify(tampered, headers), /No matching signature/);
    }
    assert.deepEqual([...ids.keys()].sort(), receiver.received.map((r) => r.headers['webhook-id']).sort());
  });
});
