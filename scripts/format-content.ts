/**
 * Formatting never blocks an owner (issue 51: `npm test` stopped a student after 68 s at
 * `prettier --check` on their own content). `npm run lint` (and so `npm test`) runs this before
 * Prettier checks the repository: it formats every owner's content folder with the repository's
 * Prettier settings, as `npm run format` would, and names the files it changed. Then the check
 * finds nothing to say about them.
 *
 * An owner's content folder is the one CONTENT_DIR names (from the environment or `.env`) and any
 * folder of the repository that holds a `profile.ts` (not ignored by git: a `my-content` not yet
 * named in `.env` too). The two sample owners, `src/content` and `examples/alt-owner`, are the
 * template's own files: Prettier checks them like the code, so they stay formatted.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { setting } from '../build-config';

/** The template's own content folders: checked, never formatted for anyone. */
export const SAMPLE_FOLDERS = ['src/content', 'examples/alt-owner'] as const;

/** A folder as the repository names it: `my-content`, never `./my-content/` or an absolute path. */
function relativeFolder(root: string, folder: string): string {
  return path.relative(root, path.resolve(root, folder)).split(path.sep).join('/');
}

/**
 * The owner's content folders, relative to `root`: CONTENT_DIR's, and the folder of each
 * `profile.ts` in `files` (the repository's files), but the samples and anything outside `root`.
 */
export function ownerContentFolders(
  root: string,
  files: readonly string[],
  contentDir: string | undefined,
): string[] {
  const folders = [
    ...(contentDir ? [contentDir] : []),
    ...files
      .filter((file) => path.basename(file) === 'profile.ts')
      .map((file) => path.dirname(file)),
  ].map((folder) => relativeFolder(root, folder));
  return [...new Set(folders)]
    .filter((folder) => folder !== '' && folder !== '.' && !folder.startsWith('..'))
    .filter((folder) => !(SAMPLE_FOLDERS as readonly string[]).includes(folder))
    .sort();
}

/** Every file of the repository that git does not ignore, tracked or not (none outside git). */
function repositoryFiles(root: string): string[] {
  try {
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** Formats the owner's content folders; returns the files Prettier changed. */
export function formatOwnerContent(root: string, folders: readonly string[]): string[] {
  if (folders.length === 0) return [];
  const prettier = path.join(root, 'node_modules', '.bin', 'prettier');
  const changed = execFileSync(
    prettier,
    ['--write', '--list-different', '--no-error-on-unmatched-pattern', ...folders],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return changed.split('\n').filter(Boolean);
}

if (process.argv[1] === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, '..');
  const folders = ownerContentFolders(root, repositoryFiles(root), setting('CONTENT_DIR'));
  const changed = formatOwnerContent(root, folders);
  if (changed.length > 0)
    process.stdout.write(
      `Formatted your content for you (Prettier, as npm run format does): ${changed.join(', ')}\n`,
    );
}
