import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { profile } from '@/content/profile';
import { scrollToTop } from '@/lib/scroll';
import styles from './Logo.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toLocaleUpperCase('en');
}

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
