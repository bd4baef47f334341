import path from 'node:path';
import { outDir } from '../build-config';
import { builtSiteTest, expect, test } from './fixtures';
import { builtLinks, unsafeLinkReason } from './links';
import { site } from '@/test/content';
import { profile } from './site';

const DIST = path.resolve(outDir());
/** The site's own public origin: absolute links to it are internal. */
const SITE = process.env.VITE_SITE_URL?.trim() || site.url;

test.describe('link safety', () => {
  // The checker itself (unsafeLinkReason): test-support/unsafeLinkReason.test.ts, a unit test.

  builtSiteTest('every built page has only safe links', () => {
    const links = builtLinks(DIST);
    expect(links.length).toBeGreaterThan(0);
    // Our own social links are external, so the scan sees at least those.
    const hrefs = new Set(links.map((link) => link.href));
    for (const link of profile.social) expect(hrefs).toContain(link.href);
    const unsafe = links
      .map((link) => ({ ...link, reason: unsafeLinkReason(link, SITE) }))
      .filter((link) => link.reason);
    expect(unsafe).toEqual([]);
  });

  // Each page once it runs: e2e/page-views.spec.ts, on the page's one load.
});
