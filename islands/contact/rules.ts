// The contact form's rules: a line-for-line port of enquiry/form.go, kept identical by the shared
// case table data/contact-cases.json that both test suites run. The fields themselves (their keys,
// labels, limits and messages) are data/contact-fields.json, which the island does not bundle: the
// server passes them in its props (views.ContactProps), so there is one definition, the server's.

/** A field's key ('name', 'email', …), as data/contact-fields.json names it. */
export type FieldName = string;
export type Values = Record<FieldName, string>;

export type ErrorCode = 'required' | 'email' | 'maxlength' | 'characters';

/** One field's problem. The message is empty where the specification shows none. */
export interface FieldError {
  code: ErrorCode;
  message: string;
}

export type Errors = Partial<Record<FieldName, FieldError>>;

export const INVALID_FORM = 'Form is invalid';

/** One field of data/contact-fields.json, as data.ContactField serialises it. */
export interface Field {
  key: FieldName;
  /** The label and placeholder on the page. */
  label: string;
  /** What the messages call it. */
  short: string;
  /** The input's type; 'textarea' for a field that may hold line breaks and tabs. */
  type: string;
  autocomplete: string;
  /** The longest accepted value, in characters (code points, as Go counts runes). */
  maxChars: number;
  /** Empty where the specification shows no message. */
  requiredMessage: string;
  /** What a summary of the form's problems calls it ("your email address"). */
  noun: string;
}

export const isMultiline = (field: Field) => field.type === 'textarea';

/** The HTML Living Standard's "valid e-mail address", the pattern <input type="email"> applies. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A lone surrogate: JavaScript's counterpart of the invalid UTF-8 the server refuses. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** C0 controls, DEL and C1 controls, as Go's unicode.IsControl. */
const isControl = (codePoint: number) => codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f);
const LINE_BREAK_OR_TAB = new Set(['\n', '\r', '\t']);

function acceptableText(value: string, multiline: boolean): boolean {
  if (LONE_SURROGATE.test(value)) return false;
  for (const char of value) {
    if (multiline && LINE_BREAK_OR_TAB.has(char)) continue;
    if (isControl(char.codePointAt(0)!)) return false;
  }
  return true;
}

/** Explicit bidirectional embeddings and overrides (U+202A-E) and isolates (U+2066-9), as Go's IsBidiControl. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** Browsers send a textarea's line breaks as CRLF; the server counts each as one character. */
const normaliseLineBreaks = (value: string) => value.replace(/\r\n?/g, '\n');

/**
 * The value the rules judge: trimmed as String.prototype.trim does (which is what the server's
 * Trim mirrors), and for the message with its line breaks normalised.
 */
function judged(field: Field, value: string): string {
  const trimmed = value.trim();
  return isMultiline(field) ? normaliseLineBreaks(trimmed).trim() : trimmed;
}

/**
 * The first rule the value breaks: missing, unacceptable characters, text-direction controls in a
 * one-line field, too long, then malformed email.
 */
export function checkField(field: Field, raw: string): FieldError | null {
  const value = judged(field, raw);
  const multiline = isMultiline(field);
  if (value === '') return { code: 'required', message: field.requiredMessage };
  if (!acceptableText(value, multiline)) {
    return { code: 'characters', message: `${field.short} contains characters we cannot accept.` };
  }
  if (!multiline && BIDI_CONTROL.test(value)) {
    return {
      code: 'characters',
      message: `${field.short} contains invisible characters that reverse or reorder text (bidirectional controls). Please type it again without them.`,
    };
  }
  if ([...value].length > field.maxChars) {
    return { code: 'maxlength', message: `${field.short} must be at most ${field.maxChars} characters.` };
  }
  if (field.type === 'email' && !EMAIL_PATTERN.test(value)) return { code: 'email', message: '' };
  return null;
}

/** Every field's problem; an empty object means the form is valid. */
export function validate(fields: readonly Field[], values: Values): Errors {
  const errors: Errors = {};
  for (const field of fields) {
    const problem = checkField(field, values[field.key] ?? '');
    if (problem) errors[field.key] = problem;
  }
  return errors;
}

export const isValid = (errors: Errors) => Object.keys(errors).length === 0;

/**
 * What SUBMIT waits for, said beside it: the page's note while a field is empty; once every field is
 * filled, the fields still to put right, named as the server's summary names them (enquiry.Errors.
 * Summary), since a malformed address or phone shows no message of its own; nothing once it can go.
 */
export function waitingFor(fields: readonly Field[], errors: Errors, sendNote: string): string {
  const problems = fields.filter((field) => errors[field.key]);
  if (problems.length === 0) return '';
  if (problems.some((field) => errors[field.key]!.code === 'required')) return sendNote;
  const nouns = problems.map((field) => field.noun);
  const listed = nouns.length > 1 ? `${nouns.slice(0, -1).join(', ')} and ${nouns.at(-1)}` : nouns[0];
  return `Please check ${listed}.`;
}
