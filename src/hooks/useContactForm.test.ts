import { act, renderHook } from '@testing-library/react';
import type { ContactMessage } from '@/lib/emailFields';
import { EMPTY_MESSAGE, STATUS_MESSAGE_DURATION_MS, useContactForm } from './useContactForm';

const MESSAGE: ContactMessage = {
  from_name: 'Ada Lovelace',
  from_email: 'ada@example.com',
  message: 'Hello!',
};

/** A send whose outcome the test decides. */
function controlledSend() {
  let settle: { resolve: () => void; reject: (e: unknown) => void } | undefined;
  const send = vi.fn<(message: ContactMessage) => Promise<void>>(
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

function fill(result: { current: ReturnType<typeof useContactForm> }, message = MESSAGE) {
  act(() => {
    for (const [field, value] of Object.entries(message)) {
      result.current.setField(field as keyof ContactMessage, value);
    }
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useContactForm', () => {
  it('starts idle and empty', () => {
    const { result } = renderHook(() => useContactForm(vi.fn()));
    expect(result.current.status).toBe('idle');
    expect(result.current.values).toEqual(EMPTY_MESSAGE);
  });

  it('empties the form at once, is sending until the answer, then shows success for 5 s', async () => {
    const { send, resolve } = controlledSend();
    const { result } = renderHook(() => useContactForm(send));
    fill(result);
    act(() => void result.current.submit());
    expect(send).toHaveBeenCalledWith(MESSAGE);
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
    const { result } = renderHook(() => useContactForm(send));
    fill(result);
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

  it('keeps what the visitor typed while sending and fills only the empty fields', async () => {
    const { send, reject } = controlledSend();
    const { result } = renderHook(() => useContactForm(send));
    fill(result);
    act(() => void result.current.submit());
    act(() => result.current.setField('message', 'PS: one more thing'));
    await reject();
    expect(result.current.values).toEqual({ ...MESSAGE, message: 'PS: one more thing' });
  });

  it('sends once while a send is under way', async () => {
    const { send, resolve } = controlledSend();
    const { result } = renderHook(() => useContactForm(send));
    fill(result);
    act(() => void result.current.submit());
    act(() => void result.current.submit());
    expect(send).toHaveBeenCalledTimes(1);
    await resolve();
  });

  it('restarts the 5 s when a new outcome follows', async () => {
    const { send, resolve, reject } = controlledSend();
    const { result } = renderHook(() => useContactForm(send));
    fill(result);
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
