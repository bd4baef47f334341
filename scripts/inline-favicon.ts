import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ICONS } from '../src/lib/siteFiles';
import { rewritePages, type BuildStep } from './build-step';

/**
 * The SVG tab icon travels inside each page, as a data: URI in a link after the ICO favicon's.
 * Chrome asks for the favicon right after the load event, and Lighthouse's simulated LCP counts
 * every request that finished before the LCP was painted: where the largest paint is a picture
 * (an owner's own phone photo on /projects), that one request cost about 150 ms of LCP. Inline,
 * there is no request; a page grows by about 0.4 KB gzip. favicon.svg stays in the site for
 * anything that links it, and favicon.ico for browsers without SVG favicons.
 *
 * The link is not rendered by React (src/lib/meta.ts siteLinks): hydration would look for a link
 * with React's href, not find this one and add its own, with a request after all.
 */

/** An SVG as a compact data: URI (only what a URI or an HTML attribute cannot hold is escaped). */
export function svgDataUri(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ').replace(/"/g, "'");
  return `data:image/svg+xml,${text.replace(/[%#<>&]/g, encodeURIComponent)}`;
}

/**
 * The page with a link to the icon `uri` after its link to favicon.ico (`icoHref`); fails if the
 * page has none, or already links an SVG icon.
 */
export function inlineFaviconInHtml(html: string, icoHref: string, uri: string): string {
  const ico = `<link rel="icon" href="${icoHref}" sizes="32x32"/>`;
  if (!html.includes(ico)) {
    throw new Error(
      `inline-favicon: a page has no ${ico} (src/lib/meta.ts siteLinks, or React Router's output changed)`,
    );
  }
  if (/<link rel="icon"[^>]*type="image\/svg\+xml"/.test(html)) {
    throw new Error('inline-favicon: a page already links an SVG icon; it would be drawn twice');
  }
  return html.replace(ico, `${ico}<link rel="icon" href="${uri}" type="image/svg+xml"/>`);
}

/** Build step: after the SVGs are optimised, so pages carry the optimised icon. */
export const inlineFavicon: BuildStep = ({ dist, base }) => {
  const uri = svgDataUri(readFileSync(path.join(dist, ICONS.svg.slice(1)), 'utf8'));
  rewritePages(dist, (html) => inlineFaviconInHtml(html, `${base}${ICONS.ico.slice(1)}`, uri));
};
