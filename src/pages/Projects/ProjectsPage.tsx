import { useRef } from 'react';
import { getPage } from '@/content/pages';
import { projectSections, projectsInSection } from '@/content/projects';
import type { Project, ProjectSection, ProjectSectionId } from '@/content/types';
import { ProjectArticles } from '@/components/ProjectArticles/ProjectArticles';
import { ProjectShowcase } from '@/components/ProjectShowcase/ProjectShowcase';
import { Tabs } from '@/components/Tabs/Tabs';
import { useHashSelection } from '@/hooks/useHashSelection';
import { useIsHydrated } from '@/hooks/useIsHydrated';
import { projectHash } from '@/lib/deepLink';
import { pageMeta } from '@/lib/meta';
import styles from './ProjectsPage.module.css';

export function meta() {
  return pageMeta('projects');
}

const DEFAULT_SECTION: ProjectSectionId = projectSections[0]?.id ?? 'mobile-apps';
const TAB_ITEMS = projectSections.map((section) => ({ id: section.id, label: section.tabLabel }));

/** A project's details carry the deep link's name as their id: '#mobile-apps&mot' just works. */
const anchorOf = (project: Project) => projectHash(project.section, project.id);
const articleIdOf = (project: Project) => anchorOf(project).slice(1);

/** A tab's content as prerendered: icons link to the written-out details below them. */
function PrerenderedSection({ section }: { section: ProjectSection }) {
  const projects = projectsInSection(section.id);
  return (
    <>
      <ProjectShowcase section={section} projects={projects} linkOf={anchorOf} />
      <ProjectArticles section={section} projects={projects} idOf={articleIdOf} />
    </>
  );
}

export default function ProjectsPage() {
  const page = getPage('projects');
  const tabsRef = useRef<HTMLDivElement>(null);
  const isHydrated = useIsHydrated();
  const { activeSection, setActiveSection, deepLink, navigationKey } = useHashSelection(
    DEFAULT_SECTION,
    tabsRef,
  );
  const section = projectSections.find((s) => s.id === activeSection);
  const isLinked = deepLink?.section === activeSection;
  const sectionById = (id: ProjectSectionId) => projectSections.find((s) => s.id === id);

  return (
    <div className={`container ${styles.page}`}>
      <h1>{page.navLabel}</h1>
      <div ref={tabsRef}>
        <Tabs
          label="Project categories"
          idPrefix="projects"
          items={TAB_ITEMS}
          selectedId={activeSection}
          onSelect={setActiveSection}
          inactivePanel={
            isHydrated
              ? undefined
              : (id) => {
                  const other = sectionById(id);
                  return other && <PrerenderedSection section={other} />;
                }
          }
        >
          {section &&
            (isHydrated ? (
              <ProjectShowcase
                // A deep link starts its section over with the linked project chosen.
                key={isLinked ? navigationKey : section.id}
                section={section}
                projects={projectsInSection(section.id)}
                initialProjectId={isLinked ? deepLink.projectId : undefined}
              />
            ) : (
              <PrerenderedSection section={section} />
            ))}
        </Tabs>
      </div>
    </div>
  );
}
