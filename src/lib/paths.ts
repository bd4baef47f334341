import { env } from './env';

/**
 * URL of a file under `public/` (e.g. '/images/avatar.svg'), following the base path, so the
 * site works at the root of a domain and under a sub-path alike.
 */
export function asset(path: string): string {
  return `${env.basePath}${path.replace(/^\/+/, '')}`;
}

/** Absolute public URL of a route path (e.g. '/projects'), for canonical and social tags. */
export function absoluteUrl(path: string): string {
  const relative = asset(path);
  return `${env.siteUrl}${relative}`;
}
