/**
 * The contact message's fields and limits, shared by the form (browser), the local outbox
 * server and the build. Pure data: no browser or build APIs, so Node code can import it.
 */

/** The form fields the provider's template receives. */
export const CONTACT_FIELDS = ['from_name', 'from_email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactMessage = Record<ContactField, string>;

/**
 * Longest value of each field, in characters as the browser counts them (`value.length`, a line
 * break is one). Together at most about 21 KB of UTF-8, far below the 50 KB EmailJS accepts for
 * a message's variables; 254 is the longest e-mail address SMTP carries.
 */
export const CONTACT_LIMITS: Readonly<Record<ContactField, number>> = {
  from_name: 100,
  from_email: 254,
  message: 5000,
};

/** Length of a field as the form counts it: multipart bodies carry line breaks as CRLF. */
export function fieldLength(value: string): number {
  return value.replace(/\r\n/g, '\n').length;
}

/**
 * The field that names a message (letters, digits, `_` and `-`, 8 to 64 of them): the same for
 * a resend of the same text, so the local outbox stores it once (server/outbox.ts).
 */
export const MESSAGE_KEY_FIELD = 'message_key';

/** A new message key: 128 random bits as 32 hex digits (also where randomUUID is missing). */
export function newMessageKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The provider's send-form path, which the SDK appends to its origin (or the local server). */
export const SEND_FORM_PATH = '/api/v1.0/email/send-form';
/** Service, template and key used for the local outbox (the local server ignores them). */
export const LOCAL_OUTBOX_ID = 'local-outbox';

/** Raw build variables that decide where messages go (as Vite reads them, .env files too). */
export interface EmailBuildVariables {
  VITE_EMAILJS_SERVICE_ID?: string;
  VITE_EMAILJS_TEMPLATE_ID?: string;
  VITE_EMAILJS_PUBLIC_KEY?: string;
  VITE_EMAIL_LOCAL_OUTBOX?: string;
}

/**
 * True when a build with these variables sends its messages to the local server's outbox:
 * VITE_EMAIL_LOCAL_OUTBOX is on and the three provider keys are not all set (the same rule as
 * `resolveEmailSettings` in email.ts, which reads the parsed values).
 */
export function sendsToLocalOutbox(vars: EmailBuildVariables): boolean {
  const set = (value: string | undefined) => !!value?.trim();
  const hasKeys =
    set(vars.VITE_EMAILJS_SERVICE_ID) &&
    set(vars.VITE_EMAILJS_TEMPLATE_ID) &&
    set(vars.VITE_EMAILJS_PUBLIC_KEY);
  const flag = ['true', '1', 'yes'].includes(
    vars.VITE_EMAIL_LOCAL_OUTBOX?.trim().toLowerCase() ?? '',
  );
  return flag && !hasKeys;
}
