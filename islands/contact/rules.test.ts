import { describe, expect, it } from 'vitest';
import table from '../../data/contact-cases.json';
import fields from '../../data/contact-fields.json';
import { checkField, isValid, validate, type Errors, type Values } from './rules';

// The fields as the server passes them to the island (views.ContactProps).
const field = (key: string) => fields.find((f) => f.key === key)!;

interface SharedCase {
  name: string;
  input: Values;
  errors: Errors;
}

// The table enquiry/form_test.go runs too: the island and the server must agree on every row.
const cases = table as SharedCase[];

describe('the shared contact cases (data/contact-cases.json)', () => {
  it('has cases to run', () => {
    expect(cases.length).toBeGreaterThan(50);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(validate(fields, c.input)).toEqual(c.errors);
  });
});

describe('rules the JSON table cannot carry', () => {
  it('refuses a lone surrogate, the counterpart of invalid UTF-8', () => {
    expect(checkField(field('name'), 'Ada \uD800 Lovelace')).toEqual({
      code: 'characters', message: 'Name contains characters we cannot accept.',
    });
    expect(checkField(field('message'), 'end \uDC00')?.code).toBe('characters');
  });

  it('accepts a surrogate pair (an emoji) as one character', () => {
    expect(checkField(field('name'), '\u{1F600}'.repeat(100))).toBeNull();
    expect(checkField(field('name'), '\u{1F600}'.repeat(101))?.code).toBe('maxlength');
  });

  it('isValid is true only without problems', () => {
    expect(isValid({})).toBe(true);
    expect(isValid({ phone: { code: 'required', message: '' } })).toBe(false);
  });
});
