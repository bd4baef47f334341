import { useStrings } from '@/i18n/SiteContext';
import styles from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page: jumps past the navigation. */
export function SkipLink() {
  const strings = useStrings();
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {strings.skipToContent}
    </a>
  );
}
