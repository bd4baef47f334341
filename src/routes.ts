import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { contentLanguages } from '../build-config.ts';
import { localePath } from './i18n/languages';
import { routeTable } from './lib/routeTable';

const NOT_FOUND = 'pages/NotFound/NotFound.tsx';
const languages = await contentLanguages();

/**
 * Built from the route table in src/lib/routeTable.ts: every page in the default language at
 * its path, and in each other language under its prefix (`/tr/projects`). Any other path under
 * a prefix redirects to that language's home page, any other path at all to "/".
 */
export default [
  ...routeTable.map((page) =>
    page.path === '/' ? index(page.module) : route(page.path, page.module),
  ),
  ...languages.slice(1).flatMap((lang) => [
    ...routeTable.map((page) =>
      route(localePath(page.path, lang, languages).replace(/\/$/, ''), page.module, {
        id: `${lang}/${page.id}`,
      }),
    ),
    route(`${lang}/*`, NOT_FOUND, { id: `${lang}/not-found` }),
  ]),
  route('*', NOT_FOUND),
] satisfies RouteConfig;
