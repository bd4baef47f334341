// @vitest-environment node
/**
 * `npm test` runs the end-to-end specs about the product's machinery for the first owner only
 * (e2e/scope.ts): whole specs (MACHINERY_SPECS) and single tests tagged MACHINERY. This asks
 * Playwright itself which tests each kind of run holds (`playwright test --list`), so it fails
 * when the config stops skipping them for the other owners, or skips anything else.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MACHINERY, MACHINERY_SPECS } from '../e2e/scope';

const ROOT = path.resolve(import.meta.dirname, '..');

interface ListedSpec {
  title: string;
  /** Where the test is declared: its spec, or a helper module the spec calls. */
  file: string;
  line: number;
  tags: string[];
  /** Playwright's id of the test: its spec, its place among the describes, its title. */
  id: string;
}
interface ListedSuite {
  /** On a spec file's suite: the spec. */
  file?: string;
  specs?: ListedSpec[];
  suites?: ListedSuite[];
}
interface Listed extends ListedSpec {
  spec: string;
}

/** Every test Playwright would run with this E2E_SCOPE, by spec, title and id. */
function listed(scope: string | undefined): Map<string, Listed> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(TEST_|PW_|PLAYWRIGHT_|VITEST)/.test(name) && name !== 'E2E_SCOPE',
    ),
  );
  const run = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'playwright'),
    ['test', '--list', '--reporter=json'],
    { cwd: ROOT, env: { ...env, ...(scope ? { E2E_SCOPE: scope } : {}) }, encoding: 'utf8' },
  );
  expect(run.status, `playwright test --list:\n${run.stderr}`).toBe(0);
  const found = new Map<string, Listed>();
  const walk = (suite: ListedSuite, spec: string) => {
    for (const test of suite.specs ?? [])
      found.set(`${spec}: ${test.title} (${test.id})`, { ...test, spec });
    suite.suites?.forEach((inner) => walk(inner, spec));
  };
  for (const suite of (JSON.parse(run.stdout) as { suites: ListedSuite[] }).suites)
    walk(suite, suite.file ?? '');
  return found;
}

const tag = MACHINERY.tag.replace(/^@/, '');
const isMachinery = (test: Listed) =>
  (MACHINERY_SPECS as readonly string[]).includes(test.spec) || test.tags.includes(tag);

describe('end-to-end scope of the owners after the first', () => {
  it('leaves out exactly the machinery specs and the tests tagged MACHINERY', () => {
    const all = listed(undefined);
    const owner = listed('owner');
    const machinery = [...all.entries()].filter(([, spec]) => isMachinery(spec));
    // Both kinds are in use, and a run of every spec holds them.
    expect(machinery.some(([, spec]) => spec.tags.includes(tag))).toBe(true);
    expect(machinery.some(([, spec]) => !spec.tags.includes(tag))).toBe(true);
    expect(owner.size).toBeGreaterThan(0);

    for (const [key, spec] of all)
      expect(owner.has(key), `${key}: ${isMachinery(spec) ? 'skipped' : 'run'}`).toBe(
        !isMachinery(spec),
      );
    for (const key of owner.keys()) expect(all.has(key), key).toBe(true);
  }, 60_000);
});
