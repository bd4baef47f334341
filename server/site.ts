/**
 * The site the server answers from: a private copy of dist/ (a snapshot), taken whole.
 *
 * - A snapshot is taken while the build stamp (scripts/build-stamp.ts) stands unchanged before
 *   and after the copy; a build removes the stamp before it touches dist/ and writes a new one
 *   last. So a rebuild under a running server is seen as the old site until the new one is
 *   complete, then as the new site, never a mix. A dist/ without any stamp (made by hand) is
 *   copied as it is.
 * - The stamp is checked on every request (one `stat`); the swap happens between requests. The
 *   previous copy stays available for the hashed assets an already loaded page of the old build
 *   still asks for; an older copy is deleted once the last response reading from it has finished.
 * - The copies live in one folder per server process, `<tmp>/portfolio-site-<pid>-…`, removed
 *   when the server stops (and on every exit Node lets it see). A server that could not clean
 *   up (SIGKILL, a power cut) leaves its folder behind; the next server to start removes every
 *   such folder whose process is gone (`removeLeftoverCopies`).
 * - Only regular files are copied. A symbolic link is copied as the file it points to when that
 *   file is inside dist/, and left out otherwise; host configuration files (_headers,
 *   _redirects) are read, never copied, so no spelling of a URL can reach them.
 */
import {
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStampFile, readBuildStamp, type BuildStamp } from '../scripts/build-stamp';
import { parseHeadersFile, type HeaderRule } from '../scripts/headers-file';

/** Files at the top of dist/ that configure hosts and are never served. */
export const HOST_FILES = ['_headers', '_redirects'] as const;

export interface Snapshot {
  /** Folder of the private copy. */
  dir: string;
  /** URL path ('/experiences/index.html') → size in bytes, for every file served. */
  files: Map<string, number>;
  headerRules: HeaderRule[];
  notFoundPage: Buffer;
  /** Undefined for a dist/ without a build stamp. */
  stamp?: BuildStamp;
}

interface Held extends Snapshot {
  inFlight: number;
  retired: boolean;
}

const allCopies = new Set<string>();
process.once('exit', () => {
  for (const dir of allCopies) rmSync(dir, { recursive: true, force: true });
});

/** The folders of site copies: `portfolio-site-<pid of the server>-<random>`. */
const COPY_FOLDER = /^portfolio-site-(\d+)-[^/]+$/;

/** True while process `pid` exists (also when it belongs to another user). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the site copies in `dir` whose server process is gone (ended by SIGKILL or a crash,
 * before it could remove its own); returns the folders removed. Copies of running servers stay.
 */
export function removeLeftoverCopies(
  dir = tmpdir(),
  isRunning: (pid: number) => boolean = isProcessRunning,
): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(COPY_FOLDER.exec(name)?.[1] ?? 0);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    try {
      rmSync(path.join(dir, name), { recursive: true, force: true });
      removed.push(path.join(dir, name));
    } catch {
      // Not ours to remove (another user's): left alone.
    }
  }
  return removed;
}

let leftoversChecked = false;

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Copies dist/ into `target`; returns the URL paths copied and what was left out. */
function copySite(dist: string, target: string, skipped: string[]): Map<string, number> {
  const root = realpathSync(dist);
  const files = new Map<string, number>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dist, relative), { withFileTypes: true })) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      const source = path.join(dist, rel);
      if (!relative && (HOST_FILES as readonly string[]).includes(entry.name)) continue;
      let stat = lstatSync(source);
      if (stat.isSymbolicLink()) {
        const real = realpathSync(source);
        stat = statSync(real);
        if (!isInside(root, real) || !stat.isFile()) {
          skipped.push(rel);
          continue;
        }
      }
      if (stat.isDirectory()) {
        mkdirSync(path.join(target, rel));
        walk(rel);
      } else if (stat.isFile()) {
        copyFileSync(source, path.join(target, rel));
        files.set(`/${rel}`, stat.size);
      }
    }
  };
  walk('');
  return files;
}

/** dist/ holds no site to serve (never built, or a build that failed half-way). */
export class NoSiteError extends Error {}

export interface SiteOptions {
  dist: string;
  /** Told about links left out and snapshots taken. */
  log?: (line: string) => void;
}

/** Keeps the current snapshot of dist/ and replaces it when a new build has finished. */
export class Site {
  private current: Held;
  private previous: Held | undefined;
  private readonly base: string;
  private readonly dist: string;
  private readonly log: (line: string) => void;
  private lastStampKey = '';
  private count = 0;

  constructor({ dist, log = () => undefined }: SiteOptions) {
    this.dist = path.resolve(dist);
    this.log = log;
    if (!leftoversChecked) {
      leftoversChecked = true;
      const removed = removeLeftoverCopies();
      if (removed.length > 0) {
        this.log(
          `Removed ${removed.length} ${removed.length === 1 ? 'copy' : 'copies'} of the site left behind by a server that did not stop cleanly (${removed.join(', ')})`,
        );
      }
    }
    this.base = mkdtempSync(path.join(tmpdir(), `portfolio-site-${process.pid}-`));
    allCopies.add(this.base);
    // A first copy is needed to answer at all: of a finished build, else of what is there.
    this.lastStampKey = this.stampKey();
    const first = this.take(true) ?? this.take(false);
    if (!first) {
      this.close();
      throw new NoSiteError(
        `There is no built site in ${this.dist} (or it is incomplete): run "npm run build" first, or "npm start" to build and serve.`,
      );
    }
    this.current = first;
  }

  /**
   * The snapshot to answer a request from (replaced first when a new build has finished), and
   * the one before it, if any.
   */
  acquire(): { snapshot: Snapshot; previous?: Snapshot; release: () => void } {
    this.refresh();
    const held = [this.current, this.previous].filter((h): h is Held => h !== undefined);
    for (const h of held) h.inFlight += 1;
    let released = false;
    return {
      snapshot: this.current,
      previous: this.previous,
      release: () => {
        if (released) return;
        released = true;
        for (const h of held) {
          h.inFlight -= 1;
          this.dispose(h);
        }
      },
    };
  }

  /** Deletes every copy (the server has stopped). */
  close(): void {
    rmSync(this.base, { recursive: true, force: true });
    allCopies.delete(this.base);
  }

  private stampKey(): string {
    try {
      const stat = statSync(buildStampFile(this.dist));
      return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      return '';
    }
  }

  private refresh(): void {
    const key = this.stampKey();
    if (key === this.lastStampKey) return;
    this.lastStampKey = key;
    // No stamp: a build is replacing dist/; keep answering from the current copy.
    if (!key) return;
    const next = this.take(true);
    if (!next) {
      // Changed again while copying: try with the next request.
      this.lastStampKey = '';
      return;
    }
    const retired = this.previous;
    this.previous = this.current;
    this.current = next;
    if (retired) {
      retired.retired = true;
      this.dispose(retired);
    }
    this.log(`Serving the new build of ${this.dist}`);
  }

  private dispose(held: Held): void {
    if (held.retired && held.inFlight === 0) rmSync(held.dir, { recursive: true, force: true });
  }

  /** A copy taken under one unchanged stamp (`whole`), or of whatever dist/ holds. */
  private take(whole: boolean): Held | undefined {
    const before = readBuildStamp(this.dist);
    if (whole && !before) return undefined;
    this.count += 1;
    const dir = path.join(this.base, String(this.count));
    try {
      mkdirSync(dir);
      const skipped: string[] = [];
      const files = copySite(this.dist, dir, skipped);
      const headers = readFileSync(path.join(this.dist, '_headers'), 'utf8');
      const notFoundPage = readFileSync(path.join(dir, '404.html'));
      const after = readBuildStamp(this.dist);
      if (whole && after?.id !== before?.id) throw new Error('dist/ changed while copying');
      for (const link of skipped) this.log(`Not serving ${link}: a link to outside of dist/`);
      return {
        dir,
        files,
        headerRules: parseHeadersFile(headers),
        notFoundPage,
        stamp: whole ? before : undefined,
        inFlight: 0,
        retired: false,
      };
    } catch {
      rmSync(dir, { recursive: true, force: true });
      return undefined;
    }
  }
}
