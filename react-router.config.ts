import type { Config } from '@react-router/dev/config';
import { basePath, rrBuildDir } from './build-config.ts';
import { routeTable } from './src/lib/routeTable.ts';

export default {
  appDirectory: 'src',
  buildDirectory: rrBuildDir(),
  basename: basePath(),
  ssr: false,
  // Every page is prerendered to real HTML; React hydrates it in the browser.
  prerender: routeTable.map((page) => page.path),
} satisfies Config;
