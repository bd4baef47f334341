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
export function ProjectCard({ name, href, image, label, text, langs, github }: ProjectCardProps) {
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
      <span className={styles.media}>
        <AfterHydration>
          <ContentImage
            className={styles.image}
            image={image}
            sizes={CARD_IMAGE_SIZES}
            loading="lazy"
          />
        </AfterHydration>
      </span>
    </Link>
  );
}
