/**
 * The owner-facing content check: every rule the site relies on, each problem one line with the
 * content file, the entry and what to do (`timeline.ts › uvic › start: '2023-13' is not a
 * date. Write 'YYYY' or 'YYYY-MM', e.g. '2023-09'.`). Pure: takes the content modules'
 * exports, reads files only to see whether they exist. scripts/content/check.ts runs it, with
 * the image check, first in `npm run build`, `npm test` and `npm run dev`.
 *
 * Languages: `site.ts` declares them (`languages`, the default first); a text is one string (the
 * same in every language) or one per language (`{ en: '…', tr: '…' }`). A text in a language
 * the site does not declare is an error; a declared language a text leaves out is a warning
 * (the page shows the default language's text there), as is a language with no text at all.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isLang, LANGUAGE_NAMES, localePath, siteLanguages } from '../../src/i18n/languages';
import { isTranslations, localise } from '../../src/i18n/localise';
import { isYearOrMonth, PRESENT } from '../../src/model/dates';
import { isSafeHref, linksIn } from '../../src/model/markup';
import type {
  Lang,
  OwnerRecord,
  PageText,
  Profile,
  Project,
  ProjectSection,
  ResumeInfo,
  SkillCategory,
  Text,
  TimelineEntry,
} from '../../src/model/types';
import { deviceProblems } from '../../src/lib/deviceProblems';
import { routeTable } from '../../src/lib/routeTable';
import { svgProblems } from '../images/svg-safety';
import { downloadSource } from './download-source';
import { CONTENT_MODULES, OPTIONAL_CONTENT_MODULES } from './modules';
import { closestIconNames, resolveSkillIcon } from './skill-icons';

export interface ContentModules {
  profile: Profile;
  projects: readonly Project[];
  projectSections: readonly ProjectSection[];
  overviewProjectIds: readonly string[];
  timeline: readonly TimelineEntry[];
  skillCategories: readonly SkillCategory[];
  resume: ResumeInfo;
  /**
   * `site.ts`'s `site`: its address, its language(s) and the browser-bar and splash colours.
   */
  site: {
    url: string;
    lang?: string;
    languages?: readonly string[];
    themeColor?: string;
    themeColorDark?: string;
    backgroundColor?: string;
  };
  /** `record.ts`'s certifications, awards, …: optional, checked when given. */
  record?: OwnerRecord;
  /** The page texts (pages.ts); checked when given. */
  pages?: readonly PageText[];
  /** `profile.ts`'s "{name}'s Portfolio" title and `timeline.ts`'s introduction. */
  siteTitle?: Text;
  timelineIntro?: Text;
}

/** What the check finds: errors stop the build, warnings are printed and it goes on. */
export interface ContentFindings {
  errors: string[];
  warnings: string[];
}

export interface Folders {
  /** The content folder (own resume PDF paths are relative to it). */
  content: string;
  /** public/ (download paths are relative to the content folder, or else to public/). */
  public: string;
}

/** Ids appear in URLs (`/projects#mobile-apps&my-app`): lowercase letters, digits, dashes. */
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Colours the manifest, the metas and the drawn icons take: `#rgb` or `#rrggbb`. */
const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const COLOUR_HINT = "Write it as '#rrggbb', e.g. '#0f766e'.";
/** A name a browser can save a file under: no folders, no characters systems refuse. */
const FILE_NAME = /^[^/\\:*?"<>|]+\.[a-z0-9]+$/i;
const PHONE = /^\+?[\d\s().-]{6,}$/;
const LINK_RULE =
  'Links in text may only go to https://, http:// or mailto: addresses, written [text](https://…).';

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A key of a translation map: a language code, `en`, `tr`, `de`, `pt-BR`. */
const LANGUAGE_CODE = /^[a-z]{2}(-[a-z0-9]{2,8})?$/i;

function isTextLike(value: unknown): boolean {
  return (
    typeof value === 'string' ||
    (Array.isArray(value) &&
      value.every((item) => typeof item === 'string' || isTranslations(item)))
  );
}

/**
 * The keys of a translation map (`{ en: '…', tr: '…' }`), also of one with a language the site
 * has no words for (`{ en: '…', de: '…' }`: texts under language codes); else undefined.
 */
function translationKeys(value: unknown): string[] | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  if (isTranslations(value)) return Object.keys(value);
  const keys = Object.keys(value);
  const looksTranslated =
    keys.length > 0 &&
    keys.every((key) => LANGUAGE_CODE.test(key)) &&
    Object.values(value).every(isTextLike);
  return looksTranslated ? keys : undefined;
}

/**
 * Each language's form of what may be translated: `[{ suffix: '', value }]` for a plain value,
 * one per language of a translation map, its suffix naming the language (` › tr`).
 */
function forms(value: unknown): { suffix: string; value: unknown }[] {
  const keys = translationKeys(value);
  if (!keys) return [{ suffix: '', value }];
  return keys.map((key) => ({
    suffix: ` › ${key}`,
    value: (value as Record<string, unknown>)[key],
  }));
}

/**
 * Every paragraph of a `Texts` (a list, a list per language, or a list of translated items)
 * with where it is (`[2]`, `[2] › tr`).
 */
function paragraphs(texts: unknown): { at: string; text: string }[] {
  return forms(texts).flatMap(({ suffix: language, value: list }) =>
    Array.isArray(list)
      ? list.flatMap((item: unknown, i) =>
          forms(item).flatMap(({ suffix, value }) =>
            typeof value === 'string' ? [{ at: `[${i}]${language}${suffix}`, text: value }] : [],
          ),
        )
      : [],
  );
}

/** A text as messages quote it: itself, or the default language's (else the first) form. */
function shown(text: unknown, languages: readonly string[]): string {
  const all = forms(text);
  const chosen =
    all.find((f) => f.suffix === ` › ${languages[0]}`) ?? all.find((f) => f.value) ?? all[0];
  return typeof chosen?.value === 'string' ? chosen.value : '';
}

/** A language's name in English, for messages: 'Turkish'. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames('en', { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where messages put each content module's exports: the main one directly under its file. */
export const MAIN_EXPORT: Readonly<Record<string, string>> = {
  'profile.ts': 'profile',
  'projects.ts': 'projects',
  'timeline.ts': 'timeline',
  'skills.ts': 'skillCategories',
  'resume.ts': 'resume',
  'site.ts': 'site',
  'pages.ts': 'pages',
  'record.ts': 'record',
};

/** A list item as messages name it: its `id`, else a plain `name`, else `field[i]`. */
function listItemLabel(item: unknown, field: string, i: number): string {
  const { id, name } = (typeof item === 'object' && item !== null ? item : {}) as {
    id?: unknown;
    name?: unknown;
  };
  return typeof id === 'string' ? id : typeof name === 'string' ? name : `${field}[${i}]`;
}

/**
 * Hands each export of every content module to `walk` (a list to `walkList`), named by its file
 * (the module's main export) or `file › export`.
 */
function walkExports(
  content: ContentModules,
  walk: (value: unknown, where: string) => void,
  walkList: (list: readonly unknown[], where: string, field: string) => void,
): void {
  for (const [file, names] of Object.entries({ ...CONTENT_MODULES, ...OPTIONAL_CONTENT_MODULES }))
    for (const name of names) {
      const value = (content as unknown as Record<string, unknown>)[name];
      if (value === undefined) continue;
      const where = MAIN_EXPORT[file] === name ? file : `${file} › ${name}`;
      if (Array.isArray(value)) walkList(value, where, MAIN_EXPORT[file] === name ? '' : name);
      else walk(value, where);
    }
}

/** A translation map of the content: where it is (`timeline.ts › uvic › bullets`) and its keys. */
interface TranslationMap {
  where: string;
  keys: string[];
}

/**
 * Every translation map in the content, each named by file › entry › field: list items by their
 * `id` (else a plain `name`, else `field[i]`), as the other messages name them.
 */
function translationMaps(content: ContentModules): TranslationMap[] {
  const found: TranslationMap[] = [];
  const walk = (value: unknown, where: string): void => {
    if (typeof value !== 'object' || value === null) return;
    const keys = translationKeys(value);
    if (keys) {
      found.push({ where, keys });
      // A list per language may hold translated items of its own (they are the list's, in that language).
      for (const text of Object.values(value)) if (Array.isArray(text)) walkList(text, where, '');
      return;
    }
    if (Array.isArray(value)) return walkList(value, where, '');
    for (const [key, child] of Object.entries(value)) {
      if (Array.isArray(child)) walkList(child, where, key);
      else walk(child, `${where} › ${key}`);
    }
  };
  const walkList = (list: readonly unknown[], where: string, field: string): void =>
    list.forEach((item, i) => walk(item, `${where} › ${listItemLabel(item, field, i)}`));
  walkExports(content, walk, walkList);
  // A list item with neither id nor name, straight under its file: `file › [i]`.
  return found.map((map) => ({ ...map, where: map.where.replace(/ › \[/g, '[') }));
}

/**
 * The languages of `site.ts` and of every text: a declared language that is not one the site
 * has words for, a text in a language not declared (errors); a text missing in a declared
 * language, a declared language with no text at all (warnings).
 */
export function checkLanguages(content: ContentModules): ContentFindings {
  const errors: string[] = [];
  const warnings: string[] = [];
  const { site } = content;
  const known = (Object.keys(LANGUAGE_NAMES) as Lang[])
    .map((lang) => `'${lang}' (${languageName(lang)})`)
    .join(', ');
  const newLanguage =
    'A new language needs an interface dictionary first: a copy of src/i18n/strings/en.ts with every text translated, named after the language (e.g. src/i18n/strings/de.ts), and added to src/i18n/.';
  if (site.languages !== undefined) {
    const given: unknown = site.languages;
    if (!Array.isArray(given) || given.length === 0)
      errors.push(
        "site.ts › languages: must list the site's languages, the default first, e.g. ['en', 'tr']; or leave languages out for a site in lang alone.",
      );
    else {
      for (const lang of given)
        if (!isLang(lang))
          errors.push(
            `site.ts › languages: ${JSON.stringify(lang)} is not a language the site can be shown in. It has: ${known}. ${newLanguage}`,
          );
      for (const lang of duplicates(given))
        errors.push(`site.ts › languages: '${lang}' is listed more than once. List each once.`);
      const [first] = given as string[];
      if (site.lang !== undefined && first !== undefined && site.lang !== first)
        errors.push(
          `site.ts › lang: '${site.lang}' is not the first of languages ('${first}'). The first language is the default one (its pages are at /); write lang: '${first}', or put '${site.lang}' first in languages.`,
        );
    }
  } else if (site.lang !== undefined && !isLang(site.lang))
    warnings.push(
      `site.ts › lang: '${site.lang}' is not a language the site has its own words for (menus, buttons, dates), so those are shown in ${languageName('en')}. It has: ${known}. ${newLanguage}`,
    );

  const languages = siteLanguages(site);
  const [defaultLang = 'en'] = languages;
  const declared = new Set<string>([...languages, ...(site.languages ?? [site.lang ?? 'en'])]);
  const listed = languages.map((l) => `'${l}'`).join(', ');
  const maps = translationMaps(content);
  const written = new Set(maps.flatMap((map) => map.keys));
  for (const { where, keys } of maps)
    for (const key of keys) {
      if (declared.has(key)) continue;
      errors.push(
        isLang(key)
          ? `${where} › ${key}: a text in ${languageName(key)}, which site.ts does not declare (languages: ${listed}). Add '${key}' to languages in site.ts, e.g. languages: [${[...languages, key].map((l) => `'${l}'`).join(', ')}], or remove the text.`
          : `${where} › ${key}: '${key}' is not a language the site can be shown in (it has: ${known}). Write the text for the site's languages (${listed}), or as one plain text.`,
      );
    }
  // A language without any text gets one warning, not one per text.
  const silent = languages.filter((lang) => lang !== defaultLang && !written.has(lang));
  for (const lang of silent)
    warnings.push(
      `site.ts › languages › ${lang}: ${languageName(lang)} is declared in site.ts, but no text of the content is written in it, so every page under ${localePath('/', lang, languages)} would show the ${languageName(defaultLang)} text (only the site's own words would be ${languageName(lang)}). Write texts as { ${languages.map((l) => `${l}: '…'`).join(', ')} }, or remove '${lang}' from languages.`,
    );
  for (const { where, keys } of maps) {
    const fallback = keys.includes(defaultLang) ? defaultLang : keys.find(isLang);
    for (const lang of languages) {
      if (keys.includes(lang) || silent.includes(lang) || !fallback) continue;
      const pages =
        lang === defaultLang ? 'its pages' : `its pages under ${localePath('/', lang, languages)}`;
      warnings.push(
        `${where} › ${lang}: no ${languageName(lang)} text, so ${pages} show the ${languageName(fallback)} one. Add ${lang}: '…' to translate it.`,
      );
    }
  }
  return { errors, warnings };
}

/**
 * Every text of the content in every language (each form of a translation map), named by
 * file › entry › field like the other messages (list items by `id`, else a plain `name`).
 */
function eachText(content: ContentModules, visit: (where: string, text: string) => void): void {
  const walk = (value: unknown, where: string): void => {
    if (typeof value === 'string') return visit(where, value);
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) return walkList(value, where, '');
    for (const [key, child] of Object.entries(value)) {
      // What the build adds to a picture (its file) is not the owner's text.
      if (key === 'file' && typeof child === 'object') continue;
      if (Array.isArray(child) && !translationKeys(value)) walkList(child, where, key);
      else walk(child, `${where} › ${key}`);
    }
  };
  const walkList = (list: readonly unknown[], where: string, field: string): void =>
    list.forEach((item, i) =>
      walk(item, `${where} › ${listItemLabel(item, field, i)}`.replace(/ › \[/g, '[')),
    );
  walkExports(content, walk, walkList);
}

/** What a template string writes for a value that is not a text: outside `code`, never content. */
export const NOT_CONTENT = /\[object Object\]|\bundefined\b|\bNaN\b/;

/**
 * Texts that say "[object Object]", "undefined" or "NaN" where content was meant: a translated
 * text (`{ en, tr }`) or a missing value put into a plain template string (`` `a ${profile.role}` ``).
 * The word in a code span (`` `undefined` ``) is meant.
 */
export function notContentProblems(content: ContentModules): string[] {
  const problems: string[] = [];
  eachText(content, (where, text) => {
    const found = NOT_CONTENT.exec(text.replace(/`[^`]*`/g, ''))?.[0];
    if (!found) return;
    const start = Math.max(0, text.indexOf(found) - 30);
    const quote = `${start > 0 ? '…' : ''}${text.slice(start, text.indexOf(found) + found.length + 20)}${text.length > text.indexOf(found) + found.length + 20 ? '…' : ''}`;
    problems.push(
      found === '[object Object]'
        ? `${where}: reads '${quote}': a text that may be translated ({ en: '…', tr: '…' }) was put into a plain template string. Write the sentence with localised\`…\` (import { localised } from '@/model/localised'), e.g. localised\`a \${profile.role}\`, or per language with textIn(profile.role, 'en').`
        : `${where}: reads '${quote}': '${found}' is what a template string writes for a value that is not there (a misspelt or left-out field in \${…}). Check the names in \${…}; if you mean the word, write it as code: \`${found}\`.`,
    );
  });
  return problems;
}

/** Dates of the content: a year or a month. */
const DATE_HINT = "Write 'YYYY' or 'YYYY-MM', e.g. '2023' or '2023-09'";

/** What is wrong with an entry's `end` (not a date, or before `start`), or undefined. */
function endProblem(start: string, end: string | undefined): string | undefined {
  if (end === undefined || end === PRESENT) return undefined;
  if (!isYearOrMonth(end)) return `'${end}' is not a date. ${DATE_HINT}, or 'Present'.`;
  if (isYearOrMonth(start) && end < start.slice(0, end.length))
    return `'${end}' is before the start '${start}'. Swap them or fix the year.`;
  return undefined;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * `record.ts`: every entry has its required texts, real dates (a month or a year; a day for
 * the availability's end) and web links.
 */
export function recordProblems(record: OwnerRecord, languages: readonly Lang[]): string[] {
  const problems: string[] = [];
  const say = (where: string, what: string) => problems.push(`record.ts › ${where}: ${what}`);
  const required = (at: string, field: string, value: unknown, example: string) => {
    for (const { suffix, value: text } of value === undefined
      ? [{ suffix: '', value }]
      : forms(value))
      if (typeof text !== 'string' || !text.trim())
        say(`${at} › ${field}${suffix}`, `is empty. Write it, e.g. '${example}'.`);
  };
  const date = (at: string, field: string, value: unknown) => {
    if (typeof value !== 'string' || !isYearOrMonth(value))
      say(`${at} › ${field}`, `'${String(value)}' is not a date. ${DATE_HINT}.`);
  };
  const link = (at: string, url: unknown) => {
    if (url !== undefined && (typeof url !== 'string' || !isWebUrl(url)))
      say(
        `${at} › url`,
        `'${String(url)}' is not a web address. Write its https:// address, or leave url out.`,
      );
  };
  const name = (text: unknown, i: number) =>
    text === undefined ? `[${i}]` : shown(text, languages) || `[${i}]`;

  if (record.availability) {
    required('availability', 'text', record.availability.text, 'Open to internships from May 2027');
    const until = record.availability.until;
    if (until !== undefined && !(isYearOrMonth(until) || DAY.test(until)))
      say(
        'availability › until',
        `'${until}' is not a date. Write the last day it holds as 'YYYY-MM-DD' (or a month 'YYYY-MM'), e.g. '2027-08-31', or leave until out.`,
      );
  }
  record.certifications?.forEach((c, i) => {
    const at = `certifications › ${name(c.name, i)}`;
    required(at, 'name', c.name, 'AWS Certified Cloud Practitioner');
    required(at, 'issuer', c.issuer, 'Amazon Web Services');
    date(at, 'date', c.date);
    link(at, c.url);
  });
  record.awards?.forEach((a, i) => {
    const at = `awards › ${name(a.title, i)}`;
    required(at, 'title', a.title, 'First place, Best Use of Data');
    required(at, 'awarder', a.awarder, 'nwHacks 2026');
    date(at, 'date', a.date);
    link(at, a.url);
  });
  record.publications?.forEach((p, i) => {
    const at = `publications › ${name(p.title, i)}`;
    required(at, 'title', p.title, 'Teaching Git with Games');
    required(at, 'venue', p.venue, 'SIGCSE 2026 Posters');
    date(at, 'date', p.date);
    link(at, p.url);
  });
  record.volunteering?.forEach((v, i) => {
    const at = `volunteering › ${name(v.role, i)}`;
    required(at, 'role', v.role, 'Mentor');
    required(at, 'organisation', v.organisation, 'Code Club');
    date(at, 'start', v.start);
    const end = endProblem(v.start, v.end);
    if (end) say(`${at} › end`, end);
    link(at, v.url);
  });
  return problems;
}

/** Every error and warning of the content (`checkContent`: the errors alone). */
export function checkContentFindings(content: ContentModules, folders: Folders): ContentFindings {
  const languages = checkLanguages(content);
  return {
    errors: [
      ...languages.errors,
      ...notContentProblems(content),
      ...checkContent(content, folders),
    ],
    warnings: languages.warnings,
  };
}

/** The errors of the content, but for its languages (`checkLanguages`). */
export function checkContent(content: ContentModules, folders: Folders): string[] {
  const problems: string[] = [];
  const say = (where: string, what: string) => problems.push(`${where}: ${what}`);
  const markup = (where: string, texts: unknown) =>
    paragraphs(texts).forEach(({ at, text }) => {
      for (const href of linksIn(text))
        if (!isSafeHref(href))
          say(`${where}${at}`, `the link '${href}' is not allowed. ${LINK_RULE}`);
    });
  /** Each language's form of a text that must not be empty, with where it is. */
  const blank = (where: string, text: unknown) =>
    forms(text)
      .filter(({ value }) => typeof value !== 'string' || !value.trim())
      .map(({ suffix }) => `${where}${suffix}`);
  const { profile, projects, projectSections, timeline, skillCategories, resume, site } = content;
  const languages = siteLanguages(site);

  // profile.ts
  if (!profile.name.trim()) say('profile.ts › name', 'is empty. Write your name.');
  if (!EMAIL.test(profile.email))
    say(
      'profile.ts › email',
      `'${profile.email}' is not an e-mail address. Write it as name@host.tld.`,
    );
  if (profile.phone !== undefined && !PHONE.test(profile.phone))
    say(
      'profile.ts › phone',
      `'${profile.phone}' is not a phone number. Use digits, spaces and an optional leading +, e.g. '+1 250 555 0142', or leave phone out.`,
    );
  markup('profile.ts › about', profile.about);
  profile.social.forEach((link, i) => {
    const ok =
      isWebUrl(link.href) ||
      (link.kind === 'email' && /^mailto:\S+@\S+$/.test(link.href)) ||
      (link.kind === 'phone' && /^tel:\+?[\d-]+$/.test(link.href));
    if (!ok)
      say(
        `profile.ts › social[${i}] (${shown(link.label, languages)}) › href`,
        `'${link.href}' is not a link a browser can open. Use https://… (or mailto:you@host for e-mail, tel:+15550142 for a phone).`,
      );
  });

  // projects.ts
  const sectionIds = projectSections.map((s) => s.id);
  for (const id of duplicates(projects.map((p) => p.id)))
    say(`projects.ts › ${id}`, 'two projects have this id. Give each project its own id.');
  for (const project of projects) {
    const at = `projects.ts › ${project.id}`;
    if (!ID.test(project.id))
      say(
        `${at} › id`,
        `'${project.id}' appears in links; use lowercase letters, digits and dashes, e.g. 'my-app'.`,
      );
    if (!sectionIds.includes(project.section))
      say(
        `${at} › section`,
        `'${project.section}' is not a section. Use one of: ${sectionIds.join(', ')}.`,
      );
    if (project.screens.length === 0)
      say(`${at} › screens`, 'a project needs at least one screenshot. Add one screen.');
    project.screens.forEach((screen, i) => {
      for (const where of blank(`${at} › screens[${i}].name`, screen.name))
        say(where, "is empty. Name the screen as its caption should read, e.g. 'Home View'.");
    });
    if (!isWebUrl(project.repoUrl))
      say(
        `${at} › repoUrl`,
        `'${project.repoUrl}' is not a web address. Write the repository's https:// address.`,
      );
    markup(`${at} › bullets`, project.bullets);
    if (project.download) {
      const { href, fileName } = project.download;
      const extension = path.extname(href).toLowerCase();
      // eslint-disable-next-line no-control-regex -- control characters are what is refused
      if (!FILE_NAME.test(fileName) || /[\u0000-\u001f]/.test(fileName))
        say(
          `${at} › download › fileName`,
          `'${fileName}' is not a file name a browser can save under. Write a plain name with its extension, e.g. 'My-Game${extension || '.zip'}'.`,
        );
      else if (path.extname(fileName).toLowerCase() !== extension)
        say(
          `${at} › download › fileName`,
          `'${fileName}' does not end in ${extension || 'the file’s extension'} like the file does, so the visitor’s computer would not know how to open it. Write e.g. '${path.basename(fileName, path.extname(fileName))}${extension}'.`,
        );
    }
    const downloadFile = project.download && downloadSource(project.download.href, folders);
    if (project.download && !downloadFile) {
      const rel = project.download.href.replace(/^\/+/, '');
      const inContent = path.relative(process.cwd(), path.join(folders.content, rel));
      say(
        `${at} › download`,
        `${rel} not found in the content folder (${inContent}) or under public/. Put the file there, or fix the path (it is relative to the content folder).`,
      );
    } else if (downloadFile && /\.svg$/i.test(downloadFile)) {
      // A browser opens a downloaded SVG as a page of the site: the build cleans it like a
      // picture (scripts/images/svg-safety.ts), and the owner hears what it takes out.
      const unsafe = svgProblems(readFileSync(downloadFile, 'utf8'));
      if (unsafe.length)
        say(
          `${at} › download`,
          `${path.relative(process.cwd(), downloadFile)} has parts that could run code or load from other sites, which the site never ships: ${unsafe.join(', ')}. Remove them (export a plain SVG from your drawing app), or offer a PDF or PNG.`,
        );
    }
  }
  content.overviewProjectIds.forEach((id, i) => {
    if (!projects.some((p) => p.id === id))
      say(
        `projects.ts › overviewProjectIds[${i}]`,
        `'${id}' is not a project id. Use one of: ${projects.map((p) => p.id).join(', ')}.`,
      );
  });

  // timeline.ts
  for (const id of duplicates(timeline.map((t) => t.id)))
    say(`timeline.ts › ${id}`, 'two entries have this id. Give each entry its own id.');
  for (const entry of timeline) {
    const at = `timeline.ts › ${entry.id}`;
    if (!ID.test(entry.id))
      say(
        `${at} › id`,
        `'${entry.id}' is used in the page's markup; use lowercase letters, digits and dashes, e.g. 'first-job'.`,
      );
    if (!isYearOrMonth(entry.start))
      say(`${at} › start`, `'${entry.start}' is not a date. ${DATE_HINT}.`);
    const end = endProblem(entry.start, entry.end);
    if (end) say(`${at} › end`, end);
    if (entry.projectId && !projects.some((p) => p.id === entry.projectId))
      say(
        `${at} › projectId`,
        `'${entry.projectId}' is not a project id. Use one of: ${projects.map((p) => p.id).join(', ')}, or leave projectId out.`,
      );
    markup(`${at} › bullets`, entry.bullets);
  }

  // record.ts (optional)
  if (content.record) problems.push(...recordProblems(content.record, languages));

  // skills.ts
  for (const id of duplicates(skillCategories.map((c) => c.id)))
    say(`skills.ts › ${id}`, 'two categories have this id. Give each category its own id.');
  for (const category of skillCategories) {
    if (!ID.test(category.id))
      say(
        `skills.ts › ${category.id} › id`,
        `'${category.id}' is used in the page's markup; use lowercase letters, digits and dashes, e.g. 'languages'.`,
      );
    category.groups.forEach((group, g) =>
      group.skills.forEach((skill) => {
        if (skill.icon === undefined || resolveSkillIcon(skill.icon)) return;
        say(
          `skills.ts › ${category.id} › groups[${g}] › ${shown(skill.name, languages)} › icon`,
          `no icon is called '${skill.icon}'. Closest names: ${closestIconNames(skill.icon)
            .map((n) => `'${n}'`)
            .join(', ')} (all names: https://simpleicons.org), or leave icon out for a text chip.`,
        );
      }),
    );
  }

  // resume.ts: a file name (and an own PDF) per language, or one for all.
  for (const { suffix, value: fileName } of forms(resume.fileName))
    if (typeof fileName !== 'string' || !/^[\w.-]+\.pdf$/i.test(fileName))
      say(
        `resume.ts › fileName${suffix}`,
        `'${String(fileName)}' must be a plain file name ending in .pdf, e.g. 'Jane-Doe-Resume.pdf'.`,
      );
  for (const { suffix, value: own } of resume.file === undefined ? [] : forms(resume.file)) {
    const file = path.resolve(folders.content, String(own));
    if (!file.startsWith(path.resolve(folders.content) + path.sep) || !existsSync(file))
      say(
        `resume.ts › file${suffix}`,
        `${path.relative(process.cwd(), file)} not found. Put your PDF there (the path is relative to the content folder), or leave file out to use the generated resume.`,
      );
    else if (readFileSync(file).subarray(0, 5).toString('latin1') !== '%PDF-')
      say(
        `resume.ts › file${suffix}`,
        `${path.relative(process.cwd(), file)} is not a PDF. Export your resume as PDF.`,
      );
  }

  // site.ts
  if (!isWebUrl(site.url) || site.url.endsWith('/'))
    say(
      'site.ts › url',
      `'${site.url}' must be the site's public address without a trailing slash, e.g. 'https://jane.github.io'.`,
    );

  for (const field of ['themeColor', 'themeColorDark', 'backgroundColor'] as const) {
    const value = site[field];
    if (value !== undefined && !COLOUR.test(value))
      say(`site.ts › ${field}`, `${JSON.stringify(value)} is not a colour. ${COLOUR_HINT}`);
  }

  // pages.ts: one entry per route, each with a navigation label (Writing's is optional: the
  // interface's words name it when the owner writes none).
  if (content.pages) {
    const { pages } = content;
    for (const route of routeTable) {
      const text = pages.find((p) => p.id === route.id);
      if (!text && route.withPosts) continue;
      if (!text)
        say(
          'pages.ts',
          `no entry for the page '${route.id}' (${route.path}). Add one with id: '${route.id}', navLabel, titleSuffix and description.`,
        );
      else
        for (const where of blank(`pages.ts › ${route.id} › navLabel`, text.navLabel))
          say(where, 'is empty. Write the label the navigation shows.');
    }
    for (const id of duplicates(pages.map((p) => p.id)))
      say('pages.ts', `the page '${id}' has more than one entry. Keep one.`);
    pages.forEach((p, i) => {
      if (!routeTable.some((r) => r.id === p.id))
        say(
          `pages.ts › pages[${i}] › id`,
          `'${p.id}' is not a page. Use one of ${routeTable.map((r) => `'${r.id}'`).join(', ')}.`,
        );
    });
  }

  // Places on the device: drawn screens place icons themselves; an own picture needs hotspots.
  const [shownLang = 'en'] = languages;
  problems.push(
    ...deviceProblems(
      localise(projectSections, shownLang, languages),
      localise(projects, shownLang, languages),
    ),
  );
  return problems;
}
