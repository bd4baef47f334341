import type { Project } from '@/model/view';
import { AfterHydration } from '../AfterHydration/AfterHydration';
import { ContentImage } from '../ContentImage/ContentImage';
import { tilePictureOf, tileSizes } from './appTile';
import styles from './DeviceScreen.module.css';

interface AppTileProps {
  project: Pick<Project, 'icon' | 'screens' | 'cardImage'>;
  /**
   * In the prerendered page: the picture comes once the page has hydrated, so that a link to
   * another tab, which the script then opens, never fetches this tab's icons.
   */
  isPrerendered?: boolean;
  /** Under an open app: the picture is not fetched until the home screen shows again. */
  isCovered?: boolean;
}

/**
 * A project's app icon, always a picture: its own `icon`, else a crop of its first screenshot
 * (else of its card picture), never letters. Decorative: the button around it is named by the
 * project's name.
 */
export function AppTile({ project, isPrerendered = false, isCovered = false }: AppTileProps) {
  const picture = tilePictureOf(project);
  const isOwnIcon = picture === project.icon;
  const image = (
    <ContentImage
      image={{ ...picture, alt: '' }}
      className={isOwnIcon ? styles.tileImage : styles.tileCrop}
      loading="lazy"
      sizes={tileSizes(picture)}
      draggable={false}
    />
  );
  return (
    <span className={styles.tile} data-own-icon={isOwnIcon || undefined} aria-hidden="true">
      {isCovered ? null : isPrerendered ? <AfterHydration>{image}</AfterHydration> : image}
    </span>
  );
}
