import { useEffect, useId, useRef } from 'react';
import { useConsent } from '@/hooks/useConsent';
import { fill } from '@/i18n/fill';
import { useStrings } from '@/i18n/SiteContext';
import { chooseConsent, CONSENT_SERVICE } from '@/lib/analytics';
import type { ConsentChoice } from '@/lib/consent';
import styles from './ConsentPrompt.module.css';

/**
 * The analytics prompt: a small card fixed to the bottom of the window (it shifts nothing and
 * hides nothing for good), asking before anything of the provider is loaded. "Decline" is as
 * easy as "Allow": two equal buttons side by side. It does not take focus when it appears on
 * arrival (it is next after the skip link in tab order); opened again from the footer's link,
 * its heading takes focus, and the answer gives it back to the link.
 */
export function ConsentPrompt() {
  const { consent } = useStrings();
  const { choice } = useConsent();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const prompt = useRef<HTMLElement>(null);
  /** The footer's link, when the prompt was opened again from it. */
  const opener = useRef<HTMLElement | null>(null);
  const isReopened = choice !== undefined;

  useEffect(() => {
    if (!isReopened) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) opener.current = active;
    heading.current?.focus();
  }, [isReopened]);

  const answer = (given: ConsentChoice) => {
    const hadFocus = prompt.current?.contains(document.activeElement) ?? false;
    const back = opener.current?.isConnected ? opener.current : null;
    chooseConsent(given);
    // Else the page's main part takes focus (it can: it is the skip link's target).
    if (hadFocus) (back ?? document.querySelector('main'))?.focus({ preventScroll: true });
  };

  return (
    <section ref={prompt} className={styles.prompt} aria-labelledby={headingId}>
      <h2 ref={heading} id={headingId} className={styles.heading} tabIndex={-1}>
        {consent.heading}
      </h2>
      <p className={styles.text}>{fill(consent.text, { service: CONSENT_SERVICE })}</p>
      {isReopened && (
        <p className={styles.current}>
          {choice === 'granted' ? consent.allowed : consent.declined}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => answer('granted')}>
          {consent.allow}
        </button>
        <button type="button" className={styles.button} onClick={() => answer('denied')}>
          {consent.decline}
        </button>
      </div>
    </section>
  );
}
