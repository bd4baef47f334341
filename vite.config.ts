import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import {
  analyticsProblem,
  analyticsSettings,
  basePath,
  contentDir,
  recordModule,
} from './build-config.ts';
import { withoutFileList } from './scripts/build-log.ts';
import { contentCheckOnSave } from './scripts/content/check-on-save.ts';
import { contentFiles } from './scripts/content/files-plugin.ts';
import { contentImages } from './scripts/images/plugin.ts';
import { siteFonts } from './scripts/fonts/plugin.ts';
import { posts } from './scripts/posts/plugin.ts';

export default defineConfig(({ command, mode }) => ({
  // Two analytics providers at once (or one half set) stop the build with a sentence.
  ...checkAnalytics(mode),
  base: basePath(),
  customLogger: command === 'build' ? withoutFileList() : undefined,
  plugins: [
    ...contentImages({ contentDir: contentDir() }),
    contentFiles({ contentDir: contentDir() }),
    siteFonts({ contentDir: contentDir() }),
    posts({ contentDir: contentDir() }),
    // `npm run dev` only: the content check again on every save under the content folder.
    contentCheckOnSave({ contentDir: contentDir() }),
    reactRouter(),
  ],
  resolve: {
    alias: [
      // The consent prompt and its footer link exist only in builds with Google Analytics.
      ...withoutConsentParts(mode),
      // `@/content/record` is optional: the owner's record.ts or an empty one (build-config.ts).
      { find: /^@\/content\/record$/, replacement: recordModule() },
      // CONTENT_DIR (default src/content) is where `@/content/*` comes from.
      { find: /^@\/content\//, replacement: `${contentDir()}/` },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  define: {
    // The footer shows the day (in UTC): two builds of one day give the same files, so a
    // returning visitor's cached scripts stay valid and the byte counts do not wander.
    __BUILD_TIME__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  build: {
    // Fonts stay files, however small: the CSP allows fonts from the site only (font-src 'self').
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // Gzip sizes of every file are only printed, never used (the budgets measure the real site).
    reportCompressedSize: false,
    rolldownOptions: {
      // The image step is slow on purpose (it encodes); the bundler's note saying so is not news.
      checks: { bundlerTimings: false },
    },
  },
  css: {
    modules: {
      // Every page carries its CSS and markup inline, so class names are a byte budget: the
      // built site uses a short hash of file and class; the dev server keeps readable names.
      generateScopedName:
        command === 'build' ? '_[hash:base64:5]' : '[name]_[local]_[hash:base64:4]',
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React Router 8 ships as separate modules, which the bundler spreads over four
            // chunks (components, utils, lib, error boundaries) that every page loads anyway;
            // as one chunk they compress about 2 KB smaller and take three requests fewer.
            // The browser build only: the prerender's server build keeps its own chunks.
            // The site's own small modules that the frame and every page use (the words'
            // helpers, page list, paths, settings, number formats, scrolling, the width hook)
            // are one chunk too, not seven of a few hundred bytes, each with its own request
            // and imports (measured: about 0.35 KB less JavaScript on every route).
            codeSplitting: {
              groups: [
                { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
                {
                  name: 'site',
                  test: /src[\\/](i18n[\\/]|lib[\\/](pages|env|paths|format|scroll)\.ts|hooks[\\/]useIsWiderThan\.ts|content[\\/]site)/,
                },
                // A picture of the content and the wrapper that holds it back until hydration:
                // one chunk, not three of a few hundred bytes.
                {
                  name: 'ContentImage',
                  test: /src[\\/](components[\\/](ContentImage|AfterHydration)[\\/]|hooks[\\/]useIsHydrated)/,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: 5173 },
}));

/** Stops with `analyticsProblem`'s sentence, reading the variables as the build will (.env too). */
function checkAnalytics(mode: string): Record<string, never> {
  const problem = analyticsProblem(loadEnv(mode, import.meta.dirname, 'VITE_'));
  if (problem) throw new Error(problem);
  return {};
}

/**
 * Modules only a build that asks for consent has: elsewhere they are imported as modules of
 * nothing (src/components/ConsentPrompt/withoutConsent.ts). Import them by these names.
 */
const CONSENT_PARTS =
  /^@\/components\/(ConsentPrompt\/ConsentSlot|PrivacyChoices\/PrivacyChoices)$/;

/** The aliases that leave the consent parts out of a build whose analytics asks no consent. */
function withoutConsentParts(mode: string) {
  const { provider } = analyticsSettings(loadEnv(mode, import.meta.dirname, 'VITE_'));
  if (provider === 'google') return [];
  const nothing = new URL('./src/components/ConsentPrompt/withoutConsent.ts', import.meta.url);
  return [{ find: CONSENT_PARTS, replacement: fileURLToPath(nothing) }];
}
