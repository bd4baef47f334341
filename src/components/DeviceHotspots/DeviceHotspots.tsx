import type { ImageAsset, Project } from '@/content/types';
import { ContentImage } from '../ContentImage/ContentImage';
import styles from './DeviceHotspots.module.css';

interface DeviceHotspotsProps {
  picture: ImageAsset;
  device: 'phone' | 'desktop';
  /** In order: the button of `projects[i]` is app index i + 1. */
  projects: readonly Project[];
  /** App index whose panel is open (0: none). */
  expandedIndex: number;
  /** The info panel the buttons open. */
  panelId: string;
  onChoose: (appIndex: number) => void;
  /** Receives each button, so focus can return to it when the panel closes. */
  buttonRef: (appIndex: number, element: HTMLButtonElement | null) => void;
}

/** The pictures' CSS widths (DeviceHotspots.module.css: at most 22.5rem and 50rem). */
const PHONE_SIZES = 'min(22.5rem, 100vw - 2rem)';
const DESKTOP_SIZES = 'min(50rem, 100vw - 2rem)';

/** The device picture with one real button per project over its icon (content `hotspot`). */
export function DeviceHotspots({
  picture,
  device,
  projects,
  expandedIndex,
  panelId,
  onChoose,
  buttonRef,
}: DeviceHotspotsProps) {
  return (
    <div className={styles.device} data-device={device}>
      <ContentImage
        className={styles.picture}
        image={picture}
        sizes={device === 'phone' ? PHONE_SIZES : DESKTOP_SIZES}
        draggable={false}
      />
      {projects.map(({ id, name, hotspot }, i) => {
        const isExpanded = expandedIndex === i + 1;
        return (
          <button
            key={id}
            ref={(element) => buttonRef(i + 1, element)}
            type="button"
            className={styles.hotspot}
            style={{
              left: `${hotspot.x}%`,
              top: `${hotspot.y}%`,
              width: `${hotspot.width}%`,
              height: `${hotspot.height}%`,
            }}
            aria-expanded={isExpanded}
            aria-controls={isExpanded ? panelId : undefined}
            onClick={() => onChoose(i + 1)}
          >
            <span className="visually-hidden">{name}</span>
          </button>
        );
      })}
    </div>
  );
}
