// Sending an enquiry to the server (server/contact.go answers JSON when asked for it).
import type { Errors, FieldName, Values } from './rules';

export type SendResult =
  /** `message` is the server's thank-you text, '' when its answer had none. */
  | { kind: 'sent'; message: string }
  | { kind: 'invalid'; errors: Partial<Record<FieldName, string>>; message: string }
  | { kind: 'refused'; message: string };

export const NETWORK_ERROR_MESSAGE =
  'Your message could not be sent: we could not reach our server. Your text is still here: please check your connection and send it again.';
export const UNKNOWN_ERROR_MESSAGE =
  'Sorry, something went wrong and your message was not sent. Your text is still here: please try again in a few minutes, or write to us at contact@designo.co.';

interface ReplyBody {
  message?: unknown;
  errors?: unknown;
}

async function readBody(response: Response): Promise<ReplyBody> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as ReplyBody) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/** The field messages of a 422 answer: {errors: {email: {code, message}}}. */
function fieldMessages(errors: unknown): Partial<Record<FieldName, string>> {
  const messages: Partial<Record<FieldName, string>> = {};
  if (typeof errors !== 'object' || errors === null) return messages;
  for (const [field, problem] of Object.entries(errors as Errors)) {
    messages[field as FieldName] = typeof problem?.message === 'string' ? problem.message : '';
  }
  return messages;
}

/** Posts the form as a web form, with the honeypot field, and reads the server's answer. */
export async function sendEnquiry(values: Values, honeypot: string, endpoint = '/contact'): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams({ ...values, website: honeypot }),
    });
  } catch {
    return { kind: 'refused', message: NETWORK_ERROR_MESSAGE };
  }
  const body = await readBody(response);
  if (response.ok) return { kind: 'sent', message: text(body.message, '') };
  if (response.status === 422 && body.errors) {
    return { kind: 'invalid', errors: fieldMessages(body.errors), message: text(body.message, '') };
  }
  return { kind: 'refused', message: text(body.message, UNKNOWN_ERROR_MESSAGE) };
}
