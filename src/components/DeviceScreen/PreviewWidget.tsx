import { ContentImage } from '../ContentImage/ContentImage';
import styles from './DeviceScreen.module.css';
import type { Preview } from './preview';

/**
 * How wide a preview is shown (see `.preview` in DeviceScreen.module.css): on the phone 3.5rem,
 * 4.25rem on a screen of 16rem and more (only a phone beside its panel on a wide window is that
 * large); on the monitor 15 % of its screen, whose width follows the screenshots' own `sizes`
 * (ScreenshotCarousel's SCREENSHOT_SIZES: 92 % of the screen).
 */
export const PREVIEW_SIZES = {
  phone: '(max-width: 960px) 3.5rem, 4.25rem',
  desktop:
    '(max-width: 960px) calc(min(100vw - 2rem, 46rem) * 0.15), calc((min(100vw - 3rem, 1100px) - 2rem) * 7 / 13 * 0.15)',
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
 * sees the work before choosing anything. A tap on one opens its app. It repeats what the icons
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
