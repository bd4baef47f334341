import { site } from '@/content/site';
import type { Lang } from '@/model/types';
import { siteLanguages } from './languages';

/**
 * The site's languages, default first (`site.ts`): the one list the pages, the loaders and the
 * tests read. Imports no build variable, so build scripts and tests can load it too.
 */
export const siteLangs: readonly Lang[] = siteLanguages(site);
