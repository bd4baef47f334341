import { getPage } from '@/lib/pages';
import { findProject, overviewProjectIds } from '@/content/projects';
import type { Project } from '@/model/types';
import { projectHref } from './deepLink';

/** The footer links this many featured projects at most, whatever the content holds. */
export const MAX_FOOTER_PROJECTS = 6;

export interface FooterLink {
  key: string;
  to: string;
  label: string;
}

/**
 * What the footer's Projects column shows: the featured projects (the home page's overview
 * cards, at most six) and a link to all of them. Computed at build time by the root route's
 * loader, so no page's JavaScript carries the project list for the footer.
 */
export function footerProjectLinks(): FooterLink[] {
  const featured = overviewProjectIds
    .map((id) => findProject(id))
    .filter((project): project is Project => project !== undefined)
    .slice(0, MAX_FOOTER_PROJECTS)
    .map((project) => ({ key: project.id, to: projectHref(project.id), label: project.name }));
  const all = { key: 'all-projects', to: getPage('projects').path, label: 'All projects' };
  return [...featured, all];
}
