import { useState, type KeyboardEvent } from 'react';
import type { ProjectScreen } from '@/model/types';
import { wrapIndex } from '@/hooks/useCarousel';
import { useSwipe } from '@/hooks/useSwipe';
import { Icon } from '../Icon/Icon';
import { ContentImage } from '../ContentImage/ContentImage';
import styles from './ScreenshotCarousel.module.css';

interface ScreenshotCarouselProps {
  /** What the screenshots show, e.g. 'Money on Track' (names the carousel region). */
  title: string;
  screens: readonly ProjectScreen[];
  index: number;
  onNext: () => void;
  onPrevious: () => void;
  /** Phone screenshots are tall and shown narrower than desktop ones. */
  device: 'phone' | 'desktop';
}

/** '(2/4) Track View' for the screen named 'Track View': the name exactly as written. */
export function screenCaption(index: number, count: number, name: string): string {
  return `(${index + 1}/${count}) ${name}`;
}

/**
 * The screenshot's CSS width (ScreenshotCarousel.module.css): phone screenshots at most 13rem;
 * desktop ones fill the info panel, which is the whole content width up to 960 px and 6/13 of it
 * beside the picture above (ProjectShowcase.module.css), less the panel's and carousel's padding.
 */
const SCREENSHOT_SIZES = {
  phone: '13rem',
  desktop:
    '(max-width: 560px) calc(100vw - 7rem), (max-width: 960px) calc(100vw - 8rem), calc((min(100vw - 3rem, 1100px) - 2rem) * 6 / 13 - 5rem)',
} as const;

/**
 * One screenshot at a time, with previous/next buttons that wrap around, Left/Right arrow keys
 * while the carousel has focus and horizontal swipes. Only the current screenshot is fetched;
 * once the visitor reaches for the carousel (pointer, touch or focus) the next one is put in the
 * page hidden, so it is fetched ahead.
 */
export function ScreenshotCarousel({
  title,
  screens,
  index,
  onNext,
  onPrevious,
  device,
}: ScreenshotCarouselProps) {
  const swipe = useSwipe({ onSwipeLeft: onNext, onSwipeRight: onPrevious });
  const [isFetchingAhead, setIsFetchingAhead] = useState(false);
  const fetchAhead = () => setIsFetchingAhead(true);
  const current = screens[index];
  if (!current) return null;
  const count = screens.length;
  const next = count > 1 && isFetchingAhead ? screens[wrapIndex(index + 1, count)] : undefined;

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') onNext();
    else if (event.key === 'ArrowLeft') onPrevious();
    else return;
    event.preventDefault();
  };

  return (
    // A focusable region so that the arrow keys work when it has focus (see the component doc).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.carousel}
      data-device={device}
      aria-roledescription="carousel"
      aria-label={`Screenshots of ${title}`}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={handleKeyDown}
      onPointerEnter={fetchAhead}
      onTouchStart={fetchAhead}
      onFocus={fetchAhead}
    >
      <div className={styles.viewport} {...(count > 1 ? swipe : {})}>
        {[current, next].map(
          (screen) =>
            screen && (
              <ContentImage
                key={screen.image.src}
                className={styles.screenshot}
                image={screen.image}
                sizes={SCREENSHOT_SIZES[device]}
                draggable={false}
                hidden={screen !== current}
              />
            ),
        )}
      </div>
      <div className={styles.controls}>
        {count > 1 && (
          <button
            type="button"
            className={styles.arrow}
            aria-label="Previous screenshot"
            onClick={onPrevious}
          >
            <Icon name="chevron-left" />
          </button>
        )}
        <p className={styles.caption} aria-live="polite" aria-atomic="true">
          {screenCaption(index, count, current.name)}
        </p>
        {count > 1 && (
          <button
            type="button"
            className={styles.arrow}
            aria-label="Next screenshot"
            onClick={onNext}
          >
            <Icon name="chevron-right" />
          </button>
        )}
      </div>
      <p className={styles.description}>{current.description}</p>
    </section>
  );
}
