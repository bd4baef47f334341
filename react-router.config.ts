import type { Config } from '@react-router/dev/config';
import { basePath, rrBuildDir } from './build-config.ts';
import { pages } from './src/content/pages.ts';

export default {
  appDirectory: 'src',
  buildDirectory: rrBuildDir(),
  basename: basePath(),
  ssr: false,
  // Every page is prerendered to real HTML; React hydrates it in the browser.
  prerender: pages.map((page) => page.path),
} satisfies Config;
