import { profile } from './profile';
import type { PageId, PageInfo } from './types';

/**
 * The route table. The router config, navbar, mobile menu, footer "Pages" column, document
 * titles, page metadata and the sitemap all read it. Order = navigation order.
 */
export const pages: readonly PageInfo[] = [
  {
    id: 'home',
    path: '/',
    navLabel: 'Home',
    titleSuffix: null,
    description: `Portfolio of ${profile.name}, a ${profile.role} at the ${profile.school}: projects, skills, experience and contact.`,
    module: 'pages/Home/HomePage.tsx',
  },
  {
    id: 'experiences',
    path: '/experiences',
    navLabel: 'Experiences',
    titleSuffix: 'Experiences',
    description: `A timeline of the work, study and projects of ${profile.name}: internships, teaching assistant work, university and the apps and games built along the way.`,
    module: 'pages/Experiences/ExperiencesPage.tsx',
  },
  {
    id: 'projects',
    path: '/projects',
    navLabel: 'Projects',
    titleSuffix: 'Projects',
    description: `Mobile apps, games and websites by ${profile.name}, with screenshots: Money on Track, MountDoug Maps for iOS and Android, Jastagram, Robber and this portfolio.`,
    module: 'pages/Projects/ProjectsPage.tsx',
  },
  {
    id: 'aboutMe',
    path: '/about-me',
    navLabel: 'About Me',
    titleSuffix: 'About Me',
    description: `About ${profile.name}: background, resume (PDF) and a contact form to get in touch about internships, co-op positions and collaborations.`,
    module: 'pages/AboutMe/AboutMePage.tsx',
  },
];

export function getPage(id: PageId): PageInfo {
  const page = pages.find((p) => p.id === id);
  if (!page) throw new Error(`Unknown page id: ${id}`);
  return page;
}
