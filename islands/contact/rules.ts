// The contact form's rules: a line-for-line port of enquiry/form.go, kept identical by the shared
// case table data/contact-cases.json that both test suites run. The fields' limits and messages
// come from data/contact-fields.json, which the server reads too.
import fields from '../../data/contact-fields.json';

export type FieldName = 'name' | 'email' | 'phone' | 'message';
export type Values = Record<FieldName, string>;

export type ErrorCode = 'required' | 'email' | 'maxlength' | 'characters';

/** One field's problem. The message is empty where the specification shows none. */
export interface FieldError {
  code: ErrorCode;
  message: string;
}

export type Errors = Partial<Record<FieldName, FieldError>>;

/** The form's fields in the order they appear on the page. */
export const FIELD_NAMES: readonly FieldName[] = ['name', 'email', 'phone', 'message'];

export const INVALID_FORM = 'Form is invalid';

interface FieldRules {
  label: string;
  /** The longest accepted value, in characters (code points, as Go counts runes). */
  maxChars: number;
  /** The message may contain line breaks and tabs. */
  multiline: boolean;
  /** Empty where the specification shows no message. */
  requiredMessage: string;
}

const RULES = Object.fromEntries(fields.map(({ key, ...rules }) => [key, rules])) as Record<FieldName, FieldRules>;

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
function judged(field: FieldName, value: string): string {
  const trimmed = value.trim();
  return RULES[field].multiline ? normaliseLineBreaks(trimmed).trim() : trimmed;
}

/**
 * The first rule the value breaks: missing, unacceptable characters, text-direction controls in a
 * one-line field, too long, then malformed email.
 */
export function checkField(field: FieldName, raw: string): FieldError | null {
  const rules = RULES[field];
  const value = judged(field, raw);
  if (value === '') return { code: 'required', message: rules.requiredMessage };
  if (!acceptableText(value, rules.multiline)) {
    return { code: 'characters', message: `${rules.label} contains characters we cannot accept.` };
  }
  if (!rules.multiline && BIDI_CONTROL.test(value)) {
    return {
      code: 'characters',
      message: `${rules.label} contains invisible characters that reverse or reorder text (bidirectional controls). Please type it again without them.`,
    };
  }
  if ([...value].length > rules.maxChars) {
    return { code: 'maxlength', message: `${rules.label} must be at most ${rules.maxChars} characters.` };
  }
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return { code: 'email', message: '' };
  return null;
}

/** Every field's problem; an empty object means the form is valid. */
export function validate(values: Values): Errors {
  const errors: Errors = {};
  for (const field of FIELD_NAMES) {
    const problem = checkField(field, values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

export const isValid = (errors: Errors) => Object.keys(errors).length === 0;

export const MAX_CHARS = Object.fromEntries(
  FIELD_NAMES.map((field) => [field, RULES[field].maxChars]),
) as Record<FieldName, number>;
