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
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { importTodos } from '../content/import-todos';
import { svgToPng } from '../seo/render';
import { fromJsonResume, type ImportedFolder, type PlaceholderPicture } from './from-json-resume';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const DEFAULT_FOLDER = 'my-content';

/** Sizes of the placeholders: large enough for where each kind of picture shows. */
const PICTURE_SIZES: Readonly<Record<PlaceholderPicture['kind'], [number, number]>> = {
  portrait: [800, 800],
  card: [1600, 1000],
  phone: [1080, 2340],
  desktop: [1920, 1200],
};

/** A placeholder picture: a grey frame that says what belongs there. */
export function placeholderSvg(kind: PlaceholderPicture['kind']): string {
  const [w, h] = PICTURE_SIZES[kind];
  const label = {
    portrait: 'Your portrait',
    card: 'Your project picture',
    phone: 'Your screenshot',
    desktop: 'Your screenshot',
  }[kind];
  const size = Math.round(Math.min(w, h) / 12);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="#e7e5e4"/>
<rect x="${size / 2}" y="${size / 2}" width="${w - size}" height="${h - size}" rx="${size / 2}" fill="none" stroke="#a8a29e" stroke-width="${size / 8}" stroke-dasharray="${size / 2} ${size / 3}"/>
<text x="${w / 2}" y="${h / 2}" text-anchor="middle" font-family="Inter" font-weight="700" font-size="${size}" fill="#57534e">${label}</text>
<text x="${w / 2}" y="${h / 2 + size * 1.4}" text-anchor="middle" font-family="Inter" font-size="${size * 0.6}" fill="#78716c">placeholder (TODO)</text>
</svg>`;
}

export interface ImportOutcome {
  /** 0 when the folder was written, 1 when not. */
  code: 0 | 1;
  /** What to tell the owner, line by line. */
  lines: string[];
}

/** The modules formatted as the project formats its code (.prettierrc.json). */
async function formatted(modules: ImportedFolder['modules']): Promise<Record<string, string>> {
  const config = (await resolveConfig(path.join(ROOT, 'src', 'content', 'profile.ts'))) ?? {};
  const out: Record<string, string> = {};
  for (const [file, source] of Object.entries(modules))
    out[file] = await format(source, { ...config, filepath: file });
  return out;
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
  if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0))
    return fail(
      `${shownFolder}${statSync(target).isDirectory() ? '/ already holds files' : ' is a file'}, and the import never writes over anything: name a new or empty folder, e.g. npm run import-resume -- ${file} ${DEFAULT_FOLDER}-2`,
    );
  const result = fromJsonResume(readFileSync(source, 'utf8'), name);
  if (!result.ok) return fail(result.message);
  const { modules, pictures, leftOut } = result.folder;
  const code = await formatted(modules);
  const drawn = new Map<PlaceholderPicture['kind'], Buffer>();
  try {
    mkdirSync(target, { recursive: true });
    for (const [module, text] of Object.entries(code))
      writeFileSync(path.join(target, module), text);
    for (const picture of pictures) {
      let png = drawn.get(picture.kind);
      if (!png) {
        png = svgToPng(placeholderSvg(picture.kind));
        drawn.set(picture.kind, png);
      }
      const at = path.join(target, 'images', picture.path);
      mkdirSync(path.dirname(at), { recursive: true });
      writeFileSync(at, png);
    }
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    throw error;
  }
  const todos = importTodos(target);
  return {
    code: 0,
    lines: [
      `import-resume: wrote ${shownFolder}/ from ${name}: ${Object.keys(code).join(', ')} and ${pictures.length} placeholder picture${pictures.length === 1 ? '' : 's'} under images/.`,
      ...(leftOut.length ? [`Not imported: ${leftOut.join('; ')}.`] : []),
      ...(todos.length
        ? [
            `Left for you (${todos.length}):`,
            ...todos.map((todo) => `  ${shownFolder}/${todo.file}:${todo.line}: ${todo.note}`),
          ]
        : []),
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
