import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendEnquiry } from './send';
import type { Values } from './rules';

const values: Values = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '0123', message: 'Hello.' };

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (status: number) => new Response(JSON.stringify({ ok: status < 300, message: 'm' }), { status });
const keyOf = (call: number) => (fetchMock.mock.calls[call][1] as RequestInit).headers as Record<string, string>;

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(answer(201)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the Idempotency-Key of an enquiry', () => {
  it('stays the same when the same values are sent again after a lost answer', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('network error')));
    expect((await sendEnquiry({ ...values }, '', '')).kind).toBe('refused');
    expect((await sendEnquiry({ ...values }, '', '')).kind).toBe('sent');
    expect(keyOf(0)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(1)['Idempotency-Key']).toBe(keyOf(0)['Idempotency-Key']);
  });

  it('stays the same after a refusal such as 503, so a retry cannot store the enquiry twice', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(answer(503)));
    await sendEnquiry(values, '', '');
    await sendEnquiry(values, '', '');
    expect(keyOf(1)['Idempotency-Key']).toBe(keyOf(0)['Idempotency-Key']);
  });

  it('changes when a value changes', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(answer(503)));
    await sendEnquiry(values, '', '');
    await sendEnquiry({ ...values, message: 'Hello again.' }, '', '');
    expect(keyOf(1)['Idempotency-Key']).not.toBe(keyOf(0)['Idempotency-Key']);
  });

  it('changes once an enquiry was stored: the same text sent later is a new enquiry', async () => {
    await sendEnquiry(values, '', '');
    await sendEnquiry(values, '', '');
    expect(keyOf(1)['Idempotency-Key']).not.toBe(keyOf(0)['Idempotency-Key']);
  });
});

describe('where the visitor came from', () => {
  const body = (call: number) => new URLSearchParams(String((fetchMock.mock.calls[call][1] as RequestInit).body));

  it('travels with the enquiry when the page named it, and is left out when it did not', async () => {
    await sendEnquiry(values, '', 'token', '', '/work/camp');
    await sendEnquiry({ ...values, message: 'Another.' }, '', 'token');
    expect(body(0).get('source')).toBe('/work/camp');
    expect(body(1).has('source')).toBe(false);
  });
});
