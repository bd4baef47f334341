import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { routeTable } from '../../src/lib/routeTable';
import { ROBOTS, SITEMAP } from '../../src/lib/siteFiles';
import { escapeXml } from './xml';
import { publicUrl } from './site-url';

/** sitemap.xml listing every page of the route table. */
export function sitemapXml(siteUrl: string, base: string): string {
  const urls = routeTable
    .map((page) => `  <url><loc>${escapeXml(publicUrl(siteUrl, base, page.path))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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

export function writeCrawlerFiles(dist: string, siteUrl: string, base: string): void {
  writeFileSync(path.join(dist, SITEMAP), sitemapXml(siteUrl, base));
  writeFileSync(path.join(dist, ROBOTS), robotsTxt(siteUrl, base));
}
