import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What every postbuild step receives. */
export interface BuildContext {
  /** Project root. */
  root: string;
  /** Absolute path of dist/, which already holds the prerendered site. */
  dist: string;
  /** Base path the site is built for, e.g. '/' or '/portfolio/'. */
  base: string;
}

export type BuildStep = (context: BuildContext) => void | Promise<void>;

/**
 * Every file under a folder whose relative path passes `test`, as paths relative to the folder
 * with forward slashes, sorted. The one walk of dist/ that build steps and tests share.
 */
export function filesIn(dir: string, test: (relativePath: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .filter(test)
    .sort();
}

/** Every prerendered page of dist/: each route's `index.html`, relative to dist/. */
export function pageFiles(dist: string): string[] {
  return filesIn(dist, (file) => path.basename(file) === 'index.html');
}

/**
 * Rewrites every prerendered page of dist/ in place: the one loop of the build steps that
 * change the pages' HTML.
 */
export function rewritePages(dist: string, rewrite: (html: string) => string): void {
  for (const page of pageFiles(dist)) {
    const file = path.join(dist, page);
    writeFileSync(file, rewrite(readFileSync(file, 'utf8')));
  }
}
