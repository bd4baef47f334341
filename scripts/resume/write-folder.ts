/**
 * Writes a started content folder to disk, for every starter: `npm run import-resume`,
 * `npm run import-linkedin` and `npm run new`. The modules are formatted with the project's
 * Prettier settings, and each placeholder picture is drawn (a grey frame that says what belongs
 * there, or a tile with letters: the owner's initials, a project's initial).
 *
 * Beside the files it keeps `.imported.json`: the SHA-256 of every file as a starter wrote it.
 * So a starter run again over the folder (`updateFolder`) knows which files the owner has
 * edited since, and changes none of them:
 * - a file as the starter left it is written anew (or left alone when nothing changed);
 * - a file the owner edited, or one no starter wrote, is kept as it is;
 * - a file the owner removed stays removed, but for a module every folder needs;
 * - a new file is written.
 * Before anything is written, the folder as it would be is checked (the content check, on a
 * copy): a mix of the owner's files and new ones that would not build is refused, naming why.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { importTodos } from '../content/import-todos';
import { CONTENT_MODULES } from '../content/load';
import { FONT_FAMILY, svgToPng } from '../seo/render';
import { escapeXml } from '../seo/xml';
import type { PlaceholderPicture } from './import-content';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What a starter remembers of the files it wrote (in the content folder, beside them). */
export const STATE_FILE = '.imported.json';

/** Sizes of the placeholders: large enough for where each kind of picture shows. */
const PICTURE_SIZES: Readonly<Record<PlaceholderPicture['kind'], [number, number]>> = {
  portrait: [800, 800],
  card: [1600, 1000],
  phone: [1080, 2340],
  desktop: [1920, 1200],
  icon: [192, 192],
};

/** The colour of a tile whose picture names none. */
const TILE_COLOUR = '#0f766e';

/** A placeholder picture: a grey frame that says what belongs there. */
export function placeholderSvg(kind: PlaceholderPicture['kind']): string {
  const [w, h] = PICTURE_SIZES[kind];
  const label = {
    portrait: 'Your portrait',
    card: 'Your project picture',
    phone: 'Your screenshot',
    desktop: 'Your screenshot',
    icon: 'Icon',
  }[kind];
  const size = Math.round(Math.min(w, h) / 12);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="#e7e5e4"/>
<rect x="${size / 2}" y="${size / 2}" width="${w - size}" height="${h - size}" rx="${size / 2}" fill="none" stroke="#a8a29e" stroke-width="${size / 8}" stroke-dasharray="${size / 2} ${size / 3}"/>
<text x="${w / 2}" y="${h / 2}" text-anchor="middle" font-family="Inter" font-weight="700" font-size="${size}" fill="#57534e">${label}</text>
<text x="${w / 2}" y="${h / 2 + size * 1.4}" text-anchor="middle" font-family="Inter" font-size="${size * 0.6}" fill="#78716c">placeholder (TODO)</text>
</svg>`;
}

/** A tile of one colour with letters in white: a portrait's initials, an app's initial. */
export function letterTileSvg(kind: PlaceholderPicture['kind'], letters: string, colour: string) {
  const [w, h] = PICTURE_SIZES[kind];
  const size = Math.round(Math.min(w, h) * (letters.length > 1 ? 0.36 : 0.5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="${escapeXml(colour)}"/>
<text x="${w / 2}" y="${h / 2 + size * 0.36}" text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="700" font-size="${size}" fill="#ffffff">${escapeXml(letters)}</text>
</svg>`;
}

/** The PNG of a placeholder picture. */
export function drawPicture(picture: PlaceholderPicture): Buffer {
  return svgToPng(
    picture.letters
      ? letterTileSvg(picture.kind, picture.letters, picture.colour ?? TILE_COLOUR)
      : placeholderSvg(picture.kind),
  );
}

/** A started folder's files before they are written: module sources and placeholder pictures. */
export interface StartedFolder {
  modules: Record<string, string>;
  pictures: readonly PlaceholderPicture[];
}

/**
 * Every file of the folder, by its path in it (`profile.ts`, `images/portrait.png`): the
 * modules formatted as the project formats its code (.prettierrc.json), the pictures drawn.
 */
export async function folderFiles(folder: StartedFolder): Promise<Map<string, Buffer>> {
  const config = (await resolveConfig(path.join(ROOT, 'src', 'content', 'profile.ts'))) ?? {};
  const files = new Map<string, Buffer>();
  for (const [file, source] of Object.entries(folder.modules))
    files.set(file, Buffer.from(await format(source, { ...config, filepath: file })));
  const drawn = new Map<string, Buffer>();
  for (const picture of folder.pictures) {
    const key = JSON.stringify([picture.kind, picture.letters, picture.colour]);
    const png = drawn.get(key) ?? drawPicture(picture);
    drawn.set(key, png);
    files.set(`images/${picture.path}`, png);
  }
  return files;
}

/** A file's fingerprint; text with Windows line ends counts as the same text. */
function fingerprint(bytes: Buffer, file: string): string {
  const text = /\.(ts|json|md)$/.test(file);
  const data = text ? Buffer.from(bytes.toString('utf8').replace(/\r\n/g, '\n')) : bytes;
  return createHash('sha256').update(data).digest('hex');
}

interface State {
  files: Record<string, string>;
}

function readState(target: string): State {
  try {
    const state = JSON.parse(readFileSync(path.join(target, STATE_FILE), 'utf8')) as unknown;
    const files = (state as { files?: unknown } | null)?.files;
    if (typeof files === 'object' && files !== null && !Array.isArray(files))
      return {
        files: Object.fromEntries(
          Object.entries(files).filter((e): e is [string, string] => typeof e[1] === 'string'),
        ),
      };
  } catch {
    // No state (or one the owner broke): every file there counts as the owner's.
  }
  return { files: {} };
}

/**
 * The state file's text, formatted as the project's Prettier settings format JSON (as
 * `npm run lint` formats an owner's folder), so that formatting never changes it.
 */
async function stateText(state: State): Promise<string> {
  const sorted = Object.fromEntries(
    Object.entries(state.files).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  const json = JSON.stringify({
    about:
      'Written by npm run new, import-resume and import-linkedin: each file as they last wrote it, so that running one again changes only the files you have not edited. Keep it with your content.',
    files: sorted,
  });
  const config = (await resolveConfig(path.join(ROOT, 'src', 'content', STATE_FILE))) ?? {};
  return format(json, { ...config, parser: 'json' });
}

/** What a run did to each file, by its path in the folder. */
export interface FolderChanges {
  /** Not there before. */
  added: string[];
  /** As the last run left them, now written anew. */
  updated: string[];
  /** The same as the run would write. */
  unchanged: string[];
  /**
   * Edited by the owner (or written by no starter), where the run would write something new:
   * left as they are.
   */
  kept: string[];
  /** Edited by the owner where the run has nothing new for them: left as they are. */
  own: string[];
  /** Removed by the owner: left out. */
  removed: string[];
}

/** Which files to write into `target`, and what becomes of each. */
function plan(target: string, files: ReadonlyMap<string, Buffer>, state: State) {
  const changes: FolderChanges = {
    added: [],
    updated: [],
    unchanged: [],
    kept: [],
    own: [],
    removed: [],
  };
  const writes = new Map<string, Buffer>();
  for (const [file, bytes] of files) {
    const at = path.join(target, file);
    const wrote = state.files[file];
    if (!existsSync(at)) {
      if (wrote && !(file in CONTENT_MODULES)) changes.removed.push(file);
      else {
        changes.added.push(file);
        writes.set(file, bytes);
      }
      continue;
    }
    const now = fingerprint(readFileSync(at), file);
    const next = fingerprint(bytes, file);
    if (now === next) changes.unchanged.push(file);
    else if (now === wrote) {
      changes.updated.push(file);
      writes.set(file, bytes);
    } else if (next === wrote) changes.own.push(file);
    else changes.kept.push(file);
  }
  return { changes, writes };
}

function write(target: string, writes: ReadonlyMap<string, Buffer>) {
  for (const [file, bytes] of writes) {
    const at = path.join(target, file);
    mkdirSync(path.dirname(at), { recursive: true });
    writeFileSync(at, bytes);
  }
}

/** The state after a run: what it wrote, and what it would have written where nothing changed. */
function nextState(
  before: State,
  files: ReadonlyMap<string, Buffer>,
  changes: FolderChanges,
): State {
  const next = { files: { ...before.files } };
  for (const file of [...changes.added, ...changes.updated, ...changes.unchanged]) {
    const bytes = files.get(file);
    if (bytes) next.files[file] = fingerprint(bytes, file);
  }
  return next;
}

/**
 * Writes a new folder (`target` new or empty; the caller checks). Removes what it wrote if
 * writing fails halfway.
 */
export async function startFolder(target: string, folder: StartedFolder): Promise<string[]> {
  const files = await folderFiles(folder);
  try {
    mkdirSync(target, { recursive: true });
    write(target, files);
    const { changes } = plan(target, files, { files: {} });
    writeFileSync(
      path.join(target, STATE_FILE),
      await stateText(nextState({ files: {} }, files, changes)),
    );
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    throw error;
  }
  return [...files.keys()];
}

/** True when `target` is a folder that holds something (a starter never writes a fresh one there). */
export function holdsFiles(target: string): boolean {
  return existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0);
}

export type UpdateResult =
  | { ok: true; changes: FolderChanges }
  /** The folder as it would be fails the content check: these errors; nothing was written. */
  | { ok: false; changes: FolderChanges; errors: string[] };

/**
 * Writes `folder` into `target` (new, empty or one a starter wrote before), changing no file
 * the owner edited, and only when the result passes the content check.
 */
export async function updateFolder(target: string, folder: StartedFolder): Promise<UpdateResult> {
  const files = await folderFiles(folder);
  const before = readState(target);
  const { changes, writes } = plan(target, files, before);
  if (writes.size > 0) {
    const errors = await checkWith(target, writes);
    if (errors.length) return { ok: false, changes, errors };
    write(target, writes);
  }
  const state = await stateText(nextState(before, files, changes));
  const stateAt = path.join(target, STATE_FILE);
  if (!existsSync(stateAt) || readFileSync(stateAt, 'utf8') !== state)
    writeFileSync(stateAt, state);
  return { ok: true, changes };
}

/**
 * The content check's errors for `target` with `writes` written, on a copy beside it (a copy
 * also keeps the check's modules apart from any read before in this process).
 */
export async function checkWith(
  target: string,
  writes: ReadonlyMap<string, Buffer>,
): Promise<string[]> {
  mkdirSync(path.dirname(target), { recursive: true });
  const copy = mkdtempSync(path.join(path.dirname(target), `.${path.basename(target)}-check-`));
  try {
    if (existsSync(target)) cpSync(target, copy, { recursive: true });
    write(copy, writes);
    // Loaded when needed: the check reads every kind of content (pictures, posts, icons), which
    // a starter that fails early on its input need not load.
    const { checkContentFolder } = await import('../content/check');
    const report = await checkContentFolder(copy, path.join(ROOT, 'public'));
    const shown = (dir: string) => path.relative(process.cwd(), dir) || '.';
    return report.errors.map((error) =>
      error.replaceAll(copy, target).replaceAll(shown(copy), shown(target)),
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** What a run did, in a few lines: the files added, written anew, kept and left out. */
export function changeLines(shownFolder: string, changes: FolderChanges): string[] {
  const names = (files: readonly string[]) => files.join(', ');
  const lines = [
    changes.added.length ? `  added: ${names(changes.added)}` : '',
    changes.updated.length
      ? `  written anew (you had not edited them): ${names(changes.updated)}`
      : '',
    changes.kept.length
      ? `  kept as you edited them, without what is new in the import for them: ${names(changes.kept)}`
      : '',
    changes.removed.length ? `  left out, as you removed them: ${names(changes.removed)}` : '',
  ].filter(Boolean);
  const changed = changes.added.length + changes.updated.length;
  return [
    changed
      ? `${shownFolder}/: ${changed} file${changed === 1 ? '' : 's'} written.`
      : `${shownFolder}/: nothing changed.`,
    ...lines,
  ];
}

/** Every TODO line left in the folder, with its file and line, to list for the owner. */
export function leftForYouLines(target: string, shownFolder: string): string[] {
  const todos = importTodos(target);
  if (!todos.length) return [];
  return [
    `Left for you (${todos.length}):`,
    ...todos.map((todo) => `  ${shownFolder}/${todo.file}:${todo.line}: ${todo.note}`),
  ];
}
