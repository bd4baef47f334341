import { useId, useRef, type FormEvent } from 'react';
import { Button } from '@/components/Button/Button';
import {
  CONTACT_FORM_ID,
  NO_SCRIPTS_ATTRIBUTE,
  NO_SCRIPTS_NOTE_ID,
  QUEUED_ATTRIBUTE,
  READY_ATTRIBUTE,
  SCRIPTS_WAIT_MS,
  useContactForm,
  type SendMessage,
} from '@/hooks/useContactForm';
import { preloadEmailSdk, sendContactMessage } from '@/lib/email';
import { CONTACT_LIMITS } from '@/lib/emailFields';
import { Icon } from '../Icon/Icon';
import { ContactFormField, type FieldSpec } from './ContactFormField';
import { fill } from '@/i18n/fill';
import { useStrings } from '@/i18n/SiteContext';
import styles from './ContactForm.module.css';

/** The fields in order; the dictionary names them (`contact.name`, `contact.email`, …). */
const FIELDS: readonly FieldSpec[] = [
  { name: 'from_name', label: 'name', type: 'text', autoComplete: 'name' },
  { name: 'from_email', label: 'email', type: 'email', autoComplete: 'email' },
  { name: 'message', label: 'message' },
];

/**
 * Runs as soon as the form is parsed, before the page's scripts: a Send pressed before React
 * takes over is held (the visitor's text stays in the fields) and carried out on hydration by
 * useContactForm. If the page's scripts cannot load (a script, or its prefetch after the first
 * view, fails: blocked, offline after the HTML, a CDN hiccup), or a held Send has waited
 * SCRIPTS_WAIT_MS for them,
 * the form falls back to what it does without JavaScript: the note says so, and Send (the held
 * one at once) opens the visitor's e-mail app through the form's mailto: action. Without
 * JavaScript the form's own action applies anyway. The build allows exactly this script through
 * the CSP by its hash.
 */
export const QUEUE_SUBMIT_SCRIPT = `(function(){var f=document.getElementById(${JSON.stringify(CONTACT_FORM_ID)});if(!f)return;var off=false,timer;function fallback(){if(off||f.hasAttribute(${JSON.stringify(READY_ATTRIBUTE)}))return;off=true;clearTimeout(timer);f.setAttribute(${JSON.stringify(NO_SCRIPTS_ATTRIBUTE)},'');f.removeAttribute('aria-busy');var n=document.getElementById(${JSON.stringify(NO_SCRIPTS_NOTE_ID)});if(n)n.hidden=false;if(f.hasAttribute(${JSON.stringify(QUEUED_ATTRIBUTE)})){f.removeAttribute(${JSON.stringify(QUEUED_ATTRIBUTE)});f.submit();}}addEventListener('error',function(e){var t=e.target;if(t&&(t.tagName==='SCRIPT'||(t.tagName==='LINK'&&/modulepreload|prefetch/.test(t.rel))))fallback();},true);f.addEventListener('submit',function(e){if(off||f.hasAttribute(${JSON.stringify(READY_ATTRIBUTE)}))return;e.preventDefault();f.setAttribute(${JSON.stringify(QUEUED_ATTRIBUTE)},'');f.setAttribute('aria-busy','true');clearTimeout(timer);timer=setTimeout(fallback,${SCRIPTS_WAIT_MS});});})();`;

interface ContactFormProps {
  /** The owner's address: without JavaScript, Send opens an e-mail to it with the message. */
  fallbackEmail: string;
  /**
   * Sends a message; rejects on any failure, and cancels the send when `signal` aborts (it
   * timed out); `key` is the same for a resend of the same text. Defaults to the site's e-mail
   * module.
   */
  send?: SendMessage;
  /** Called on the first interaction, to load what sending needs. */
  prepare?: () => void;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

/** The site's e-mail module with the build's settings. */
const sendWithSiteSettings: SendMessage = (message, signal, key) =>
  sendContactMessage(message, undefined, signal, key);

/** The contact form (spec: from_name, from_email, message, all required). */
export function ContactForm({
  fallbackEmail,
  send = sendWithSiteSettings,
  prepare = preloadEmailSdk,
  labelledBy,
}: ContactFormProps) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, status, setField, submit } = useContactForm(send, formRef);
  const isSending = status === 'sending';
  const { contact: words } = useStrings();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <>
      <form
        ref={formRef}
        id={CONTACT_FORM_ID}
        className={styles.form}
        action={`mailto:${fallbackEmail}?subject=${encodeURIComponent(words.mailtoSubject)}`}
        method="post"
        encType="text/plain"
        onSubmit={handleSubmit}
        aria-busy={isSending}
        aria-labelledby={labelledBy}
      >
        {FIELDS.map((spec) => (
          <ContactFormField
            key={spec.name}
            spec={spec}
            label={words[spec.label]}
            id={`${idPrefix}-${spec.name}`}
            value={values[spec.name]}
            limit={CONTACT_LIMITS[spec.name]}
            readOnly={isSending}
            onChange={setField}
            onFocus={prepare}
          />
        ))}
        <noscript>
          <p className={styles.note}>{fill(words.noScript, { email: fallbackEmail })}</p>
        </noscript>
        {/* Shown by QUEUE_SUBMIT_SCRIPT when the page's scripts cannot load. */}
        <p id={NO_SCRIPTS_NOTE_ID} className={styles.note} role="status" hidden>
          {fill(words.scriptsFailed, { email: fallbackEmail })}
        </p>
        <div className={styles.actions}>
          <Button type="submit" ariaDisabled={isSending}>
            {isSending ? words.sending : words.send}
          </Button>
          <div className={styles.status}>
            <div role="status">
              {status === 'sent' && (
                <p className={`${styles.message} ${styles.success}`}>
                  <Icon name="check-circle" />
                  <span>{words.sent}</span>
                </p>
              )}
              {status === 'uncertain' && (
                <p className={styles.message}>
                  <Icon name="alert-circle" />
                  <span>{words.mayHaveGone}</span>
                </p>
              )}
            </div>
            <div role="alert">
              {status === 'failed' && (
                <p className={`${styles.message} ${styles.error}`}>
                  <Icon name="alert-circle" />
                  <span>{words.failed}</span>
                </p>
              )}
            </div>
          </div>
        </div>
      </form>
      <script dangerouslySetInnerHTML={{ __html: QUEUE_SUBMIT_SCRIPT }} />
    </>
  );
}
