import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { contentDir, recordModule } from './build-config.ts';
import { contentFiles } from './scripts/content/files-plugin.ts';
import { contentImages } from './scripts/images/plugin.ts';
import { siteFonts } from './scripts/fonts/plugin.ts';
import { posts } from './scripts/posts/plugin.ts';
import { UNIT_TEST_FILES } from './test-support/contentFreeTests.ts';

// Component and unit tests run without the React Router Vite plugin (it is for app builds), but
// with the image step, so content images carry the sizes and variants the site renders.
export default defineConfig({
  plugins: [
    contentImages({ contentDir: contentDir() }),
    contentFiles({ contentDir: contentDir() }),
    siteFonts({ contentDir: contentDir() }),
    posts({ contentDir: contentDir() }),
  ],
  resolve: {
    alias: [
      // `@/content/record` is optional: the owner's record.ts or an empty one (build-config.ts).
      { find: /^@\/content\/record$/, replacement: recordModule() },
      // CONTENT_DIR (default src/content) is where `@/content/*` comes from, as in the build.
      { find: /^@\/content\//, replacement: `${contentDir()}/` },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  define: {
    __BUILD_TIME__: JSON.stringify('2026-11-21T12:00:00.000Z'),
  },
  test: {
    // Worker threads rather than child processes: the whole suite in about 110 s instead of 145
    // on two cores. Files that need no DOM say `@vitest-environment node` (no jsdom to set up).
    pool: 'threads',
    // Every core: Vitest's default leaves one for itself (one worker on two cores), and the files
    // then ran one after another (122 s for the sample on two cores; 98 s with two workers).
    maxWorkers: availableParallelism(),
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: UNIT_TEST_FILES,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
