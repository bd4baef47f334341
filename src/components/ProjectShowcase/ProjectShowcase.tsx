import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { Project, ProjectSection } from '@/model/types';
import { useCarousel } from '@/hooks/useCarousel';
import { useIsWiderThan } from '@/hooks/useIsWiderThan';
import { trackEvent } from '@/lib/analytics';
import { DeviceHotspots } from '../DeviceHotspots/DeviceHotspots';
import { DeviceScreen, type DeviceViewProps } from '../DeviceScreen/DeviceScreen';
import { InfoPanel } from '../InfoPanel/InfoPanel';
import { ProjectDetails } from '../ProjectDetails/ProjectDetails';
import styles from './ProjectShowcase.module.css';

/** At this window width (px) or less the info panel starts closed until an app is chosen. */
export const PANEL_MIN_WIDTH = 960;

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
}

/**
 * One tab of the Projects page: the section's device picture with a button per project, and
 * an info panel with the default text (app index 0) or the chosen project.
 */
export function ProjectShowcase({
  section,
  projects,
  initialProjectId,
  linkOf,
}: ProjectShowcaseProps) {
  const initialIndex = projects.findIndex((p) => p.id === initialProjectId) + 1;
  const [selectedIndex, setSelectedIndex] = useState(initialIndex);
  const [panelMode, setPanelMode] = useState<PanelMode>(initialIndex > 0 ? 'open' : 'auto');
  const project = projects[selectedIndex - 1];
  const carousel = useCarousel(project?.screens.length ?? 0);
  const isWide = useIsWiderThan(PANEL_MIN_WIDTH);
  const isPanelOpen = panelMode === 'open' || (panelMode === 'auto' && isWide !== false);

  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hotspotButtons = useRef(new Map<number, HTMLButtonElement>());
  const shouldFocusHeading = useRef(false);
  const panelId = useId();

  const choose = (appIndex: number) => {
    trackEvent({ category: 'user_interaction', action: section.analyticsAction, label: appIndex });
    setSelectedIndex(appIndex);
    carousel.reset();
    setPanelMode('open');
    shouldFocusHeading.current = true;
  };

  const close = () => {
    setPanelMode('closed');
    hotspotButtons.current.get(Math.max(selectedIndex, 1))?.focus();
  };

  // Focus moves into the panel once it shows what a hotspot chose.
  useEffect(() => {
    if (!shouldFocusHeading.current) return;
    shouldFocusHeading.current = false;
    headingRef.current?.focus();
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

  const deviceProps: DeviceViewProps = {
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
  };

  return (
    <div
      ref={rootRef}
      className={styles.showcase}
      data-device={section.device}
      data-panel-open={isPanelOpen}
    >
      {section.picture ? (
        <DeviceHotspots picture={section.picture} {...deviceProps} />
      ) : (
        <DeviceScreen {...deviceProps} />
      )}
      {isPanelOpen && (
        <InfoPanel
          id={panelId}
          title={project?.name ?? section.defaultTitle}
          headingRef={headingRef}
          onClose={close}
          hideWhenNarrow={panelMode === 'auto' && isWide === undefined}
        >
          {project ? (
            <ProjectDetails project={project} device={section.device} carousel={carousel} />
          ) : (
            section.defaultText.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          )}
        </InfoPanel>
      )}
    </div>
  );
}
