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

/**
 * The build variables of each analytics provider. One provider at a time: a build with the
 * variables of two stops with `analyticsProblem`'s sentence. Which hosts each provider talks to
 * is for scripts/security-headers.ts, how it is talked to for src/lib/analytics.ts.
 */
export const ANALYTICS_VARIABLES = {
  google: ['VITE_GA_MEASUREMENT_ID'],
  plausible: ['VITE_PLAUSIBLE_DOMAIN', 'VITE_PLAUSIBLE_SRC'],
  umami: ['VITE_UMAMI_WEBSITE_ID', 'VITE_UMAMI_SRC'],
} as const;

/** The analytics the build variables choose (each value trimmed; an empty one is absent). */
export type AnalyticsSettings =
  | { provider: 'none' }
  | { provider: 'google'; measurementId: string }
  | { provider: 'plausible'; domain: string; src?: string }
  | { provider: 'umami'; websiteId: string; src: string };

type AnalyticsEnv = Record<string, string | undefined>;

const valueOf = (env: AnalyticsEnv, name: string) => env[name]?.trim() || undefined;

/** Whether a script address is one a browser may load from a page served over https. */
function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * One sentence when the analytics variables cannot make a working build (two providers, a
 * script address that is not an https URL, Umami without its script), else undefined. The
 * build (vite.config.ts), `npm run build`'s first step and `npm run doctor` stop with it.
 */
export function analyticsProblem(env: AnalyticsEnv): string | undefined {
  const chosen = Object.values(ANALYTICS_VARIABLES)
    .map((names) => names.find((name) => valueOf(env, name)))
    .filter((name) => name !== undefined);
  if (chosen.length > 1)
    return `Analytics: ${chosen.join(' and ')} are both set, but the site measures with one provider at a time. Keep the variables of the one you want and empty the other's (in .env or on the host), then build again.`;
  for (const name of ['VITE_PLAUSIBLE_SRC', 'VITE_UMAMI_SRC']) {
    const value = valueOf(env, name);
    if (value && !isHttpsUrl(value))
      return `Analytics: ${name} '${value}' is not an https address. Copy the script's address from your provider's tracking code, e.g. https://stats.example.com/js/script.js.`;
  }
  if (valueOf(env, 'VITE_UMAMI_WEBSITE_ID') && !valueOf(env, 'VITE_UMAMI_SRC'))
    return "Analytics: VITE_UMAMI_WEBSITE_ID is set but VITE_UMAMI_SRC is not. Set it to the script's address from Umami's tracking code (https://cloud.umami.is/script.js on Umami Cloud, your own server's otherwise).";
  if (valueOf(env, 'VITE_UMAMI_SRC') && !valueOf(env, 'VITE_UMAMI_WEBSITE_ID'))
    return "Analytics: VITE_UMAMI_SRC is set but VITE_UMAMI_WEBSITE_ID is not. Copy the data-website-id from Umami's tracking code, or empty VITE_UMAMI_SRC.";
  if (valueOf(env, 'VITE_PLAUSIBLE_SRC') && !valueOf(env, 'VITE_PLAUSIBLE_DOMAIN'))
    return "Analytics: VITE_PLAUSIBLE_SRC is set but VITE_PLAUSIBLE_DOMAIN is not. Set it to your site's domain as Plausible knows it (e.g. jane.dev), or empty VITE_PLAUSIBLE_SRC.";
  return undefined;
}

/** The analytics the variables choose; throws `analyticsProblem`'s sentence for a broken choice. */
export function analyticsSettings(env: AnalyticsEnv): AnalyticsSettings {
  const problem = analyticsProblem(env);
  if (problem) throw new Error(problem);
  const measurementId = valueOf(env, 'VITE_GA_MEASUREMENT_ID');
  if (measurementId) return { provider: 'google', measurementId };
  const domain = valueOf(env, 'VITE_PLAUSIBLE_DOMAIN');
  if (domain) {
    const src = valueOf(env, 'VITE_PLAUSIBLE_SRC');
    return src ? { provider: 'plausible', domain, src } : { provider: 'plausible', domain };
  }
  const websiteId = valueOf(env, 'VITE_UMAMI_WEBSITE_ID');
  const src = valueOf(env, 'VITE_UMAMI_SRC');
  if (websiteId && src) return { provider: 'umami', websiteId, src };
  return { provider: 'none' };
}

/** The analytics variables from the environment, else from `.env` (as `setting` reads them). */
export function analyticsEnv(root: string = import.meta.dirname): AnalyticsEnv {
  const names = Object.values(ANALYTICS_VARIABLES).flat();
  return Object.fromEntries(names.map((name) => [name, setting(name, root)]));
}
