import type { Config } from '@react-router/dev/config';
import { basePath, contentLanguages, contentPostSlugs, rrBuildDir } from './build-config.ts';
import { localePath } from './src/i18n/languages.ts';
import { sitePages } from './src/lib/routeTable.ts';

const languages = await contentLanguages();
// Published posts only: a build never has drafts.
const slugs = await contentPostSlugs();
const hasPosts = [...slugs.values()].some((list) => list.length > 0);

export default {
  appDirectory: 'src',
  buildDirectory: rrBuildDir(),
  basename: basePath(),
  ssr: false,
  // Every page, in every language of the site, is prerendered to real HTML; React hydrates it.
  prerender: languages.flatMap((lang) => [
    ...sitePages(hasPosts).map((page) => localePath(page.path, lang, languages)),
    ...(slugs.get(lang) ?? []).map((slug) => localePath(`/writing/${slug}`, lang, languages)),
  ]),
} satisfies Config;
