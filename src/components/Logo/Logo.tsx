import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useSite } from '@/i18n/SiteContext';
import { fill } from '@/i18n/fill';
import { initials } from '@/lib/format';
import { scrollToTop } from '@/lib/scroll';
import styles from './Logo.module.css';

/** The site's mark: a link home that always scrolls smoothly to the top. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { profile, pages, strings } = useSite();
  const home = pages[0]?.path ?? '/';
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (event.defaultPrevented) return;
    scrollToTop({ smooth: true });
  };

  return (
    <Link
      to={home}
      className={styles.logo}
      onClick={handleClick}
      aria-label={fill(strings.nav.home, { name: profile.name })}
    >
      <span className={styles.mark} aria-hidden="true">
        {initials(profile.name)}
      </span>
      <span className={styles.name}>{profile.name}</span>
    </Link>
  );
}
