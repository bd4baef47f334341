// @vitest-environment node
/**
 * `npm run check` as an owner meets it: on their content with a mistake it stops at the content
 * check with the check's sentence and a last line saying the site is not ready; a CONTENT_DIR
 * naming no folder is said in one sentence. (The sweep itself: sweep.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDir } from '../../build-config';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDER = path.join(ROOT, '.e2e-builds', `check-mistake-${process.pid}`);

function runCheck(dir: string) {
  const result = spawnSync('npx', ['tsx', 'scripts/check/owner-check.ts'], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: dir, FORCE_COLOR: '0' },
    encoding: 'utf8',
  });
  const lines = `${result.stdout}${result.stderr}`.trim().split('\n');
  return { status: result.status, output: lines.join('\n'), last: lines.at(-1) ?? '' };
}

afterAll(() => rmSync(FOLDER, { recursive: true, force: true }));

describe('npm run check', () => {
  it('stops at the content check with its sentence, and says the site is not ready', () => {
    mkdirSync(path.dirname(FOLDER), { recursive: true });
    cpSync(contentDir(), FOLDER, { recursive: true });
    const timelineFile = path.join(FOLDER, 'timeline.ts');
    const timeline = readFileSync(timelineFile, 'utf8');
    // The owner types a month's name where a date belongs, in their first dated entry.
    const mistaken = timeline.replace(/start: '\d{4}(-\d{2})?'/, "start: 'Jun 2025'");
    expect(mistaken, 'the content has a dated timeline entry').not.toBe(timeline);
    writeFileSync(timelineFile, mistaken);

    const { status, output, last } = runCheck(FOLDER);
    expect(status).toBe(1);
    expect(output).toContain('✗ Content check');
    expect(output).toMatch(/timeline\.ts › [^›]+ › start: 'Jun 2025' is not a date\./);
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(output).not.toContain('✓ Build');
    expect(last).toBe(
      'Not ready: the content check failed (above). Fix it and run `npm run check` again.',
    );
  }, 120_000);

  it('says in one sentence that CONTENT_DIR names no folder', () => {
    const { status, output } = runCheck('no-such-content-folder');
    expect(status).toBe(1);
    expect(output).toContain('no-such-content-folder');
    expect(output).toContain('CONTENT_DIR');
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  }, 240_000); // a guard against a hang: under load the spawned run took over 60 s
});
