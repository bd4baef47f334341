import path from 'node:path';

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
 * CONTENT_DIR: the folder of the owner's content modules and their `images/` (default
 * src/content), as an absolute path. The Vite alias `@/content/*` points there.
 */
export function contentDir(raw: string | undefined = process.env.CONTENT_DIR): string {
  return path.resolve(import.meta.dirname, raw?.trim() || 'src/content');
}
