import { createHash, webcrypto } from 'node:crypto';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm, type ContactProps } from './ContactForm';
import { mountAndSettle } from '../test/mount';
import { jsonResponse } from '../test/response';
import { mount } from './index';
import { NETWORK_ERROR_MESSAGE } from './send';
import fields from '../../data/contact-fields.json';

/** The thank-you text of the page's props, and the one of the server's JSON answer to the post. */
const PAGE_THANKS = 'Thank you! (the page)';
const ANSWER_THANKS = 'Thank you! (the answer)';
const pristine: ContactProps = {
  values: { name: '', email: '', phone: '', message: '' }, errors: {}, notice: '', sent: false,
  confirmation: { heading: 'Message received', thanks: PAGE_THANKS, nextHeading: 'What happens next', next: ['We read it.', 'We answer.'] },
  sendNote: 'All four fields are needed.', token: 'signed.token', fields,
};
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958', message: 'A new website, please.' };

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(() => jsonResponse({ ok: true, id: 1, message: ANSWER_THANKS }, 201));
  vi.stubGlobal('fetch', fetchMock);
});

function renderForm(props: Partial<ContactProps> = {}) {
  const p = { ...pristine, ...props };
  render(<ContactForm {...p} />);
  return { user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const name = () => field('Name');
const email = () => field('Email Address');
const phone = () => field('Phone');
const message = () => field('Your Message');
const submit = () => screen.getByRole('button', { name: 'SUBMIT' }) as HTMLButtonElement;
const errorTexts = () => [...document.querySelectorAll('.field__error')].map((p) => p.textContent);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(name(), valid.name);
  await user.type(email(), valid.email);
  await user.type(phone(), valid.phone);
  await user.type(message(), valid.message);
}

describe('contact island: validation', () => {
  it('starts pristine: no message, nothing marked invalid, SUBMIT disabled and described by what it waits for', () => {
    renderForm();
    expect(errorTexts()).toEqual([]);
    expect(document.querySelectorAll('[aria-invalid]')).toHaveLength(0);
    expect(submit().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'SUBMIT', description: pristine.sendNote })).toBe(submit());
  });

  it('shows no message while a field is invalid but not yet touched', async () => {
    const { user } = renderForm();
    await user.type(name(), 'A');
    await user.clear(name());
    expect(errorTexts()).toEqual([]);
  });

  it.each([
    ['Name', 'Name is required.'],
    ['Email Address', 'Email is required.'],
    ['Your Message', 'Message is required.'],
  ])('%s left empty: once touched, its message, tied to it by aria-describedby', async (label, text) => {
    const { user } = renderForm();
    await user.click(field(label));
    await user.tab();
    const input = field(label);
    expect(errorTexts()).toEqual([text]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe(text);
    expect(input.closest('.field')?.className).toBe('field field--invalid');
  });

  it('a malformed email is invalid without a message', async () => {
    const { user } = renderForm();
    await user.type(email(), 'ada@');
    await user.tab();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toBeNull();
    expect(errorTexts()).toEqual([]);
  });

  it('a missing phone is invalid without a message', async () => {
    const { user } = renderForm();
    await user.click(phone());
    await user.tab();
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect(errorTexts()).toEqual([]);
  });

  it('the message goes away once the field is filled in', async () => {
    const { user } = renderForm();
    await user.click(name());
    await user.tab();
    expect(errorTexts()).toEqual(['Name is required.']);
    await user.type(name(), 'Ada'); // clicking back into the name leaves the email, touched and empty
    expect(errorTexts()).toEqual(['Email is required.']);
    expect(name().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the shared rules\u2019 other messages (too long)', async () => {
    const { user } = renderForm();
    fireEvent.change(name(), { target: { value: 'x'.repeat(101) } });
    await user.click(name());
    await user.tab();
    expect(errorTexts()).toEqual(['Name must be at most 100 characters.']);
  });

  it('beside SUBMIT, what it waits for: the page\u2019s note while a field is empty, then the fields to check, then nothing', async () => {
    const { user } = renderForm();
    const note = () => document.getElementById('contact-send-note')!.textContent;
    await user.type(name(), valid.name);
    await user.type(email(), 'ada@');
    await user.type(phone(), valid.phone);
    expect(note()).toBe(pristine.sendNote);
    await user.type(message(), valid.message);
    expect(note()).toBe('Please check your email address.');
    expect(screen.getByRole('button', { name: 'SUBMIT', description: 'Please check your email address.' })).toBe(submit());
    fireEvent.change(name(), { target: { value: 'x'.repeat(101) } });
    expect(note()).toBe('Please check your name and your email address.');
    await user.clear(name());
    await user.type(name(), valid.name);
    await user.type(email(), 'example.com');
    expect(note()).toBe('');
    expect(submit().disabled).toBe(false);
  });

  it('SUBMIT is enabled only while every field is valid', async () => {
    const { user } = renderForm();
    await fillValid(user);
    expect(submit().disabled).toBe(false);
    await user.clear(phone());
    expect(submit().disabled).toBe(true);
  });
});

describe('contact island: submitting', () => {
  it('looks for the proof of work once the visitor writes, not before, and sends the number it finds', async () => {
    const token = 'signed.token';
    const digest = vi.spyOn(webcrypto.subtle, 'digest');
    vi.stubGlobal('crypto', webcrypto);
    const { user } = renderForm({ proof: createHash('sha256').update(`${token}321`).digest('hex'), proofMax: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 700)); // longer than an idle moment's wait
    expect(digest).not.toHaveBeenCalled(); // a reader spends nothing
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ ...valid, website: '', token, proof: '321' });
  });

  it('an invalid submit logs "Form is invalid", sends nothing and shows every message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    renderForm();
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    expect(error).toHaveBeenCalledExactlyOnceWith('Form is invalid');
    expect(log).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errorTexts()).toEqual(['Name is required.', 'Email is required.', 'Message is required.']);
  });

  it('a valid submit posts the values, and once accepted logs them and resets to pristine and untouched below the confirmation', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => { answer = resolve; }));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submit());
    expect(log).not.toHaveBeenCalled(); // not before the server has it
    await act(async () => answer(await jsonResponse({ ok: true, message: ANSWER_THANKS }, 201)));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(ANSWER_THANKS));
    expect(log).toHaveBeenCalledExactlyOnceWith(valid);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Accept: 'application/json', 'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ ...valid, website: '', token: 'signed.token' });
    // The confirmation, with focus on its heading, comes before the form, which is empty, pristine
    // and untouched again, SUBMIT disabled.
    const heading = screen.getByRole('heading', { name: 'Message received' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(pristine.confirmation.next);
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(heading.closest('section')!.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect([name(), email(), phone(), message()].map((f) => f.value)).toEqual(['', '', '', '']);
    expect(errorTexts()).toEqual([]);
    expect(document.querySelectorAll('[aria-invalid]')).toHaveLength(0);
    expect(submit().disabled).toBe(true);
    // Leaving a field of the new form untouched-then-touched works as on a fresh form.
    await user.click(name());
    await user.tab();
    expect(errorTexts()).toEqual(['Name is required.']);
  });

  it('a second enquiry moves focus to the confirmation again', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Message received' })));
    await fillValid(user);
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Message received' }));
    await user.click(submit());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Message received' })));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(name().value).toBe('');
  });

  it('sends the honeypot field as the page holds it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { user } = renderForm();
    await fillValid(user);
    fireEvent.change(document.getElementById('contact-website')!, { target: { value: 'spam' } });
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect((fetchMock.mock.calls[0][1] as RequestInit).body!.toString()).toContain('website=spam');
  });

  it('SUBMIT stays disabled while the enquiry is on its way', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => { answer = resolve; }));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submit());
    expect(submit().disabled).toBe(true);
    await act(async () => answer(new Response(JSON.stringify({ ok: true }), { status: 201 })));
    // An answer without a message of its own: the page's thank-you text.
    expect(screen.getByRole('status').textContent).toBe(PAGE_THANKS);
  });

  it('422: shows the server\u2019s field messages and notice, keeping every value', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    fetchMock.mockImplementation(() => jsonResponse({
      errors: { name: { code: 'characters', message: 'Name contains characters we cannot accept.' } },
      message: 'Your message has not been sent yet. Please check your name.',
    }, 422));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your message has not been sent yet. Please check your name.'));
    expect(errorTexts()).toEqual(['Name contains characters we cannot accept.']);
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(name().value).toBe(valid.name);
    await user.type(name(), 'x'); // editing the field clears the server's verdict on it
    expect(errorTexts()).toEqual([]);
  });

  it.each([
    [429, 'You have sent several messages in a short time. Your text is still here: please wait a minute and send it again.'],
    [413, 'Your message is too large to send (the limit is 64 KiB). Please shorten it and send it again.'],
    [403, 'This form can only be sent from the Designo website.'],
    [503, 'Sorry, we could not save your message just now.'],
  ])('%i: shows the server\u2019s message and keeps every value', async (status, text) => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    fetchMock.mockImplementation(() => jsonResponse({ message: text }, status));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect([name(), email(), phone(), message()].map((f) => f.value)).toEqual(Object.values(valid));
    expect(screen.queryByRole('status')).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it('a network failure says so and keeps every value', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NETWORK_ERROR_MESSAGE));
    expect(message().value).toBe(valid.message);
  });
});

describe('contact island: starting from the server\u2019s state', () => {
  it('keeps the values and messages of a form the server refused', () => {
    renderForm({
      values: { ...valid, name: '', email: 'ada@' },
      errors: { name: 'Name is required.', email: '' },
      notice: 'Your message has not been sent yet. Please check your name and email.',
    });
    expect(errorTexts()).toEqual(['Name is required.']);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().value).toBe('ada@');
    expect(screen.getByRole('alert').textContent).toBe('Your message has not been sent yet. Please check your name and email.');
  });

  it('shows the confirmation above an empty form after a sent enquiry (the no-JavaScript redirect), focus left alone', () => {
    renderForm({ sent: true });
    expect(screen.getByRole('status').textContent).toBe(PAGE_THANKS);
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeTruthy();
    expect([name(), email(), phone(), message()].map((f) => f.value)).toEqual(['', '', '', '']);
    expect(submit().disabled).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });

  it('mount keeps what the visitor typed before the island arrived, and the focus', async () => {
    const props = JSON.stringify(pristine);
    document.body.innerHTML = `<div class="contact-form" data-island="contact"><script id="contact-props" type="application/json">${props}</script><form class="contact-form__form" method="post" action="/contact"><div class="field"><label for="contact-name">Name</label><input id="contact-name" name="name"></div><div class="field"><label for="contact-email">Email Address</label><input id="contact-email" name="email"></div><div class="field"><label for="contact-phone">Phone</label><input id="contact-phone" name="phone"></div><div class="field"><label for="contact-message">Your Message</label><textarea id="contact-message" name="message"></textarea></div></form></div>`;
    (document.getElementById('contact-name') as HTMLInputElement).value = 'Ad';
    document.getElementById('contact-name')!.focus();
    await mountAndSettle(mount);
    expect(name().value).toBe('Ad');
    expect(document.activeElement).toBe(name());
    expect(document.querySelector('script#contact-props')?.textContent).toBe(props);
    expect(submit().disabled).toBe(true);
  });
});
