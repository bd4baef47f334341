/**
 * `npm run upgrade`: brings the template's newest version into this copy of it. It fetches the
 * template's repository as the git remote `upstream` and merges its main branch, then installs
 * the dependencies if they changed and runs the content check on the owner's content.
 *
 * The promise (README "Keeping up to date"): an owner who keeps their content in a folder of
 * their own (CONTENT_DIR in .env) and their settings in `.env` has changed no file the template
 * changes, so the merge never conflicts. Whoever edited other files gets the conflicting files
 * named, and `git merge --abort` puts everything back.
 *
 *   npm run upgrade                       the remote `upstream`, branch main
 *   UPSTREAM_URL=<address> npm run upgrade   adds the remote `upstream` first (once)
 *   npm run upgrade -- --no-install       merge and check, but leave `npm ci` to you
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** The template's own sample content, which its updates change. */
const SAMPLE_FOLDERS = ['src/content/', 'examples/'];

export interface UpgradeOptions {
  /** The owner's working copy. */
  cwd: string;
  /** The template's address, used to add the `upstream` remote when it is missing. */
  url?: string;
  /** The template's branch to merge. */
  branch?: string;
  /** Run `npm ci` when package-lock.json changed (default true). */
  install?: boolean;
  /** Where messages go. */
  log?: (line: string) => void;
}

export interface UpgradeResult {
  /** 'merged', 'up-to-date', or why nothing was merged. */
  outcome:
    | 'merged'
    | 'up-to-date'
    | 'not-a-repository'
    | 'uncommitted'
    | 'no-upstream'
    | 'fetch-failed'
    | 'unrelated'
    | 'conflict'
    | 'failed';
  /** Files that conflicted, for outcome 'conflict'. */
  conflicts: string[];
}

function git(cwd: string, args: string[]) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return {
    ok: result.status === 0,
    out: (result.stdout ?? '').trim(),
    err: (result.stderr ?? '').trim(),
  };
}

export function upgrade(options: UpgradeOptions): UpgradeResult {
  const { cwd, branch = 'main', install = true } = options;
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const stop = (outcome: UpgradeResult['outcome'], lines: string[], conflicts: string[] = []) => {
    lines.forEach((line) => log(line));
    return { outcome, conflicts };
  };

  if (!git(cwd, ['rev-parse', '--is-inside-work-tree']).ok)
    return stop('not-a-repository', [
      `npm run upgrade: ${cwd} is not a git repository. Upgrading merges the template's history into yours: start from a fork or clone of the template.`,
    ]);

  const changed = git(cwd, ['status', '--porcelain', '--untracked-files=no']).out;
  if (changed)
    return stop('uncommitted', [
      'npm run upgrade: commit or stash your changes first, so the merge cannot touch them:',
      ...changed.split('\n').map((line) => `  ${line}`),
      `  git add -A && git commit -m "My content"   (then run npm run upgrade again)`,
    ]);

  if (!git(cwd, ['remote', 'get-url', 'upstream']).ok) {
    if (!options.url)
      return stop('no-upstream', [
        'npm run upgrade: there is no git remote called "upstream" yet. Name the template\'s repository once:',
        '  UPSTREAM_URL=https://github.com/<template-owner>/<template-repository>.git npm run upgrade',
      ]);
    if (!git(cwd, ['remote', 'add', 'upstream', options.url]).ok)
      return stop('failed', [
        `npm run upgrade: could not add the remote "upstream" (${options.url}).`,
      ]);
    log(`Added the remote "upstream": ${options.url}`);
  }

  const fetched = git(cwd, ['fetch', '--quiet', 'upstream', branch]);
  if (!fetched.ok)
    return stop('fetch-failed', [
      `npm run upgrade: could not fetch ${branch} from "upstream" (${git(cwd, ['remote', 'get-url', 'upstream']).out}):`,
      `  ${fetched.err.split('\n')[0]}`,
      'Check the address (git remote -v) and your connection, then run npm run upgrade again.',
    ]);

  const target = `upstream/${branch}`;
  if (git(cwd, ['merge-base', '--is-ancestor', target, 'HEAD']).ok)
    return stop('up-to-date', [`Already up to date with ${target}.`]);

  if (!git(cwd, ['merge-base', 'HEAD', target]).ok)
    return stop('unrelated', [
      `npm run upgrade: this copy shares no history with ${target} (made with "Use this template", or from a download), so git cannot tell your changes from the template's.`,
      'Start a fork of the template, copy your content folder and .env into it, and upgrade there.',
    ]);

  const before = git(cwd, ['rev-parse', 'HEAD']).out;
  const merged = git(cwd, [
    'merge',
    '--no-edit',
    '--no-ff',
    '-m',
    `Upgrade: merge ${target}`,
    target,
  ]);
  if (!merged.ok) {
    const conflicts = git(cwd, ['diff', '--name-only', '--diff-filter=U'])
      .out.split('\n')
      .filter(Boolean);
    if (!conflicts.length)
      return stop('failed', [
        `npm run upgrade: the merge of ${target} stopped:`,
        `  ${merged.err || merged.out}`,
      ]);
    const inSample = conflicts.some((file) =>
      SAMPLE_FOLDERS.some((folder) => file.startsWith(folder)),
    );
    return stop(
      'conflict',
      [
        `npm run upgrade: ${conflicts.length} file(s) changed both here and in the template:`,
        ...conflicts.map((file) => `  ${file}`),
        inSample
          ? '  Your content is in the template\'s own sample folder. Copy it into a folder of your own, put CONTENT_DIR=<that folder> in .env, and upgrade from there (README "Keeping up to date").'
          : "  These are the template's files: keep your changes in your content folder and .env instead.",
        'Nothing is lost: `git merge --abort` puts everything back as it was; or resolve the files and `git commit`.',
      ],
      conflicts,
    );
  }

  const files = git(cwd, ['diff', '--name-only', before, 'HEAD']).out.split('\n').filter(Boolean);
  log(`Merged ${target}: ${files.length} file(s) changed.`);
  if (install && files.includes('package-lock.json')) {
    log('The dependencies changed: npm ci');
    if (spawnSync('npm', ['ci'], { cwd, stdio: 'inherit' }).status !== 0)
      return stop('failed', [
        'npm run upgrade: npm ci failed; run it again once the problem above is fixed.',
      ]);
  } else if (files.includes('package-lock.json')) {
    log('The dependencies changed: run npm ci.');
  }
  return stop('merged', ['Next: npm run check:content, then npm start to look at your site.']);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = upgrade({
    cwd: process.cwd(),
    url: process.env.UPSTREAM_URL?.trim() || undefined,
    branch: process.env.UPSTREAM_BRANCH?.trim() || undefined,
    install: !process.argv.includes('--no-install'),
  });
  if (result.outcome === 'merged')
    process.exitCode = spawnSync('npm', ['run', 'check:content'], { stdio: 'inherit' }).status ?? 1;
  else if (result.outcome !== 'up-to-date') process.exitCode = 1;
}
