import { pages as pageTexts } from '@/content/pages';
import type { PageId, PageInfo } from '@/model/types';
import { routeTable } from './routeTable';

/**
 * Every page: its route (./routeTable.ts) with the owner's navigation label, title and
 * description (`<CONTENT_DIR>/pages.ts`). The navbar, mobile menu, footer, document titles,
 * page metadata and the sitemap read this. A page the owner's file leaves out is an error the
 * content check names.
 */
export const pages: readonly PageInfo[] = routeTable.map((route) => {
  const text = pageTexts.find((p) => p.id === route.id);
  if (!text) throw new Error(`pages.ts: no entry for the page '${route.id}'. Add one.`);
  return { ...text, ...route };
});

export function getPage(id: PageId): PageInfo {
  const page = pages.find((p) => p.id === id);
  if (!page) throw new Error(`Unknown page id: ${id}`);
  return page;
}
