// The two passkey ceremonies of the inbox's pages (inbox/passkeys.go): the button marked
// data-passkey="register" (an invitation's page) creates a passkey, "signin" signs in with one.
// Each is two same-origin POSTs: begin answers the options, which the browser's own JSON parsers
// turn into navigator.credentials arguments; finish gets the credential's toJSON().
// Built by inbox/build.mjs into static/inbox/passkey.js (make generate).

type Kind = 'register' | 'signin';

const button = document.querySelector<HTMLButtonElement>('button[data-passkey]');
const statusLine = document.getElementById('passkey-status');

function say(text: string) {
  if (statusLine) statusLine.textContent = text;
}

async function post(url: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let answer: Record<string, unknown> = {};
  try {
    answer = await response.json();
  } catch {
    // not JSON: said below
  }
  if (!response.ok) {
    throw new Error(typeof answer.message === 'string' ? answer.message : 'The inbox did not answer. Please try again.');
  }
  return answer;
}

async function ceremony(kind: Kind) {
  const base = kind === 'register' ? location.pathname.replace(/\/$/, '') : '/inbox/signin';
  const options = await post(`${base}/begin`);
  let credential: Credential | null;
  if (kind === 'register') {
    const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(options.publicKey as PublicKeyCredentialCreationOptionsJSON);
    credential = await navigator.credentials.create({ publicKey });
  } else {
    const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(options.publicKey as PublicKeyCredentialRequestOptionsJSON);
    credential = await navigator.credentials.get({ publicKey });
  }
  if (!(credential instanceof PublicKeyCredential)) throw new Error('No passkey was chosen.');
  const done = await post(`${base}/finish`, credential.toJSON());
  const next = typeof done.location === 'string' && done.location !== '' ? done.location : location.href;
  location.assign(next);
}

if (button && typeof PublicKeyCredential !== 'undefined' && 'parseCreationOptionsFromJSON' in PublicKeyCredential) {
  const kind = button.dataset.passkey as Kind;
  button.disabled = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    say(kind === 'register' ? 'Creating a passkey…' : 'Signing in…');
    try {
      await ceremony(kind);
    } catch (err) {
      const cancelled = err instanceof DOMException && err.name === 'NotAllowedError';
      say(cancelled ? 'Cancelled. Press the button to try again.' : err instanceof Error ? err.message : String(err));
      button.disabled = false;
    }
  });
} else if (button) {
  say('This browser cannot use passkeys here. Please use a current Chrome, Edge, Safari or Firefox.');
}
