/**
 * Build time only (the root loader, scripts): each language's interface dictionary, with the
 * month names `Intl` gives for it. A page receives its own language's through the root loader's
 * data, so the page's JavaScript carries no dictionary and calls no `Intl` (its first use loads
 * the browser's locale data, a long task on a phone).
 */
import type { Lang } from '@/model/types';
import { en, type Strings } from './strings/en.ts';
import { tr } from './strings/tr.ts';

export const dictionaries: Readonly<Record<Lang, Strings>> = { en, tr };

/** A language's words: its dictionary and its calendar. */
export interface PageStrings extends Strings {
  /** January … December in the page's language, as `Intl` writes them. */
  months: string[];
  /** The months as the timeline writes them (`dates.month`: short or long). */
  timelineMonths: string[];
}

/** January … December in `lang`, as `Intl` writes them ('Sep' / 'Eylül'). */
export function monthNames(lang: Lang, month: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(lang, { month, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2024, m, 1)));
}

/**
 * The words every page shows around its content (navbar, menu, footer, the social image's
 * description): the root loader sends these with every page.
 */
export const SITE_GROUPS = [
  'languageName',
  'languageSwitcher',
  'skipToContent',
  'socialImageAlt',
  'nav',
  'theme',
  'footer',
] as const satisfies readonly (keyof PageStrings)[];

export type SiteStrings = Pick<PageStrings, (typeof SITE_GROUPS)[number]>;

/** The parts of `lang`'s words named: what one page sends beside the site's own (`SITE_GROUPS`). */
export function stringsFor<K extends keyof PageStrings>(
  lang: Lang,
  groups: readonly K[],
): Pick<PageStrings, K> {
  const all = pageStrings(lang);
  return Object.fromEntries(groups.map((group) => [group, all[group]])) as Pick<PageStrings, K>;
}

const resolved = new Map<Lang, PageStrings>();

/** `lang`'s words with its calendar (made once per language: every page's loader asks). */
export function pageStrings(lang: Lang): PageStrings {
  let words = resolved.get(lang);
  if (!words) {
    const strings = dictionaries[lang];
    words = {
      ...strings,
      months: monthNames(lang, 'long'),
      timelineMonths: monthNames(lang, strings.dates.month === 'long' ? 'long' : 'short'),
    };
    resolved.set(lang, words);
  }
  return words;
}
