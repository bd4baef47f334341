import { useId, type ReactNode } from 'react';
import styles from './Hero.module.css';

export interface HeroProps {
  name: string;
  occupation: string;
  school: string;
  tagline: string;
  /** The call-to-action buttons. */
  children: ReactNode;
}

/**
 * The home page banner: name (the page's <h1>), role and school, tagline and actions over a
 * drawn background. Static markup only, so it paints from the prerendered HTML without shifting.
 */
export function Hero({ name, occupation, school, tagline, children }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <HeroBackdrop />
      <div className={`container ${styles.inner}`}>
        <h1 id="hero-heading" className={styles.name}>
          {name}
        </h1>
        <p className={styles.role}>
          {occupation}
          <span className={styles.separator} aria-hidden="true">
            {' '}
            ·{' '}
          </span>
          <span className="visually-hidden">, </span>
          <span className={styles.school}>{school}</span>
        </p>
        <p className={styles.tagline}>{tagline}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}

/** Soft shapes and a dot grid, drawn inline; decorative. */
function HeroBackdrop() {
  const patternId = `${useId()}-dots`;
  const fadeId = `${useId()}-fade`;
  return (
    <svg
      className={styles.backdrop}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1440 800"
    >
      <defs>
        <pattern id={patternId} width="24" height="24" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.5" className={styles.dot} />
        </pattern>
        <linearGradient id={fadeId} x1="0" y1="0" x2="1" y2="0.4">
          <stop offset="0.35" className={styles.fadeStart} />
          <stop offset="1" className={styles.fadeEnd} />
        </linearGradient>
        <mask id={`${fadeId}-mask`}>
          <rect width="1440" height="800" fill={`url(#${fadeId})`} />
        </mask>
      </defs>
      <rect width="1440" height="800" fill={`url(#${patternId})`} mask={`url(#${fadeId}-mask)`} />
      <circle cx="1160" cy="430" r="170" className={styles.blob} />
      <circle cx="1160" cy="430" r="260" className={styles.ring} />
      <circle cx="1160" cy="430" r="380" className={styles.ring} />
      <circle cx="1160" cy="430" r="500" className={styles.ringFaint} />
    </svg>
  );
}
