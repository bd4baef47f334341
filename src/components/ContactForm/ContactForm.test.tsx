import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_STATUS_TEXT, STATUS_MESSAGE_DURATION_MS } from '@/hooks/useContactForm';
import type { ContactMessage } from '@/lib/emailFields';
import { ContactForm } from './ContactForm';

function setup(send: (m: ContactMessage) => Promise<void>) {
  const prepare = vi.fn();
  const user = userEvent.setup();
  render(<ContactForm send={send} prepare={prepare} />);
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
  it('has labelled, required fields, an e-mail input and an empty status region', () => {
    const { fields } = setup(vi.fn());
    for (const field of Object.values(fields)) expect(field).toBeRequired();
    expect(fields.name).toHaveAttribute('name', 'from_name');
    expect(fields.email).toHaveAttribute('name', 'from_email');
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.message).toHaveAttribute('name', 'message');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('prepares sending on the first interaction', async () => {
    const { user, prepare, fields } = setup(vi.fn());
    expect(prepare).not.toHaveBeenCalled();
    await user.click(fields.name);
    expect(prepare).toHaveBeenCalledWith();
  });

  it('sends, empties the form, disables the button, then shows success for 5 s', async () => {
    let resolve = () => {};
    const send = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { fields, fillIn, button } = setup(send);
    await fillIn();
    vi.useFakeTimers();
    fireEvent.click(button);
    expect(send).toHaveBeenCalledWith({
      from_name: 'Ada Lovelace',
      from_email: 'ada@example.com',
      message: 'Hello!',
    });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Sending…');
    for (const field of Object.values(fields)) expect(field).toHaveValue('');
    await act(async () => resolve());
    expect(button).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent(CONTACT_STATUS_TEXT.sent);
    act(() => vi.advanceTimersByTime(STATUS_MESSAGE_DURATION_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('on failure shows the generic error and gives the text back', async () => {
    const { fields, fillIn, button } = setup(() => Promise.reject(new Error('429')));
    await fillIn();
    vi.useFakeTimers();
    await act(async () => fireEvent.click(button));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(CONTACT_STATUS_TEXT.failed);
    expect(status.querySelector('p')).toHaveClass('error');
    expect(fields.name).toHaveValue('Ada Lovelace');
    expect(fields.email).toHaveValue('ada@example.com');
    expect(fields.message).toHaveValue('Hello!');
    act(() => vi.advanceTimersByTime(STATUS_MESSAGE_DURATION_MS));
    expect(status).toBeEmptyDOMElement();
  });
});
