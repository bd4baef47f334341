import type { MetaDescriptor } from 'react-router';
import { getPage } from '@/content/pages';
import { siteTitle } from '@/content/profile';
import type { PageId } from '@/content/types';
import { absoluteUrl } from './paths';

/** "{name}'s Portfolio" for home, "{name}'s Portfolio - Experiences" and so on. */
export function pageTitle(id: PageId): string {
  const { titleSuffix } = getPage(id);
  return titleSuffix ? `${siteTitle} - ${titleSuffix}` : siteTitle;
}

/** The <head> tags of a page: title, description and canonical URL. */
export function pageMeta(id: PageId): MetaDescriptor[] {
  const page = getPage(id);
  return [
    { title: pageTitle(id) },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: absoluteUrl(page.path) },
  ];
}
