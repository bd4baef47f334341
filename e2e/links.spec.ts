import path from 'node:path';
import { outDir } from '../build-config';
import { expect, gotoHydrated, test } from './fixtures';
import { builtLinks, unsafeLinkReason, type LinkInfo } from './links';
import { site } from '@/test/content';
import { pages, profile } from './site';

const DIST = path.resolve(outDir());
/** The site's own public origin: absolute links to it are internal. */
const SITE = process.env.VITE_SITE_URL?.trim() || site.url;

test.describe('link safety', () => {
  test('the checker flags unsafe links and passes safe ones', () => {
    const check = (link: Partial<LinkInfo>) =>
      unsafeLinkReason({ href: '/', target: '', rel: '', ...link }, SITE);
    expect(check({ href: 'https://github.com/x', target: '_blank' })).toMatch(/_blank/);
    expect(check({ href: 'https://other.example/', target: '_blank', rel: 'noopener' })).toMatch(
      /_blank/,
    );
    expect(check({ href: '/a', target: '_blank', rel: 'noopener' })).toMatch(/_blank/);
    expect(check({ href: 'https://github.com/x' })).toMatch(/external/);
    expect(check({ href: '//evil.example/x', rel: 'noreferrer' })).toMatch(/external/);
    expect(check({ href: 'https://github.com/x', rel: 'noopener noreferrer' })).toBeUndefined();
    expect(
      check({ href: 'https://github.com/x', target: '_BLANK', rel: 'noreferrer  noopener' }),
    ).toBeUndefined();
    expect(check({ href: `${SITE}/projects` })).toBeUndefined();
    expect(check({ href: '/projects#mobile-apps&fixture' })).toBeUndefined();
    expect(check({ href: 'mailto:someone@example.com' })).toBeUndefined();
  });

  test('every built page has only safe links', () => {
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

  for (const p of pages) {
    test(`${p.path} has only safe links once the page runs`, async ({ page, baseURL }) => {
      await gotoHydrated(page, p.path);
      const links = await page.locator('a').evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href') ?? '',
          target: a.getAttribute('target') ?? '',
          rel: a.getAttribute('rel') ?? '',
        })),
      );
      const unsafe = links.filter((link) => unsafeLinkReason(link, baseURL ?? SITE));
      expect(unsafe).toEqual([]);
    });
  }
});
