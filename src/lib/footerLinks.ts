import type { PageStrings } from '@/i18n/dictionary';
import { langOf } from '@/i18n/localise';
import type { Lang, Project } from '@/model/view';
import { projectHref } from './deepLink';
import { pageIn, type LocalContent } from './localContent';

/** At most this many featured projects in the footer, then "All projects". */
export const MAX_FOOTER_PROJECTS = 6;

export interface FooterLink {
  key: string;
  to: string;
  label: string;
  /** The label's language when it is not the page's (an untranslated name). */
  lang?: Lang;
}

/**
 * The footer's project links: the home page's featured projects (at most six, each a deep
 * link), then one to the Projects page, in the content's language. Runs at build time.
 */
export function footerProjectLinks(
  content: Pick<LocalContent, 'overviewProjectIds' | 'projects' | 'pages'>,
  strings: Pick<PageStrings, 'footer'>,
): FooterLink[] {
  const projectsPath = pageIn(content, 'projects').path;
  const featured = content.overviewProjectIds
    .map((id) => content.projects.find((project) => project.id === id))
    .filter((project): project is Project => project !== undefined)
    .slice(0, MAX_FOOTER_PROJECTS)
    .map((project) => ({
      key: project.id,
      to: projectHref(project.id, projectsPath),
      label: project.name,
      ...(langOf(project, 'name') ? { lang: langOf(project, 'name') } : {}),
    }));
  const all = { key: 'all-projects', to: projectsPath, label: strings.footer.allProjects };
  return [...featured, all];
}
