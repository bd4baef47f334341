import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { contentLanguages, contentPostSlugs, showDrafts } from '../build-config.ts';
import { localePath } from './i18n/languages';
import { postRoute, sitePages } from './lib/routeTable';

const NOT_FOUND = 'pages/NotFound/NotFound.tsx';
const languages = await contentLanguages();
// Drafts have a page on the dev server only (`npm run dev`).
const slugs = await contentPostSlugs(undefined, showDrafts());
const hasPosts = [...slugs.values()].some((list) => list.length > 0);
const pages = sitePages(hasPosts);
const withPost = hasPosts ? [{ id: 'post', ...postRoute }] : [];

/**
 * Built from the route table in src/lib/routeTable.ts (Writing and its posts only when the
 * owner has posts): every page in the default language at
 * its path, and in each other language under its prefix (`/tr/projects`). Any other path under
 * a prefix redirects to that language's home page, any other path at all to "/".
 */
export default [
  ...[...pages, ...withPost].map((page) =>
    page.path === '/' ? index(page.module) : route(page.path, page.module),
  ),
  ...languages.slice(1).flatMap((lang) => [
    ...[...pages, ...withPost].map((page) =>
      route(localePath(page.path, lang, languages).replace(/\/$/, ''), page.module, {
        id: `${lang}/${page.id}`,
      }),
    ),
    route(`${lang}/*`, NOT_FOUND, { id: `${lang}/not-found` }),
  ]),
  route('*', NOT_FOUND),
] satisfies RouteConfig;
