/**
 * The owner's content (CONTENT_DIR) as a page in one language shows it, for tests: the same
 * names as the content modules export, every translation resolved to the default language.
 * `contentIn(lang)` gives another language's. Tests read names, counts and texts here, never
 * the sample's words.
 */
import { site } from '@/content/site';
import { contentIn, languages } from '@/lib/localContent';
import type { Lang, PageId, ProjectSectionId } from '@/model/view';
import type { PageInfo, Project } from '@/model/view';

export { contentIn, languages, site };

export const defaultLang: Lang = languages[0] ?? 'en';

const content = contentIn(defaultLang);

export const {
  profile,
  siteTitle,
  projects,
  projectSections,
  overviewProjectIds,
  timeline,
  timelineIntro,
  skillCategories,
  resume,
  pages,
} = content;

export function projectsInSection(section: ProjectSectionId): Project[] {
  return projects.filter((project) => project.section === section);
}

export function findProject(id: string): Project | undefined {
  return projects.find((project) => project.id === id);
}

export function getPage(id: PageId): PageInfo {
  const page = pages.find((p) => p.id === id);
  if (!page) throw new Error(`no page ${id}`);
  return page;
}
