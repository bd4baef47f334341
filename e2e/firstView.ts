/**
 * The first view comes first (first-view.spec.ts): the scripts, the icon sprites, the web
 * manifest and the project cards' pictures, which the first view does not need, are only
 * requested once the first contentful paint is on screen. Shared with design.spec.ts, whose
 * typeface test loads each page at 390 × 844 as a first visit too, and checks this on that load.
 */
import type { Page } from '@playwright/test';
import { PAGE_DATA_FILE } from '../scripts/page-data';
import { ICONS, WEB_MANIFEST } from '../src/lib/siteFiles';
import { escapeRegExp } from '../test-support/escapeRegExp';
import { fetchedAtOnce, lazyLoadDistance } from '../test-support/lazyLoad';
import { expect, paintAndRequests } from './fixtures';
import { contentPictureOf } from './images';

/**
 * Requests the first view must not wait for: scripts, the page's data for hydration, the icon
 * sprites, the web manifest and its icons, the cards' pictures.
 */
export const DEFERRED = new RegExp(
  [
    '\\.js(\\?|$)',
    PAGE_DATA_FILE.source,
    '/icons/(skills|ui)\\.svg',
    '\\/assets\\/.+\\.(avif|webp)(\\?|$)',
    ...[WEB_MANIFEST, ...Object.values(ICONS.manifest)].map((file) => `${escapeRegExp(file)}$`),
  ].join('|'),
);

/**
 * Checks that nothing of DEFERRED was requested before the page's first contentful paint, but
 * the pictures the browser fetches at once by its own rules or the HTML marks as the first
 * view's, and that the page did load its scripts (after the paint). For a page loaded as a
 * first visit and hydrated.
 */
export async function expectFirstViewFirst(page: Page) {
  const { fcp, requests } = await paintAndRequests(page);
  // Pictures the browser fetches at once by its own rules (test-support/lazyLoad.ts): an
  // eager one in the first view (the portrait), a lazy one within Chromium's lazy-load
  // distance of it (a short post's picture); and pictures the HTML marks as the first
  // view's (an owner's own device picture, which a script loads at once; the open Projects
  // tab's list of projects, which a phone shows first): allowed before the paint.
  const { pictures, viewport, effectiveType } = await page.evaluate(() => ({
    pictures: [...document.images].map((img) => {
      const box = img.getBoundingClientRect();
      return {
        src: img.currentSrc,
        top: box.top + scrollY,
        bottom: box.bottom + scrollY,
        left: box.left + scrollX,
        right: box.right + scrollX,
        shown: img.getClientRects().length > 0,
        lazy: img.loading === 'lazy',
        firstView: img.fetchPriority === 'high' || img.closest('[data-first-view]') !== null,
      };
    }),
    viewport: { width: innerWidth, height: innerHeight },
    // The Network Information API: Chromium's, not in TypeScript's DOM types.
    effectiveType: (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
      ?.effectiveType,
  }));
  const distance = lazyLoadDistance(effectiveType);
  const atOnce = pictures
    .filter((p) => p.firstView || fetchedAtOnce(p, viewport, distance))
    .map((p) => p.src);
  expect(fcp, 'a first contentful paint').toBeLessThan(Number.POSITIVE_INFINITY);
  const early = requests
    .filter((r) => DEFERRED.test(r.url) && !atOnce.includes(r.url) && r.start < fcp)
    .map((r) => {
      // Named for the owner: which picture of their content, and where it sits.
      const placed = pictures.find((p) => p.src === r.url);
      const where = placed
        ? `${placed.lazy ? 'lazy' : 'eager'}, ${Math.round(placed.top)} px down a ${viewport.height} px view (lazy-load distance ${distance} px)`
        : 'not a picture of the page';
      return `${r.url} (${contentPictureOf(new URL(r.url).pathname) ?? 'not a content picture'}: ${where})`;
    });
  expect(early, `requested before the first contentful paint at ${Math.round(fcp)} ms`).toEqual([]);
  expect(requests.some((r) => /\.js(\?|$)/.test(r.url))).toBe(true);
  expect(
    requests.some((r) => PAGE_DATA_FILE.test(r.url)),
    "the page's data, fetched to hydrate",
  ).toBe(true);
}
