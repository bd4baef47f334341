import type { ReactNode } from 'react';
import type { ImageAsset, SocialLink } from '@/model/view';
import type { ProofLine } from '@/lib/proof';
import { useStrings } from '@/i18n/SiteContext';
import { AfterHydration } from '../AfterHydration/AfterHydration';
import { ContentImage } from '../ContentImage/ContentImage';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import { AvailabilityNote, type AvailabilityNoteProps } from './AvailabilityNote';
import styles from './Hero.module.css';

export interface HeroProps {
  name: string;
  /** Texts, or the texts in an `InLang` when shown in the default language for want of a translation. */
  occupation: ReactNode;
  school: ReactNode;
  tagline: ReactNode;
  /** What the owner does now or did last (from the timeline): the proof point. */
  proof?: ProofLine;
  /** Whether the owner is open to work (record.ts), while it holds. */
  availability?: AvailabilityNoteProps;
  portrait: ImageAsset;
  social: readonly SocialLink[];
  /** The call-to-action buttons. */
  children: ReactNode;
}

/** The portrait's CSS width (Hero.module.css): 5rem on phones, 15rem beside the text. */
const PORTRAIT_SIZES = '(max-width: 760px) 5rem, 15rem';

/**
 * The home page banner: who (name, the page's <h1>, and a portrait), what (role, school,
 * tagline), proof (the current or latest role) and where to go next (actions and profiles),
 * readable in five seconds. Static markup: it paints from the prerendered HTML without shifting;
 * the portrait arrives once the page is interactive, into a place already its size. The portrait's
 * place comes before the text in the document and is placed in its column by the grid, so even a
 * page painted before all of it has arrived (a busy phone paints what it has) moves nothing.
 */
export function Hero({
  name,
  occupation,
  school,
  tagline,
  proof,
  availability,
  portrait,
  social,
  children,
}: HeroProps) {
  const { home } = useStrings();
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`container ${styles.inner}`}>
        {/* First in the document, as on a phone's screen (above the text), so that a first
            paint of a page still arriving never draws the text where the portrait will go. */}
        <div className={styles.portrait}>
          <AfterHydration>
            <ContentImage
              className={`${styles.photo} fade-in`}
              image={portrait}
              sizes={PORTRAIT_SIZES}
              draggable={false}
            />
          </AfterHydration>
        </div>
        <div className={styles.text}>
          {proof && (
            <p className={`${styles.proof} rise`} data-current={proof.current}>
              <span className={styles.pulse} aria-hidden="true" />
              <span className={styles.lead}>{proof.current ? home.now : home.latest}:</span>{' '}
              {proof.text}
            </p>
          )}
          <h1 id="hero-heading" className={`${styles.name} rise`}>
            {name}
          </h1>
          <p className={`${styles.role} rise`}>
            {occupation}
            <span className={styles.separator} aria-hidden="true">
              {' '}
              ·{' '}
            </span>
            <span className="visually-hidden">, </span>
            <span className={styles.school}>{school}</span>
          </p>
          <p className={`${styles.tagline} rise`}>{tagline}</p>
          {availability && <AvailabilityNote {...availability} />}
          <div className={`${styles.actions} rise`}>{children}</div>
          {social.length > 0 && <SocialLinks links={social} className={`${styles.social} rise`} />}
        </div>
      </div>
    </section>
  );
}
