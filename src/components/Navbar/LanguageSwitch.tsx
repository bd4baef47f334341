import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useSite } from '@/i18n/SiteContext';
import { LANGUAGE_NAMES, localePath, splitLangPath } from '@/i18n/languages';
import { usePagePath } from '@/hooks/usePagePath';
import { Icon } from '../Icon/Icon';
import styles from './Navbar.module.css';

/**
 * Links to the page being shown in the site's other languages, each named in itself
 * (`English`, `Türkçe`) with its `lang` and `hreflang`; no flags. Plain links that load the
 * other language's page (with the project hash the address has now): the choice is the
 * visitor's, nothing redirects by browser language. Nothing for a one-language site.
 */
export function LanguageSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const { lang, languages, strings } = useSite();
  const path = splitLangPath(usePagePath(), languages).path;
  const { hash } = useLocation();
  if (languages.length < 2) return null;

  // The Projects page keeps its hash in the address as a project is chosen, not always
  // through the router: the link takes the address's hash when it is followed.
  const withCurrentHash = (event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    link.hash = window.location.hash;
    onNavigate?.();
  };

  return (
    <ul className={styles.languages} aria-label={strings.languageSwitcher}>
      {languages
        .filter((other) => other !== lang)
        .map((other) => (
          <li key={other}>
            <Link
              reloadDocument
              to={{ pathname: localePath(path, other, languages), hash }}
              lang={other}
              hrefLang={other}
              className={`${styles.link} ${styles.languageLink}`}
              onClick={withCurrentHash}
            >
              <Icon name="globe" className={styles.languageIcon} />
              {LANGUAGE_NAMES[other]}
            </Link>
          </li>
        ))}
    </ul>
  );
}
