import { useId } from 'react';
import type { Project, ProjectSection } from '@/model/view';
import { ProjectDetails } from '../ProjectDetails/ProjectDetails';
import { Filled, InLang } from '@/i18n/InLang';
import { langOf } from '@/i18n/localise';
import { useStrings } from '@/i18n/SiteContext';
import styles from './ProjectArticles.module.css';

interface ProjectArticlesProps {
  section: ProjectSection;
  projects: readonly Project[];
  /** The element id of a project's article: its deep-link hash without '#'. */
  idOf: (project: Project) => string;
}

/**
 * Every project of a section written out in full (name, text, tech, repository, download,
 * first screenshot), each with the id a deep link points to. Part of the prerendered page for
 * visitors without JavaScript and for crawlers; CSS hides it while the script is on its way
 * and the enhanced page leaves it out.
 */
export function ProjectArticles({ section, projects, idOf }: ProjectArticlesProps) {
  const headingId = useId();
  const { projects: words } = useStrings();
  return (
    <section className={styles.articles} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Filled
          template={words.inDetail}
          values={{
            section: <InLang lang={langOf(section, 'tabLabel')}>{section.tabLabel}</InLang>,
          }}
        />
      </h2>
      {projects.map((project) => (
        <article
          key={project.id}
          id={idOf(project)}
          className={styles.article}
          aria-labelledby={`${headingId}-${project.id}`}
        >
          <h3 id={`${headingId}-${project.id}`} lang={langOf(project, 'name')}>
            {project.name}
          </h3>
          <ProjectDetails project={project} device={section.device} withStill />
        </article>
      ))}
    </section>
  );
}
