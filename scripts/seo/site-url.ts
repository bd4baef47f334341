import { loadEnv } from 'vite';
import { loadContentIn } from '../content/load';

/** The owner's site settings (CONTENT_DIR's site.ts). */
const { site } = await loadContentIn();

/**
 * The public origin for build scripts, the same setting the app reads through src/lib/env.ts:
 * VITE_SITE_URL (environment or .env files, as Vite loads them), else the content folder's site.ts.
 */
export function buildSiteUrl(root: string): string {
  const { VITE_SITE_URL } = loadEnv('production', root, 'VITE_');
  return (VITE_SITE_URL?.trim() || site.url).replace(/\/+$/, '');
}

/** Absolute URL of a path under the base path, e.g. ('https://x.io', '/portfolio/', '/projects'). */
export function publicUrl(siteUrl: string, base: string, path: string): string {
  return `${siteUrl}${base}${path.replace(/^\/+/, '')}`;
}
