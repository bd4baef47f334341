import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { localePath } from '../../src/i18n/languages';
import { routeTable } from '../../src/lib/routeTable';
import { ROBOTS, SITEMAP } from '../../src/lib/siteFiles';
import type { Lang } from '../../src/model/types';
import { escapeXml } from './xml';
import { publicUrl } from './site-url';

/**
 * sitemap.xml listing every page of the route table. A site in several languages lists every
 * page in each (`/tr/projects`, …), and each entry names all its language versions
 * (`<xhtml:link rel="alternate" hreflang="tr" …/>`, plus `x-default`: the default language's
 * page), as search engines read them.
 */
export function sitemapXml(siteUrl: string, base: string, languages: readonly Lang[] = []): string {
  const url = (pagePath: string, lang?: Lang) =>
    escapeXml(publicUrl(siteUrl, base, lang ? localePath(pagePath, lang, languages) : pagePath));
  if (languages.length <= 1) {
    const urls = routeTable.map((page) => `  <url><loc>${url(page.path)}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  }
  const alternates = (pagePath: string) =>
    [
      ...languages.map((lang) => ({ hreflang: lang, href: url(pagePath, lang) })),
      { hreflang: 'x-default', href: url(pagePath, languages[0]) },
    ]
      .map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      )
      .join('\n');
  const urls = languages
    .flatMap((lang) =>
      routeTable.map(
        (page) => `  <url>
    <loc>${url(page.path, lang)}</loc>
${alternates(page.path)}
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
): void {
  writeFileSync(path.join(dist, SITEMAP), sitemapXml(siteUrl, base, languages));
  writeFileSync(path.join(dist, ROBOTS), robotsTxt(siteUrl, base));
}
