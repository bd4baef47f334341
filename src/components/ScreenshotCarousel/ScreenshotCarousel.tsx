import { useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { screenCaption } from '@/model/screenCaption';
import type { ProjectScreen } from '@/model/view';
import { wrapIndex } from '@/hooks/useCarousel';
import { useSwipe } from '@/hooks/useSwipe';
import { Icon } from '../Icon/Icon';
import { ContentImage } from '../ContentImage/ContentImage';
import { fill } from '@/i18n/fill';
import { langOf } from '@/i18n/localise';
import { useStrings } from '@/i18n/SiteContext';
import { fillsScreen, fittedWidthShare, scaleSizes } from '@/lib/screenFit';
import styles from './ScreenshotCarousel.module.css';

interface ScreenshotCarouselProps {
  /** What the screenshots show, e.g. 'Money on Track' (names the carousel region). */
  title: string;
  /** The open app's screenshots; none while no app is open (only the device shows). */
  screens: readonly ProjectScreen[];
  index: number;
  /** The way the last move went: the new screenshot slides in from that side. */
  direction?: 1 | -1;
  onNext: () => void;
  onPrevious: () => void;
  device: 'phone' | 'desktop';
  /** Draws the device around its screen: the screenshots (or nothing) go on the screen. */
  frame: (screen: ReactNode) => ReactNode;
  /** The screenshots' CSS width where the device is not the drawn one (an owner's picture). */
  sizes?: string;
  /**
   * The screen's shape (width ÷ height), which screenshots of that shape fill; the shape of the
   * box they are drawn in (the drawn monitor's window is a little wider); and its colour, on
   * which a screenshot of another shape is shown whole (src/lib/screenFit.ts).
   */
  screen?: ScreenShape;
  className?: string;
}

export interface ScreenShape {
  shape: number;
  boxShape: number;
  colour?: string;
}

/**
 * How a screenshot is drawn on `screen`: filling it (no attributes), or fitted inside it whole,
 * with its `sizes` narrowed to the width it is drawn at.
 */
export function screenshotFit(
  file: { w: number; h: number } | undefined,
  screen: ScreenShape | undefined,
  sizes: string,
): { sizes: string; 'data-fit'?: 'contain'; style?: CSSProperties } {
  if (!file || !screen || file.h === 0 || fillsScreen(file.w / file.h, screen.shape))
    return { sizes };
  const shape = file.w / file.h;
  return {
    sizes: scaleSizes(sizes, fittedWidthShare(shape, screen.boxShape)),
    'data-fit': 'contain',
    style: { '--shot-aspect': shape.toFixed(4) } as CSSProperties,
  };
}

/**
 * The screenshot's CSS width: the screen of the drawn phone (DeviceScreen.module.css, at most
 * 18.5rem wide less its bezels, 17rem up to 960 px), or the window on the drawn monitor (95 %
 * of its screen, which is the device column less the stage's padding: the content width up to
 * 960 px, then half of it).
 */
export const SCREENSHOT_SIZES = {
  phone: '(max-width: 960px) 16rem, 17.5rem',
  desktop:
    '(max-width: 960px) calc(min(100vw - 3.5rem, 46rem) * 0.92), calc(((min(100vw - 3rem, 1100px) - 3rem) / 2 - 4rem) * 0.92)',
} as const;

/**
 * The screenshot's CSS width on the drawn phone, exactly: its screen is the phone's width less
 * two bezels of 3.4 % (DeviceScreen.module.css), and the phone's width follows the window's
 * height through the screen's shape `aspect` (so that the open app and its panel fit the window).
 */
export function phoneScreenshotSizes(aspect: number): string {
  const a = aspect.toFixed(4);
  return `(max-width: 960px) calc(min(17rem, 100vw - 3.5rem, max(12rem, (100vh - 21.5rem) * ${a})) * 0.932), calc(min(18.5rem, (100vh - 18rem) * ${a}) * 0.932)`;
}

/**
 * The Projects stage: the device, and once an app is open its screenshots on the device's
 * screen, one at a time, with previous/next buttons that wrap around, Left/Right arrow keys
 * while the carousel has focus and horizontal swipes. Each move slides the next screenshot in.
 * Only the current screenshot is fetched; once the visitor reaches for the carousel (pointer,
 * touch or focus) the next one is put in the page hidden, so it is fetched ahead.
 */
export function ScreenshotCarousel({
  title,
  screens,
  index,
  direction = 1,
  onNext,
  onPrevious,
  device,
  frame,
  sizes = SCREENSHOT_SIZES[device],
  screen: screenShape,
  className,
}: ScreenshotCarouselProps) {
  const { projects: words } = useStrings();
  const swipe = useSwipe({ onSwipeLeft: onNext, onSwipeRight: onPrevious });
  const [isFetchingAhead, setIsFetchingAhead] = useState(false);
  const fetchAhead = () => setIsFetchingAhead(true);
  const current = screens[index];
  const count = screens.length;

  if (!current) return <section className={className}>{frame(null)}</section>;

  const next = count > 1 && isFetchingAhead ? screens[wrapIndex(index + 1, count)] : undefined;
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') onNext();
    else if (event.key === 'ArrowLeft') onPrevious();
    else return;
    event.preventDefault();
  };

  const viewport = (
    <div
      className={styles.viewport}
      style={
        screenShape?.colour
          ? ({ '--screen-colour': screenShape.colour } as CSSProperties)
          : undefined
      }
      data-direction={direction > 0 ? 'next' : 'previous'}
      {...(count > 1 ? swipe : {})}
    >
      {[current, next].map(
        (screen) =>
          screen && (
            <ContentImage
              key={screen.image.src}
              className={styles.screenshot}
              image={screen.image}
              {...screenshotFit(screen.image.file, screenShape, sizes)}
              draggable={false}
              hidden={screen !== current}
            />
          ),
      )}
    </div>
  );

  return (
    // A focusable region so that the arrow keys work when it has focus (see the component doc).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={className}
      data-device={device}
      aria-roledescription="carousel"
      aria-label={fill(words.screenshotsOf, { title })}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={handleKeyDown}
      onPointerEnter={fetchAhead}
      onTouchStart={fetchAhead}
      onFocus={fetchAhead}
    >
      {frame(viewport)}
      <div className={styles.controls}>
        {count > 1 && (
          <button
            type="button"
            className={styles.arrow}
            aria-label={words.previousScreenshot}
            onClick={onPrevious}
          >
            <Icon name="chevron-left" />
          </button>
        )}
        <div className={styles.legend}>
          <p className={styles.caption} aria-live="polite" aria-atomic="true">
            {screenCaption(index, count, current.name)}
          </p>
          <p className={styles.description} lang={langOf(current, 'description')}>
            {current.description}
          </p>
        </div>
        {count > 1 && (
          <button
            type="button"
            className={styles.arrow}
            aria-label={words.nextScreenshot}
            onClick={onNext}
          >
            <Icon name="chevron-right" />
          </button>
        )}
      </div>
    </section>
  );
}
