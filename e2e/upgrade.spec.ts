/**
 * `npm run upgrade` keeps its promise (README "Keeping up to date"): an owner who started from an
 * older version of this repository, kept their content in a folder of their own and their
 * settings in `.env`, merges today's version without a conflict, and their site builds.
 *
 * Today's version is this repository's HEAD (what CI tests); the older one is a commit some way
 * back. In a shallow clone with a single commit, the owner starts from HEAD and the template
 * moves on by one commit that changes its own files, so the merge is still a real one.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { upgrade } from '../scripts/upgrade';

const ROOT = path.resolve(import.meta.dirname, '..');
/** How far back the owner's starting version is (fewer when the history is shorter). */
const COMMITS_BACK = 40;
const OWNER_NAME = 'Ada Upgrade-Owner';
/** A git identity for the commits and the merge: a CI machine may have none. */
const IDENTITY = {
  GIT_AUTHOR_NAME: 'Owner',
  GIT_AUTHOR_EMAIL: 'owner@example.com',
  GIT_COMMITTER_NAME: 'Owner',
  GIT_COMMITTER_EMAIL: 'owner@example.com',
};

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...IDENTITY },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/**
 * A name for the owner's content folder that no commit in `commits` has at the repository's
 * top: `owner-content-<random>`, checked.
 */
function ownFolderName(commits: readonly string[]): string {
  const taken = new Set(
    commits.flatMap((commit) => git(ROOT, 'ls-tree', '--name-only', commit).split('\n')),
  );
  for (;;) {
    const name = `owner-content-${randomBytes(4).toString('hex')}`;
    if (!taken.has(name) && !existsSync(path.join(ROOT, name))) return name;
  }
}

test('an owner on an older version with their own content folder upgrades without a conflict, and the site builds', async () => {
  test.setTimeout(300_000);
  const work = mkdtempSync(path.join(tmpdir(), 'upgrade-e2e-'));
  try {
    // The template: a bare copy of this repository whose main is today's HEAD.
    const template = path.join(work, 'template.git');
    git(work, 'clone', '-q', '--bare', ROOT, template);
    const today = git(ROOT, 'rev-parse', 'HEAD');
    git(template, 'update-ref', 'refs/heads/main', today);
    const history = Number(git(ROOT, 'rev-list', '--count', 'HEAD'));
    const back = Math.min(COMMITS_BACK, history - 1);

    // The owner: starts from the older version.
    const owner = path.join(work, 'owner');
    git(work, 'clone', '-q', '--no-checkout', template, owner);
    git(owner, 'remote', 'remove', 'origin');
    git(owner, 'config', 'user.name', 'Owner');
    git(owner, 'config', 'user.email', 'owner@example.com');
    git(owner, 'checkout', '-q', '-B', 'main', back > 0 ? `${today}~${back}` : today);
    let expected = today;
    if (back === 0) {
      // A single-commit clone: the template moves on by a change to one of its own files.
      const scratch = path.join(work, 'scratch');
      git(work, 'clone', '-q', template, scratch);
      writeFileSync(
        path.join(scratch, 'README.md'),
        `${readFileSync(path.join(scratch, 'README.md'), 'utf8')}\n`,
      );
      git(scratch, 'commit', '-q', '-am', 'Template moves on');
      git(scratch, 'push', '-q', 'origin', 'HEAD:main');
      expected = git(scratch, 'rev-parse', 'HEAD');
    }

    // Their content: a copy of the sample in a folder of their own, with their name; CONTENT_DIR
    // in .env. Its name is one neither version of the template has (an owner of this repository
    // may have committed a `my-content` of their own, as the README suggests: the template's
    // copy of it would meet the test's in an add/add conflict).
    const folder = ownFolderName([today, back > 0 ? `${today}~${back}` : today]);
    const own = path.join(owner, folder);
    cpSync(path.join(owner, 'src/content'), own, { recursive: true });
    const profileFile = path.join(own, 'profile.ts');
    const profile = readFileSync(profileFile, 'utf8');
    expect(profile, "the sample profile.ts has a name: '…' line").toMatch(/^\s*name: '[^']*',$/m);
    writeFileSync(profileFile, profile.replace(/^(\s*name: )'[^']*',$/m, `$1'${OWNER_NAME}',`));
    // Every file their content offers lives in their folder, as the README asks (older versions
    // also looked in public/, where the template's own sample files were and may no longer be).
    for (const file of readdirSync(own).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(path.join(own, file), 'utf8');
      for (const [, relative = ''] of source.matchAll(/\bdownload\(\s*'([^']+)'/g)) {
        const ownFile = path.join(own, relative);
        const shared = path.join(owner, 'public', relative);
        if (!existsSync(ownFile) && existsSync(shared)) {
          mkdirSync(path.dirname(ownFile), { recursive: true });
          copyFileSync(shared, ownFile);
        }
      }
    }
    writeFileSync(path.join(owner, '.env'), `CONTENT_DIR=${folder}\n`);
    git(owner, 'add', '-A');
    git(owner, 'commit', '-q', '-m', 'My content');
    const theirs = git(owner, 'rev-parse', `HEAD:${folder}`);

    // The upgrade, as `npm run upgrade` runs it (without npm ci: node_modules is today's).
    const said: string[] = [];
    const result = upgrade({ cwd: owner, url: template, install: false, log: (l) => said.push(l) });
    expect(result, said.join('\n')).toEqual({ outcome: 'merged', conflicts: [] });
    // Every file outside the owner's folder is today's; the owner's folder is theirs.
    expect(
      git(owner, 'diff', '--name-only', expected, 'HEAD', '--', '.', `:(exclude)${folder}`),
    ).toBe('');
    expect(git(owner, 'rev-parse', `HEAD:${folder}`)).toBe(theirs);
    expect(existsSync(path.join(owner, '.env'))).toBe(true);

    // The owner's site builds from their folder, named by .env alone.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(owner, 'node_modules'), 'dir');
    const unset = new Set(['CONTENT_DIR', 'OUT_DIR', 'BASE_PATH', 'E2E_SCOPE']);
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !unset.has(name)),
    );
    const build = spawnSync('npm', ['run', 'build'], { cwd: owner, env, encoding: 'utf8' });
    expect(build.status, `${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`).toBe(0);
    const home = readFileSync(path.join(owner, 'dist/index.html'), 'utf8');
    expect(home.includes(OWNER_NAME), `the built home page names ${OWNER_NAME}`).toBe(true);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
