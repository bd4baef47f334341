import type { Lang, PageId } from '@/model/types';
import { localePath } from '../i18n/languages';

/**
 * The site's routes: fixed by the specification, so they live in code, not in the owner's
 * content. The router config (src/routes.ts, react-router.config.ts) reads this table, and
 * src/lib/pages.ts joins it with the owner's page texts (`<CONTENT_DIR>/pages.ts`).
 * Order = navigation order. Imports nothing at run time, so the router config can load it
 * without the build's aliases.
 */
export const routeTable: readonly RouteEntry[] = [
  { id: 'home', path: '/', module: 'pages/Home/HomePage.tsx' },
  { id: 'experiences', path: '/experiences', module: 'pages/Experiences/ExperiencesPage.tsx' },
  { id: 'projects', path: '/projects', module: 'pages/Projects/ProjectsPage.tsx' },
  { id: 'writing', path: '/writing', module: 'pages/Writing/WritingPage.tsx', withPosts: true },
  { id: 'aboutMe', path: '/about-me', module: 'pages/AboutMe/AboutMePage.tsx' },
];

interface RouteEntry {
  id: PageId;
  path: string;
  module: string;
  /** A page only of a site with posts (an owner without posts sees no trace of it). */
  withPosts?: boolean;
}

/** Each post's page: `/writing/<slug>` (and `/tr/writing/<slug>`). */
export const postRoute = { path: '/writing/:slug', module: 'pages/Writing/PostPage.tsx' };

/** The site's pages: the table without the Writing page when there are no posts. */
export function sitePages(hasPosts: boolean) {
  return routeTable.filter((page) => hasPosts || !page.withPosts);
}

/**
 * The built pages' paths in `lang`: every page of the site and the posts `slugs` (e.g. only the
 * newest, for tools that look at one page of each kind).
 */
export function builtPaths(
  lang: Lang,
  languages: readonly Lang[],
  slugs: readonly string[],
): string[] {
  return [
    ...sitePages(slugs.length > 0).map((page) => localePath(page.path, lang, languages)),
    ...slugs.map((slug) => localePath(`/writing/${slug}`, lang, languages)),
  ];
}
