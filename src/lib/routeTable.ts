import type { PageId } from '@/model/types';

/**
 * The site's routes: fixed by the specification, so they live in code, not in the owner's
 * content. The router config (src/routes.ts, react-router.config.ts) reads this table, and
 * src/lib/pages.ts joins it with the owner's page texts (`<CONTENT_DIR>/pages.ts`).
 * Order = navigation order. Imports nothing at run time, so the router config can load it
 * without the build's aliases.
 */
export const routeTable: readonly { id: PageId; path: string; module: string }[] = [
  { id: 'home', path: '/', module: 'pages/Home/HomePage.tsx' },
  { id: 'experiences', path: '/experiences', module: 'pages/Experiences/ExperiencesPage.tsx' },
  { id: 'projects', path: '/projects', module: 'pages/Projects/ProjectsPage.tsx' },
  { id: 'aboutMe', path: '/about-me', module: 'pages/AboutMe/AboutMePage.tsx' },
];
