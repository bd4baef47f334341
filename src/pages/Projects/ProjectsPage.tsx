import { useRef } from 'react';
import { getPage } from '@/content/pages';
import { projectSections, projectsInSection } from '@/content/projects';
import type { ProjectSectionId } from '@/content/types';
import { ProjectShowcase } from '@/components/ProjectShowcase/ProjectShowcase';
import { Tabs } from '@/components/Tabs/Tabs';
import { useHashSelection } from '@/hooks/useHashSelection';
import { pageMeta } from '@/lib/meta';
import styles from './ProjectsPage.module.css';

export function meta() {
  return pageMeta('projects');
}

const DEFAULT_SECTION: ProjectSectionId = projectSections[0]?.id ?? 'mobile-apps';
const TAB_ITEMS = projectSections.map((section) => ({ id: section.id, label: section.tabLabel }));

export default function ProjectsPage() {
  const page = getPage('projects');
  const tabsRef = useRef<HTMLDivElement>(null);
  const { activeSection, setActiveSection, deepLink, navigationKey } = useHashSelection(
    DEFAULT_SECTION,
    tabsRef,
  );
  const section = projectSections.find((s) => s.id === activeSection);
  const isLinked = deepLink?.section === activeSection;

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
        >
          {section && (
            <ProjectShowcase
              // A deep link starts its section over with the linked project chosen.
              key={isLinked ? navigationKey : section.id}
              section={section}
              projects={projectsInSection(section.id)}
              initialProjectId={isLinked ? deepLink.projectId : undefined}
            />
          )}
        </Tabs>
      </div>
    </div>
  );
}
