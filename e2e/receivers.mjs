// Receivers of the site's notifications for browser suites: a webhook endpoint and an SMTP sink,
// each on a free loopback port, recording what arrives.
//
// API:
//   startWebhookReceiver()  -> { url, received: [{ headers, body (string) }], close() }   answers 204
//   startSMTPSink()         -> { url, messages: [{ from, to: [], data (string) }], close() }
//                              plain SMTP without TLS or auth: give the site `-smtp-url <url>`
//                              (url carries ?starttls=optional, as for a relay on the same machine)
//   waitFor(predicate, ms)  -> resolves once predicate() is true, rejects after ms
import { createServer } from 'node:http';
import { createServer as createTCPServer } from 'node:net';

export async function startWebhookReceiver() {
  const received = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/hooks/designo`, received, close: () => server.close() };
}

export async function startSMTPSink() {
  const messages = [];
  const server = createTCPServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let message = null;
    let inData = false;
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(message);
            message = null;
            reply('250 2.0.0 queued');
          } else {
            message.data += (line.startsWith('..') ? line.slice(1) : line) + '\n';
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink.test\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (verb === 'HELO') reply('250 sink.test');
        else if (verb === 'MAIL') { message = { from: line.slice(10).trim(), to: [], data: '' }; reply('250 2.1.0 ok'); }
        else if (verb === 'RCPT') { message?.to.push(line.slice(8).trim()); reply('250 2.1.5 ok'); }
        else if (verb === 'DATA') { inData = true; reply('354 go ahead'); }
        else if (verb === 'RSET') { message = null; reply('250 ok'); }
        else if (verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') { reply('221 bye'); socket.end(); }
        else reply('502 5.5.2 not implemented');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.address().port}?starttls=optional`, messages, close: () => server.close() };
}

export async function waitFor(predicate, ms = 20_000, what = 'a condition') {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
