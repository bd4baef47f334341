import { useId } from 'react';
import type { Project, ProjectSection } from '@/model/view';
import { Filled, InLang } from '@/i18n/InLang';
import { langOf } from '@/i18n/localise';
import { useStrings } from '@/i18n/SiteContext';
import styles from './ProjectIndex.module.css';

interface ProjectIndexProps {
  section: ProjectSection;
  projects: readonly Project[];
  /** A project's deep link (`#section&project`): following it opens the project above. */
  hashOf: (project: Project) => string;
  /** The project open on the device, marked as the current one. */
  openId?: string;
  className?: string;
}

/**
 * Every project of a tab at a glance, for the visitor who never touches the device: name,
 * one line and tech. Each is a link to the project's deep link, which opens it on the device
 * (and, without JavaScript, jumps to its written-out details).
 */
export function ProjectIndex({ section, projects, hashOf, openId, className }: ProjectIndexProps) {
  const headingId = useId();
  const { projects: words } = useStrings();
  return (
    <section className={`${styles.index} ${className ?? ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Filled
          template={words.allInSection}
          values={{
            section: <InLang lang={langOf(section, 'tabLabel')}>{section.tabLabel}</InLang>,
          }}
        />{' '}
        <span className={styles.count}>{projects.length}</span>
      </h2>
      <ul className={styles.list}>
        {projects.map((project) => (
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
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
