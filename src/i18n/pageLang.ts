import { env } from '@/lib/env';
import type { Lang } from '@/model/types';
import { splitLangPath } from './languages';
import { siteLangs } from './siteLangs';

export { siteLangs };

/** The language of a URL of the site: its prefix after the base path (`/tr/…`), else the default. */
export function langOfUrl(url: URL | string): Lang {
  const { pathname } = typeof url === 'string' ? new URL(url) : url;
  const base = env.basePath;
  const path = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
  return splitLangPath(path, siteLangs).lang;
}
