import { useSite } from '@/i18n/SiteContext';
import type { SitePage } from '@/i18n/SiteContext';
import type { PageId } from '@/model/view';

/**
 * The pages in the language of the page being shown: route (./routeTable.ts, with the
 * language's prefix) and the owner's navigation label, title and description
 * (`<CONTENT_DIR>/pages.ts`), from the root loader's data. The navbar, footer and pages read it.
 */
export function usePages(): readonly SitePage[] {
  return useSite().pages;
}

export function usePage(id: PageId): SitePage {
  const page = usePages().find((p) => p.id === id);
  if (!page) throw new Error(`Unknown page id: ${id}`);
  return page;
}
