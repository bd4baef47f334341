/**
 * `npm run import-linkedin -- <export.zip|folder> [folder]`: a content folder (default
 * `my-content/`) from LinkedIn's data export (./read-export.ts, ./from-linkedin.ts), written
 * the way `npm run import-resume` writes one (../resume/from-json-resume.ts): every field the
 * export has, a placeholder picture for each picture, and a `// TODO(import)` line for what it
 * cannot know, listed with its file and line. It passes the content check and builds at once.
 *
 * Run it again with a newer export over the same folder: files as the import left them are
 * written anew, files the owner edited are kept as they are (../resume/write-folder.ts), and
 * nothing is written when the result would not pass the content check. Files of the export it
 * does not read, and files it reads that the export lacks, are named; neither stops it. An
 * owner's mistake (no such path, not a ZIP, no export in it) gets one sentence and exit code 1.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentFromJsonResume } from '../resume/from-json-resume';
import { DEFAULT_FOLDER, type ImportOutcome } from '../resume/import-resume';
import { changeLines, leftForYouLines, updateFolder } from '../resume/write-folder';
import { fromLinkedIn } from './from-linkedin';
import { readExport } from './read-export';

const USAGE = 'Usage: npm run import-linkedin -- path/to/export.zip [folder]';

/** `list` as 'a, b and c'. */
const listed = (list: readonly string[]) =>
  list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/**
 * Imports the export at `source` (a ZIP file or a folder) into `folder` (relative paths from
 * `cwd`), keeping every file the owner edited there.
 */
export async function importLinkedIn(
  source: string,
  folder: string = DEFAULT_FOLDER,
  cwd: string = process.cwd(),
  today: Date = new Date(),
): Promise<ImportOutcome> {
  const fail = (line: string): ImportOutcome => ({ code: 1, lines: [line] });
  const from = path.resolve(cwd, source);
  const target = path.resolve(cwd, folder);
  const shownFolder = path.relative(cwd, target) || '.';
  if (existsSync(target) && !statSync(target).isDirectory())
    return fail(
      `${shownFolder} is a file, not a folder: name a folder for your content, e.g. npm run import-linkedin -- ${source} ${DEFAULT_FOLDER}`,
    );
  const exported = readExport(from, path.basename(source));
  if (!exported.ok) return fail(exported.message);
  const document = fromLinkedIn(exported.export);
  const { modules, pictures, leftOut } = contentFromJsonResume(
    document.resume,
    exported.export.name,
    today,
    {
      origin: `Imported from your LinkedIn export (${exported.export.name}) by \`npm run import-linkedin\``,
      todoWhat: 'what the LinkedIn export does not say',
      source: 'the LinkedIn export',
      notes: document.notes,
      projectIcons: true,
    },
  );
  const result = await updateFolder(target, { modules, pictures });
  const about = [
    `import-linkedin: read ${listed(document.read)} from ${exported.export.name}.`,
    ...(document.missing.length
      ? [`Not in the export, so nothing from them: ${listed(document.missing)}.`]
      : []),
    ...(exported.export.others.length
      ? [
          `Not read (the site has no place for them, or the import does not know them): ${listed(exported.export.others)}.`,
        ]
      : []),
    ...document.problems,
  ];
  if (!result.ok)
    return {
      code: 1,
      lines: [
        ...about,
        `Nothing was written to ${shownFolder}/: with the files you edited kept as they are (${listed([...result.changes.kept, ...result.changes.own])}), the folder would not pass the content check:`,
        ...result.errors.map((error) => `  - ${error}`),
        `Change those files so that they fit, or import into a new folder (npm run import-linkedin -- ${source} ${DEFAULT_FOLDER}-2) and copy over what you need.`,
      ],
    };
  const notImported = [...document.leftOut, ...leftOut];
  return {
    code: 0,
    lines: [
      ...about,
      ...changeLines(shownFolder, result.changes),
      ...(notImported.length ? [`Not imported: ${notImported.join('; ')}.`] : []),
      ...leftForYouLines(target, shownFolder),
      `Next: CONTENT_DIR=${shownFolder} npm run dev (or add CONTENT_DIR=${shownFolder} to .env).`,
    ],
  };
}

async function main() {
  const [source, folder, ...rest] = process.argv.slice(2);
  if (!source || rest.length > 0 || source.startsWith('-')) {
    console.error(USAGE);
    process.exit(1);
  }
  const { code, lines } = await importLinkedIn(source, folder);
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  process.exit(code);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
