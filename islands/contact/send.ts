// Sending an enquiry to the server (server/contact.go answers JSON when asked for it).
import type { Errors, FieldName, Values } from './rules';

export type SendResult =
  /**
   * `message` is the server's thank-you text, '' when its answer had none; `next` the fresh form
   * token (and its proof-of-work challenge) for another enquiry: a token is used once.
   */
  | { kind: 'sent'; message: string; next?: NextToken }
  | { kind: 'invalid'; errors: Partial<Record<FieldName, string>>; message: string }
  | { kind: 'refused'; message: string };

export const NETWORK_ERROR_MESSAGE =
  'Your message could not be sent: we could not reach our server. Your text is still here: please check your connection and send it again.';
export const UNKNOWN_ERROR_MESSAGE =
  'Sorry, something went wrong and your message was not sent. Your text is still here: please try again in a few minutes, or write to us at contact@designo.co.';

/** A form token with its proof-of-work challenge (views.ContactProps' token, proof, proofMax). */
export interface NextToken {
  token: string;
  proof: string;
  proofMax: number;
}

interface ReplyBody {
  message?: unknown;
  errors?: unknown;
  token?: unknown;
  proof?: unknown;
  proofMax?: unknown;
}

async function readBody(response: Response): Promise<ReplyBody> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as ReplyBody) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** The field messages of a 422 answer: {errors: {email: {code, message}}}. */
function fieldMessages(errors: unknown): Partial<Record<FieldName, string>> {
  const messages: Partial<Record<FieldName, string>> = {};
  if (!errors || typeof errors !== 'object') return messages;
  for (const [field, problem] of Object.entries(errors as Errors)) {
    messages[field as FieldName] = typeof problem?.message === 'string' ? problem.message : '';
  }
  return messages;
}

/** 16 random bytes in hex: crypto.getRandomValues works on plain http too, where randomUUID does not. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of the enquiry being sent: the same while the visitor sends the same values
 * again (after an answer lost on the way back, the server stores it once and answers as the first
 * time), a new one as soon as a value changes or the last one was stored.
 */
let unsent: { values: string; key: string } | null = null;

export function idempotencyKey(values: Values): string {
  const typed = JSON.stringify(values);
  if (unsent?.values !== typed) unsent = { values: typed, key: newKey() };
  return unsent.key;
}

/**
 * Posts the form as a web form, with the honeypot field, the form token, the answer to its proof
 * of work and where the visitor came from ('' when there is none), and reads the server's answer.
 */
export async function sendEnquiry(values: Values, honeypot: string, token: string, proof = '', source = ''): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch('/contact', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Idempotency-Key': idempotencyKey(values) },
      body: new URLSearchParams({ ...values, website: honeypot, token, ...(proof ? { proof } : {}), ...(source ? { source } : {}) }),
    });
  } catch {
    return { kind: 'refused', message: NETWORK_ERROR_MESSAGE };
  }
  const body = await readBody(response);
  if (response.ok) {
    unsent = null; // stored: the same values sent again later are a new enquiry
    const next = typeof body.token === 'string' && body.token
      ? { token: body.token, proof: text(body.proof, ''), proofMax: typeof body.proofMax === 'number' ? body.proofMax : 0 }
      : undefined;
    return { kind: 'sent', message: text(body.message, ''), next };
  }
  if (response.status === 422 && body.errors) {
    return { kind: 'invalid', errors: fieldMessages(body.errors), message: text(body.message, '') };
  }
  return { kind: 'refused', message: text(body.message, UNKNOWN_ERROR_MESSAGE) };
}
