import { useId } from 'react';
import { Link } from 'react-router';
import { pages } from '@/content/pages';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { projectHref } from '@/lib/deepLink';
import { env } from '@/lib/env';
import { formatLongUsDate } from '@/lib/format';
import { Logo } from '../Logo/Logo';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import styles from './Footer.module.css';

interface FooterLink {
  key: string;
  to: string;
  label: string;
}

const pageLinks: FooterLink[] = pages.map((page) => ({
  key: page.id,
  to: page.path,
  label: page.navLabel,
}));

const projectLinks: FooterLink[] = projects.map((project) => ({
  key: project.id,
  to: projectHref(project.id),
  label: project.name,
}));

/** One titled column of in-site links, as its own navigation landmark. */
function FooterLinks({ title, links }: { title: string; links: FooterLink[] }) {
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

export function Footer() {
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
