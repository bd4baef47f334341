import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATUS_MESSAGE_DURATION_MS } from '@/hooks/useContactForm';
import { en } from '@/i18n/strings/en';
import { tr } from '@/i18n/strings/tr';
import { CONTACT_LIMITS, type ContactMessage } from '@/lib/emailFields';
import { ContactForm } from './ContactForm';
import { COUNTER_FROM, limitText } from './ContactFormField';

const OWNER = 'owner@example.com';

function setup(send: (m: ContactMessage) => Promise<void>) {
  const prepare = vi.fn();
  const user = userEvent.setup();
  render(<ContactForm send={send} prepare={prepare} fallbackEmail={OWNER} />);
  const fields = {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'E-mail' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
  };
  const fillIn = async () => {
    await user.type(fields.name, 'Ada Lovelace');
    await user.type(fields.email, 'ada@example.com');
    await user.type(fields.message, 'Hello!');
  };
  return { user, prepare, fields, fillIn, button: screen.getByRole('button', { name: /send/i }) };
}

// Typing runs on real timers; the clock is faked from the submit on.
afterEach(() => vi.useRealTimers());

describe('ContactForm', () => {
  it('has labelled, required fields, an e-mail input and empty status and alert regions', () => {
    const { fields } = setup(vi.fn());
    for (const field of Object.values(fields)) expect(field).toBeRequired();
    expect(fields.name).toHaveAttribute('name', 'from_name');
    expect(fields.email).toHaveAttribute('name', 'from_email');
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.message).toHaveAttribute('name', 'message');
    // Nothing is cut by the browser: limits are shown instead.
    for (const field of Object.values(fields)) expect(field).not.toHaveAttribute('maxlength');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('without JavaScript would open an e-mail to the owner with the message (POST, not GET)', () => {
    setup(vi.fn());
    const form = screen.getByRole('button', { name: /send/i }).closest('form');
    expect(form).toHaveAttribute(
      'action',
      `mailto:${OWNER}?subject=${encodeURIComponent(en.contact.mailtoSubject)}`,
    );
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'text/plain');
  });

  it('prepares sending on the first interaction', async () => {
    const { user, prepare, fields } = setup(vi.fn());
    expect(prepare).not.toHaveBeenCalled();
    await user.click(fields.name);
    expect(prepare).toHaveBeenCalledWith();
  });

  it('sends, empties the form, keeps the fields read-only while sending, then shows success for 5 s', async () => {
    let resolve = () => {};
    const send = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { fields, fillIn, button } = setup(send);
    await fillIn();
    vi.useFakeTimers();
    button.focus();
    fireEvent.click(button);
    expect(send).toHaveBeenCalledWith(
      { from_name: 'Ada Lovelace', from_email: 'ada@example.com', message: 'Hello!' },
      expect.any(AbortSignal),
      expect.any(String),
    );
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Sending…');
    // Focus stays on the button (a disabled button would drop it to <body>).
    expect(button).toHaveFocus();
    for (const field of Object.values(fields)) {
      expect(field).toHaveValue('');
      expect(field).toHaveAttribute('readonly');
    }
    await act(async () => resolve());
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(en.contact.sent);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(STATUS_MESSAGE_DURATION_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('on failure shows the generic error as an alert and gives the text back', async () => {
    const { fields, fillIn, button } = setup(() => Promise.reject(new Error('429')));
    await fillIn();
    vi.useFakeTimers();
    await act(async () => fireEvent.click(button));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(en.contact.failed);
    expect(alert.querySelector('p')).toHaveClass('error');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(fields.name).toHaveValue('Ada Lovelace');
    expect(fields.email).toHaveValue('ada@example.com');
    expect(fields.message).toHaveValue('Hello!');
    expect(fields.message).not.toHaveAttribute('readonly');
    act(() => vi.advanceTimersByTime(STATUS_MESSAGE_DURATION_MS));
    expect(alert).toBeEmptyDOMElement();
  });

  it('keeps a pasted text over the limit whole, says why it cannot be sent and sends nothing', async () => {
    const send = vi.fn();
    const { user, fields, button } = setup(send);
    const limit = CONTACT_LIMITS.message;
    await user.type(fields.name, 'Ada');
    await user.type(fields.email, 'ada@example.com');
    await user.click(fields.message);
    await user.paste('y'.repeat(limit + 7));
    expect(fields.message).toHaveValue('y'.repeat(limit + 7));
    expect(fields.message).toBeInvalid();
    expect(fields.message).toHaveAccessibleDescription(limitText(limit + 7, limit, en));
    expect(fields.message).toHaveAccessibleDescription(/^7 characters too many/);
    await user.click(button);
    expect(send).not.toHaveBeenCalled();
  });

  it(`shows a counter from ${COUNTER_FROM * 100} % of a limit on`, () => {
    const limit = CONTACT_LIMITS.from_name;
    expect(limitText(Math.ceil(limit * COUNTER_FROM) - 1, limit, en)).toBeUndefined();
    expect(limitText(limit, limit, en)).toBe(`${limit} of ${limit} characters`);
    expect(limitText(5001, 5000, en)).toBe(
      '1 character too many (5,001 of 5,000): shorten the text to send it.',
    );
    // Turkish marks and words: '5.001', no plural after a number.
    expect(limitText(5002, 5000, tr)).toBe(
      '2 karakter fazla (5.000 karakterden 5.002): göndermek için metni kısaltın.',
    );
  });
});
