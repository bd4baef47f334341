import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { contentDir, recordModule } from './build-config.ts';
import { contentFiles } from './scripts/content/files-plugin.ts';
import { contentImages } from './scripts/images/plugin.ts';
import { siteFonts } from './scripts/fonts/plugin.ts';
import { posts } from './scripts/posts/plugin.ts';
import { nodeEnvironmentTests, UNIT_TEST_FILES } from './test-support/contentFreeTests.ts';

const NODE_TESTS = nodeEnvironmentTests(import.meta.dirname);

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
    // Every core: Vitest's default leaves one for itself (one worker on two cores), and the files
    // then ran one after another (122 s for the sample on two cores; 98 s with two workers).
    maxWorkers: availableParallelism(),
    // A time limit here only stops a test that hangs; speed is the bench's and the byte test's
    // business. Vitest's 5 s failed a student's run where the machine was shared with other
    // work (a whole page rendered in jsdom took 5-14 s at load 10-18), so 30 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    projects: [
      {
        // The files in jsdom run in VM contexts inside long-lived worker threads (`vmThreads`):
        // each file still gets its own context, with its own jsdom and modules, but the workers
        // no longer load jsdom and the test libraries anew for every file, which was half of
        // the unit stage's work (sample on two cores: 106 s and 202 core-seconds before,
        // 57-61 s and 116 core-seconds after, the same 815 tests passing).
        extends: true,
        test: {
          name: 'dom',
          include: UNIT_TEST_FILES,
          exclude: [...configDefaults.exclude, ...NODE_TESTS],
          pool: 'vmThreads',
        },
      },
      {
        // Files that need no DOM run in Node itself, in worker threads (no VM context): the
        // server's sockets, abort signals and Vite builds behave there as in production, which
        // they do not all do inside a VM context (7 tests failed there). The files of a worker
        // share its modules (`isolate: false`): each used to import its own TypeScript, sharp,
        // Playwright and the project's scripts again (the sample's node files on two cores:
        // 131 s with 48 s of imports, 98 s with 13 s; the same 706 tests passing, also in a
        // shuffled order). A file that changes the environment stubs it (vi.stubEnv) and puts
        // it back after each test, so nothing it sets reaches the next file.
        extends: true,
        test: {
          name: 'node',
          include: NODE_TESTS,
          environment: 'node',
          pool: 'threads',
          isolate: false,
        },
      },
    ],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
