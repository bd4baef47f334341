import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { profile } from '@/content/profile';
import { initials } from '@/lib/format';
import { scrollToTop } from '@/lib/scroll';
import styles from './Logo.module.css';

/** The site's mark: a link home that always scrolls smoothly to the top. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (event.defaultPrevented) return;
    scrollToTop({ smooth: true });
  };

  return (
    <Link to="/" className={styles.logo} onClick={handleClick} aria-label={`${profile.name}, home`}>
      <span className={styles.mark} aria-hidden="true">
        {initials(profile.name)}
      </span>
      <span className={styles.name}>{profile.name}</span>
    </Link>
  );
}
