/**
 * The words `npm run import-resume` starts a folder with, where JSON Resume has none: page and
 * tab names, the Experiences page's intro, the site's title. Its own module, so that tests can
 * read them without the importer.
 */
import type { Lang, PageId, ProjectSectionId } from '../../src/model/types';

/** The words an imported folder starts with, in each language (a missing one fails the type check). */
export const IMPORT_WORDS: Readonly<
  Record<
    Lang,
    {
      pages: Readonly<Record<Exclude<PageId, 'writing'>, string>>;
      sections: Readonly<Record<ProjectSectionId, string>>;
      spokenLanguages: string;
      skills: string;
      timelineIntro: string;
      siteTitle: (name: string) => string;
      resumeFile: string;
    }
  >
> = {
  en: {
    pages: { home: 'Home', experiences: 'Experiences', projects: 'Projects', aboutMe: 'About Me' },
    sections: { 'mobile-apps': 'Mobile Apps', 'desktop-apps': 'Games & Websites' },
    spokenLanguages: 'Spoken Languages',
    skills: 'Skills',
    timelineIntro: 'Where I have worked, studied and built things, newest first.',
    siteTitle: (name) => `${name}'s Portfolio`,
    resumeFile: 'Resume',
  },
  tr: {
    pages: {
      home: 'Ana Sayfa',
      experiences: 'Deneyimler',
      projects: 'Projeler',
      aboutMe: 'Hakkımda',
    },
    sections: { 'mobile-apps': 'Mobil Uygulamalar', 'desktop-apps': 'Oyunlar ve Web Siteleri' },
    spokenLanguages: 'Konuşulan Diller',
    skills: 'Yetenekler',
    timelineIntro: 'Çalıştığım, okuduğum ve bir şeyler geliştirdiğim yerler, en yeniden eskiye.',
    siteTitle: (name) => `${name} Portfolyosu`,
    resumeFile: 'Ozgecmis',
  },
};
