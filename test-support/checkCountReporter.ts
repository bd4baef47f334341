/**
 * A Playwright reporter that counts the checks the end-to-end run made: every `expect` call a
 * test executed (hard or soft, `expect.poll` and `toPass` once each however often they retried
 * inside), apart from the ones the fixtures make after each test (the console-error check), which
 * it counts on their own. With the time of each test and spec it writes
 * `test-results/checks.json` and prints a one-line summary, so a change that merges tests can
 * show it kept every check: `E2E_CHECKS=1 npx playwright test` (playwright.config.ts), or
 * `E2E_CHECKS=1 E2E_CHECKS_FILE=/tmp/checks-{owner}.json npm test` for a file per owner.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
  TestStep,
} from '@playwright/test/reporter';

interface TestRow {
  spec: string;
  title: string;
  status: string;
  retry: number;
  seconds: number;
  /** When the test started, in seconds from the start of the run, and in which worker. */
  startSecond: number;
  worker: number;
  /** `expect` calls in the test's body and the helpers it calls. */
  checks: number;
  /** `expect` calls in fixtures and hooks (the console-error check after each test). */
  fixtureChecks: number;
}

/** True when a step or one of its parents has one of these categories. */
function within(step: TestStep, categories: readonly string[]): boolean {
  for (let parent = step.parent; parent; parent = parent.parent) {
    if (categories.includes(parent.category)) return true;
  }
  return false;
}

export default class CheckCountReporter implements Reporter {
  private readonly counts = new Map<TestResult, { checks: number; fixtureChecks: number }>();
  private readonly rows: TestRow[] = [];
  private readonly startedAt = Date.now();

  onStepEnd(_test: TestCase, result: TestResult, step: TestStep): void {
    // An expect inside another (a poll's or toPass's attempts) is part of that one check.
    if (step.category !== 'expect' || within(step, ['expect'])) return;
    const count = this.counts.get(result) ?? { checks: 0, fixtureChecks: 0 };
    if (within(step, ['hook', 'fixture'])) count.fixtureChecks += 1;
    else count.checks += 1;
    this.counts.set(result, count);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const count = this.counts.get(result) ?? { checks: 0, fixtureChecks: 0 };
    this.rows.push({
      spec: path.basename(test.location.file),
      title: test.titlePath().slice(3).join(' › '),
      status: result.status,
      retry: result.retry,
      seconds: result.duration / 1000,
      startSecond: (result.startTime.getTime() - this.startedAt) / 1000,
      worker: result.parallelIndex,
      ...count,
    });
  }

  onEnd(result: FullResult): void {
    const specs = new Map<string, { tests: number; seconds: number; checks: number }>();
    for (const row of this.rows) {
      const spec = specs.get(row.spec) ?? { tests: 0, seconds: 0, checks: 0 };
      spec.tests += 1;
      spec.seconds += row.seconds;
      spec.checks += row.checks;
      specs.set(row.spec, spec);
    }
    const sum = (key: 'checks' | 'fixtureChecks' | 'seconds') =>
      this.rows.reduce((total, row) => total + row[key], 0);
    const wallSeconds = (Date.now() - this.startedAt) / 1000;
    // A skipped test ran in no worker (-1).
    const workers = new Set(this.rows.map((row) => row.worker).filter((w) => w >= 0)).size;
    const summary = {
      status: result.status,
      wallSeconds,
      workers,
      /**
       * Worker time spent outside any test (starting, building variants in beforeAll hooks
       * counts as in a test; waiting for the last tests of the other worker does not).
       */
      idleWorkerSeconds: Math.max(0, workers * wallSeconds - sum('seconds')),
      testCount: this.rows.length,
      checks: sum('checks'),
      fixtureChecks: sum('fixtureChecks'),
      testSeconds: sum('seconds'),
      specs: Object.fromEntries(
        [...specs].sort(([, a], [, b]) => b.seconds - a.seconds).map(([name, s]) => [name, s]),
      ),
      tests: this.rows,
    };
    // `{owner}` in E2E_CHECKS_FILE stands for the content folder, so that `npm test` keeps a
    // file per owner: E2E_CHECKS_FILE=/tmp/checks-{owner}.json.
    const owner = (process.env.CONTENT_DIR ?? 'src/content').replace(/[^\w-]+/g, '-');
    const file = path.resolve(
      (process.env.E2E_CHECKS_FILE ?? 'test-results/checks.json').replace('{owner}', owner),
    );
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
    process.stdout.write(
      `\nChecks: ${summary.testCount} tests made ${summary.checks} checks ` +
        `(and ${summary.fixtureChecks} by fixtures) in ${summary.testSeconds.toFixed(0)} ` +
        `test-seconds: ${path.relative(process.cwd(), file)}\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
