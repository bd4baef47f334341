import type { ImageAsset } from '@/model/types';
import { ContentImage } from '../ContentImage/ContentImage';
import type { DeviceViewProps } from '../DeviceScreen/DeviceScreen';
import styles from './DeviceHotspots.module.css';

interface DeviceHotspotsProps extends DeviceViewProps {
  /** The owner's own device picture; each project's `hotspot` is a rectangle on it. */
  picture: ImageAsset;
}

/** The pictures' CSS widths (DeviceHotspots.module.css: at most 22.5rem and 50rem). */
const PHONE_SIZES = 'min(22.5rem, 100vw - 2rem)';
const DESKTOP_SIZES = 'min(50rem, 100vw - 2rem)';

/**
 * The owner's own device picture with one real button per project over its icon (the
 * content's hand-placed `hotspot`, checked by the content test). The drawn `DeviceScreen` is
 * the default; this is for owners who bring their own picture.
 */
export function DeviceHotspots({
  picture,
  device,
  label,
  projects,
  expandedIndex,
  panelId,
  onChoose,
  buttonRef,
  linkOf,
}: DeviceHotspotsProps) {
  return (
    <div className={styles.device} data-device={device}>
      <ContentImage
        className={styles.picture}
        image={picture}
        draggable={false}
        sizes={device === 'phone' ? PHONE_SIZES : DESKTOP_SIZES}
      />
      <ul className={styles.list} aria-label={label}>
        {projects.map((project, i) => {
          const { id, name, hotspot } = project;
          if (!hotspot) return null;
          const appIndex = i + 1;
          const isExpanded = expandedIndex === appIndex;
          const place = {
            left: `${hotspot.x}%`,
            top: `${hotspot.y}%`,
            width: `${hotspot.width}%`,
            height: `${hotspot.height}%`,
          };
          const hiddenName = <span className="visually-hidden">{name}</span>;
          return (
            <li key={id}>
              {linkOf ? (
                <a className={styles.hotspot} style={place} href={linkOf(project)}>
                  {hiddenName}
                </a>
              ) : (
                <button
                  ref={(element) => buttonRef(appIndex, element)}
                  type="button"
                  className={styles.hotspot}
                  style={place}
                  aria-expanded={isExpanded}
                  aria-controls={isExpanded ? panelId : undefined}
                  onClick={() => onChoose(appIndex)}
                >
                  {hiddenName}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
