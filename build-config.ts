import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';

/**
 * Build-time settings shared by vite.config.ts, react-router.config.ts, the scripts and the
 * server. All come from environment variables so a variant build needs no file changes.
 */

/**
 * BASE_PATH: where the site is served, e.g. "/" (default) or "/portfolio/" for a GitHub Pages
 * project site. Always returned with a leading and trailing slash.
 */
export function basePath(raw: string | undefined = process.env.BASE_PATH): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The folder `npm run build` leaves the deployable site in (OUT_DIR, default dist). */
export function outDir(): string {
  return process.env.OUT_DIR?.trim() || 'dist';
}

/** React Router's own build folder (client + prerender server bundle); removed after the build. */
export function rrBuildDir(): string {
  return `${outDir()}.rr-build`;
}

/**
 * A setting from the environment, else from the project's `.env` file, where an owner keeps
 * their settings so that `npm run upgrade` never touches them (`.env` is not in git).
 */
export function setting(
  name: string,
  root: string = import.meta.dirname,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const given = env[name]?.trim();
  if (given) return given;
  const file = path.join(root, '.env');
  if (!existsSync(file)) return undefined;
  return parseEnv(readFileSync(file, 'utf8'))[name]?.trim() || undefined;
}

/**
 * CONTENT_DIR: the folder of the owner's content modules and their `images/` (default
 * src/content), as an absolute path. The Vite alias `@/content/*` points there. Read from the
 * environment or `.env`.
 */
export function contentDir(raw: string | undefined = setting('CONTENT_DIR')): string {
  return path.resolve(import.meta.dirname, raw?.trim() || 'src/content');
}

/**
 * One sentence when CONTENT_DIR names no folder (a typo in `.env`, a folder not copied yet), else
 * undefined. The content check and `npm run doctor` stop with it at once, before anything is read.
 */
export function contentDirProblem(
  raw: string | undefined = setting('CONTENT_DIR'),
  cwd: string = process.cwd(),
): string | undefined {
  const dir = contentDir(raw);
  if (existsSync(dir) && statSync(dir).isDirectory()) return undefined;
  const shown = path.relative(cwd, dir) || dir;
  const what = existsSync(dir) ? 'is a file, not a folder' : 'does not exist';
  return `The content folder ${shown}/ (CONTENT_DIR=${raw?.trim() || 'src/content'}) ${what}. Check CONTENT_DIR in .env or in your shell (a folder relative to the project, e.g. CONTENT_DIR=my-content), or start the folder by copying a sample: cp -r src/content ${shown}`;
}

/**
 * What `@/content/record` is: the content folder's `record.ts` (certifications, awards, …), or,
 * for an owner without one, src/model/noRecord.ts (an empty record). The one optional content
 * module: Vite, Vitest and the content tsconfig (tsc, Playwright) all map it here.
 */
export function recordModule(dir: string = contentDir()): string {
  const own = path.join(dir, 'record.ts');
  return existsSync(own) ? own : path.resolve(import.meta.dirname, 'src/model/noRecord.ts');
}

/**
 * The languages the owner's `site.ts` declares, default first (src/i18n/languages.ts): the
 * router config prerenders every page in each. Read by importing the module by path.
 */
export async function contentLanguages(dir: string = contentDir()) {
  const { siteLanguages } = await import(/* @vite-ignore */ './src/i18n/languages.ts');
  const url = pathToFileURL(path.join(dir, 'site.ts')).href;
  const { site } = (await import(/* @vite-ignore */ url)) as {
    site: { lang?: string; languages?: string[] };
  };
  return siteLanguages(site);
}

/**
 * Whether drafts (posts with `draft: true`) are shown: only by the dev server that
 * `npm run dev` starts (it sets SHOW_DRAFTS=1); a build never has them.
 */
export function showDrafts(command: 'serve' | 'build' = 'serve'): boolean {
  return command === 'serve' && process.env.SHOW_DRAFTS === '1';
}

/** The published posts' slugs of each language of the content (scripts/posts/posts.ts). */
export async function contentPostSlugs(dir: string = contentDir(), drafts = false) {
  const { postSlugs } = await import(/* @vite-ignore */ './scripts/posts/posts.ts');
  return postSlugs(dir, await contentLanguages(dir), drafts);
}
