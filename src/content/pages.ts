import { profile } from './profile';
import type { PageText } from '@/model/types';

/**
 * SAMPLE CONTENT. Each page's navigation label, title and description (one entry per page:
 * home, experiences, projects, aboutMe). The routes themselves are fixed (src/lib/routeTable.ts).
 */
export const pages: readonly PageText[] = [
  {
    id: 'home',
    navLabel: 'Home',
    titleSuffix: null,
    description: `Portfolio of ${profile.name}, a ${profile.role} at the ${profile.school}: projects, skills, experience and contact.`,
  },
  {
    id: 'experiences',
    navLabel: 'Experiences',
    titleSuffix: 'Experiences',
    description: `A timeline of the work, study and projects of ${profile.name}: internships, teaching assistant work, university and the apps and games built along the way.`,
  },
  {
    id: 'projects',
    navLabel: 'Projects',
    titleSuffix: 'Projects',
    description: `Mobile apps, games and websites by ${profile.name}, with screenshots: Money on Track, MountDoug Maps for iOS and Android, Jastagram, Robber and this portfolio.`,
  },
  {
    id: 'aboutMe',
    navLabel: 'About Me',
    titleSuffix: 'About Me',
    description: `About ${profile.name}: background, resume (PDF) and a contact form to get in touch about internships, co-op positions and collaborations.`,
  },
];
