import { Link } from 'react-router';
import type { ImageAsset } from '@/content/types';
import { ContentImage } from '../ContentImage/ContentImage';
import styles from './ProjectCard.module.css';

export interface ProjectCardProps {
  /** Route path with the project's deep link, e.g. '/projects#mobile-apps&mot'. */
  href: string;
  image: ImageAsset;
  /** Category label, e.g. 'Mobile App'. */
  label: string;
  text: string;
}

/**
 * An overview card: one link around image, category label and text. The text comes first in
 * the markup so it leads the link's accessible name; CSS shows the image and label above it.
 */
export function ProjectCard({ href, image, label, text }: ProjectCardProps) {
  return (
    <Link to={href} className={styles.card}>
      <span className={styles.body}>
        <span className={styles.text}>{text}</span> <span className={styles.label}>{label}</span>
      </span>{' '}
      <span className={styles.media}>
        <ContentImage className={styles.image} image={image} loading="lazy" />
      </span>
    </Link>
  );
}
