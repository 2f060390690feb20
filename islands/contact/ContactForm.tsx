// The contact form: the specification's validation (messages once a field is touched, SUBMIT
// disabled while invalid), then the enquiry sent to the server, which has the last word.
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { proofWithin, solveProof } from './proof';
import { INVALID_FORM, isMultiline, isValid, validate, waitingFor, type Field as FieldSpec, type FieldName, type Values } from './rules';
import { sendEnquiry, type NextToken } from './send';

/** The island's props, as views.ContactProps serialises them: what the server rendered. */
export interface ContactProps {
  values: Values;
  /** Fields the server found invalid, with their messages ('' where none is shown). */
  errors: Partial<Record<FieldName, string>>;
  notice: string;
  sent: boolean;
  /** What the visitor reads once the enquiry is stored (content/studio/contact.toml's [sent]). */
  confirmation: Confirmation;
  /** Beside SUBMIT, which waits until the form can be sent: what it waits for while a field is empty. */
  sendNote: string;
  /**
   * The signed form token the server issued with the page, sent back with the enquiry. The server's
   * form carries it in a hidden field for visitors without JavaScript; the island keeps it here, so
   * that the form's fields are only what the visitor types.
   */
  token: string;
  /** The token's proof-of-work challenge and its largest number (absent: none is solved). */
  proof?: string;
  proofMax?: number;
  /** Where the visitor came to the page from (enquiry.SourceOf), sent back with each enquiry. */
  source?: string;
  /** The form's fields in page order: data/contact-fields.json, from the server (views.ContactProps). */
  fields: FieldSpec[];
}

/** The confirmation's words, as data.Confirmation serialises them. */
export interface Confirmation {
  heading: string;
  /** The thank-you text; the server's answer to an enquiry may say it its own way. */
  thanks: string;
  nextHeading: string;
  /** What happens after an enquiry, step by step. */
  next: string[];
}

type Flags = Partial<Record<FieldName, boolean>>;
type Messages = Partial<Record<FieldName, string>>;

/** Every field empty. */
const emptyValues = (fields: FieldSpec[]): Values => Object.fromEntries(fields.map((field) => [field.key, '']));

const flagsFor = (messages: Messages): Flags =>
  Object.fromEntries(Object.keys(messages).map((field) => [field, true]));

/** How long a visitor's SEND waits for a proof of work still being found. */
const PROOF_WAIT_MS = 1500;

export function ContactForm({ values: initialValues, errors: serverErrorsAtStart, notice: initialNotice, sent, confirmation, sendNote, token: firstToken, proof: firstProof, proofMax: firstMax, source = '', fields }: ContactProps) {
  const [values, setValues] = useState<Values>(() => ({ ...emptyValues(fields), ...initialValues }));
  // Fields the server already judged count as touched, so their messages stay on screen.
  const [touched, setTouched] = useState<Flags>(() => flagsFor(serverErrorsAtStart));
  // The server's verdicts, shown until the visitor edits the field.
  const [serverErrors, setServerErrors] = useState<Messages>(serverErrorsAtStart);
  const [notice, setNotice] = useState(initialNotice);
  // The confirmation shown above the form once the server has an enquiry (its text: the server's).
  const [status, setStatus] = useState(sent ? confirmation.thanks : '');
  // Counts the enquiries accepted here: each one moves focus to the confirmation, even when its
  // text is the same as the last one's. Nothing moves on the first render.
  const [accepted, setAccepted] = useState(0);
  const [sending, setSending] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  // The form token of the next enquiry and its proof of work, looked for once the visitor starts
  // writing: a visitor who only reads the page (or a crawler) spends nothing on it, and one who writes
  // gives it the time their words take.
  const [current, setCurrent] = useState<NextToken>({ token: firstToken, proof: firstProof ?? '', proofMax: firstMax ?? 0 });
  const proof = useRef<Promise<string> | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (accepted > 0) heading.current?.focus();
  }, [accepted]);

  const errors = validate(fields, values);
  const valid = isValid(errors);

  const change = (field: FieldName, value: string) => {
    proof.current ??= solveProof(current.token, current.proof, current.proofMax).catch(() => '');
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const touch = (field: FieldName) => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!valid) {
      console.error(INVALID_FORM);
      setTouched(Object.fromEntries(fields.map((field) => [field.key, true])));
      return;
    }
    setSending(true);
    setNotice('');
    const answer = await proofWithin(proof.current, PROOF_WAIT_MS);
    const result = await sendEnquiry(values, honeypot.current?.value ?? '', current.token, answer, source);
    setSending(false);
    if (result.kind === 'sent') {
      // Accepted: the values go to the console, as the specification says, and the form is
      // pristine and untouched again (SUBMIT disabled), below the confirmation.
      console.log(values);
      setValues(emptyValues(fields));
      setTouched({});
      setServerErrors({});
      setStatus(result.message || confirmation.thanks);
      if (result.next) {
        proof.current = null;
        setCurrent(result.next);
      }
      setAccepted((n) => n + 1);
    } else if (result.kind === 'invalid') {
      setServerErrors(result.errors);
      setTouched((current) => ({ ...current, ...flagsFor(result.errors) }));
      setNotice(result.message);
    } else {
      setNotice(result.message);
    }
  };

  return (
    <>
      {status && (
        <section className="contact-sent" aria-labelledby="contact-sent-heading">
          <h2 ref={heading} className="contact-sent__heading" id="contact-sent-heading" tabIndex={-1}>{confirmation.heading}</h2>
          <p className="contact-form__status" role="status">{status}</p>
          <h3 className="contact-sent__next">{confirmation.nextHeading}</h3>
          <ol className="contact-sent__steps">
            {confirmation.next.map((step) => <li key={step}>{step}</li>)}
          </ol>
        </section>
      )}
      <form className="contact-form__form" method="post" action="/contact" aria-label="Contact form" noValidate onSubmit={submit}>
        {notice && <p className="contact-form__notice" role="alert">{notice}</p>}
        {fields.map((spec) => {
          const field = spec.key;
          const problem = errors[field];
          const invalid = Boolean(touched[field]) && (problem !== undefined || field in serverErrors);
          const message = invalid ? (problem ? problem.message : serverErrors[field] ?? '') : '';
          return (
            <Field
              key={field}
              spec={spec}
              value={values[field] ?? ''}
              invalid={invalid}
              message={message}
              onChange={(value) => change(field, value)}
              onBlur={() => touch(field)}
            />
          );
        })}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input ref={honeypot} id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="contact-form__send">
          <button className="button button--light contact-form__submit" type="submit" disabled={!valid || sending}
            aria-describedby="contact-send-note">
            SUBMIT
          </button>
          <p className="contact-form__send-note" id="contact-send-note">{waitingFor(fields, errors, sendNote)}</p>
        </div>
      </form>
    </>
  );
}

interface FieldProps {
  spec: FieldSpec;
  value: string;
  invalid: boolean;
  message: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

function Field({ spec, value, invalid, message, onChange, onBlur }: FieldProps) {
  const { key: name } = spec;
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    placeholder: spec.label,
    required: true,
    maxLength: spec.maxChars,
    value,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': message ? errorId : undefined,
    onBlur,
  } as const;
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="visually-hidden" htmlFor={id}>{spec.label}</label>
      {isMultiline(spec) ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={spec.type} autoComplete={spec.autocomplete} onChange={(event) => onChange(event.target.value)} />
      )}
      {message && <p className="field__error" id={errorId}>{message}</p>}
    </div>
  );
}
