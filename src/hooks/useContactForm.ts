import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  newMessageKey,
  type ContactField,
  type ContactMessage,
} from '@/lib/emailFields';

/** How long 'Message sent!' or the error message stays on screen (spec: 5 seconds). */
export const STATUS_MESSAGE_DURATION_MS = 5000;
/**
 * A send without an answer by then is given up (aborted). It may still have arrived, so it is
 * 'uncertain', not 'failed': the visitor gets the text back and is told it may have gone.
 */
export const SEND_TIMEOUT_MS = 20_000;

/**
 * idle → sending → sent | failed | uncertain → (after STATUS_MESSAGE_DURATION_MS) idle.
 * 'failed': the send certainly did not deliver (a refusal, an error before or without a
 * request); 'uncertain': no answer came in time, and the message may have gone.
 */
export type ContactStatus = 'idle' | 'sending' | 'sent' | 'failed' | 'uncertain';

/** Sends one message; `key` is the same for a resend of the same text. */
export type SendMessage = (
  message: ContactMessage,
  signal: AbortSignal,
  key: string,
) => Promise<void>;

export const EMPTY_MESSAGE: ContactMessage = { from_name: '', from_email: '', message: '' };

/**
 * The id of the contact form. The inline script in ContactForm finds the form by it before the
 * page's scripts have loaded.
 */
export const CONTACT_FORM_ID = 'contact-form';
/** Set on the form by that script when the visitor pressed Send before React took over. */
export const QUEUED_ATTRIBUTE = 'data-queued';
/** Set on the form once React handles it (the inline script then stays out of the way). */
export const READY_ATTRIBUTE = 'data-ready';
/**
 * Set on the form by that script when the page's scripts failed to load (or a held Send waited
 * SCRIPTS_WAIT_MS for them): Send then does what it does without JavaScript (the mailto:
 * action) and the note with NO_SCRIPTS_NOTE_ID says so.
 */
export const NO_SCRIPTS_ATTRIBUTE = 'data-no-scripts';
export const NO_SCRIPTS_NOTE_ID = 'contact-form-no-scripts';
/** How long a Send pressed before the scripts ran waits for them before it uses the mailto: action. */
export const SCRIPTS_WAIT_MS = 10_000;

/** The fields' current text, read from the form itself: exactly what the visitor sees. */
export function readForm(form: HTMLFormElement): ContactMessage {
  const message = { ...EMPTY_MESSAGE };
  for (const field of CONTACT_FIELDS) {
    const element = form.elements.namedItem(field);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      message[field] = element.value;
    }
  }
  return message;
}

/** The first field over its limit, if any. */
export function fieldOverLimit(message: ContactMessage): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => message[field].length > CONTACT_LIMITS[field]);
}

/**
 * Runs `start` with a signal; rejects after `ms` unless it settles first, and then aborts the
 * signal, so the send the visitor is told failed is cancelled and cannot arrive later.
 */
/** The send got no answer in time (it was aborted, but may have arrived). */
class NoAnswer extends Error {}

function withTimeout(start: (signal: AbortSignal) => Promise<void>, ms: number): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new NoAnswer(`no answer after ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  return Promise.race([start(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

const sameMessage = (a: ContactMessage, b: ContactMessage) =>
  CONTACT_FIELDS.every((field) => a[field] === b[field]);

/**
 * The contact form's behaviour: the form empties the moment it is sent, the fields are read-only
 * and the send button disabled while sending, the outcome shows for 5 seconds, and on failure
 * (or no answer within SEND_TIMEOUT_MS, when the send is aborted and may have gone) the
 * visitor's text comes back so nothing is lost. Each message has a key, kept for a resend of
 * the same text until one is sent, so a resend after "may have gone" is stored once.
 *
 * What is sent is read from the form element, not from state, so text typed before hydration
 * counts; on hydration the fields' text is taken over into state, and a Send pressed before
 * hydration (held back by the form's inline script) is carried out.
 */
export function useContactForm(send: SendMessage, formRef: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState<ContactMessage>(EMPTY_MESSAGE);
  const [status, setStatus] = useState<ContactStatus>('idle');
  const isSending = useRef(false);
  /** The last message not known to be sent, with its key. */
  const unsent = useRef<{ message: ContactMessage; key: string } | undefined>(undefined);

  useEffect(() => {
    if (status === 'idle' || status === 'sending') return undefined;
    const timer = setTimeout(() => setStatus('idle'), STATUS_MESSAGE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const setField = useCallback((field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const submit = useCallback(async () => {
    const form = formRef.current;
    if (!form || isSending.current) return;
    const message = readForm(form);
    if (fieldOverLimit(message)) return;
    isSending.current = true;
    const previous = unsent.current;
    const key = previous && sameMessage(previous.message, message) ? previous.key : newMessageKey();
    unsent.current = { message, key };
    setValues(EMPTY_MESSAGE);
    setStatus('sending');
    try {
      await withTimeout((signal) => send(message, signal, key), SEND_TIMEOUT_MS);
      unsent.current = undefined;
      setStatus('sent');
    } catch (error) {
      // The fields were read-only while sending: the sent text is all there is to give back.
      setValues(message);
      setStatus(error instanceof NoAnswer ? 'uncertain' : 'failed');
    } finally {
      isSending.current = false;
    }
  }, [formRef, send]);

  // Hydration: take over what was typed before, then carry out a Send pressed before.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = readForm(form);
    // Only when something was typed: an update here re-renders the form synchronously, in the
    // same task as hydration's commit, which on a slow phone is a long task for nothing.
    if (CONTACT_FIELDS.some((field) => typed[field] !== EMPTY_MESSAGE[field])) setValues(typed);
    form.setAttribute(READY_ATTRIBUTE, '');
    // The scripts came after all: Send sends again, and the no-scripts note goes.
    form.removeAttribute(NO_SCRIPTS_ATTRIBUTE);
    const note = form.ownerDocument.getElementById(NO_SCRIPTS_NOTE_ID);
    if (note) note.hidden = true;
    if (!form.hasAttribute(QUEUED_ATTRIBUTE)) return;
    form.removeAttribute(QUEUED_ATTRIBUTE);
    form.removeAttribute('aria-busy');
    const tooLong = fieldOverLimit(typed);
    if (tooLong) focusField(form, tooLong);
    else void submit();
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { values, status, setField, submit };
}

function focusField(form: HTMLFormElement, field: ContactField) {
  const element = form.elements.namedItem(field);
  if (element instanceof HTMLElement) element.focus();
}
