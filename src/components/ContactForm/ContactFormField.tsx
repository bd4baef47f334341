import { useEffect, useRef, type ChangeEvent } from 'react';
import type { ContactField } from '@/lib/emailFields';
import { formatCount } from '@/lib/format';
import { fill, plural } from '@/i18n/fill';
import type { PageStrings } from '@/i18n/dictionary';
import { useStrings } from '@/i18n/SiteContext';
import styles from './ContactForm.module.css';

/** The length counter shows from this share of a field's limit on. */
export const COUNTER_FROM = 0.9;

export interface FieldSpec {
  name: ContactField;
  /** The dictionary's word for it (`contact.<label>`). */
  label: 'name' | 'email' | 'message';
  type?: 'text' | 'email';
  autoComplete?: string;
}

interface ContactFormFieldProps {
  spec: FieldSpec;
  label: string;
  id: string;
  value: string;
  /** Longest text the field takes; longer text stays in the field but cannot be sent. */
  limit: number;
  readOnly: boolean;
  onChange: (field: ContactField, value: string) => void;
  onFocus: () => void;
}

/** The text under a field near or over its limit, or undefined while far below it. */
export function limitText(
  length: number,
  limit: number,
  { contact, numbers }: Pick<PageStrings, 'contact' | 'numbers'>,
): string | undefined {
  const count = (n: number) => formatCount(n, numbers);
  const counts = { length: count(length), limit: count(limit) };
  if (length > limit) {
    const over = length - limit;
    return fill(contact.tooLong, {
      ...counts,
      over: count(over),
      characters: plural(contact.characters, over),
    });
  }
  return length >= limit * COUNTER_FROM ? fill(contact.count, counts) : undefined;
}

/**
 * One labelled field of the contact form. Text is never cut: near the limit a counter appears,
 * over it the field is invalid (the browser will not submit it) and says by how much.
 */
export function ContactFormField({
  spec,
  label,
  id,
  value,
  limit,
  readOnly,
  onChange,
  onFocus,
}: ContactFormFieldProps) {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const note = limitText(value.length, limit, useStrings());
  const isOver = value.length > limit;
  const noteId = `${id}-limit`;

  useEffect(() => {
    ref.current?.setCustomValidity(isOver ? (note ?? '') : '');
  }, [isOver, note]);

  const common = {
    ref,
    id,
    name: spec.name,
    value,
    required: true,
    readOnly,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(spec.name, event.target.value),
    // Called without arguments: a focus event must not reach the handler.
    onFocus: () => onFocus(),
    'aria-invalid': isOver || undefined,
    'aria-describedby': note ? noteId : undefined,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {spec.type ? (
        <input
          className={styles.input}
          type={spec.type}
          autoComplete={spec.autoComplete}
          {...common}
        />
      ) : (
        <textarea className={styles.input} rows={6} {...common} />
      )}
      {note && (
        <p id={noteId} className={isOver ? `${styles.limit} ${styles.over}` : styles.limit}>
          {note}
        </p>
      )}
    </div>
  );
}
