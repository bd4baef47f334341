/**
 * The e-mail module with the real SDK (only the network is faked): the request it makes and
 * the client-side protections, which must work when switched on (and the rate throttle only
 * works with a storage provider).
 */
import { EmailSendError, sendContactMessage, type EmailSettings } from './email';

const SETTINGS: EmailSettings = {
  serviceId: 'local-outbox',
  templateId: 'local-outbox',
  publicKey: 'local-outbox',
  origin: 'http://127.0.0.1:4173',
  blockHeadless: false,
  blockList: [],
};
const MESSAGE = { from_name: 'Ada', from_email: 'ada@example.com', message: 'Hello' };

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response('OK', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function failure(settings: EmailSettings): Promise<EmailSendError> {
  const error: unknown = await sendContactMessage(MESSAGE, settings).catch((e: unknown) => e);
  if (!(error instanceof EmailSendError)) throw new Error('expected an EmailSendError');
  return error;
}

describe('sending with the SDK', () => {
  it('posts the form and the ids as form data to the configured origin', async () => {
    await sendContactMessage(MESSAGE, SETTINGS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:4173/api/v1.0/email/send-form');
    expect(init?.method).toBe('POST');
    const body = Object.fromEntries(init?.body as FormData);
    expect(body).toMatchObject({
      ...MESSAGE,
      service_id: 'local-outbox',
      template_id: 'local-outbox',
      user_id: 'local-outbox',
    });
    expect(body.lib_version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('cancels the request when the signal aborts, and leaves every other fetch alone', async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_, reject) => {
          seen.push(init?.signal);
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const sending = sendContactMessage(MESSAGE, SETTINGS, controller.signal).catch(
      (e: unknown) => e,
    );
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    // While the send is under way, another request gets no signal of the send's.
    void fetch('/projects.data');
    expect(seen[1]).toBeUndefined();
    controller.abort(new Error('no answer after 20000 ms'));
    const error = await sending;
    expect(error).toBeInstanceOf(EmailSendError);
    expect(seen[0]?.aborted).toBe(true);
    // fetch is the page's own again.
    expect(globalThis.fetch).toBe(fetchMock);
  });

  it('sends nothing when the signal has aborted already', async () => {
    const controller = new AbortController();
    controller.abort(new Error('given up'));
    await expect(sendContactMessage(MESSAGE, SETTINGS, controller.signal)).rejects.toBeInstanceOf(
      EmailSendError,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects with the status of an answer that is not ok', async () => {
    fetchMock.mockResolvedValue(new Response('Bad', { status: 500 }));
    expect((await failure(SETTINGS)).status).toBe(500);
  });

  it('rejects with status 0 on a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failure(SETTINGS)).status).toBe(0);
  });
});

describe('client-side protections', () => {
  it('are off by default: two quick messages both go out', async () => {
    await sendContactMessage(MESSAGE, SETTINGS);
    await sendContactMessage(MESSAGE, SETTINGS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the rate throttle refuses a second message within the limit (429)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
    const settings = { ...SETTINGS, limitRateMs: 10_000 };
    await sendContactMessage(MESSAGE, settings);
    vi.advanceTimersByTime(9_999);
    expect((await failure(settings)).status).toBe(429);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await sendContactMessage(MESSAGE, settings);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the block list refuses listed senders (403) and lets others through', async () => {
    const settings = { ...SETTINGS, blockList: ['spam@example.com'] };
    const error: unknown = await sendContactMessage(
      { ...MESSAGE, from_email: 'spam@example.com' },
      settings,
    ).catch((e: unknown) => e);
    expect((error as EmailSendError).status).toBe(403);
    expect(fetchMock).not.toHaveBeenCalled();
    await sendContactMessage(MESSAGE, settings);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the headless block refuses automated browsers (451)', async () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    try {
      expect((await failure({ ...SETTINGS, blockHeadless: true })).status).toBe(451);
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'webdriver');
    }
  });
});
