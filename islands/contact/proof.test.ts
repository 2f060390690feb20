import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { proofWithin, solveProof } from './proof';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('the proof of work', () => {
  it('finds the number the challenge hides, as the server checks it', async () => {
    vi.stubGlobal('crypto', webcrypto);
    const token = 'AAABkL2x.signature';
    expect(await solveProof(token, sha(`${token}4321`), 5000)).toBe('4321');
    expect(await solveProof(token, sha(`${token}0`), 5000)).toBe('0');
    vi.unstubAllGlobals();
  });

  it('gives nothing when there is no number to find, or no Web Crypto', async () => {
    vi.stubGlobal('crypto', webcrypto);
    expect(await solveProof('t', sha('t9999'), 100)).toBe('');
    expect(await solveProof('t', 'not a challenge', 100)).toBe('');
    expect(await solveProof('', sha('0'), 100)).toBe('');
    vi.stubGlobal('crypto', {});
    expect(await solveProof('t', sha('t1'), 100)).toBe('');
    vi.unstubAllGlobals();
  });

  it('never holds a visitor up longer than asked', async () => {
    vi.useFakeTimers();
    const waiting = proofWithin(new Promise(() => {}), 1500);
    vi.advanceTimersByTime(1500);
    expect(await waiting).toBe('');
    expect(await proofWithin(Promise.resolve('7'), 1500)).toBe('7');
    expect(await proofWithin(null, 1500)).toBe('');
    vi.useRealTimers();
  });
});
