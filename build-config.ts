/**
 * Build-time settings shared by vite.config.ts, react-router.config.ts and the scripts.
 * BASE_PATH: where the site is served, e.g. "/" (default) or "/portfolio/" for a GitHub Pages
 * project site. Always returned with a leading and trailing slash.
 */
export function basePath(raw: string | undefined = process.env.BASE_PATH): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The folder `npm run build` leaves the deployable site in. */
export const DIST_DIR = 'dist';
/** React Router's own build folder (client + prerender server bundle); removed after the build. */
export const RR_BUILD_DIR = 'build';
