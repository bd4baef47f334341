import { ContentImage } from '../ContentImage/ContentImage';
import styles from './DeviceScreen.module.css';
import type { Preview } from './preview';

/**
 * How wide a preview is shown (see `.preview` in DeviceScreen.module.css), only on a window wider
 * than 960 px: on the phone 4.25rem (3.5rem on a phone under 16rem, a short window); on the monitor
 * 15 % of its screen, whose width follows the screenshots' own `sizes` (ScreenshotCarousel's
 * SCREENSHOT_SIZES: 92 % of the screen).
 */
export const PREVIEW_SIZES = {
  phone: '4.25rem',
  desktop: 'calc(((min(100vw - 3rem, 1100px) - 3rem) / 2 - 4rem) * 0.15)',
} as const;

interface PreviewWidgetProps {
  device: 'phone' | 'desktop';
  previews: readonly Preview[];
  onChoose: (appIndex: number) => void;
  /** How many icons the home screen has: the phone's smallest size shows the widget under one row. */
  appCount: number;
}

/**
 * A widget on the closed home screen with screenshots of the tab's projects, so that a visitor
 * sees the work before choosing anything. A tap on one opens its app. Only beside the panel on a
 * wide window: on a phone-sized one the device is the first view, and pictures that arrive with
 * the script would be its last paint (measured: the mid-tier phone's LCP on /projects went from
 * 0.9 to 2.7 s, and to 1.06 s with the previews in the prerendered HTML). It repeats what the icons
 * offer, so it is hidden from assistive technology and skipped by Tab: the icons are the named
 * controls.
 */
export function PreviewWidget({ device, previews, onChoose, appCount }: PreviewWidgetProps) {
  return (
    <div className={styles.widget} aria-hidden="true" data-preview="" data-apps={appCount}>
      {previews.map(({ project, appIndex, screen }) => (
        <button
          key={`${project.id}/${screen.image.src}`}
          type="button"
          tabIndex={-1}
          className={styles.preview}
          data-preview-index={appIndex}
          onClick={() => onChoose(appIndex)}
        >
          <ContentImage
            image={screen.image}
            className={styles.previewImage}
            sizes={PREVIEW_SIZES[device]}
            loading="lazy"
            draggable={false}
          />
        </button>
      ))}
    </div>
  );
}
