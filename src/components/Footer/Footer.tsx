import { useId } from 'react';
import { Link } from 'react-router';
import { InLang } from '@/i18n/InLang';
import { langOf } from '@/i18n/localise';
import { useSite } from '@/i18n/SiteContext';
import { ASKS_CONSENT } from '@/lib/analytics';
import type { FooterLink } from '@/lib/footerLinks';
import { Logo } from '../Logo/Logo';
// Only in a build that asks for consent: elsewhere a module of nothing (vite.config.ts).
import { PrivacyChoices } from '@/components/PrivacyChoices/PrivacyChoices';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import styles from './Footer.module.css';

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
            <Link to={link.to} lang={link.lang}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The owner's mark and profiles, the pages, the featured projects (`footerProjectLinks`,
 * computed at build time) and the "Last Updated" date, in the page's language; in a build whose
 * analytics asks for consent, the link that opens its prompt again.
 */
export function Footer() {
  const { profile, pages, strings, footerProjectLinks, lastUpdated } = useSite();
  const pageLinks: FooterLink[] = pages.map((page) => ({
    key: page.id,
    to: page.path,
    label: page.navLabel,
    lang: langOf(page, 'navLabel'),
  }));
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>
            <InLang lang={langOf(profile, 'role')}>{profile.role}</InLang>,{' '}
            <InLang lang={langOf(profile, 'school')}>{profile.school}</InLang>
          </p>
          <SocialLinks links={profile.social} />
        </div>
        <FooterLinks title={strings.footer.pages} links={pageLinks} />
        <FooterLinks title={strings.footer.projects} links={footerProjectLinks} />
      </div>
      <div className="container">
        <div className={styles.bottom}>
          <p>
            © {lastUpdated.year} {profile.name}
          </p>
          {ASKS_CONSENT && <PrivacyChoices />}
          <p>
            {strings.footer.lastUpdated} <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
          </p>
        </div>
      </div>
    </footer>
  );
}
