import { useId, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/Button/Button';
import { CONTACT_STATUS_TEXT, useContactForm } from '@/hooks/useContactForm';
import { preloadEmailSdk, sendContactMessage } from '@/lib/email';
import type { ContactField, ContactMessage } from '@/lib/emailFields';
import { Icon } from '../Icon/Icon';
import styles from './ContactForm.module.css';

/** Longest message the form takes (the browser stops typing there); far below the server's cap. */
export const MESSAGE_MAX_LENGTH = 5000;

interface FieldSpec {
  name: ContactField;
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'from_name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'from_email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'message', label: 'Message' },
];

interface FieldProps {
  spec: FieldSpec;
  id: string;
  value: string;
  onChange: (field: ContactField, value: string) => void;
  onFocus: () => void;
}

function Field({ spec, id, value, onChange, onFocus }: FieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(spec.name, event.target.value);
  const common = { id, name: spec.name, value, onChange: handleChange, onFocus, required: true };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {spec.label}
      </label>
      {spec.type ? (
        <input
          className={styles.input}
          type={spec.type}
          autoComplete={spec.autoComplete}
          {...common}
        />
      ) : (
        <textarea className={styles.input} rows={6} maxLength={MESSAGE_MAX_LENGTH} {...common} />
      )}
    </div>
  );
}

interface ContactFormProps {
  /** Sends a message; rejects on any failure. Defaults to the site's e-mail module. */
  send?: (message: ContactMessage) => Promise<void>;
  /** Called on the first interaction, to load what sending needs. */
  prepare?: () => void;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

/** The contact form (spec: from_name, from_email, message, all required). */
export function ContactForm({
  send = sendContactMessage,
  prepare = preloadEmailSdk,
  labelledBy,
}: ContactFormProps) {
  const idPrefix = useId();
  const { values, status, setField, submit } = useContactForm(send);
  const isSending = status === 'sending';
  const outcome = status === 'sent' || status === 'failed' ? status : undefined;

  // Called without arguments: a focus event must not reach `prepare`.
  const handleFocus = () => prepare();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit}
      aria-busy={isSending}
      aria-labelledby={labelledBy}
    >
      {FIELDS.map((spec) => (
        <Field
          key={spec.name}
          spec={spec}
          id={`${idPrefix}-${spec.name}`}
          value={values[spec.name]}
          onChange={setField}
          onFocus={handleFocus}
        />
      ))}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSending}>
          {isSending ? 'Sending…' : 'Send message'}
        </Button>
        <div role="status" className={styles.status}>
          {outcome && (
            <p
              className={`${styles.message} ${outcome === 'sent' ? styles.success : styles.error}`}
            >
              {outcome === 'sent' ? <Icon name="check-circle" /> : <Icon name="alert-circle" />}
              <span>{CONTACT_STATUS_TEXT[outcome]}</span>
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
