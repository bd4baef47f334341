/** Facts about the content (CONTENT_DIR) that the end-to-end tests check against. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outDir } from '../build-config';
import { localePath } from '../src/i18n/languages';
import type { Lang } from '../src/model/types';
import { postsIn } from '@/lib/posts';
import {
  contentIn,
  defaultLang,
  languages,
  pages,
  profile,
  projects,
  siteTitle,
} from '@/test/content';

export { pages, profile, projects, siteTitle };

/**
 * The default language's pages, and its newest post's page when the owner writes: one of each
 * kind of page the site builds.
 */
export const pageKinds: readonly { path: string }[] = [
  ...pages,
  ...postsIn(defaultLang)
    .slice(0, 1)
    .map((post) => ({ path: `${pages.find((p) => p.id === 'writing')?.path}/${post.slug}` })),
];

/** Every page in every language of the site, the default language's first, with its language. */
export const allPages = languages.flatMap((lang) =>
  contentIn(lang).pages.map((page) => ({ ...page, lang })),
);

/**
 * Every entry of sitemap.xml in its order: each language's pages, then its posts by slug, each
 * with the languages it has a page in.
 */
export const sitemapEntries: readonly { path: string; languages: readonly Lang[] }[] =
  languages.flatMap((lang) => [
    ...contentIn(lang).pages.map((page) => ({ path: page.path, languages })),
    ...postsIn(lang)
      .map((post) => post.slug)
      .sort()
      .map((slug) => ({
        path: localePath(`/writing/${slug}`, lang, languages),
        languages: languages.filter((l) => postsIn(l).some((post) => post.slug === slug)),
      })),
  ]);

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
