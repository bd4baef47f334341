import type { BuildStep } from '../build-step';
import { loadLanguages } from '../content/load';
import { writeCrawlerFiles } from './crawlers';
import { writeIcons } from './icons';
import { buildSiteUrl } from './site-url';
import { writeSocialImage } from './social-image';

/**
 * Build step: files for search engines, link previews and home screens, all made from the
 * content: sitemap.xml (every page in every language), robots.txt, a social image per
 * language (og-image.png, og-image.tr.png, …), favicons and site.webmanifest.
 */
export const writeSeoFiles: BuildStep = async ({ root, dist, base }) => {
  const siteUrl = buildSiteUrl(root);
  writeCrawlerFiles(dist, siteUrl, base, await loadLanguages());
  await writeSocialImage(root, dist, siteUrl, base);
  writeIcons(dist, base);
};
