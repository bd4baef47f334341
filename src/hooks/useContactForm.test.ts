import { act, renderHook } from '@testing-library/react';
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactMessage } from '@/lib/emailFields';
import {
  EMPTY_MESSAGE,
  QUEUED_ATTRIBUTE,
  READY_ATTRIBUTE,
  SEND_TIMEOUT_MS,
  STATUS_MESSAGE_DURATION_MS,
  useContactForm,
  type SendMessage,
} from './useContactForm';

const MESSAGE: ContactMessage = {
  from_name: 'Ada Lovelace',
  from_email: 'ada@example.com',
  message: 'Hello!',
};

/** A send whose outcome the test decides. */
function controlledSend() {
  let settle: { resolve: () => void; reject: (e: unknown) => void } | undefined;
  const send = vi.fn<SendMessage>(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    send,
    resolve: () => act(async () => settle?.resolve()),
    reject: () => act(async () => settle?.reject(new Error('403 Forbidden'))),
  };
}

/** A form with the three fields, as the prerendered page has it; `typed` is in the fields. */
function formWith(typed: Partial<ContactMessage> = {}) {
  const form = document.createElement('form');
  for (const name of CONTACT_FIELDS) {
    const field = document.createElement(name === 'message' ? 'textarea' : 'input');
    field.name = name;
    field.value = typed[name] ?? '';
    form.append(field);
  }
  document.body.append(form);
  return { current: form };
}

/** Types into the form's fields (the DOM) and tells the hook, as the component does. */
function type(
  form: { current: HTMLFormElement },
  result: { current: ReturnType<typeof useContactForm> },
  message: Partial<ContactMessage> = MESSAGE,
) {
  act(() => {
    for (const [field, value] of Object.entries(message)) {
      const element = form.current.elements.namedItem(field) as HTMLInputElement;
      element.value = value;
      result.current.setField(field as keyof ContactMessage, value);
    }
  });
}

function setup(send: SendMessage, typed?: Partial<ContactMessage>) {
  const form = formWith(typed);
  const hook = renderHook(() => useContactForm(send, form));
  return { form, ...hook };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('useContactForm', () => {
  it('starts idle and empty, and marks the form as handled', () => {
    const { result, form } = setup(vi.fn());
    expect(result.current.status).toBe('idle');
    expect(result.current.values).toEqual(EMPTY_MESSAGE);
    expect(form.current).toHaveAttribute(READY_ATTRIBUTE);
  });

  it('does not render again on hydration when nothing was typed', () => {
    const form = formWith();
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useContactForm(vi.fn(), form);
    });
    expect(renders).toBe(1);
    expect(form.current).toHaveAttribute(READY_ATTRIBUTE);
  });

  it('takes over what was typed before hydration, and sends exactly that', async () => {
    const { send, resolve } = controlledSend();
    const { result } = setup(send, MESSAGE);
    expect(result.current.values).toEqual(MESSAGE);
    act(() => void result.current.submit());
    expect(send).toHaveBeenCalledWith(MESSAGE, expect.any(AbortSignal), expect.any(String));
    await resolve();
  });

  it('sends the fields as they are, even if state missed a change', async () => {
    const { send, resolve } = controlledSend();
    const { result, form } = setup(send);
    type(form, result);
    (form.current.elements.namedItem('message') as HTMLTextAreaElement).value = 'Changed late';
    act(() => void result.current.submit());
    expect(send).toHaveBeenCalledWith(
      { ...MESSAGE, message: 'Changed late' },
      expect.any(AbortSignal),
      expect.any(String),
    );
    await resolve();
  });

  it('carries out a Send pressed before hydration', async () => {
    const { send, resolve } = controlledSend();
    const form = formWith(MESSAGE);
    form.current.setAttribute(QUEUED_ATTRIBUTE, '');
    const { result } = renderHook(() => useContactForm(send, form));
    expect(send).toHaveBeenCalledWith(MESSAGE, expect.any(AbortSignal), expect.any(String));
    expect(result.current.status).toBe('sending');
    expect(form.current).not.toHaveAttribute(QUEUED_ATTRIBUTE);
    await resolve();
    expect(result.current.status).toBe('sent');
  });

  it('does not carry out a queued Send over a limit: it focuses the field instead', () => {
    const send = vi.fn();
    const long = { ...MESSAGE, message: 'x'.repeat(CONTACT_LIMITS.message + 1) };
    const form = formWith(long);
    form.current.setAttribute(QUEUED_ATTRIBUTE, '');
    const { result } = renderHook(() => useContactForm(send, form));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.values).toEqual(long);
    expect(document.activeElement).toBe(form.current.elements.namedItem('message'));
  });

  it('empties the form at once, is sending until the answer, then shows success for 5 s', async () => {
    const { send, resolve } = controlledSend();
    const { result, form } = setup(send);
    type(form, result);
    act(() => void result.current.submit());
    expect(send).toHaveBeenCalledWith(MESSAGE, expect.any(AbortSignal), expect.any(String));
    expect(result.current.status).toBe('sending');
    expect(result.current.values).toEqual(EMPTY_MESSAGE);

    await resolve();
    expect(result.current.status).toBe('sent');
    expect(result.current.values).toEqual(EMPTY_MESSAGE);
    act(() => vi.advanceTimersByTime(STATUS_MESSAGE_DURATION_MS - 1));
    expect(result.current.status).toBe('sent');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
  });

  it('on failure puts the text back and shows the error for 5 s', async () => {
    const { send, reject } = controlledSend();
    const { result, form } = setup(send);
    type(form, result);
    act(() => void result.current.submit());
    await reject();
    expect(result.current.status).toBe('failed');
    expect(result.current.values).toEqual(MESSAGE);
    act(() => vi.advanceTimersByTime(STATUS_MESSAGE_DURATION_MS - 1));
    expect(result.current.status).toBe('failed');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
    expect(result.current.values).toEqual(MESSAGE);
  });

  it(`gives up on a send without an answer after ${SEND_TIMEOUT_MS} ms and puts the text back`, async () => {
    const { send } = controlledSend();
    const { result, form } = setup(send);
    type(form, result);
    act(() => void result.current.submit());
    await act(async () => vi.advanceTimersByTime(SEND_TIMEOUT_MS - 1));
    expect(result.current.status).toBe('sending');
    await act(async () => vi.advanceTimersByTime(1));
    // It may still have arrived: not 'failed', and the text is back.
    expect(result.current.status).toBe('uncertain');
    expect(result.current.values).toEqual(MESSAGE);
    act(() => vi.advanceTimersByTime(STATUS_MESSAGE_DURATION_MS - 1));
    expect(result.current.status).toBe('uncertain');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
    expect(result.current.values).toEqual(MESSAGE);
  });

  it('sends a resend of the same text with the same key, and any other text with a new one', async () => {
    const { send, resolve, reject } = controlledSend();
    const { result, form } = setup(send);
    const keyOf = (call: number) => send.mock.calls[call]?.[2];
    type(form, result);
    act(() => void result.current.submit());
    await act(async () => vi.advanceTimersByTime(SEND_TIMEOUT_MS));
    expect(result.current.status).toBe('uncertain');
    // Sent again as it came back: the same message, the same key.
    act(() => void result.current.submit());
    await reject();
    expect(keyOf(1)).toBe(keyOf(0));
    act(() => void result.current.submit());
    await resolve();
    expect(result.current.status).toBe('sent');
    expect(keyOf(2)).toBe(keyOf(0));
    // Once sent, the same text again is a new message; so is another text.
    type(form, result);
    act(() => void result.current.submit());
    await resolve();
    type(form, result, { ...MESSAGE, message: 'Something else' });
    act(() => void result.current.submit());
    await resolve();
    expect(keyOf(3)).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set([keyOf(0), keyOf(3), keyOf(4)]).size).toBe(3);
  });

  it('aborts the send it gave up on, so it cannot arrive later; a send in time is not aborted', async () => {
    const { send, resolve } = controlledSend();
    const { result, form } = setup(send);
    type(form, result);
    act(() => void result.current.submit());
    const signal = send.mock.calls[0]?.[1];
    if (!signal) throw new Error('send got no signal');
    await act(async () => vi.advanceTimersByTime(SEND_TIMEOUT_MS - 1));
    expect(signal.aborted).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(signal.aborted).toBe(true);
    expect(result.current.status).toBe('uncertain');
    // The late answer changes nothing.
    await resolve();
    expect(result.current.status).toBe('uncertain');

    act(() => vi.advanceTimersByTime(STATUS_MESSAGE_DURATION_MS));
    act(() => void result.current.submit());
    const second = send.mock.calls[1]?.[1];
    await resolve();
    expect(result.current.status).toBe('sent');
    await act(async () => vi.advanceTimersByTime(SEND_TIMEOUT_MS));
    expect(second?.aborted).toBe(false);
  });

  it('sends nothing over a limit', () => {
    const send = vi.fn();
    const { result, form } = setup(send);
    type(form, result, { ...MESSAGE, from_name: 'x'.repeat(CONTACT_LIMITS.from_name + 1) });
    act(() => void result.current.submit());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
  });

  it('sends once while a send is under way', async () => {
    const { send, resolve } = controlledSend();
    const { result, form } = setup(send);
    type(form, result);
    act(() => void result.current.submit());
    act(() => void result.current.submit());
    expect(send).toHaveBeenCalledTimes(1);
    await resolve();
  });

  it('restarts the 5 s when a new outcome follows', async () => {
    const { send, resolve, reject } = controlledSend();
    const { result, form } = setup(send);
    type(form, result);
    act(() => void result.current.submit());
    await reject();
    act(() => vi.advanceTimersByTime(4_000));
    act(() => void result.current.submit());
    await resolve();
    act(() => vi.advanceTimersByTime(4_000));
    expect(result.current.status).toBe('sent');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.status).toBe('idle');
  });
});
