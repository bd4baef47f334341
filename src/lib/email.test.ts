import type { EmailConfig } from './env';
import {
  EmailSendError,
  localStorageProvider,
  preloadEmailSdk,
  resolveEmailSettings,
  sendContactMessage,
  type EmailSettings,
} from './email';
import { LOCAL_OUTBOX_ID } from './emailFields';

const sdk = vi.hoisted(() => ({ init: vi.fn(), sendForm: vi.fn() }));
vi.mock('@emailjs/browser', () => sdk);

const NO_KEYS: EmailConfig = { blockHeadless: false, blockList: [], localOutbox: false };
const KEYS: EmailConfig = {
  ...NO_KEYS,
  serviceId: 'service_1',
  templateId: 'template_1',
  publicKey: 'key_1',
};
const SETTINGS: EmailSettings = {
  serviceId: 'service_1',
  templateId: 'template_1',
  publicKey: 'key_1',
  blockHeadless: false,
  blockList: [],
};
const MESSAGE = { from_name: 'Ada', from_email: 'ada@example.com', message: 'Hi!\nTwo lines.' };

beforeEach(() => {
  sdk.init.mockReset();
  sdk.sendForm.mockReset();
  localStorage.clear();
});

describe('resolveEmailSettings', () => {
  it('uses the provider when all three keys are set, even in a local build', () => {
    expect(resolveEmailSettings({ ...KEYS, localOutbox: true }, 'http://127.0.0.1:4173')).toEqual(
      SETTINGS,
    );
  });

  it('sends to the local outbox on this origin when a local build has no keys', () => {
    const settings = resolveEmailSettings(
      { ...NO_KEYS, serviceId: 'service_1', localOutbox: true },
      'http://127.0.0.1:4173',
    );
    expect(settings).toMatchObject({
      serviceId: LOCAL_OUTBOX_ID,
      templateId: LOCAL_OUTBOX_ID,
      publicKey: LOCAL_OUTBOX_ID,
      origin: 'http://127.0.0.1:4173',
    });
  });

  it('cannot send without keys outside a local build, or with only some keys', () => {
    expect(resolveEmailSettings(NO_KEYS, 'http://127.0.0.1:4173')).toBeUndefined();
    expect(
      resolveEmailSettings({ ...KEYS, publicKey: undefined }, 'https://x.test'),
    ).toBeUndefined();
  });

  it('carries the protections through', () => {
    const config = { ...KEYS, blockHeadless: true, blockList: ['x@y.z'], limitRateMs: 10_000 };
    expect(resolveEmailSettings(config)).toMatchObject({
      blockHeadless: true,
      blockList: ['x@y.z'],
      limitRateMs: 10_000,
    });
  });
});

describe('sendContactMessage', () => {
  it('fails without settings and never touches the SDK', async () => {
    await expect(sendContactMessage(MESSAGE, undefined)).rejects.toBeInstanceOf(EmailSendError);
    preloadEmailSdk(undefined);
    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.sendForm).not.toHaveBeenCalled();
  });

  it('calls sendForm with the ids, a form holding the message and the options', async () => {
    sdk.sendForm.mockResolvedValue({ status: 200, text: 'OK' });
    await sendContactMessage(MESSAGE, { ...SETTINGS, origin: 'http://127.0.0.1:1' });
    const [serviceId, templateId, form, options] = sdk.sendForm.mock.calls[0] ?? [];
    expect([serviceId, templateId]).toEqual(['service_1', 'template_1']);
    expect(form).toBeInstanceOf(HTMLFormElement);
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual(MESSAGE);
    expect(options).toMatchObject({
      publicKey: 'key_1',
      blockHeadless: false,
      blockList: { list: [], watchVariable: 'from_email' },
      limitRate: { throttle: undefined },
      storageProvider: localStorageProvider,
    });
    expect(sdk.init).toHaveBeenCalledWith(options, 'http://127.0.0.1:1');
  });

  it('points init at the provider (no origin) when keys are set', async () => {
    sdk.sendForm.mockResolvedValue({ status: 200, text: 'OK' });
    await sendContactMessage(MESSAGE, SETTINGS);
    expect(sdk.init).toHaveBeenCalledWith(expect.anything(), undefined);
  });

  it.each([
    [{ status: 403, text: 'Forbidden' }, 403],
    [{ status: 429, text: 'Too Many Requests' }, 429],
    [{ status: 451, text: 'Unavailable For Headless Browser' }, 451],
    [{ status: 500, text: 'Internal Server Error' }, 500],
    [{ status: 0, text: 'Network Error' }, 0],
    [new TypeError('Failed to fetch'), 0],
    ['The public key is required.', 0],
  ])('turns the rejection %o into an EmailSendError with status %i', async (reason, status) => {
    sdk.sendForm.mockRejectedValue(reason);
    const error: unknown = await sendContactMessage(MESSAGE, SETTINGS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmailSendError);
    expect((error as EmailSendError).status).toBe(status);
    expect((error as EmailSendError).cause).toBe(reason);
  });
});

describe('localStorageProvider', () => {
  it('keeps values in localStorage', async () => {
    await localStorageProvider.set('k', '1');
    expect(await localStorageProvider.get('k')).toBe('1');
    await localStorageProvider.remove('k');
    expect(await localStorageProvider.get('k')).toBeNull();
  });

  it('remembers in memory when storage throws (site data blocked), never failing', async () => {
    const failing = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    for (const method of ['setItem', 'removeItem'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new Error('denied');
      });
    }
    await expect(localStorageProvider.get('blocked')).resolves.toBeNull();
    await expect(localStorageProvider.set('blocked', '1')).resolves.toBeUndefined();
    // The throttle still holds for as long as the page is open.
    await expect(localStorageProvider.get('blocked')).resolves.toBe('1');
    await expect(localStorageProvider.remove('blocked')).resolves.toBeUndefined();
    await expect(localStorageProvider.get('blocked')).resolves.toBeNull();
    expect(failing).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
