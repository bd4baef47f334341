import type { Project } from '@/model/types';
import { AppTile } from './AppTile';
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
}

/**
 * A phone home screen or a desktop drawn by the site, laid out from the projects: one app icon
 * with its name per project, on a grid that gains rows as projects are added.
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
}: DeviceViewProps) {
  const noun = device === 'phone' ? 'app' : 'shortcut';
  return (
    <div className={styles.device} data-device={device}>
      <div className={styles.frame}>
        <div className={styles.screen}>
          <ul
            className={styles.grid}
            aria-label={`${label}: ${projects.length} ${noun}${projects.length === 1 ? '' : 's'}`}
          >
            {projects.map((project, i) => {
              const appIndex = i + 1;
              const content = (
                <>
                  <AppTile project={project} />
                  <span className={styles.name}>{project.name}</span>
                </>
              );
              const isExpanded = expandedIndex === appIndex;
              return (
                <li key={project.id} className={styles.cell}>
                  {linkOf ? (
                    <a className={styles.app} href={linkOf(project)}>
                      {content}
                    </a>
                  ) : (
                    <button
                      ref={(element) => buttonRef(appIndex, element)}
                      type="button"
                      className={styles.app}
                      aria-expanded={isExpanded}
                      aria-controls={isExpanded ? panelId : undefined}
                      onClick={() => onChoose(appIndex)}
                    >
                      {content}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      {device === 'desktop' && <div className={styles.stand} aria-hidden="true" />}
    </div>
  );
}
