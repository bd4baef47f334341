import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { routeTable } from './lib/routeTable';

/** Built from the route table in src/lib/routeTable.ts; any other path redirects to "/". */
export default [
  ...routeTable.map((page) =>
    page.path === '/' ? index(page.module) : route(page.path, page.module),
  ),
  route('*', 'pages/NotFound/NotFound.tsx'),
] satisfies RouteConfig;
