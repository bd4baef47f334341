/**
 * The site's languages and their addresses: the default language at `/`, `/experiences`, …;
 * every other one under its prefix (`/tr/`, `/tr/experiences`, …). Pure: imports nothing at
 * run time, so the router config can use it without the build's aliases.
 */
import type { Lang } from '../model/types';

/** Every language with an interface dictionary, named in itself (the switcher's words). */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { en: 'English', tr: 'Türkçe' };

/** Open Graph locale of each language when the owner names none (`site.locale` is the default's). */
export const OG_LOCALES: Readonly<Record<Lang, string>> = { en: 'en_US', tr: 'tr_TR' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_NAMES, value);
}

/**
 * The languages an owner's `site.ts` declares, default first: `languages` when given, else
 * the one `lang`. What is not a known language is dropped here (the content check names it).
 */
export function siteLanguages(site: { lang?: string; languages?: readonly string[] }): Lang[] {
  const declared = site.languages?.length ? site.languages : [site.lang ?? 'en'];
  const known = [...new Set(declared.filter(isLang))];
  return known.length > 0 ? known : ['en'];
}

/** `/experiences` in `tr` → `/tr/experiences`; `/` → `/tr/`; the default language unchanged. */
export function localePath(path: string, lang: Lang, languages: readonly Lang[]): string {
  if (lang === languages[0]) return path;
  return path === '/' ? `/${lang}/` : `/${lang}${path}`;
}

/**
 * The language of a path (without the base path) and the page's path in the default
 * language: `/tr/projects` → `tr`, `/projects`; `/tr` → `tr`, `/`; `/projects` → default.
 */
export function splitLangPath(
  path: string,
  languages: readonly Lang[],
): { lang: Lang; path: string } {
  const [, first = '', ...rest] = path.split('/');
  const lang = languages.slice(1).find((l) => l === first);
  const defaultLang = languages[0] ?? 'en';
  if (!lang) return { lang: defaultLang, path: path || '/' };
  const tail = rest.join('/');
  return { lang, path: tail ? `/${tail}` : '/' };
}
