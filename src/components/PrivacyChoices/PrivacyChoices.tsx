import { useConsent } from '@/hooks/useConsent';
import { useSite } from '@/i18n/SiteContext';
import { openConsentPrompt } from '@/lib/analytics';
import styles from './PrivacyChoices.module.css';

/**
 * The footer's "Privacy choices": opens the analytics prompt again (builds that ask for consent
 * only). Its place is kept from the first paint, but it shows only once the page has hydrated
 * and only to a visitor who can be asked (not under Do Not Track or Global Privacy Control, not
 * where storage is blocked): nothing moves when it appears, nothing is offered that cannot work.
 */
export function PrivacyChoices() {
  const { strings } = useSite();
  const { canAsk } = useConsent();
  return (
    <button
      type="button"
      className={styles.link}
      data-available={canAsk ? 'true' : undefined}
      onClick={openConsentPrompt}
    >
      {strings.consent.settings}
    </button>
  );
}
