/**
 * A failed end-to-end test comes with a picture of its page as it was when the test failed, and
 * a passing one costs no picture (playwright.config.ts, screenshotOnFailure in e2e/fixtures.ts).
 * The probes in e2e/probes/ run in a Playwright of their own, with the suite's settings; this
 * spec reads its report.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devices, expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  reportSpecs,
  runPlaywright,
  type ReportResult,
  type ReportSuite,
} from '../test-support/nestedPlaywright';
import { FAILING, FAILING_BY_CONSOLE, PASSING, PROBE_BACKGROUND } from './probes/failure';

/** Every test of the report by title, with its one result. */
function resultsByTitle(suites: ReportSuite[]): Map<string, ReportResult> {
  const found = new Map<string, ReportResult>();
  for (const { test } of reportSpecs(suites)) {
    const result = test.tests[0]?.results[0];
    if (result) found.set(test.title, result);
  }
  return found;
}

test('a failed test gets a picture of its page as it failed; a passing test gets none', async () => {
  test.setTimeout(120_000);
  const work = mkdtempSync(path.join(tmpdir(), 'failure-pictures-'));
  try {
    const report = path.join(work, 'report.json');
    // The inner run is a Playwright of its own: none of this worker's settings reach it.
    const run = runPlaywright(
      ['--config', 'e2e/probes/probe.config.ts', '--output', path.join(work, 'results')],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    );
    expect(run.status, `the probe run exits as failed:\n${run.stdout}\n${run.stderr}`).toBe(1);

    const results = resultsByTitle(
      (JSON.parse(readFileSync(report, 'utf8')) as { suites: ReportSuite[] }).suites,
    );
    const passed = results.get(PASSING);
    expect(passed?.status).toBe('passed');
    expect(passed?.attachments.filter((a) => a.contentType === 'image/png')).toEqual([]);

    // Failed in its body, and failed by the consoleErrors check after it: each has its picture.
    for (const title of [FAILING, FAILING_BY_CONSOLE]) {
      const failed = results.get(title);
      expect(failed?.status, title).toBe('failed');
      const pictures = failed?.attachments.filter((a) => a.contentType === 'image/png') ?? [];
      expect(pictures, `${title}: one picture, of its one page`).toHaveLength(1);
      const picture = sharp(pictures[0]?.path);
      const { width, height } = await picture.metadata();
      expect({ width, height }).toEqual(devices['Desktop Chrome'].viewport);
      // The page as the test left it (its colour), not the blank page the next test starts on.
      const { dominant } = await picture.stats();
      for (const channel of ['r', 'g', 'b'] as const)
        expect(Math.abs(dominant[channel] - PROBE_BACKGROUND[channel]), title).toBeLessThanOrEqual(
          8,
        );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
