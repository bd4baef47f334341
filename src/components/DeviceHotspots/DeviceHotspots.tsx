import type { CSSProperties } from 'react';
import { langOf } from '@/i18n/localise';
import { isPageHydrated } from '@/hooks/useIsHydrated';
import type { Hotspot, ImageAsset } from '@/model/view';
import { AfterHydration } from '../AfterHydration/AfterHydration';
import { ContentImage } from '../ContentImage/ContentImage';
import { AppLauncher } from '../DeviceScreen/AppLauncher';
import { firstViewPictureScript } from '../ProjectShowcase/firstViewScript';
import { deviceListLabel, type DeviceViewProps } from '../DeviceScreen/DeviceScreen';
import { useStrings } from '@/i18n/SiteContext';
import styles from './DeviceHotspots.module.css';

interface DeviceHotspotsProps extends DeviceViewProps {
  /** The owner's own device picture; each project's `hotspot` is a rectangle on it. */
  picture: ImageAsset;
  /** Where the picture's screen is: a chosen app opens there (the whole picture without it). */
  screenArea?: Hotspot;
}

/**
 * The pictures' CSS widths (DeviceHotspots.module.css: a phone at most 20rem, a desktop the
 * device column less the stage's padding (0.75rem a side up to 960 px, 2rem beyond): the content
 * width up to 960 px, half of it beside the panel and the list, at most 46rem).
 */
export const PICTURE_SIZES = {
  phone: '(max-width: 960px) min(17rem, 100vw - 3.5rem), 20rem',
  desktop:
    '(max-width: 960px) min(100vw - 3.5rem, 46rem), min(46rem, (min(100vw - 3rem, 1100px) - 3rem) / 2 - 4rem)',
} as const;

/**
 * The CSS width of a screenshot in an app opened on the owner's picture: the screen area's
 * share (`widthPercent`) of the picture's width.
 */
export function screenshotSizesOn(device: 'phone' | 'desktop', widthPercent: number): string {
  const share = (widthPercent / 100).toFixed(4);
  return device === 'phone'
    ? `(max-width: 960px) calc(min(17rem, 100vw - 3.5rem) * ${share}), calc(20rem * ${share})`
    : `(max-width: 960px) calc(min(100vw - 3.5rem, 46rem) * ${share}), calc(min(46rem, (min(100vw - 3rem, 1100px) - 3rem) / 2 - 4rem) * ${share})`;
}

/** A rectangle in percent of the picture, as CSS. */
function place(area: Hotspot): CSSProperties {
  return {
    left: `${area.x}%`,
    top: `${area.y}%`,
    width: `${area.width}%`,
    height: `${area.height}%`,
  };
}

/**
 * The owner's own device picture, framed like a photograph, with one real button per project
 * over its icon (the content's hand-placed `hotspot`, checked by the content check). A chosen
 * app opens inside the screen area the owner declared, or the one the build found on the
 * picture. The drawn `DeviceScreen` is the default; this is for owners who bring their own
 * picture.
 */
export function DeviceHotspots({
  picture,
  screenArea,
  device,
  label,
  projects,
  expandedIndex,
  panelId,
  onChoose,
  buttonRef,
  linkOf,
  openApp,
  isBehindTab,
}: DeviceHotspotsProps) {
  const isOpen = openApp !== undefined && openApp !== null;
  const { projects: words } = useStrings();
  /** What every icon (or hotspot) needs to open its app. */
  const launching = { expandedIndex, panelId, onChoose, buttonRef, linkOf };
  const ratio = picture.file ? `${picture.file.w} / ${picture.file.h}` : undefined;
  // The picture is decoration: the buttons over it carry the names.
  const image = (
    <ContentImage
      className={styles.picture}
      image={{ ...picture, alt: '' }}
      draggable={false}
      sizes={PICTURE_SIZES[device]}
      // The open tab's picture belongs to the first view. Lazy even so: in the prerendered page
      // the script after it decides (see firstViewPictureScript); the page hydrated, a lazy
      // picture in view loads at once, and one the script hid never loads when it flips (an
      // eager one would, hidden or not).
      fetchPriority={isBehindTab ? undefined : 'high'}
      loading="lazy"
      // The script may have changed the prerendered picture's `loading` or `hidden` on purpose:
      // hydration keeps it as it is, without a warning.
      suppressHydrationWarning
    />
  );
  return (
    <div className={styles.device} data-device={device}>
      {/* Its size is the picture's from the start, so nothing shifts when it arrives. The open
          tab's picture is in the prerendered page, where the script after it loads it at once or
          keeps it hidden (on a phone it is most of the first view); another tab's comes lazily
          once the page is interactive. After hydration the Projects page draws its showcase
          anew, so what the script did to the prerendered picture does not outlive it. */}
      <div className={styles.photo} style={{ aspectRatio: ratio }}>
        {isBehindTab ? <AfterHydration>{image}</AfterHydration> : image}
        {/* Only the prerendered page has it, and runs it: the browser's bundle carries it empty
            (/projects is at its JavaScript budget) and only while it hydrates that page. */}
        {!isBehindTab && !isPageHydrated() && (
          <script
            suppressHydrationWarning
            dangerouslySetInnerHTML={{
              __html: import.meta.env.SSR ? firstViewPictureScript() : '',
            }}
          />
        )}
        <ul
          className={styles.list}
          aria-label={deviceListLabel(words, label, device, projects.length)}
          inert={isOpen || undefined}
        >
          {projects.map((project, i) => {
            const { id, name, hotspot } = project;
            if (!hotspot) return null;
            const appIndex = i + 1;
            return (
              <li key={id}>
                <AppLauncher
                  {...launching}
                  project={project}
                  appIndex={appIndex}
                  className={styles.hotspot}
                  style={place(hotspot)}
                >
                  <span className="visually-hidden" lang={langOf(project, 'name')}>
                    {name}
                  </span>
                </AppLauncher>
              </li>
            );
          })}
        </ul>
        {/* The picture's screen: a chosen app opens here. */}
        <div
          className={styles.screen}
          style={place(screenArea ?? { x: 0, y: 0, width: 100, height: 100 })}
          data-screen=""
        >
          {isOpen && (
            <div className={styles.openApp} data-open-app="">
              {openApp}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
