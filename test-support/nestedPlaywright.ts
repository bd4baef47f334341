/**
 * A Playwright run inside a test (a Vitest test, or an end-to-end spec that runs probes): a
 * process of its own, with none of the outer run's settings, and what its JSON report says.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * What the outer run sets for its own processes: Playwright's worker and reporter settings,
 * Vitest's, the loader in NODE_OPTIONS, and the owner scope of `npm test` (e2e/scope.ts).
 */
const OUTER_SETTINGS = /^(TEST_|PW_|PLAYWRIGHT_|VITEST)|^(NODE_OPTIONS|E2E_SCOPE)$/;

/** Runs `playwright test …args` from the repository's root with `env` added to a clean one. */
export function runPlaywright(args: readonly string[], env: Record<string, string> = {}) {
  const own = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !OUTER_SETTINGS.test(name)),
  );
  return spawnSync(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', ...args], {
    cwd: ROOT,
    env: { ...own, ...env },
    encoding: 'utf8',
  });
}

export interface ReportResult {
  status: string;
  attachments: { name: string; contentType: string; path?: string }[];
}
export interface ReportSpec {
  title: string;
  /** Where the test is declared: its spec, or a helper module the spec calls. */
  file: string;
  line: number;
  tags: string[];
  /** Playwright's id of the test: its spec, its place among the describes, its title. */
  id: string;
  /** One per project; `--list` leaves the results empty. */
  tests: { results: ReportResult[] }[];
}
export interface ReportSuite {
  /** On a spec file's suite: the spec. */
  file?: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}

/** Every test of a JSON report (its `suites`), with the spec file it belongs to. */
export function reportSpecs(suites: readonly ReportSuite[]): { spec: string; test: ReportSpec }[] {
  const found: { spec: string; test: ReportSpec }[] = [];
  const walk = (suite: ReportSuite, spec: string) => {
    for (const test of suite.specs ?? []) found.push({ spec, test });
    suite.suites?.forEach((inner) => walk(inner, spec));
  };
  for (const suite of suites) walk(suite, suite.file ?? '');
  return found;
}
