import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { isPageHydrated } from '@/hooks/useIsHydrated';
import { useStrings } from '@/i18n/SiteContext';
import styles from './Hero.module.css';

export interface AvailabilityNoteProps {
  /** The owner's note, e.g. "Open to internships from May 2027". */
  text: ReactNode;
  /** When it stops holding (ms since the epoch, src/model/record.ts); none: it always holds. */
  endsAt?: number;
}

/**
 * The script right after the note: hides it before the first paint when the visitor's clock is
 * past its end, so a site not rebuilt since never claims an availability that has passed and
 * nothing shifts. (The build leaves out a note that has already ended.)
 */
export function hideAfterScript(endsAt: number): string {
  return `Date.now()>=${endsAt}&&(document.currentScript.previousElementSibling.hidden=!0)`;
}

/** True once the visitor's clock is past the note's end. */
const hasEnded = (endsAt: number | undefined) => endsAt !== undefined && Date.now() >= endsAt;

/**
 * "Open to … from …" under the hero's tagline, with a green dot. The note is checked once: a
 * visit does not last long enough for it to end on screen.
 */
export function AvailabilityNote({ text, endsAt }: AvailabilityNoteProps) {
  const { home } = useStrings();
  // Hydration renders the prerendered page's "holds" (the inline script has already hidden a note
  // that ended); the clock's answer follows as a transition, never a synchronous re-render in
  // hydration's effects. A page opened from the navbar (no inline script runs there) mounts
  // after hydration and starts from the clock.
  const [over, setOver] = useState(() => isPageHydrated() && hasEnded(endsAt));
  useEffect(() => {
    if (hasEnded(endsAt)) startTransition(() => setOver(true));
  }, [endsAt]);
  return (
    <>
      <p className={`${styles.availability} rise`} hidden={over || undefined}>
        <span className={styles.availableDot} aria-hidden="true" />
        <span className="visually-hidden">{home.available}: </span>
        {text}
      </p>
      {endsAt !== undefined && (
        <script dangerouslySetInnerHTML={{ __html: hideAfterScript(endsAt) }} />
      )}
    </>
  );
}
