/** Facts about the content (CONTENT_DIR) that the end-to-end tests check against. */
import { pages } from '../src/lib/pages';
import { profile, siteTitle } from '@/content/profile';
import { projects } from '@/content/projects';

export { pages, profile, projects, siteTitle };

export function titleOf(path: string): string {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return page.titleSuffix ? `${siteTitle} - ${page.titleSuffix}` : siteTitle;
}

/** A page's navigation label (the content's pages.ts): its link text in the navbar and footer. */
export function navLabel(id: (typeof pages)[number]['id']): string {
  const page = pages.find((p) => p.id === id);
  if (!page) throw new Error(`no page ${id}`);
  return page.navLabel;
}
