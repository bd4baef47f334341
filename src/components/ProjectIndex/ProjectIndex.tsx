import { useId } from 'react';
import type { Project, ProjectSection } from '@/model/view';
import { Filled, InLang } from '@/i18n/InLang';
import { langOf } from '@/i18n/localise';
import { useStrings } from '@/i18n/SiteContext';
import { isPageHydrated } from '@/hooks/useIsHydrated';
import { ContentImage } from '../ContentImage/ContentImage';
import { firstListPictureScript, otherTabListScript } from '../ProjectShowcase/firstViewScript';
import styles from './ProjectIndex.module.css';

interface ProjectIndexProps {
  section: ProjectSection;
  projects: readonly Project[];
  /** A project's deep link (`#section&project`): following it opens the project above. */
  hashOf: (project: Project) => string;
  /** The project open on the device, marked as the current one. */
  openId?: string;
  /**
   * The open tab's list: on a phone it is the first view, so its pictures may load with the
   * first paint, the first one first (the largest picture there).
   */
  isFirstView?: boolean;
  className?: string;
}

/**
 * The width of a card's picture in each layout (ProjectIndex.module.css: two columns, in the
 * showcase's right-hand column from 961 px on, half the content width; up to 960 px the first
 * card takes both, as the list is then the page's first view).
 */
export const INDEX_IMAGE_SIZES =
  '(max-width: 560px) calc((100vw - 2.75rem) / 2), (max-width: 960px) calc((100vw - 3.75rem) / 2), calc(((min(100vw - 3rem, 1100px) - 3rem) / 2 - 0.75rem) / 2)';

/** The same for the first card, which takes the whole width up to 960 px. */
export const FIRST_IMAGE_SIZES =
  '(max-width: 560px) calc(100vw - 2rem), (max-width: 960px) calc(100vw - 3rem), calc(((min(100vw - 3rem, 1100px) - 3rem) / 2 - 0.75rem) / 2)';

/** The same for a tab of one project, whose card takes the list's whole width. */
export const SINGLE_IMAGE_SIZES =
  '(max-width: 560px) calc(100vw - 2rem), (max-width: 960px) calc(100vw - 3rem), calc((min(100vw - 3rem, 1100px) - 3rem) / 2)';

/**
 * Every project of a tab at a glance, for the visitor who never touches the device: its
 * picture, name, one line and tech. Each is a link to the project's deep link, which opens it on the device
 * (and, without JavaScript, jumps to its written-out details).
 */
export function ProjectIndex({
  section,
  projects,
  hashOf,
  openId,
  isFirstView = false,
  className,
}: ProjectIndexProps) {
  const headingId = useId();
  const { projects: words } = useStrings();
  return (
    <section
      className={`${styles.index} ${className ?? ''}`}
      aria-labelledby={headingId}
      data-first-view={isFirstView || undefined}
      // The script below may mark it (a link to another tab): hydration keeps that as it is.
      suppressHydrationWarning
    >
      {/* Only the prerendered page has it, and runs it (see otherTabListScript): a link to
          another tab never fetches this list's pictures. */}
      {isFirstView && !isPageHydrated() && (
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? otherTabListScript() : '',
          }}
        />
      )}
      <h2 id={headingId} className={styles.heading}>
        <Filled
          template={words.allInSection}
          values={{
            section: <InLang lang={langOf(section, 'tabLabel')}>{section.tabLabel}</InLang>,
          }}
        />{' '}
        <span className={styles.count}>{projects.length}</span>
      </h2>
      <ul className={styles.list} data-single={projects.length === 1 || undefined}>
        {projects.map((project, i) => (
          <li key={project.id}>
            <a
              className={styles.entry}
              href={hashOf(project)}
              aria-current={project.id === openId ? 'true' : undefined}
            >
              <span className={styles.top}>
                <span className={styles.name} lang={langOf(project, 'name')}>
                  {project.name}
                </span>
                <span className={styles.category}>{words.categories[project.category]}</span>
              </span>
              <span className={styles.text} lang={langOf(project, 'cardText')}>
                {project.cardText}
              </span>
              <span className={styles.tech}>
                <span className="visually-hidden">{words.builtWith} </span>
                {project.tech.slice(0, 4).join(' · ')}
              </span>
              {/* After the words in the markup, so the name leads the link's name; CSS shows
                  the picture on top. */}
              <span className={styles.media}>
                <ContentImage
                  className={styles.image}
                  image={project.cardImage}
                  sizes={
                    projects.length === 1
                      ? SINGLE_IMAGE_SIZES
                      : i === 0
                        ? FIRST_IMAGE_SIZES
                        : INDEX_IMAGE_SIZES
                  }
                  loading="lazy"
                  fetchPriority={isFirstView && i === 0 ? 'high' : undefined}
                  // The script below may load it at once: hydration keeps that as it is.
                  suppressHydrationWarning
                />
              </span>
            </a>
            {/* Only the prerendered page has it, and runs it (see firstListPictureScript). */}
            {isFirstView && i === 0 && !isPageHydrated() && (
              <script
                suppressHydrationWarning
                dangerouslySetInnerHTML={{
                  __html: import.meta.env.SSR ? firstListPictureScript() : '',
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
