// @vitest-environment node
/**
 * `npm test` runs the end-to-end specs about the product's machinery for the first owner only
 * (e2e/scope.ts): whole specs (MACHINERY_SPECS) and single tests tagged MACHINERY. This asks
 * Playwright itself which tests each kind of run holds (`playwright test --list`), so it fails
 * when the config stops skipping them for the other owners, or skips anything else.
 */
import { describe, expect, it } from 'vitest';
import { MACHINERY, MACHINERY_SPECS } from '../e2e/scope';
import { reportSpecs, runPlaywright, type ReportSpec, type ReportSuite } from './nestedPlaywright';

interface Listed extends ReportSpec {
  spec: string;
}

/** Every test Playwright would run with this E2E_SCOPE, by spec, title and id. */
function listed(scope: string | undefined): Map<string, Listed> {
  const run = runPlaywright(['--list', '--reporter=json'], scope ? { E2E_SCOPE: scope } : {});
  expect(run.status, `playwright test --list:\n${run.stderr}`).toBe(0);
  const { suites } = JSON.parse(run.stdout) as { suites: ReportSuite[] };
  return new Map(
    reportSpecs(suites).map(({ spec, test }) => [
      `${spec}: ${test.title} (${test.id})`,
      { ...test, spec },
    ]),
  );
}

const tag = MACHINERY.tag.replace(/^@/, '');
const isMachinery = (test: Listed) =>
  (MACHINERY_SPECS as readonly string[]).includes(test.spec) || test.tags.includes(tag);

describe('end-to-end scope of the owners after the first', () => {
  it('leaves out exactly the machinery specs and the tests tagged MACHINERY', () => {
    const all = listed(undefined);
    const owner = listed('owner');
    const machinery = [...all.values()].filter(isMachinery);
    // Both kinds are in use, and a run of every spec holds them.
    expect(machinery.some((test) => test.tags.includes(tag))).toBe(true);
    expect(machinery.some((test) => !test.tags.includes(tag))).toBe(true);
    expect(owner.size).toBeGreaterThan(0);

    for (const [key, test] of all)
      expect(owner.has(key), `${key}: ${isMachinery(test) ? 'skipped' : 'run'}`).toBe(
        !isMachinery(test),
      );
    for (const key of owner.keys()) expect(all.has(key), key).toBe(true);
  }, 240_000); // a guard against a hang: under load the spawned run took over 60 s
});
