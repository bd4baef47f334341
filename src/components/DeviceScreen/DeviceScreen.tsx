import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { Project } from '@/model/view';
import { AppLauncher } from './AppLauncher';
import { AppTile } from './AppTile';
import { previewScreens } from './preview';
import { PreviewWidget } from './PreviewWidget';
import { fill, plural } from '@/i18n/fill';
import { langOf } from '@/i18n/localise';
import type { PageStrings } from '@/i18n/dictionary';
import { useStrings } from '@/i18n/SiteContext';
import styles from './DeviceScreen.module.css';

/** What both device views (drawn screen, owner's picture) take. */
export interface DeviceViewProps {
  device: 'phone' | 'desktop';
  /** Names the group of icons, e.g. the tab's label. */
  label: string;
  /** In order: the icon of `projects[i]` is app index i + 1. */
  projects: readonly Project[];
  /** App index whose panel is open (0: none). */
  expandedIndex: number;
  /** The info panel the buttons open. */
  panelId: string;
  onChoose: (appIndex: number) => void;
  /** Receives each button, so focus can return to it when the panel closes. */
  buttonRef: (appIndex: number, element: HTMLButtonElement | null) => void;
  /**
   * Before the script runs: each icon is a plain link to its project's details on the page
   * (`#section&project`), so the page works without JavaScript.
   */
  linkOf?: (project: Project) => string;
  /** The open app (its screenshots), shown on the device's screen over the home screen. */
  openApp?: ReactNode;
  /** Width ÷ height of the screen: the shape of the section's own screenshots. */
  screenAspect: number;
  /** Written out for another tab than the open one: its pictures wait until they are shown. */
  isBehindTab?: boolean;
}

/** Names a device's list of icons: 'Mobile Apps: 3 apps', 'Games & Websites: 1 shortcut'. */
export function deviceListLabel(
  words: Pick<PageStrings['projects'], 'apps' | 'shortcuts'>,
  label: string,
  device: 'phone' | 'desktop',
  count: number,
) {
  return fill(plural(device === 'phone' ? words.apps : words.shortcuts, count), { label, count });
}

/** With more icons than this the screen is full: no room for the hint card. */
const HINT_MAX_APPS = { phone: 9, desktop: 3 } as const;

/**
 * With up to this many icons (two rows on the phone, one on the monitor) the home screen has
 * room for the preview widget under them; the phone's smallest size (two columns) shows it only
 * for one row (DeviceScreen.module.css).
 */
const PREVIEW_MAX_APPS = { phone: 6, desktop: 3 } as const;

/** Screenshots on the preview widget: three on the phone and the monitor alike. */
const PREVIEW_COUNT = 3;

/**
 * A phone or a desktop monitor drawn by the site. Its home screen has one app icon (a picture)
 * with its name per project, on a grid that gains rows as projects are added; a chosen app opens on
 * the screen, growing out of its icon.
 */
export function DeviceScreen({
  device,
  label,
  projects,
  expandedIndex,
  panelId,
  onChoose,
  buttonRef,
  linkOf,
  openApp,
  screenAspect,
  isBehindTab,
}: DeviceViewProps) {
  const screenRef = useRef<HTMLDivElement>(null);
  const appRef = useRef<HTMLDivElement>(null);
  const { projects: words } = useStrings();
  const isOpen = openApp !== undefined && openApp !== null;
  const hasHint = !isOpen && projects.length <= HINT_MAX_APPS[device];
  // Screenshots come with the script (its taps open apps) and only on the tab in sight: the
  // prerendered page fetches none before its first paint.
  const previews =
    hasHint && !linkOf && !isBehindTab && projects.length <= PREVIEW_MAX_APPS[device]
      ? previewScreens(projects, PREVIEW_COUNT)
      : [];
  /** What every icon (or hotspot) needs to open its app. */
  const launching = { expandedIndex, panelId, onChoose, buttonRef, linkOf };

  // The app grows out of its icon: its transform origin is the icon's centre on the screen.
  useLayoutEffect(() => {
    const screen = screenRef.current;
    const app = appRef.current;
    const icon = screen?.querySelector(`[data-app-index="${expandedIndex}"]`);
    if (!screen || !app || !icon) return;
    const s = screen.getBoundingClientRect();
    const i = icon.getBoundingClientRect();
    if (s.width === 0 || s.height === 0) return;
    app.style.setProperty('--open-x', `${((i.left + i.width / 2 - s.left) / s.width) * 100}%`);
    app.style.setProperty('--open-y', `${((i.top + i.height / 2 - s.top) / s.height) * 100}%`);
  }, [isOpen, expandedIndex]);

  return (
    <div
      className={styles.device}
      data-device={device}
      style={{ '--screen-aspect': screenAspect.toFixed(4) } as CSSProperties}
    >
      <div className={styles.frame}>
        <div ref={screenRef} className={styles.screen} data-screen="">
          <div className={styles.home}>
            <ul
              className={styles.grid}
              aria-label={deviceListLabel(words, label, device, projects.length)}
              inert={isOpen || undefined}
            >
              {projects.map((project, i) => {
                const appIndex = i + 1;
                const content = (
                  <>
                    <AppTile
                      project={project}
                      isPrerendered={linkOf !== undefined}
                      isCovered={isOpen}
                    />
                    <span className={styles.name} lang={langOf(project, 'name')}>
                      {project.name}
                    </span>
                  </>
                );
                return (
                  <li key={project.id} className={styles.cell}>
                    <AppLauncher
                      {...launching}
                      project={project}
                      appIndex={appIndex}
                      className={styles.app}
                    >
                      {content}
                    </AppLauncher>
                  </li>
                );
              })}
            </ul>
            {hasHint && (
              <div className={styles.foot} data-home-foot="">
                {previews.length > 0 && (
                  <PreviewWidget
                    device={device}
                    previews={previews}
                    onChoose={onChoose}
                    appCount={projects.length}
                  />
                )}
                <p className={styles.hint}>
                  {device === 'phone' ? words.phoneHint : words.desktopHint}
                </p>
              </div>
            )}
          </div>
          {isOpen && (
            <div ref={appRef} className={styles.openApp} data-open-app="">
              {openApp}
            </div>
          )}
        </div>
      </div>
      {device === 'desktop' && <div className={styles.stand} aria-hidden="true" />}
    </div>
  );
}
