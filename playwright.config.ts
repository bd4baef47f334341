import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/browser';
import { writeContentTsconfig } from './test-support/contentTsconfig';

/** The port the built site is served on during end-to-end tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

// Variant builds (e2e/variants.ts) are made once per run; workers inherit this id.
process.env.E2E_RUN_ID ??= String(Date.now());

export default defineConfig({
  testDir: './e2e',
  // `@/content/*` is CONTENT_DIR in the specs and everything they import, as in the build.
  tsconfig: writeContentTsconfig(),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
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
