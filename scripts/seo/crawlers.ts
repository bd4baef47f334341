import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { localePath } from '../../src/i18n/languages';
import { sitePages } from '../../src/lib/routeTable';
import { ROBOTS, SITEMAP } from '../../src/lib/siteFiles';
import type { Lang } from '../../src/model/types';
import { escapeXml } from './xml';
import { publicUrl } from './site-url';

/** A page of the sitemap: its path in the default language and the languages it exists in. */
export interface SitemapPage {
  path: string;
  /** Default: every language of the site. */
  languages?: readonly Lang[];
}

/**
 * The site's pages: the route table's (with Writing when there are posts) and each post's, in
 * the languages it has a page in (`slugs`: each language's published posts).
 */
export function sitemapPages(
  slugs: ReadonlyMap<Lang, readonly string[]>,
  languages: readonly Lang[],
): SitemapPage[] {
  const all = [...new Set([...slugs.values()].flat())].sort();
  return [
    ...sitePages(all.length > 0).map((page) => ({ path: page.path })),
    ...all.map((slug) => ({
      path: `/writing/${slug}`,
      languages: languages.filter((lang) => slugs.get(lang)?.includes(slug)),
    })),
  ];
}

/**
 * sitemap.xml listing every page of the site (`pages`, default: the route table's). A site in several languages lists every
 * page in each (`/tr/projects`, …), and each entry names all its language versions
 * (`<xhtml:link rel="alternate" hreflang="tr" …/>`, plus `x-default`: the default language's
 * page), as search engines read them.
 */
export function sitemapXml(
  siteUrl: string,
  base: string,
  languages: readonly Lang[] = [],
  pages: readonly SitemapPage[] = sitePages(false),
): string {
  const url = (pagePath: string, lang?: Lang) =>
    escapeXml(publicUrl(siteUrl, base, lang ? localePath(pagePath, lang, languages) : pagePath));
  if (languages.length <= 1) {
    const urls = pages.map((page) => `  <url><loc>${url(page.path)}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  }
  const alternates = (page: SitemapPage) =>
    [
      ...(page.languages ?? languages).map((lang) => ({
        hreflang: lang,
        href: url(page.path, lang),
      })),
      { hreflang: 'x-default', href: url(page.path, (page.languages ?? languages)[0]) },
    ]
      .map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      )
      .join('\n');
  const urls = languages
    .flatMap((lang) =>
      pages
        .filter((page) => (page.languages ?? languages).includes(lang))
        .map(
          (page) => `  <url>
    <loc>${url(page.path, lang)}</loc>
${alternates(page)}
  </url>`,
        ),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
}

/** robots.txt: everything may be crawled; points to the sitemap. */
export function robotsTxt(siteUrl: string, base: string): string {
  return `User-agent: *
Allow: /

Sitemap: ${publicUrl(siteUrl, base, SITEMAP)}
`;
}

export function writeCrawlerFiles(
  dist: string,
  siteUrl: string,
  base: string,
  languages: readonly Lang[] = [],
  pages?: readonly SitemapPage[],
): void {
  writeFileSync(path.join(dist, SITEMAP), sitemapXml(siteUrl, base, languages, pages));
  writeFileSync(path.join(dist, ROBOTS), robotsTxt(siteUrl, base));
}
