import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import {
  BLOCK_OTHER_HOSTS,
  CHROMIUM_ARGS,
  findTestBrowser,
  NO_BROWSER_UI_RENDERERS,
} from './e2e/browser';
import { MACHINERY_GREP, MACHINERY_SPECS, ownerScopeOnly } from './e2e/scope';
import { writeContentTsconfig } from './test-support/contentTsconfig';

/** The port the built site is served on during end-to-end tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

// Variant builds (e2e/variants.ts) are made once per run; workers inherit this id.
process.env.E2E_RUN_ID ??= String(Date.now());

// A renamed spec left in the list would quietly run for every owner: name it.
for (const file of MACHINERY_SPECS) {
  if (!existsSync(`e2e/${file}`))
    throw new Error(`e2e/scope.ts lists ${file}, which is not in e2e/: update the list.`);
}

export default defineConfig({
  testDir: './e2e',
  // Owners after the first in `npm test` skip the specs no content can change (e2e/scope.ts).
  testIgnore: ownerScopeOnly ? MACHINERY_SPECS.map((file) => `**/${file}`) : [],
  // ... and the single tests tagged MACHINERY in the other specs.
  ...(ownerScopeOnly ? { grepInvert: MACHINERY_GREP } : {}),
  // `@/content/*` is CONTENT_DIR in the specs and everything they import, as in the build.
  tsconfig: writeContentTsconfig(),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Generous for a busy 2-core machine: tests wait for states, so a hang still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    // E2E_CHECKS=1 counts the checks each test made and times each spec (test-results/checks.json).
    ...(process.env.E2E_CHECKS ? [['./test-support/checkCountReporter.ts'] as const] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace records every action of every test and costs about a third of the run's time on a
    // 2-core machine: off unless asked for (E2E_TRACE=1 keeps the traces of failed tests).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // Playwright's 'only-on-failure' draws every page at the end of every test and throws the
    // picture away when the test passed: about a third of a core-second a test, 8 % of the
    // sample's run (1358 test-seconds with it, 1249 without). A failed test gets its pictures
    // from screenshotOnFailure in e2e/fixtures.ts instead.
    screenshot: 'off',
    // A worker's tests share one browser context and page, which Playwright resets between
    // them (storage, cache, routes, init scripts, clock, emulation: see reusedContextHygiene in
    // e2e/fixtures.ts for what it adds). A fresh context and tab per test cost about an eighth
    // more on two cores (design, projects and home: 436-465 against 386-404 core-seconds).
    // E2E_FRESH_CONTEXTS=1 gives every test its own context again.
    reuseContext: !process.env.E2E_FRESH_CONTEXTS,
    launchOptions: {
      executablePath: findTestBrowser(),
      args: [...CHROMIUM_ARGS, BLOCK_OTHER_HOSTS, NO_BROWSER_UI_RENDERERS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx tsx server/serve.ts`,
    env: { PORT: String(E2E_PORT) },
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
