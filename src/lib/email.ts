import type * as EmailJS from '@emailjs/browser';
import type { StorageProvider } from '@emailjs/browser';
import {
  CONTACT_FIELDS,
  LOCAL_OUTBOX_ID,
  MESSAGE_KEY_FIELD,
  type ContactField,
  type ContactMessage,
} from './emailFields';
import { env, type EmailConfig } from './env';

/**
 * The only module that knows the e-mail vendor (EmailJS, through its browser SDK). The SDK is
 * loaded on demand (`preloadEmailSdk` on the first interaction with the form, at the latest on
 * send), so it is not part of any page's initial JavaScript.
 *
 * Where messages go:
 * - with VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_PUBLIC_KEY: EmailJS;
 * - else, in a build made by `npm start` (VITE_EMAIL_LOCAL_OUTBOX): the local server, which
 *   keeps them in outbox/ (see server/outbox.ts);
 * - else nowhere: sending fails at once, without loading the SDK or making a request.
 */

/** The field the block list is matched against. */
export const BLOCK_LIST_FIELD: ContactField = 'from_email';

export interface EmailSettings {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** API origin; undefined means the provider's own. */
  origin?: string;
  blockHeadless: boolean;
  blockList: string[];
  limitRateMs?: number;
}

type EmailSdk = typeof EmailJS;
type SendOptions = NonNullable<Parameters<EmailSdk['sendForm']>[3]>;

/** Any failure to send: missing settings, a refusal (403, 429, 451, …) or a network error. */
export class EmailSendError extends Error {
  /** HTTP status, or 0 when there was no answer (network error, missing settings). */
  readonly status: number;
  constructor(message: string, status = 0, options?: ErrorOptions) {
    super(message, options);
    this.name = 'EmailSendError';
    this.status = status;
  }
}

/** Where messages go with this configuration, or undefined when they cannot be sent. */
export function resolveEmailSettings(
  config: EmailConfig = env.emailjs,
  localOrigin: string | undefined = globalThis.location?.origin,
): EmailSettings | undefined {
  const protections = {
    blockHeadless: config.blockHeadless,
    blockList: config.blockList,
    limitRateMs: config.limitRateMs,
  };
  const { serviceId, templateId, publicKey } = config;
  if (serviceId && templateId && publicKey) {
    return { serviceId, templateId, publicKey, ...protections };
  }
  if (config.localOutbox && localOrigin) {
    const id = LOCAL_OUTBOX_ID;
    return { serviceId: id, templateId: id, publicKey: id, origin: localOrigin, ...protections };
  }
  return undefined;
}

/** What the throttle remembers when the browser keeps no site data: this page's life long. */
const memory = new Map<string, string>();

/**
 * The SDK's rate throttle remembers the last send in this storage. `init` without one switches
 * the throttle off silently, so one is always passed. Where the visitor blocks site data (the
 * storage throws, or is missing), it remembers in memory instead: the throttle then holds for
 * as long as the page is open, and sending never depends on storage.
 */
export const localStorageProvider: StorageProvider = {
  get: async (key) => {
    try {
      return localStorage.getItem(key) ?? memory.get(key) ?? null;
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set: async (key, value) => {
    memory.set(key, value);
    try {
      localStorage.setItem(key, value);
    } catch {
      // Remembered in memory only.
    }
  },
  remove: async (key) => {
    memory.delete(key);
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

/** True when reading `localStorage` throws (Chromium with site data blocked, some private modes). */
function storageThrows(): boolean {
  try {
    void globalThis.localStorage;
    return false;
  } catch {
    return true;
  }
}

/**
 * Imports the SDK. It reads `localStorage` as it is evaluated (for a default throttle store
 * that this module never uses: `storageProvider` is always passed), so where reading it throws,
 * the import would throw and no message could be sent. There, `localStorage` reads as absent
 * while the SDK is evaluated (the SDK then simply has no default store), and is put back after.
 */
async function importSdk(): Promise<EmailSdk> {
  if (!storageThrows()) return import('@emailjs/browser');
  const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', {
    value: undefined,
    configurable: true,
    writable: true,
  });
  try {
    return await import('@emailjs/browser');
  } finally {
    if (own) Object.defineProperty(globalThis, 'localStorage', own);
    else delete (globalThis as { localStorage?: Storage }).localStorage;
  }
}

let sdk: Promise<EmailSdk> | undefined;

function loadEmailSdk(): Promise<EmailSdk> {
  sdk ??= importSdk().catch((error: unknown) => {
    sdk = undefined; // let a later attempt load it again
    throw error;
  });
  return sdk;
}

/** Starts loading the SDK (first interaction with the form); does nothing when not configured. */
export function preloadEmailSdk(settings = resolveEmailSettings()): void {
  if (settings) loadEmailSdk().catch(() => undefined);
}

function sdkOptions(settings: EmailSettings): SendOptions {
  return {
    publicKey: settings.publicKey,
    blockHeadless: settings.blockHeadless,
    blockList: { list: settings.blockList, watchVariable: BLOCK_LIST_FIELD },
    limitRate: { throttle: settings.limitRateMs },
    storageProvider: localStorageProvider,
  };
}

/**
 * A form of its own for the SDK, so the visible form can be reset the moment it is sent. With a
 * key, the form also carries it (`message_key`): the local outbox saves a message once per key,
 * and EmailJS hands it to the template like any field.
 */
function messageForm(message: ContactMessage, key?: string): HTMLFormElement {
  const form = document.createElement('form');
  const fields: [string, string][] = CONTACT_FIELDS.map((name) => [name, message[name]]);
  if (key) fields.push([MESSAGE_KEY_FIELD, key]);
  for (const [name, value] of fields) {
    const field = document.createElement('textarea');
    field.name = name;
    field.value = value;
    form.append(field);
  }
  return form;
}

function toSendError(error: unknown): EmailSendError {
  if (error instanceof EmailSendError) return error;
  if (typeof error === 'object' && error !== null && 'status' in error && 'text' in error) {
    const { status, text } = error as { status: unknown; text: unknown };
    return new EmailSendError(String(text), Number(status) || 0, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new EmailSendError(message, 0, { cause: error });
}

/** The SDK's one request: a POST of the form data with the ids it adds (`service_id`, …). */
function isSdkSend(init: RequestInit | undefined): boolean {
  return init?.body instanceof FormData && init.body.has('service_id');
}

/**
 * Runs `call` (the SDK's send) with `signal` attached to its request. The SDK's `sendForm`
 * takes no signal; it makes its one POST with the global `fetch`. While `call` runs, that POST
 * gets the signal, so when the signal aborts (the visitor was told the send failed) the browser
 * cancels the request and its answer can no longer deliver the message.
 */
async function withSignal<T>(signal: AbortSignal | undefined, call: () => Promise<T>): Promise<T> {
  if (!signal) return call();
  signal.throwIfAborted();
  const original = globalThis.fetch;
  const withAbort: typeof fetch = (input, init) =>
    original(input, isSdkSend(init) ? { ...init, signal } : init);
  globalThis.fetch = withAbort;
  try {
    return await call();
  } finally {
    if (globalThis.fetch === withAbort) globalThis.fetch = original;
  }
}

/**
 * Sends a contact message. Resolves when delivered; rejects with an EmailSendError. Aborting
 * `signal` cancels the request (and rejects). `key` names the message: a resend of the same
 * text carries the same key, so the local outbox stores it once.
 */
export async function sendContactMessage(
  message: ContactMessage,
  settings = resolveEmailSettings(),
  signal?: AbortSignal,
  key?: string,
): Promise<void> {
  if (!settings) {
    throw new EmailSendError('E-mail sending is not configured (see README, Configuration).');
  }
  try {
    const { init, sendForm } = await loadEmailSdk();
    const options = sdkOptions(settings);
    init(options, settings.origin);
    await withSignal(signal, () =>
      sendForm(settings.serviceId, settings.templateId, messageForm(message, key), options),
    );
  } catch (error) {
    throw toSendError(error);
  }
}
