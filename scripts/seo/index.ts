import type { BuildStep } from '../build-step';
import { writeCrawlerFiles } from './crawlers';
import { writeIcons } from './icons';
import { buildSiteUrl } from './site-url';
import { writeSocialImage } from './social-image';

/**
 * Build step: files for search engines, link previews and home screens, all made from the
 * content: sitemap.xml, robots.txt, og-image.png, favicons and site.webmanifest.
 */
export const writeSeoFiles: BuildStep = ({ root, dist, base }) => {
  const siteUrl = buildSiteUrl(root);
  writeCrawlerFiles(dist, siteUrl, base);
  writeSocialImage(root, dist, siteUrl, base);
  writeIcons(dist, base);
};
