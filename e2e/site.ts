/** Facts about the content (CONTENT_DIR) that the end-to-end tests check against. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outDir } from '../build-config';
import { contentIn, languages, pages, profile, projects, siteTitle } from '@/test/content';

export { pages, profile, projects, siteTitle };

/** Every page in every language of the site, the default language's first (the sitemap's order). */
export const allPages = languages.flatMap((lang) => contentIn(lang).pages);

/** The prerendered HTML of a page path of the build ('/', '/projects', '/tr/', '/tr/projects'). */
export function builtHtml(pagePath: string): string {
  return readFileSync(join(outDir(), pagePath.replace(/^\/|\/$/g, ''), 'index.html'), 'utf8');
}

/** A page's title by the specification's rule, in the language of `content` (default: the site's). */
export function titleOf(
  path: string,
  content: Pick<ReturnType<typeof contentIn>, 'pages' | 'siteTitle'> = { pages, siteTitle },
): string {
  const page = content.pages.find((p) => p.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return page.titleSuffix ? `${content.siteTitle} - ${page.titleSuffix}` : content.siteTitle;
}

/** A page's navigation label (the content's pages.ts): its link text in the navbar and footer. */
export function navLabel(id: (typeof pages)[number]['id']): string {
  const page = pages.find((p) => p.id === id);
  if (!page) throw new Error(`no page ${id}`);
  return page.navLabel;
}
