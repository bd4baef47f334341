import type { Config } from '@react-router/dev/config';
import { basePath, contentLanguages, rrBuildDir } from './build-config.ts';
import { localePath } from './src/i18n/languages.ts';
import { routeTable } from './src/lib/routeTable.ts';

const languages = await contentLanguages();

export default {
  appDirectory: 'src',
  buildDirectory: rrBuildDir(),
  basename: basePath(),
  ssr: false,
  // Every page, in every language of the site, is prerendered to real HTML; React hydrates it.
  prerender: languages.flatMap((lang) =>
    routeTable.map((page) => localePath(page.path, lang, languages)),
  ),
} satisfies Config;
