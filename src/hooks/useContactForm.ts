import { useCallback, useEffect, useRef, useState } from 'react';
import { CONTACT_FIELDS, type ContactField, type ContactMessage } from '@/lib/emailFields';

/** How long 'Message sent!' or the error message stays on screen (spec: 5 seconds). */
export const STATUS_MESSAGE_DURATION_MS = 5000;

export const CONTACT_STATUS_TEXT = {
  sent: 'Message sent!',
  failed: 'Something went wrong, please try again later',
} as const;

/** idle → sending → sent | failed → (after STATUS_MESSAGE_DURATION_MS) idle. */
export type ContactStatus = 'idle' | 'sending' | 'sent' | 'failed';

export const EMPTY_MESSAGE: ContactMessage = { from_name: '', from_email: '', message: '' };

/** Puts the sent text back into every field the visitor has not typed into since. */
function restore(current: ContactMessage, sent: ContactMessage): ContactMessage {
  const next = { ...current };
  for (const field of CONTACT_FIELDS) next[field] ||= sent[field];
  return next;
}

/**
 * The contact form's behaviour: the form empties the moment it is sent, the send button is
 * disabled while sending, the outcome shows for 5 seconds, and on failure the visitor's text
 * comes back so nothing is lost.
 */
export function useContactForm(send: (message: ContactMessage) => Promise<void>) {
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
    if (isSending.current) return;
    isSending.current = true;
    const message = values;
    setValues(EMPTY_MESSAGE);
    setStatus('sending');
    try {
      await send(message);
      setStatus('sent');
    } catch {
      setValues((current) => restore(current, message));
      setStatus('failed');
    } finally {
      isSending.current = false;
    }
  }, [send, values]);

  return { values, status, setField, submit };
}
