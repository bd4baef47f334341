import { useId } from 'react';
import { Link } from 'react-router';
import { pages } from '@/lib/pages';
import { profile } from '@/content/profile';
import { env } from '@/lib/env';
import type { FooterLink } from '@/lib/footerLinks';
import { formatLongUsDate } from '@/lib/format';
import { Logo } from '../Logo/Logo';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import styles from './Footer.module.css';

const pageLinks: FooterLink[] = pages.map((page) => ({
  key: page.id,
  to: page.path,
  label: page.navLabel,
}));

/** One titled column of in-site links, as its own navigation landmark. */
function FooterLinks({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const headingId = useId();
  return (
    <nav className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface FooterProps {
  /** Featured projects and a link to all (from `footerProjectLinks`, computed at build time). */
  projectLinks: readonly FooterLink[];
}

export function Footer({ projectLinks }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>
            {profile.role}, {profile.school}
          </p>
          <SocialLinks links={profile.social} />
        </div>
        <FooterLinks title="Pages" links={pageLinks} />
        <FooterLinks title="Projects" links={projectLinks} />
      </div>
      <div className="container">
        <div className={styles.bottom}>
          <p>
            © {env.lastUpdated.getUTCFullYear()} {profile.name}
          </p>
          <p>
            Last Updated:{' '}
            <time dateTime={env.lastUpdated.toISOString().slice(0, 10)}>
              {formatLongUsDate(env.lastUpdated)}
            </time>
          </p>
        </div>
      </div>
    </footer>
  );
}
