import type { Project } from '@/model/types';
import { ContentImage } from '../ContentImage/ContentImage';
import { initialsOf, isHexColour, tileTextColour } from './appTile';
import styles from './DeviceScreen.module.css';

/** Fallback tile colour for an accent that is not `#rrggbb` (the content check reports it). */
const NEUTRAL_TILE = '#4b5563';

/**
 * A project's app icon: its own `icon` image, or a tile with its initials on its accent
 * colour. Decorative: the button around it is named by the project's name.
 */
export function AppTile({ project }: { project: Pick<Project, 'name' | 'icon' | 'accent'> }) {
  if (project.icon) {
    return (
      <span className={styles.tile} aria-hidden="true">
        <ContentImage
          image={project.icon}
          className={styles.tileImage}
          loading="lazy"
          sizes="3.5rem"
          draggable={false}
        />
      </span>
    );
  }
  const fill = isHexColour(project.accent) ? project.accent : NEUTRAL_TILE;
  return (
    <svg className={styles.tile} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="15" fill={fill} />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="middle"
        fill={tileTextColour(fill)}
        fontSize="24"
        fontWeight="650"
        fontFamily="system-ui, sans-serif"
      >
        {initialsOf(project.name)}
      </text>
    </svg>
  );
}
