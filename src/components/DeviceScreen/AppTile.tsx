import type { Project } from '@/model/view';
import { ContentImage } from '../ContentImage/ContentImage';
import { tilePictureOf, tileSizes } from './appTile';
import styles from './DeviceScreen.module.css';

interface AppTileProps {
  project: Pick<Project, 'icon' | 'screens' | 'cardImage'>;
}

/**
 * A project's app icon, always a picture: its own `icon`, else a crop of its first screenshot
 * (else of its card picture), never letters. Decorative: the button around it is named by the
 * project's name.
 */
export function AppTile({ project }: AppTileProps) {
  const picture = tilePictureOf(project);
  const isOwnIcon = picture === project.icon;
  return (
    <span className={styles.tile} data-own-icon={isOwnIcon || undefined} aria-hidden="true">
      <ContentImage
        image={{ ...picture, alt: '' }}
        className={isOwnIcon ? styles.tileImage : styles.tileCrop}
        loading="lazy"
        sizes={tileSizes(picture)}
        draggable={false}
      />
    </span>
  );
}
