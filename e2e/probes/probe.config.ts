/**
 * Runs the probes in this folder (`*.probe.ts`) with the suite's own settings: the browser, its
 * flags, the shared context and e2e/fixtures.ts. The suite never runs them itself (they are not
 * `*.spec.ts`); a spec runs them in a Playwright of their own and reads the report, to check what
 * happens to a test that fails (e2e/failure-pictures.spec.ts). No site is served: the probes
 * draw their own pages.
 */
import { defineConfig } from '@playwright/test';
import suite from '../../playwright.config';

export default defineConfig({
  ...suite,
  testDir: import.meta.dirname,
  testMatch: '**/*.probe.ts',
  testIgnore: [],
  workers: 1,
  reporter: [['json']],
  webServer: undefined,
});
