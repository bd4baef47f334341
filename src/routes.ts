import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { pages } from './content/pages';

/** Built from the route table in src/content/pages.ts; any other path redirects to "/". */
export default [
  ...pages.map((page) => (page.path === '/' ? index(page.module) : route(page.path, page.module))),
  route('*', 'pages/NotFound/NotFound.tsx'),
] satisfies RouteConfig;
