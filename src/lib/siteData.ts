/**
 * Build time only: the root loader's data for a page in `lang` (see SiteData).
 */
import { site } from '@/content/site';
import { pageStrings, SITE_GROUPS, stringsFor } from '@/i18n/dictionary';
import { fill } from '@/i18n/fill';
import { OG_LOCALES } from '@/i18n/languages';
import { pickResolved } from '@/i18n/localise';
import type { FrameProfile, RootData, SitePage } from '@/i18n/SiteContext';
import type { Lang, PageId } from '@/model/view';
import { ASKS_CONSENT } from './analytics';
import { env } from './env';
import { footerProjectLinks } from './footerLinks';
import { contentIn, languages, pageIn } from './localContent';
import type { PageHead } from './meta';
import { isAvailable } from '@/model/record';
import type { OwnerRecord as LocalRecord } from '@/model/view';

/** What the frame and the heads show of each page and of the profile (RootData). */
export const FRAME_FIELDS = {
  page: ['id', 'path', 'navLabel', 'titleSuffix'],
  profile: ['name', 'role', 'school', 'social'],
} as const satisfies {
  page: readonly (keyof SitePage)[];
  profile: readonly (keyof FrameProfile)[];
};

export function siteData(lang: Lang): RootData {
  const content = contentIn(lang);
  const strings = pageStrings(lang);
  const date = env.lastUpdated;
  return {
    lang,
    languages,
    // The analytics prompt's words only in a build that asks (nothing more for the others).
    strings: ASKS_CONSENT
      ? { ...stringsFor(lang, SITE_GROUPS), ...stringsFor(lang, ['consent']) }
      : stringsFor(lang, SITE_GROUPS),
    // What links and titles need of each page; a page's description travels with the page.
    pages: content.pages.map((page): SitePage => pickResolved(page, FRAME_FIELDS.page)),
    siteTitle: content.siteTitle,
    // The rest of the profile travels with the pages that show it (home, About).
    profile: pickResolved(content.profile, FRAME_FIELDS.profile),
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

/** A page's own head data in `lang` (src/lib/meta.ts `PageHead`), sent by the page's loader. */
export function pageHead(lang: Lang, id: PageId): PageHead {
  const content = contentIn(lang);
  return {
    description: pageIn(content, id).description,
    ...(id === 'home' ? { email: content.profile.email, ...seeks(content.record) } : {}),
  };
}

/** The home page's JSON-LD `seeks`: the owner's availability note, while it holds. */
function seeks(record: LocalRecord): Pick<PageHead, 'seeks'> {
  const { availability } = record;
  if (!availability || !isAvailable(availability, Date.now())) return {};
  return {
    seeks: {
      description: availability.text,
      ...(availability.until ? { until: availability.until } : {}),
    },
  };
}
