import { Link } from 'react-router';
import type { ImageAsset, Lang, FactsLine } from '@/model/view';
import { AfterHydration } from '../AfterHydration/AfterHydration';
import { ContentImage } from '../ContentImage/ContentImage';
import styles from './ProjectCard.module.css';

export interface ProjectCardProps {
  /** The project's name: the card's title. */
  name: string;
  /** Route path with the project's deep link, e.g. '/projects#mobile-apps&mot'. */
  href: string;
  image: ImageAsset;
  /** Category label, e.g. 'Mobile App'. */
  label: string;
  text: string;
  /** The languages of the name and text when they are not the page's (untranslated). */
  langs?: { name?: Lang; text?: Lang };
  /** The repository's facts (github.json), when the owner synced them. */
  github?: FactsLine;
  /**
   * The first card of the overview: on a phone its picture is in the first view and the page's
   * largest paint, so the browser asks for it first (still lazy: only once it is laid out).
   */
  first?: boolean;
  /**
   * A card below the overview's first row: its picture comes once the page is interactive
   * (AfterHydration), so that it never competes with the first view, whatever the layout
   * looked like when the browser first laid the page out.
   */
  later?: boolean;
}

/**
 * A card's CSS width in each layout of the overview grid (ProjectsOverview.module.css: one
 * column up to 560 px, two up to 960 px, then three in the 1100 px content width).
 */
export const CARD_IMAGE_SIZES =
  '(max-width: 560px) calc(100vw - 2rem), (max-width: 960px) calc((100vw - 4.5rem) / 2), calc((min(100vw - 3rem, 1100px) - 3rem) / 3)';

/**
 * An overview card: one link around the project's picture, its name, one line and category,
 * and its repository's facts when there are some.
 * The name comes first in the markup so it leads the link's accessible name; CSS shows the
 * picture and the category above it.
 */
export function ProjectCard({
  name,
  href,
  image,
  label,
  text,
  langs,
  github,
  first,
  later,
}: ProjectCardProps) {
  const picture = (
    <ContentImage
      className={styles.image}
      image={image}
      sizes={CARD_IMAGE_SIZES}
      // The first card's picture is the phone's largest paint: eager, so the browser's preload
      // scanner fetches it while the page is still arriving (a lazy one waits for the first
      // layout). Lighthouse's simulated LCP did not move with it: it starts every request the
      // parser finds after the whole document. The others wait for the layout.
      loading={first ? undefined : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
    />
  );
  return (
    <Link to={href} className={styles.card}>
      <span className={styles.body}>
        <span className={styles.name} lang={langs?.name}>
          {name}
        </span>{' '}
        <span className={styles.text} lang={langs?.text}>
          {text}
        </span>{' '}
        <span className={styles.label}>{label}</span>
        {github && (
          <>
            {' '}
            <span className={styles.facts}>
              <span aria-hidden="true">{github.text}</span>
              <span className="visually-hidden">{github.label}</span>
            </span>
          </>
        )}
      </span>{' '}
      {/* The first row's pictures are in the HTML (on a phone the first card's picture is the
          largest paint: waiting for hydration put the mid-tier phone's LCP at 3.1 s); the rest
          of the row is lazy, fetched once the page is laid out. */}
      <span className={styles.media}>
        {later ? <AfterHydration>{picture}</AfterHydration> : picture}
      </span>
    </Link>
  );
}
