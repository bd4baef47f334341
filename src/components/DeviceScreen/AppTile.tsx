import { useId } from 'react';
import type { Project } from '@/model/view';
import { mixHex } from '@/lib/colour';
import { ContentImage } from '../ContentImage/ContentImage';
import { tileTextColour, type TileFace } from './appTile';
import styles from './DeviceScreen.module.css';

interface AppTileProps {
  project: Pick<Project, 'icon'>;
  /** The generated icon's letters and colour (see tileFaces), used when there is no `icon`. */
  face: TileFace;
  /** While the tab is out of sight: the owner's icon is not fetched yet. */
  isDormant?: boolean;
}

/**
 * A project's app icon: its own `icon` picture, or a generated one (letters on a gradient of
 * the project's colour, with a light edge that keeps it apart from any wallpaper). Decorative:
 * the button around it is named by the project's name.
 */
export function AppTile({ project, face, isDormant = false }: AppTileProps) {
  const gradientId = useId();
  if (project.icon) {
    return (
      <span className={styles.tile} aria-hidden="true">
        {!isDormant && (
          <ContentImage
            image={project.icon}
            className={styles.tileImage}
            loading="lazy"
            sizes="4rem"
            draggable={false}
          />
        )}
      </span>
    );
  }
  return (
    <svg className={styles.tile} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0.6" y2="1">
          <stop offset="0" stopColor={mixHex('#ffffff', face.colour, 0.22)} />
          <stop offset="1" stopColor={face.colour} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14.5" fill={`url(#${gradientId})`} />
      <rect
        x="0.5"
        y="0.5"
        width="63"
        height="63"
        rx="14"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.22"
      />
      <text
        x="32"
        y="33.5"
        textAnchor="middle"
        dominantBaseline="middle"
        fill={tileTextColour(face.colour)}
        fontSize={face.label.length > 2 ? 19 : 24}
        fontWeight="700"
        letterSpacing="-0.5"
        className={styles.tileText}
      >
        {face.label}
      </text>
    </svg>
  );
}
