/**
 * Build time only (loaders, meta data, scripts): the owner's content in one language of the
 * site, every translation resolved (src/i18n/localise.ts), and each page's address in it.
 * Pages take what they show from their loaders' data, so a page carries only its language.
 */
import { pages as pageTexts } from '@/content/pages';
import { profile, siteTitle } from '@/content/profile';
import { overviewProjectIds, projects, projectSections } from '@/content/projects';
import { resume } from '@/content/resume';
import { skillCategories } from '@/content/skills';
import { timeline, timelineIntro } from '@/content/timeline';
import { localePath } from '@/i18n/languages';
import { localise } from '@/i18n/localise';
import { siteLangs } from '@/i18n/siteLangs';
import { dictionaries } from '@/i18n/dictionary';
import { fill } from '@/i18n/fill';
import type { Lang, PageId } from '@/model/types';
import { record } from '@/content/record';
import type { PageInfo } from '@/model/view';
import { resumeFileNameFor } from './resumeFile';
import { hasPosts } from './posts';
import { sitePages } from './routeTable';

/** The site's languages, default first (`site.ts`). */
export const languages: readonly Lang[] = siteLangs;

const authored = {
  profile,
  siteTitle,
  pageTexts,
  projects,
  projectSections,
  resume,
  skillCategories,
  timeline,
  timelineIntro,
  record,
};

/** What the owner writes, as the content modules export it. */
export type AuthoredContent = typeof authored;

/**
 * `source` in `lang` of the site's languages `langs`: what `contentIn` gives for the owner's
 * content (tests resolve other content the same way).
 */
export function resolveContent(
  source: AuthoredContent,
  lang: Lang,
  langs: readonly Lang[],
  withPosts: boolean = hasPosts,
) {
  const content = localise(source, lang, langs);
  const pages: PageInfo[] = sitePages(withPosts).map((route) => {
    const text =
      content.pageTexts.find((p) => p.id === route.id) ??
      (route.id === 'writing' ? writingPageText(lang, content.profile.name) : undefined);
    if (!text) throw new Error(`pages.ts: no entry for the page '${route.id}'. Add one.`);
    return { ...text, ...route, path: localePath(route.path, lang, langs) };
  });
  // The resume PDF of this language, as the build names it (two languages never share one).
  const resumeFile = resumeFileNameFor(source.resume, lang, langs);
  return { ...content, pages, overviewProjectIds, lang, resumeFile };
}

/** The Writing page's texts when the owner's pages.ts has none: the interface's words. */
function writingPageText(lang: Lang, name: string) {
  const words = dictionaries[lang].writing;
  return {
    id: 'writing' as const,
    navLabel: words.navLabel,
    titleSuffix: words.navLabel,
    description: fill(words.description, { name }),
  };
}

const resolve = (lang: Lang) => resolveContent(authored, lang, languages);

export type LocalContent = ReturnType<typeof resolveContent>;

const cache = new Map<Lang, LocalContent>();

/** The content in `lang` (resolved once per language). */
export function contentIn(lang: Lang): LocalContent {
  let content = cache.get(lang);
  if (!content) {
    content = resolve(lang);
    cache.set(lang, content);
  }
  return content;
}

/** A page of `content`, by id. */
export function pageIn(content: Pick<LocalContent, 'pages'>, id: PageId): PageInfo {
  const page = content.pages.find((p) => p.id === id);
  if (!page) throw new Error(`Unknown page id: ${id}`);
  return page;
}
