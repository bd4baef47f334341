/**
 * The owner's content as if the owner had written every text in the default language only, for
 * tests of how a second language shows what is not translated yet. Every `Text` field (the
 * profile's role, school, location, tagline and About text, the social links' labels, pages'
 * names and descriptions, projects' names, lines, bullets, screenshots and downloads, the tabs'
 * labels and default texts, the timeline's texts, the record's (`record.ts`) and every picture's alt text) becomes
 * `{ [DEFAULT]: text }`, whether the owner wrote one language or several, with a numbered tag
 * (`… ~12`) so that each is told apart from the interface's words and from other fields.
 */
import { profile, siteTitle } from '@/content/profile';
import { pages as pageTexts } from '@/content/pages';
import { projects, projectSections } from '@/content/projects';
import { resume } from '@/content/resume';
import { skillCategories } from '@/content/skills';
import { timeline, timelineIntro } from '@/content/timeline';
import { isTranslations } from '@/i18n/localise';
import { record } from '@/content/record';
import { siteLangs } from '@/i18n/siteLangs';
import type { Lang } from '@/model/types';

export const DEFAULT: Lang = siteLangs[0] ?? 'en';
/** The site's second language, or one it could add. */
export const OTHER: Lang = siteLangs[1] ?? (DEFAULT === 'tr' ? 'en' : 'tr');

/** Every text the untranslated content holds: each one is shown in DEFAULT on an OTHER page. */
export const untranslatedTexts = new Set<string>();

let count = 0;
const tagged = (text: unknown): unknown => {
  if (typeof text !== 'string') return text;
  count += 1;
  const tag = `${text} ~${count}`;
  untranslatedTexts.add(tag);
  return tag;
};

/** `value` in DEFAULT only: `{ [DEFAULT]: … }` (a list as a whole), each text tagged. */
function only<T>(value: T): T {
  if (value === undefined || value === null) return value;
  const text: unknown = isTranslations(value) ? (value[DEFAULT] ?? Object.values(value)[0]) : value;
  return { [DEFAULT]: Array.isArray(text) ? text.map(tagged) : tagged(text) } as T;
}

function withOnly<T extends object>(object: T, keys: readonly (keyof T)[]): T {
  const copy = { ...object };
  for (const key of keys) if (key in copy) copy[key] = only(copy[key]);
  return copy;
}

const image = <T extends { alt: unknown }>(asset: T): T => withOnly(asset, ['alt']);

export const untranslatedSource = {
  profile: {
    ...withOnly(profile, ['role', 'school', 'location', 'tagline', 'about']),
    avatar: image(profile.avatar),
    social: profile.social.map((link) => withOnly(link, ['label'])),
  },
  siteTitle,
  pageTexts: pageTexts.map((page) => withOnly(page, ['navLabel', 'titleSuffix', 'description'])),
  projects: projects.map((project) => ({
    ...withOnly(project, ['name', 'cardText', 'bullets']),
    cardImage: image(project.cardImage),
    ...(project.icon ? { icon: image(project.icon) } : {}),
    screens: project.screens.map((screen) => ({
      ...withOnly(screen, ['name', 'description']),
      image: image(screen.image),
    })),
    ...(project.download ? { download: withOnly(project.download, ['label']) } : {}),
  })),
  projectSections: projectSections.map((section) => ({
    ...withOnly(section, ['tabLabel', 'defaultTitle', 'defaultText']),
    ...(section.picture ? { picture: image(section.picture) } : {}),
  })),
  resume,
  skillCategories,
  timeline: timeline.map((entry) =>
    withOnly(entry, ['title', 'subtitle', 'location', 'bullets', 'endNote', 'coursework']),
  ),
  timelineIntro: only(timelineIntro),
  record: {
    ...(record.availability ? { availability: withOnly(record.availability, ['text']) } : {}),
    certifications: record.certifications?.map((c) => withOnly(c, ['name', 'issuer'])),
    awards: record.awards?.map((a) => withOnly(a, ['title', 'awarder', 'summary'])),
    publications: record.publications?.map((p) => withOnly(p, ['title', 'venue', 'summary'])),
    volunteering: record.volunteering?.map((v) =>
      withOnly(v, ['role', 'organisation', 'location', 'bullets']),
    ),
  },
};
