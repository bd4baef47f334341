import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactField,
  type ContactMessage,
} from '@/lib/emailFields';

/** How long 'Message sent!' or the error message stays on screen (spec: 5 seconds). */
export const STATUS_MESSAGE_DURATION_MS = 5000;
/** A send without an answer by then counts as failed (the visitor gets the text back). */
export const SEND_TIMEOUT_MS = 20_000;

/** idle → sending → sent | failed → (after STATUS_MESSAGE_DURATION_MS) idle. */
export type ContactStatus = 'idle' | 'sending' | 'sent' | 'failed';

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
function withTimeout(start: (signal: AbortSignal) => Promise<void>, ms: number): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`no answer after ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  return Promise.race([start(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The contact form's behaviour: the form empties the moment it is sent, the fields are read-only
 * and the send button disabled while sending, the outcome shows for 5 seconds, and on failure
 * (or no answer within SEND_TIMEOUT_MS, when the send is aborted) the visitor's text comes back
 * so nothing is lost.
 *
 * What is sent is read from the form element, not from state, so text typed before hydration
 * counts; on hydration the fields' text is taken over into state, and a Send pressed before
 * hydration (held back by the form's inline script) is carried out.
 */
export function useContactForm(
  send: (message: ContactMessage, signal: AbortSignal) => Promise<void>,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const [values, setValues] = useState<ContactMessage>(EMPTY_MESSAGE);
  const [status, setStatus] = useState<ContactStatus>('idle');
  const isSending = useRef(false);

  useEffect(() => {
    if (status !== 'sent' && status !== 'failed') return undefined;
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
    setValues(EMPTY_MESSAGE);
    setStatus('sending');
    try {
      await withTimeout((signal) => send(message, signal), SEND_TIMEOUT_MS);
      setStatus('sent');
    } catch {
      // The fields were read-only while sending: the sent text is all there is to give back.
      setValues(message);
      setStatus('failed');
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
