/**
 * `npm test`: the whole suite for every owner. First the owner's content folders are formatted
 * for them (scripts/format-content.ts: formatting never blocks an owner; the two samples are the
 * template's files and are checked like the code). Lint (ESLint and Prettier) runs once; then, for each content folder, the content check,
 * the type check, the unit tests, the build and the end-to-end tests, with CONTENT_DIR set to
 * that folder. Stops at the first failing stage and says which owner and stage failed.
 *
 * Lint runs beside the first owner's content check and type check: each of the three uses one
 * core, and none reads what another writes (lint ignores .react-router/, which the type check
 * generates, and the SVG sprite the content check draws). Its output is kept in a file and
 * printed once it is done, before the unit tests start.
 *
 * The owners: src/content (the sample) and examples/alt-owner (the second sample owner). A
 * CONTENT_DIR given to `npm test` tests that folder alone: `CONTENT_DIR=my-content npm test`.
 * (CONTENT_DIR in .env counts too.) A listed folder that does not exist fails the run: a missing owner is not a passing owner.
 *
 * The end-to-end specs that test the product's machinery rather than content (e2e/scope.ts:
 * the contact form against the outbox, bad addresses, generated content, variant builds), and
 * the single tests tagged MACHINERY in the other specs, give the same answer for every owner:
 * they run with the first owner only (E2E_SCOPE=owner for the others). A single CONTENT_DIR runs
 * them all.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setting } from '../build-config';
import { contentFreeTests } from './contentFreeTests';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The content folders `npm test` covers when CONTENT_DIR is not set. */
export const OWNERS = ['src/content', 'examples/alt-owner'] as const;

/** The stages each owner's content goes through, as npm scripts. */
const STAGES = ['check:content', 'typecheck', 'test:unit', 'build', 'test:e2e'] as const;

/**
 * The script a stage runs, where it is not the stage's own: the build stage builds the site
 * without the preflight, the content check and the route types that `npm run build` starts
 * with, since the stages before it have just done them for the same content folder (on an idle
 * machine `npm run build` took 22.4 s and `build:site` 14.7 s).
 */
const SCRIPT_OF: Partial<Record<(typeof STAGES)[number], string>> = { build: 'build:site' };

/**
 * Unit tests that never read an owner's content run for the first owner only: the local server,
 * the bench and the test tools, and every other test file that test-support/contentFreeTests.ts
 * finds free of content (in Node, importing no content, nothing that finds it and no process).
 */
const CONTENT_FREE_FOLDERS = ['server/**', 'bench/**', 'test-support/**'] as const;

/** How long each stage took, in the order run: printed at the end, so a slow stage shows. */
const timings: { label: string; seconds: number }[] = [];
const startedAt = performance.now();

function run(
  script: string,
  env: NodeJS.ProcessEnv,
  args: readonly string[] = [],
  label = script,
): boolean {
  const extra = args.length > 0 ? ['--', ...args] : [];
  const started = performance.now();
  const result = spawnSync('npm', ['run', script, ...extra], { cwd: ROOT, env, stdio: 'inherit' });
  timings.push({ label, seconds: (performance.now() - started) / 1000 });
  return result.status === 0;
}

/**
 * Runs an npm script in the background with its output kept in a file (a pipe nobody reads while
 * the other stages run could fill up and stall it). Resolves with whether it passed and its output.
 */
function runBeside(script: string, env: NodeJS.ProcessEnv, label = script) {
  const folder = mkdtempSync(path.join(tmpdir(), 'npm-test-'));
  const file = path.join(folder, 'output.txt');
  const fd = openSync(file, 'w');
  const started = performance.now();
  const child = spawn('npm', ['run', script], { cwd: ROOT, env, stdio: ['ignore', fd, fd] });
  return new Promise<{ passed: boolean; output: string }>((resolve) => {
    let settled = false;
    const done = (passed: boolean) => {
      if (settled) return;
      settled = true;
      closeSync(fd);
      timings.push({ label, seconds: (performance.now() - started) / 1000 });
      const output = readFileSync(file, 'utf8');
      rmSync(folder, { recursive: true, force: true });
      resolve({ passed, output });
    };
    child.on('error', () => done(false));
    child.on('exit', (code) => done(code === 0));
  });
}

/** The stages' times as a small table, and the run's time from start to end. */
function formatTimings(rows: readonly { label: string; seconds: number }[]): string {
  const totalLabel = 'total (lint ran beside the first type check)';
  const width = Math.max(...rows.map((row) => row.label.length), totalLabel.length);
  const line = (label: string, seconds: number) =>
    `  ${label.padEnd(width)}  ${seconds.toFixed(0).padStart(4)} s`;
  const total = (performance.now() - startedAt) / 1000;
  return [...rows.map((row) => line(row.label, row.seconds)), line(totalLabel, total)].join('\n');
}

function fail(message: string): never {
  const table = timings.length > 0 ? `${formatTimings(timings)}\n` : '';
  process.stderr.write(`\nnpm test: ${message}\n${table}`);
  process.exit(1);
}

const chosen = setting('CONTENT_DIR');
const owners = chosen ? [chosen] : [...OWNERS];
for (const owner of owners) {
  if (!existsSync(path.resolve(ROOT, owner, 'profile.ts')))
    fail(`no content folder at ${owner}/ (it needs profile.ts and the other content modules).`);
}

// Before lint and the content check start: they read the files it may rewrite.
if (!run('format:content', process.env)) fail('formatting the content folders failed.');
let lint: ReturnType<typeof runBeside> | undefined = runBeside('lint', process.env);
/** Waits for lint (once), prints its output, and stops the run if it failed. */
async function lintResult(): Promise<void> {
  if (!lint) return;
  const { passed, output } = await lint;
  lint = undefined;
  process.stdout.write(`\n=== npm test: lint ===\n${output}`);
  if (!passed) fail('lint failed.');
}

// Read once, and only when a second owner will skip them.
const CONTENT_FREE_FILES =
  owners.length > 1
    ? contentFreeTests(ROOT).filter(
        (file) => !CONTENT_FREE_FOLDERS.some((glob) => file.startsWith(glob.replace('**', ''))),
      )
    : [];
const contentFree = [...CONTENT_FREE_FOLDERS, ...CONTENT_FREE_FILES];

const passed: string[] = [];
for (const [index, owner] of owners.entries()) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DIR: owner,
    // A token in the build's environment, as an owner who runs `npm run sync-github` has one:
    // e2e/security.spec.ts proves no built file holds it.
    GITHUB_TOKEN: process.env.GITHUB_TOKEN || `ghp_e2eMarker${Date.now().toString(36)}NeverShipped`,
  };
  if (index > 0) env.E2E_SCOPE = 'owner';
  process.stdout.write(`\n=== npm test: ${owner}/ (CONTENT_DIR=${owner}) ===\n`);
  for (const stage of STAGES) {
    const onceOnly = index > 0 && stage === 'test:unit';
    if (onceOnly)
      process.stdout.write(
        `npm test: the unit tests in ${CONTENT_FREE_FOLDERS.join(', ')} and ${CONTENT_FREE_FILES.length} other files that read no content ran with ${owners[0]}/ only.\n`,
      );
    const args = onceOnly ? contentFree.flatMap((g) => ['--exclude', g]) : [];
    const ok = run(SCRIPT_OF[stage] ?? stage, env, args, `${owner}: ${stage}`);
    // Lint's verdict comes before the first unit test (and before any stage's failure).
    if (!ok || stage === 'typecheck') await lintResult();
    if (!ok) fail(`${stage} failed for ${owner}/ (passed: ${passed.join(', ') || 'none'}).`);
  }
  passed.push(owner);
}
process.stdout.write(
  `\nnpm test: lint and every stage passed for ${passed.join(' and ')}.\n${formatTimings(timings)}\n`,
);
