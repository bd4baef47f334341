/**
 * The resume's own words (section headings, the document's title, 'Present') in every language
 * the site can be shown in, and how it writes dates. A language without its words here fails
 * the type check. Month names come from `Intl`, in the language's own spelling.
 */
import { monthNames } from '../../src/i18n/dictionary';
import type { DateWords } from '../../src/model/dates';
import type { RecordSectionId } from '../../src/model/record';
import type { Lang, TimelineKind } from '../../src/model/types';

export interface ResumeWords {
  /** Heading of each timeline section and of each section of the record (record.ts). */
  sections: Readonly<Record<TimelineKind | RecordSectionId, string>>;
  /** An education entry's lines: 'GPA: 3.8 / 4.0', 'Relevant coursework: …'. */
  gpa: string;
  coursework: string;
  /** After a publication's venue: its co-authors. */
  withCoAuthors: (names: string) => string;
  skills: string;
  /** After the owner's name in the document title and footer: 'Deniz Yılmaz – Resume'. */
  resume: string;
  /** How an ongoing entry ends: 'Sep 2023 – Present'. */
  present: string;
  /** How a month is written: 'short' (Sep 2023) or 'long' (Eylül 2023). */
  month: 'short' | 'long';
  /** The PDF's creator and producer: "{name}'s Portfolio". */
  portfolio: (name: string) => string;
}

export const RESUME_WORDS: Readonly<Record<Lang, ResumeWords>> = {
  en: {
    sections: {
      work: 'Experience',
      project: 'Projects',
      education: 'Education',
      volunteering: 'Volunteering',
      awards: 'Awards',
      certifications: 'Certifications',
      publications: 'Publications',
    },
    gpa: 'GPA',
    coursework: 'Relevant coursework',
    withCoAuthors: (names) => `with ${names}`,
    skills: 'Skills',
    resume: 'Resume',
    present: 'Present',
    month: 'short',
    portfolio: (name) => `${name}'s Portfolio`,
  },
  tr: {
    sections: {
      work: 'Deneyim',
      project: 'Projeler',
      education: 'Eğitim',
      volunteering: 'Gönüllülük',
      awards: 'Ödüller',
      certifications: 'Sertifikalar',
      publications: 'Yayınlar',
    },
    gpa: 'Not ortalaması',
    coursework: 'İlgili dersler',
    withCoAuthors: (names) => `${names} ile birlikte`,
    skills: 'Yetenekler',
    resume: 'Özgeçmiş',
    present: 'Halen',
    month: 'long',
    portfolio: (name) => `${name} Portfolyosu`,
  },
};

/** A resume's language: its code (the PDF's language, upper-casing), its words and dates. */
export interface ResumeLanguage {
  lang: Lang;
  words: ResumeWords;
  dates: DateWords;
}

export function resumeLanguage(lang: Lang): ResumeLanguage {
  const words = RESUME_WORDS[lang];
  return { lang, words, dates: { months: monthNames(lang, words.month), present: words.present } };
}
