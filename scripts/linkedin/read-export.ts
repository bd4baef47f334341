/**
 * Reads LinkedIn's data export for `npm run import-linkedin`: the ZIP file LinkedIn sends
 * (Settings & Privacy → Data privacy → Get a copy of your data), or the folder it was unpacked
 * into. Gives the text of each file the import reads (by its name, wherever it sits in the
 * export), the names of the other files, or one sentence when the path holds no export.
 * The ZIP is read with fflate, only the files the import reads are unpacked.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';

/** The files of the export the import reads, as LinkedIn names them. */
export const LINKEDIN_FILES = [
  'Profile.csv',
  'Email Addresses.csv',
  'Positions.csv',
  'Education.csv',
  'Skills.csv',
  'Projects.csv',
  'Certifications.csv',
  'Honors.csv',
  'Languages.csv',
  'Courses.csv',
  'Publications.csv',
  'Volunteering.csv',
] as const;

export type LinkedInFile = (typeof LINKEDIN_FILES)[number];

export interface LinkedInExport {
  /** What the owner named: the ZIP's or the folder's name. */
  name: string;
  /** The text of each file the import reads that the export has. */
  files: Map<LinkedInFile, string>;
  /** Every other file of the export, by its path in it. */
  others: string[];
}

export type ReadExport = { ok: true; export: LinkedInExport } | { ok: false; message: string };

/** The file the import reads that `entry` (a path in the export) is, if any. */
function known(entry: string): LinkedInFile | undefined {
  const base = entry.split('/').pop()?.toLowerCase();
  return LINKEDIN_FILES.find((file) => file.toLowerCase() === base);
}

/** Text as LinkedIn writes it (UTF-8, maybe with a byte order mark). */
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');

/** Every file under `dir`, by its path relative to it (with `/`). */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), `${relative}/`);
    return entry.isFile() ? [relative] : [];
  });
}

function fromEntries(name: string, entries: Iterable<[string, () => Uint8Array]>): LinkedInExport {
  const files = new Map<LinkedInFile, string>();
  const others: string[] = [];
  for (const [entry, read] of entries) {
    const file = known(entry);
    if (file && !files.has(file)) files.set(file, decode(read()));
    else if (!entry.endsWith('/') && !path.basename(entry).startsWith('.')) others.push(entry);
  }
  return { name, files, others: others.sort() };
}

const HOW_TO =
  'LinkedIn sends it as a ZIP file: Settings & Privacy → Data privacy → Get a copy of your data.';

/** The export at `source` (a ZIP file or a folder), as the owner named it (`shown`). */
export function readExport(source: string, shown: string = path.basename(source)): ReadExport {
  const fail = (message: string): ReadExport => ({ ok: false, message });
  if (!existsSync(source))
    return fail(
      `${shown}: not found (looked for ${source}). Name the ZIP file of your LinkedIn export, or the folder you unpacked it into. ${HOW_TO}`,
    );
  let read: LinkedInExport;
  if (statSync(source).isDirectory()) {
    read = fromEntries(
      shown,
      filesUnder(source).map((entry) => [entry, () => readFileSync(path.join(source, entry))]),
    );
  } else {
    let unzipped: Record<string, Uint8Array>;
    const listed: string[] = [];
    try {
      unzipped = unzipSync(readFileSync(source), {
        filter: (file) => {
          listed.push(file.name);
          return known(file.name) !== undefined;
        },
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return fail(
        `${shown}: not a ZIP file the import can open (${reason}). Download your LinkedIn export again, or unpack it and name the folder. ${HOW_TO}`,
      );
    }
    read = fromEntries(
      shown,
      listed.map((entry) => [entry, () => unzipped[entry] ?? new Uint8Array()]),
    );
  }
  if (read.files.size === 0)
    return fail(
      `${shown}: holds none of the files of a LinkedIn export the import reads (${LINKEDIN_FILES.join(', ')}). Name the ZIP file LinkedIn sent you, or the folder you unpacked it into. ${HOW_TO}`,
    );
  return { ok: true, export: read };
}
