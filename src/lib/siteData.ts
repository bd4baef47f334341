/**
 * Build time only: the root loader's data for a page in `lang` (see SiteData).
 */
import { site } from '@/content/site';
import { pageStrings, SITE_GROUPS, stringsFor } from '@/i18n/dictionary';
import { fill } from '@/i18n/fill';
import { OG_LOCALES } from '@/i18n/languages';
import type { RootData, SitePage } from '@/i18n/SiteContext';
import type { Lang } from '@/model/view';
import { env } from './env';
import { footerProjectLinks } from './footerLinks';
import { contentIn, languages } from './localContent';

/** A copy of `object` without `key`. */
function without<T extends object, K extends keyof T>(object: T, key: K): Omit<T, K> {
  return Object.fromEntries(Object.entries(object).filter(([name]) => name !== key)) as Omit<T, K>;
}

export function siteData(lang: Lang): RootData {
  const content = contentIn(lang);
  const strings = pageStrings(lang);
  const date = env.lastUpdated;
  return {
    lang,
    languages,
    strings: stringsFor(lang, SITE_GROUPS),
    // What links and heads need of each page (not the module that renders it).
    pages: content.pages.map((page): SitePage => without(page, 'module')),
    siteTitle: content.siteTitle,
    // The About text ships with the About page only.
    profile: without(content.profile, 'about'),
    footerProjectLinks: footerProjectLinks(content, strings),
    lastUpdated: {
      iso: date.toISOString().slice(0, 10),
      year: date.getUTCFullYear(),
      text: fill(strings.dates.long, {
        month: strings.months[date.getUTCMonth()] ?? '',
        day: date.getUTCDate(),
        year: date.getUTCFullYear(),
      }),
    },
    ogLocales: Object.fromEntries(
      languages.map((each) => [each, each === languages[0] ? site.locale : OG_LOCALES[each]]),
    ),
  };
}
