import { AfterHydration } from '@/components/AfterHydration/AfterHydration';
import { ContentImage } from '@/components/ContentImage/ContentImage';
import { Icon } from '@/components/Icon/Icon';
import { Markup } from '@/components/Markup/Markup';
import { InLang } from '@/i18n/InLang';
import { langOf } from '@/i18n/localise';
import { useSite } from '@/i18n/SiteContext';
import { usePage } from '@/lib/pages';
import { asset } from '@/lib/paths';
import type { ImageAsset, Lang } from '@/model/view';
import styles from './AboutMePage.module.css';

/** The resume PDF written at build time by scripts/resume (dist/<resume.fileName>). */
export const resumeHref = (fileName: string) => asset(`/${fileName}`);

/** The portrait's CSS width in each layout (AboutMePage.module.css `.avatar`, 850 px rule). */
const AVATAR_SIZES = '(min-width: 850px) 18rem, (min-width: 561px) 8rem, 5.5rem';

/** Where the page's contact section begins (ContactSection). */
export const CONTACT_ANCHOR = 'contact';

interface AboutSectionProps {
  /** The About text's paragraphs (with markup), each with its language when not the page's. */
  about: readonly { text: string; lang?: Lang }[];
  avatar: ImageAsset;
  /** The owner's e-mail address: a way to reach them from the first screen. */
  email: string;
  /** The resume PDF of the page's language. */
  resumeFile: string;
  /** The page language's resume.json (its path under the site, e.g. `/tr/resume.json`). */
  resumeJson: string;
}

/**
 * Who (portrait, name, role and school) and how to reach them come first, beside each other
 * even on a phone's first screen; then the About text and the resume.
 */
export function AboutSection({ about, avatar, email, resumeFile, resumeJson }: AboutSectionProps) {
  const { profile, strings } = useSite();
  const page = usePage('aboutMe');
  return (
    <section className={`container ${styles.about}`} aria-labelledby="about-heading">
      {/*
        In the first view, but the text beside it is what a visitor reads first (on a phone it is
        the page's largest paint): like the home page's portrait, it is fetched once the page is
        interactive, into a place already its size, so on a slow connection it never holds the
        first text back. Without JavaScript it comes from <noscript>.
      */}
      <div className={styles.avatar}>
        <AfterHydration>
          <ContentImage className={`${styles.photo} fade-in`} image={avatar} sizes={AVATAR_SIZES} />
        </AfterHydration>
      </div>
      <div className={styles.intro}>
        <h1 id="about-heading" lang={langOf(page, 'navLabel')}>
          {page.navLabel}
        </h1>
        <p className={styles.ownerName}>{profile.name}</p>
        <p className={styles.lead}>
          <InLang lang={langOf(profile, 'role')}>{profile.role}</InLang> ·{' '}
          <InLang lang={langOf(profile, 'school')}>{profile.school}</InLang>
        </p>
        <p className={styles.reach}>
          <a href={`mailto:${email}`}>
            <Icon name="mail" />
            {email}
          </a>
          <a href={`#${CONTACT_ANCHOR}`}>{strings.about.formHeading}</a>
        </p>
      </div>
      <div className={styles.aboutText}>
        {about.map((paragraph) => (
          <p key={paragraph.text} lang={paragraph.lang}>
            <Markup text={paragraph.text} />
          </p>
        ))}
        <div className={styles.resumeLinks}>
          <a className={styles.download} href={resumeHref(resumeFile)} download={resumeFile}>
            <Icon name="file-download" />
            {strings.about.downloadResume}
          </a>
          {/* The same record for resume tools and job sites (scripts/resume/json-resume.ts). */}
          <a
            className={styles.jsonResume}
            href={asset(resumeJson)}
            type="application/json"
            aria-label={strings.about.jsonResumeLabel}
          >
            <Icon name="code" />
            {strings.about.jsonResume}
          </a>
        </div>
      </div>
    </section>
  );
}
