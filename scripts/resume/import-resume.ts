/**
 * `npm run import-resume -- path/to/resume.json [folder]`: starts a content folder (default
 * `my-content/`) from a JSON Resume document: the content modules (./from-json-resume.ts),
 * formatted with the project's Prettier settings, and a placeholder picture for every picture
 * they name, so the folder passes the content check and builds at once. What JSON Resume cannot
 * hold is left under `// TODO(import)` lines, which it lists (as do the content check and
 * `npm run doctor`).
 *
 * Never overwrites: a folder that holds anything is refused. Bad input gets one sentence naming
 * the file and the field, exit code 1, and nothing is written.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromJsonResume } from './from-json-resume';
import { holdsFiles, leftForYouLines, startFolder } from './write-folder';

export const DEFAULT_FOLDER = 'my-content';

export interface ImportOutcome {
  /** 0 when the folder was written, 1 when not. */
  code: 0 | 1;
  /** What to tell the owner, line by line. */
  lines: string[];
}

/**
 * Imports `file` into `folder` (relative paths from `cwd`). Writes nothing unless the document
 * is good and the folder empty or new.
 */
export async function importResume(
  file: string,
  folder: string = DEFAULT_FOLDER,
  cwd: string = process.cwd(),
): Promise<ImportOutcome> {
  const fail = (line: string): ImportOutcome => ({ code: 1, lines: [line] });
  const source = path.resolve(cwd, file);
  const target = path.resolve(cwd, folder);
  const shownFolder = path.relative(cwd, target) || '.';
  const name = path.basename(file);
  if (!existsSync(source)) return fail(`${name}: not found (looked for ${source}).`);
  if (!statSync(source).isFile())
    return fail(`${name}: is a folder, not a file. Name the resume.json itself.`);
  if (holdsFiles(target))
    return fail(
      `${shownFolder}${statSync(target).isDirectory() ? '/ already holds files' : ' is a file'}, and the import never writes over anything: name a new or empty folder, e.g. npm run import-resume -- ${file} ${DEFAULT_FOLDER}-2`,
    );
  const result = fromJsonResume(readFileSync(source, 'utf8'), name);
  if (!result.ok) return fail(result.message);
  const { modules, pictures, leftOut } = result.folder;
  await startFolder(target, { modules, pictures });
  return {
    code: 0,
    lines: [
      `import-resume: wrote ${shownFolder}/ from ${name}: ${Object.keys(modules).join(', ')} and ${pictures.length} placeholder picture${pictures.length === 1 ? '' : 's'} under images/.`,
      ...(leftOut.length ? [`Not imported: ${leftOut.join('; ')}.`] : []),
      ...leftForYouLines(target, shownFolder),
      `Next: CONTENT_DIR=${shownFolder} npm run dev (or add CONTENT_DIR=${shownFolder} to .env).`,
    ],
  };
}

async function main() {
  const [file, folder] = process.argv.slice(2);
  if (!file) {
    console.error('Usage: npm run import-resume -- path/to/resume.json [folder]');
    process.exit(1);
  }
  const { code, lines } = await importResume(file, folder);
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  process.exit(code);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
