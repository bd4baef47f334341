/**
 * Information for an owner who has started translating: which texts of the content are still
 * in the default language only, by file, for each other language of the site ("Still in English
 * only on /tr/: profile.ts › tagline, about[1]; timeline.ts › 3 entries (uvic, ta, robber)").
 * Said only when the site has a second language and at least one text is translated (before
 * that, the content check's language warning covers it), and never a failure: a name or an
 * address may well stay the same in every language.
 *
 * The texts are the fields src/model/types.ts types as `Text` or `Texts` (what the page shows
 * in the page's language), listed below by file.
 */
import { localePath, siteLanguages } from '../../src/i18n/languages';
import { isTranslations } from '../../src/i18n/localise';
import type { Lang } from '../../src/model/types';
import type { ContentModules } from './check-rules';

/** Where a text is: its file, the list entry it belongs to (by id or name), and its field. */
interface TextPlace {
  file: string;
  entry?: string;
  field: string;
}

type Fields = readonly string[];

/** The translatable fields of each shape (a `a.b` field is a nested object's, `a[].b` a list's). */
const PROFILE: Fields = ['role', 'school', 'location', 'tagline', 'about', 'avatar.alt'];
const SOCIAL: Fields = ['label'];
const PAGE: Fields = ['navLabel', 'titleSuffix', 'description'];
const PROJECT: Fields = ['name', 'cardText', 'cardImage.alt', 'bullets', 'icon.alt'];
const SCREEN: Fields = ['name', 'description', 'image.alt'];
const SECTION: Fields = ['tabLabel', 'defaultTitle', 'defaultText', 'picture.alt'];
const ENTRY: Fields = ['title', 'subtitle', 'location', 'endNote', 'bullets', 'coursework'];
const SKILLS: Fields = ['title'];
const RECORD: Readonly<Record<string, Fields>> = {
  certifications: ['name', 'issuer'],
  awards: ['title', 'awarder', 'summary'],
  publications: ['title', 'venue', 'summary'],
  volunteering: ['role', 'organisation', 'location', 'bullets'],
};

function at(value: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      value,
    );
}

/**
 * The parts of one text not written in `lang`: `['']` for the whole, `['[1]']` for one item of
 * a list, nothing when it is translated (or empty).
 */
function untranslatedParts(text: unknown, lang: Lang): string[] {
  if (text === undefined || text === null || text === '') return [];
  if (isTranslations(text)) return text[lang] === undefined ? [''] : [];
  if (typeof text === 'string') return [''];
  if (!Array.isArray(text) || text.length === 0) return [];
  const items = text.map((item, i) => (untranslatedParts(item, lang).length ? `[${i}]` : ''));
  const missing = items.filter(Boolean);
  return missing.length === text.length ? [''] : missing;
}

/** Whether any text of `value` is written per language. */
function hasTranslation(value: unknown): boolean {
  if (isTranslations(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some(hasTranslation);
}

function label(item: unknown, fallback: string): string {
  const fields = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
  for (const key of ['id', 'name', 'title', 'role'])
    if (typeof fields[key] === 'string') return fields[key];
  return fallback;
}

/** A list as written, or none where the content has something else (the main check names it). */
function list<T>(value: readonly T[] | undefined): readonly T[] {
  return Array.isArray(value) ? value : [];
}

/** Every text of the content not written in `lang`, in file order. */
export function untranslatedTexts(content: ContentModules, lang: Lang): TextPlace[] {
  const found: TextPlace[] = [];
  const look = (file: string, object: unknown, fields: Fields, entry?: string, prefix = '') => {
    for (const field of fields)
      for (const part of untranslatedParts(at(object, field), lang))
        found.push({ file, ...(entry ? { entry } : {}), field: `${prefix}${field}${part}` });
  };
  const { profile, projects, projectSections, timeline, skillCategories, resume, record } = content;
  look('profile.ts', profile, PROFILE);
  list(profile.social).forEach((link, i) =>
    look('profile.ts', link, SOCIAL, undefined, `social[${i}].`),
  );
  look('profile.ts', { siteTitle: content.siteTitle }, ['siteTitle']);
  for (const page of list(content.pages)) look('pages.ts', page, PAGE, page.id);
  for (const project of list(projects)) {
    look('projects.ts', project, PROJECT, project.id);
    list(project.screens).forEach((screen, i) =>
      look('projects.ts', screen, SCREEN, project.id, `screens[${i}].`),
    );
    if (project.download) look('projects.ts', project.download, ['label'], project.id, 'download.');
  }
  for (const section of list(projectSections)) look('projects.ts', section, SECTION, section.id);
  look('timeline.ts', { timelineIntro: content.timelineIntro }, ['timelineIntro']);
  for (const entry of list(timeline)) look('timeline.ts', entry, ENTRY, entry.id);
  for (const category of list(skillCategories)) {
    look('skills.ts', category, SKILLS, category.id);
    list(category.groups).forEach((group, g) => {
      look('skills.ts', group, ['title'], category.id, `groups[${g}].`);
      list(group.skills).forEach((skill, s) =>
        look('skills.ts', skill, ['note'], category.id, `groups[${g}].skills[${s}].`),
      );
    });
  }
  // An own PDF (`file`) replaces the summary; one for every language is the default's PDF.
  look('resume.ts', resume, resume?.file === undefined ? ['summary'] : ['file']);
  if (record) {
    if (record.availability)
      look('record.ts', record.availability, ['text'], undefined, 'availability.');
    for (const [part, fields] of Object.entries(RECORD)) {
      const list = (record as Record<string, unknown>)[part];
      if (Array.isArray(list))
        list.forEach((item: unknown, i) =>
          look('record.ts', item, fields, `${part} › ${label(item, `[${i}]`)}`),
        );
    }
  }
  return found;
}

/** Entries named in a file's line before the count takes over. */
const NAMED_ENTRIES = 3;

/** One file's part of the line: its own fields, then its entries (named, or counted). */
function filePart(file: string, places: readonly TextPlace[]): string {
  const own = places.filter((p) => p.entry === undefined).map((p) => p.field);
  const entries = [...new Set(places.flatMap((p) => (p.entry === undefined ? [] : [p.entry])))];
  const parts = [...own];
  if (entries.length > NAMED_ENTRIES)
    parts.push(`${entries.length} entries (${entries.slice(0, NAMED_ENTRIES).join(', ')}, …)`);
  else
    for (const entry of entries)
      parts.push(
        `${entry} (${places
          .filter((p) => p.entry === entry)
          .map((p) => p.field)
          .join(', ')})`,
      );
  return `${file} › ${parts.join(', ')}`;
}

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames('en', { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * One line per other language of the site listing what is still in the default language
 * there, by file; none for a site in one language, or with nothing translated yet.
 */
export function untranslatedNotes(content: ContentModules): string[] {
  const languages = siteLanguages(content.site);
  const [defaultLang] = languages;
  if (!defaultLang || languages.length < 2 || !hasTranslation(content)) return [];
  return languages.slice(1).flatMap((lang) => {
    const places = untranslatedTexts(content, lang);
    if (places.length === 0) return [];
    const files = [...new Set(places.map((p) => p.file))];
    const list = files.map((file) =>
      filePart(
        file,
        places.filter((p) => p.file === file),
      ),
    );
    return [
      `Still in ${languageName(defaultLang)} only on ${localePath('/', lang, languages)} (${places.length} text${places.length === 1 ? '' : 's'}; translate each as { ${languages.map((l) => `${l}: '…'`).join(', ')} }, or leave a name as it is): ${list.join('; ')}.`,
    ];
  });
}
