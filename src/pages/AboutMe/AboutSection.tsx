import { ContentImage } from '@/components/ContentImage/ContentImage';
import { Icon } from '@/components/Icon/Icon';
import { Markup } from '@/components/Markup/Markup';
import { getPage } from '@/lib/pages';
import { profile } from '@/content/profile';
import { resume } from '@/content/resume';
import { asset } from '@/lib/paths';
import styles from './AboutMePage.module.css';

/** The resume PDF written at build time by scripts/resume (dist/<resume.fileName>). */
export const resumeHref = () => asset(`/${resume.fileName}`);

/** The portrait's CSS width in each layout (AboutMePage.module.css `.avatar`, 850 px rule). */
const AVATAR_SIZES = '(min-width: 850px) 18rem, min(14rem, 60vw)';

export function AboutSection() {
  const { avatar } = profile;
  return (
    <section className={`container ${styles.about}`} aria-labelledby="about-heading">
      {/* In the first view on every layout, and often its largest element: fetched first. */}
      <ContentImage
        className={styles.avatar}
        image={avatar}
        sizes={AVATAR_SIZES}
        fetchPriority="high"
      />
      <div className={styles.aboutText}>
        <h1 id="about-heading">{getPage('aboutMe').navLabel}</h1>
        <p className={styles.lead}>
          {profile.role} · {profile.school}
        </p>
        {profile.about.map((paragraph) => (
          <p key={paragraph}>
            <Markup text={paragraph} />
          </p>
        ))}
        <a className={styles.download} href={resumeHref()} download={resume.fileName}>
          <Icon name="file-download" />
          Download my resume (PDF)
        </a>
      </div>
    </section>
  );
}
