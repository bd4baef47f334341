import { profile } from './profile';
import { localised } from '@/model/localised';
import type { PageText } from '@/model/types';

/** SECOND SAMPLE OWNER. Each page's navigation label, title and description. */
export const pages: readonly PageText[] = [
  {
    id: 'home',
    navLabel: 'Home',
    titleSuffix: null,
    description: localised`Portfolio of ${profile.name}, ${profile.role} at the ${profile.school}: games, websites, an Android app and how to get in touch.`,
  },
  {
    id: 'experiences',
    navLabel: 'Experiences',
    titleSuffix: 'Experiences',
    description: `Work, study and projects of ${profile.name}, from a first website in 2016 to internships in Montréal.`,
  },
  {
    id: 'projects',
    navLabel: 'Projects',
    titleSuffix: 'Projects',
    description: `Vélo Log for Android, and nine games and websites by ${profile.name}, with screenshots and a research poster to download.`,
  },
  {
    id: 'aboutMe',
    navLabel: 'About Me',
    titleSuffix: 'About Me',
    description: `About ${profile.name}: background, her resume (PDF), and a contact form for internships and game jams.`,
  },
];
