import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rewritePages, type BuildStep } from './build-step';

/**
 * No render-blocking stylesheet: every prerendered page carries the CSS of its route in one
 * <style> in its <head>, so the first paint needs nothing but the HTML (the site's CSS is a few
 * KB per route, so all of it is the first view's CSS: nothing is left to load later).
 *
 * React Router still renders a `<link rel="stylesheet">` per file, and React's hydration expects
 * those elements, so they stay in the HTML, marked `disabled`: the browser neither fetches them
 * nor waits for them, and React takes them over unchanged (it matches links by rel and href).
 * Stylesheets of other routes load as usual on in-app navigation.
 *
 * Fails the build if a stylesheet cannot be read, rather than shipping an unstyled page.
 */

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"\/>/g;
/** A relative url(…) in CSS (not data:, not absolute, not a fragment). */
const RELATIVE_URL = /url\(\s*(['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\s*\)/gi;
const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\/\s*$/;

/** One stylesheet's text, ready to sit in the page: relative url()s made absolute. */
export function cssForPage(css: string, href: string): string {
  const base = new URL(href, 'https://site.invalid');
  return css
    .replace(SOURCE_MAP_COMMENT, '')
    .replace(RELATIVE_URL, (_match, quote: string, url: string) => {
      const resolved = new URL(url, base);
      return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
    })
    .trim();
}

/**
 * Puts a page's stylesheets into one <style> where the first of them was and disables the
 * links. `readCss` gives the text of a stylesheet by its href.
 */
export function inlineStylesheetsInHtml(html: string, readCss: (href: string) => string): string {
  const hrefs = [...html.matchAll(STYLESHEET_LINK)].map((m) => m[1] as string);
  if (hrefs.length === 0) return html;
  const css = hrefs.map((href) => cssForPage(readCss(href), href)).join('\n');
  if (/<\/style/i.test(css)) throw new Error('inline-css: a stylesheet contains "</style"');
  let first = true;
  return html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const disabled = `<link rel="stylesheet" href="${href}" disabled=""/>`;
    if (!first) return disabled;
    first = false;
    return `<style>${css}</style>${disabled}`;
  });
}

/** Build step: applies the rewrite to every prerendered page. */
export const inlineCss: BuildStep = ({ dist, base }) => {
  const readCss = (href: string) => {
    if (!href.startsWith(base)) throw new Error(`inline-css: ${href} is outside ${base}`);
    return readFileSync(path.join(dist, href.slice(base.length)), 'utf8');
  };
  rewritePages(dist, (html) => inlineStylesheetsInHtml(html, readCss));
};
