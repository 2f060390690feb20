// The optional proof of work (spam.Tokens.Challenge on the server, after ALTCHA): the number n,
// 0 <= n <= max, for which SHA-256(token + n) is the challenge, found by trying them all with Web
// Crypto, a batch at a time with a task between batches, so that typing stays responsive (no task
// of it is long on a slow phone). It only raises the server's likelihood that a person wrote the
// enquiry; without it (no Web Crypto on a plain-http origin, or sent before it was found) nothing is
// held.

const BATCH = 500;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));

/** The answer as the server reads it (a decimal number), or '' when there is none to find. */
export async function solveProof(token: string, challenge: string, max: number): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle || !token || !/^[0-9a-f]{64}$/.test(challenge) || !(max > 0)) return '';
  const target = hexBytes(challenge);
  const encoder = new TextEncoder();
  for (let start = 0; start <= max; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, max - start + 1) }, (_, i) => start + i);
    const sums = await Promise.all(numbers.map((n) => subtle.digest('SHA-256', encoder.encode(token + n))));
    for (let i = 0; i < sums.length; i += 1) {
      const sum = new Uint8Array(sums[i]);
      if (sum.every((byte, j) => byte === target[j])) return String(numbers[i]);
    }
    await nextTask();
  }
  return '';
}

/** Waits for the proof at most `ms` milliseconds: a visitor who sends first is not held up. */
export function proofWithin(proof: Promise<string> | null, ms: number): Promise<string> {
  if (!proof) return Promise.resolve('');
  return Promise.race([proof, new Promise<string>((resolve) => setTimeout(() => resolve(''), ms))]);
}
