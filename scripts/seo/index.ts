import type { BuildStep } from '../build-step';
import { loadLanguages } from '../content/load';
import { sitemapPages, writeCrawlerFiles } from './crawlers';
import { writeIcons } from './icons';
import { buildSiteUrl } from './site-url';
import { writeSocialImage } from './social-image';
import { contentPostSlugs } from '../../build-config';

/**
 * Build step: files for search engines, link previews and home screens, all made from the
 * content: sitemap.xml (every page in every language), robots.txt, a social image per
 * language (og-image.png, og-image.tr.png, …), favicons and site.webmanifest; with posts, the
 * Writing page and every post in the sitemap (their feeds: ./writing.ts).
 */
export const writeSeoFiles: BuildStep = async ({ root, dist, base }) => {
  const siteUrl = buildSiteUrl(root);
  const languages = await loadLanguages();
  const slugs = await contentPostSlugs();
  writeCrawlerFiles(dist, siteUrl, base, languages, sitemapPages(slugs, languages));
  await writeSocialImage(root, dist, siteUrl, base);
  writeIcons(dist, base);
};
