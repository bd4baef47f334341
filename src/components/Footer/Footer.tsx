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
        <nav className={styles.column} aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.heading}>
            Pages
          </h2>
          <ul className={styles.list}>
            {pages.map((page) => (
              <li key={page.id}>
                <Link to={page.path}>{page.navLabel}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-projects">
          <h2 id="footer-projects" className={styles.heading}>
            Projects
          </h2>
          <ul className={styles.list}>
            {projects.map((project) => (
              <li key={project.id}>
                <Link to={projectHref(project.id)}>{project.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
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
