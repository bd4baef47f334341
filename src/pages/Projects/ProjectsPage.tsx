import { useCallback, useRef } from 'react';
import { stringsFor } from '@/i18n/dictionary';
import { langOfUrl } from '@/i18n/pageLang';
import { langOf } from '@/i18n/localise';
import { useStrings } from '@/i18n/SiteContext';
import { contentIn, pageIn } from '@/lib/localContent';
import { caseStudies, hasPosts } from '@/lib/posts';
import { usePage } from '@/lib/pages';
import type { Project, ProjectSection, ProjectSectionId } from '@/model/view';
import { ProjectArticles } from '@/components/ProjectArticles/ProjectArticles';
import { PANEL_MIN_WIDTH, ProjectShowcase } from '@/components/ProjectShowcase/ProjectShowcase';
import { Tabs } from '@/components/Tabs/Tabs';
import { useHashSelection } from '@/hooks/useHashSelection';
import { useIsHydrated } from '@/hooks/useIsHydrated';
import { pageMeta, rootData } from '@/lib/meta';
import { pageHead } from '@/lib/siteData';
import { githubFactsIn } from '@/lib/githubFacts';
import { projectHash } from '@/lib/projectHash';
import type { Route } from './+types/ProjectsPage';
import styles from './ProjectsPage.module.css';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta('projects', rootData(matches), loaderData?.head);
}

/**
 * Runs at build time: the sections and projects travel with the page as data (in its HTML,
 * or `/projects.data` on a client-side visit), not in its JavaScript, so the page's code stays
 * the same size however many projects there are.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfUrl(request.url);
  const content = contentIn(lang);
  const studies = hasPosts ? caseStudies(lang, pageIn(content, 'writing').path) : new Map();
  // A project with a case study links it from its panel (only when there are posts); one
  // with facts from GitHub (github.json) shows them there.
  const projects = content.projects.map((project): Project => {
    const caseStudy = studies.get(project.id);
    const github = githubFactsIn(lang, project);
    return {
      ...project,
      ...(caseStudy ? { caseStudy } : {}),
      ...(github ? { github } : {}),
    };
  });
  return {
    head: pageHead(lang, 'projects'),
    strings: stringsFor(lang, ['projects', 'numbers']),
    sections: content.projectSections,
    projects,
  };
}

/** A project's details carry the deep link's name as their id: '#mobile-apps&mot' just works. */
const anchorOf = (project: Project) => projectHash(project.section, project.id);
const articleIdOf = (project: Project) => anchorOf(project).slice(1);

/**
 * Where a deep link scrolls to: the tabs on a wide window; on a narrow one (the list of
 * projects first) the open tab's device, where the linked project opens.
 */
function deepLinkTargetIn(tabs: HTMLElement | null): Element | null {
  if (!tabs || !window.matchMedia(`(max-width: ${PANEL_MIN_WIDTH}px)`).matches) return tabs;
  return tabs.querySelector('[role="tabpanel"]:not([hidden]) [data-stage]') ?? tabs;
}

/** A tab's content as prerendered: icons link to the written-out details below them. */
function PrerenderedSection({
  section,
  projects,
  isBehindTab = false,
}: {
  section: ProjectSection;
  projects: readonly Project[];
  isBehindTab?: boolean;
}) {
  return (
    <>
      <ProjectShowcase
        section={section}
        projects={projects}
        linkOf={anchorOf}
        hashOf={anchorOf}
        isBehindTab={isBehindTab}
      />
      <ProjectArticles section={section} projects={projects} idOf={articleIdOf} />
    </>
  );
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  // The loader's data arrives as it was returned (turbo-stream keeps the content's shapes).
  const { sections, projects: all } = loaderData as {
    sections: readonly ProjectSection[];
    projects: readonly Project[];
  };
  const page = usePage('projects');
  const tabsRef = useRef<HTMLDivElement>(null);
  const deepLinkTarget = useCallback(() => deepLinkTargetIn(tabsRef.current), []);
  const { projects: words } = useStrings();
  const isHydrated = useIsHydrated();
  const defaultSection: ProjectSectionId = sections[0]?.id ?? 'mobile-apps';
  const { activeSection, setActiveSection, deepLink, navigationKey } = useHashSelection(
    defaultSection,
    deepLinkTarget,
    { sections, projects: all },
  );
  const sectionById = (id: ProjectSectionId) => sections.find((s) => s.id === id);
  const inSection = (id: ProjectSectionId) => all.filter((p) => p.section === id);
  const section = sectionById(activeSection);
  const isLinked = deepLink?.section === activeSection;

  return (
    <div className={`container ${styles.page}`}>
      <h1 lang={langOf(page, 'navLabel')}>{page.navLabel}</h1>
      <div ref={tabsRef}>
        <Tabs
          label={words.tabsLabel}
          idPrefix="projects"
          items={sections.map((s) => ({
            id: s.id,
            label: s.tabLabel,
            lang: langOf(s, 'tabLabel'),
          }))}
          selectedId={activeSection}
          onSelect={setActiveSection}
          // Before hydration every tab is written out (the page works without scripts); after
          // it only the open one is drawn: a tab is as tall as its own content.
          inactivePanel={
            isHydrated
              ? undefined
              : (id) => {
                  const other = sectionById(id);
                  return other ? (
                    <PrerenderedSection section={other} projects={inSection(id)} isBehindTab />
                  ) : null;
                }
          }
        >
          {section &&
            (isHydrated ? (
              <ProjectShowcase
                // A deep link starts its section over with the linked project chosen.
                key={isLinked ? navigationKey : section.id}
                section={section}
                projects={inSection(section.id)}
                initialProjectId={isLinked ? deepLink.projectId : undefined}
                hashOf={anchorOf}
              />
            ) : (
              <PrerenderedSection section={section} projects={inSection(section.id)} />
            ))}
        </Tabs>
      </div>
    </div>
  );
}
