import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { Project, ProjectSection } from '@/model/view';
import { InLang } from '@/i18n/InLang';
import { langOf } from '@/i18n/localise';
import { useCarousel } from '@/hooks/useCarousel';
import { useIsWiderThan } from '@/hooks/useIsWiderThan';
import { trackEvent } from '@/lib/analytics';
import { prefersReducedMotion } from '@/lib/scroll';
import { DeviceHotspots, screenshotSizesOn } from '../DeviceHotspots/DeviceHotspots';
import { DeviceScreen, type DeviceViewProps } from '../DeviceScreen/DeviceScreen';
import { InfoPanel } from '../InfoPanel/InfoPanel';
import { ProjectDetails } from '../ProjectDetails/ProjectDetails';
import { ProjectIndex } from '../ProjectIndex/ProjectIndex';
import { phoneScreenshotSizes, ScreenshotCarousel } from '../ScreenshotCarousel/ScreenshotCarousel';
import { DESKTOP_WINDOW_SHAPE, screenAspectOf } from './screenAspect';
import { areaShape } from '@/lib/screenFit';
import styles from './ProjectShowcase.module.css';

/** At this window width (px) or less the info panel starts closed until an app is chosen. */
export const PANEL_MIN_WIDTH = 960;

/** A picture's whole area, for an own picture whose screen is neither given nor found. */
const FULL_PICTURE = { x: 0, y: 0, width: 100, height: 100 } as const;

/** 'auto': not chosen yet, so open on wide windows only. */
type PanelMode = 'auto' | 'open' | 'closed';

interface ProjectShowcaseProps {
  section: ProjectSection;
  /** The section's projects in icon order (app index 1, 2, 3, …). */
  projects: readonly Project[];
  /** Project to show first (from a deep link): its panel is open on its first screenshot. */
  initialProjectId?: string;
  /** Before the script runs: icons are plain links to the projects' details on the page. */
  linkOf?: (project: Project) => string;
  /** Every project's deep link (`#section&project`), for the list under the device. */
  hashOf: (project: Project) => string;
  /** Prerendered for another tab than the open one: its pictures load lazily. */
  isBehindTab?: boolean;
}

/**
 * One tab of the Projects page: the section's device with a button per project, an info panel
 * with the default text (app index 0) or the chosen project, and every project with its picture
 * (first on a narrow window, beside the device on a wide one). A chosen app opens on the device's screen, its screenshots in the carousel there.
 */
export function ProjectShowcase({
  section,
  projects,
  initialProjectId,
  linkOf,
  hashOf,
  isBehindTab = false,
}: ProjectShowcaseProps) {
  const initialIndex = projects.findIndex((p) => p.id === initialProjectId) + 1;
  const [selectedIndex, setSelectedIndex] = useState(initialIndex);
  const [panelMode, setPanelMode] = useState<PanelMode>(initialIndex > 0 ? 'open' : 'auto');
  const project = projects[selectedIndex - 1];
  const carousel = useCarousel(project?.screens.length ?? 0);
  const isWide = useIsWiderThan(PANEL_MIN_WIDTH);
  const isPanelOpen = panelMode === 'open' || (panelMode === 'auto' && isWide !== false);
  const openProject = isPanelOpen ? project : undefined;

  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hotspotButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusAfterRender = useRef<'heading' | number | null>(null);
  const panelId = useId();

  const choose = (appIndex: number) => {
    trackEvent({ category: 'user_interaction', action: section.analyticsAction, label: appIndex });
    setSelectedIndex(appIndex);
    carousel.reset();
    setPanelMode('open');
    focusAfterRender.current = 'heading';
  };

  const close = () => {
    setPanelMode('closed');
    focusAfterRender.current = Math.max(selectedIndex, 1);
  };

  // Focus moves into the panel once it shows what a hotspot chose, and back to the hotspot
  // once the app has closed (its icon is usable again only then). On a narrow window the open
  // app and its panel are brought into view together.
  useEffect(() => {
    const target = focusAfterRender.current;
    if (target === null) return;
    focusAfterRender.current = null;
    if (target === 'heading') {
      headingRef.current?.focus({ preventScroll: true });
      // (scrollIntoView is missing only where there is no layout, as in component tests.)
      if (isWide === false)
        stageRef.current?.scrollIntoView?.({
          behavior: prefersReducedMotion() ? 'instant' : 'smooth',
          block: 'start',
        });
    } else hotspotButtons.current.get(target)?.focus();
  });

  // Escape closes the panel while focus is in this showcase.
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    const root = rootRef.current;
    if (event.key !== 'Escape' || !(event.target instanceof Node) || !root?.contains(event.target))
      return;
    close();
  });
  useEffect(() => {
    if (!isPanelOpen) return;
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [isPanelOpen]);

  const screenAspect = screenAspectOf(section, projects);
  const deviceProps: Omit<DeviceViewProps, 'openApp'> = {
    device: section.device,
    label: section.tabLabel,
    projects,
    expandedIndex: isPanelOpen ? selectedIndex : 0,
    panelId,
    onChoose: choose,
    buttonRef: (appIndex, element) => {
      if (element) hotspotButtons.current.set(appIndex, element);
      else hotspotButtons.current.delete(appIndex);
    },
    linkOf,
    screenAspect,
    isBehindTab,
  };
  const { picture } = section;
  // An own picture's screen: as the owner gave it, else as the build found it on the picture.
  const found = picture?.file && 'screen' in picture.file ? picture.file.screen : undefined;
  const screenArea = section.screenArea ?? found?.area;
  // The shape screenshots fill (others are fitted inside it), and the shape of their box.
  const screen = picture?.file
    ? {
        shape: areaShape(screenArea ?? FULL_PICTURE, picture.file.w, picture.file.h),
        boxShape: areaShape(screenArea ?? FULL_PICTURE, picture.file.w, picture.file.h),
        colour: found?.colour,
      }
    : {
        shape: screenAspect,
        boxShape: section.device === 'desktop' ? screenAspect * DESKTOP_WINDOW_SHAPE : screenAspect,
      };

  return (
    <div
      ref={rootRef}
      className={styles.showcase}
      data-device={section.device}
      data-panel-open={isPanelOpen}
    >
      <ProjectIndex
        className={styles.index}
        section={section}
        projects={projects}
        hashOf={hashOf}
        openId={openProject?.id}
        isFirstView={!isBehindTab}
      />
      <div ref={stageRef} className={styles.stage} data-stage="">
        <ScreenshotCarousel
          title={openProject?.name ?? section.tabLabel}
          screens={openProject?.screens ?? []}
          index={carousel.index}
          direction={carousel.direction}
          onNext={carousel.next}
          onPrevious={carousel.previous}
          device={section.device}
          screen={screen}
          sizes={
            picture && screenArea
              ? screenshotSizesOn(section.device, screenArea.width)
              : section.device === 'phone'
                ? phoneScreenshotSizes(screenAspect)
                : undefined
          }
          frame={(screen) =>
            picture ? (
              <DeviceHotspots
                picture={picture}
                screenArea={screenArea}
                {...deviceProps}
                openApp={screen}
              />
            ) : (
              <DeviceScreen {...deviceProps} openApp={screen} />
            )
          }
        />
      </div>
      {isPanelOpen && (
        <div className={styles.panel}>
          <InfoPanel
            id={panelId}
            title={
              project ? (
                <InLang lang={langOf(project, 'name')}>{project.name}</InLang>
              ) : (
                <InLang lang={langOf(section, 'defaultTitle')}>{section.defaultTitle}</InLang>
              )
            }
            headingRef={headingRef}
            onClose={close}
            hideWhenNarrow={panelMode === 'auto' && isWide === undefined}
          >
            {project ? (
              <ProjectDetails project={project} device={section.device} />
            ) : (
              section.defaultText.map((paragraph, i) => (
                <p
                  key={paragraph}
                  lang={langOf(section, `defaultText.${i}`) ?? langOf(section, 'defaultText')}
                >
                  {paragraph}
                </p>
              ))
            )}
          </InfoPanel>
        </div>
      )}
    </div>
  );
}
