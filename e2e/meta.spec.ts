import { svgDataUri } from '../scripts/inline-favicon';
import { builtSiteTest, expect, gotoHydrated, test } from './fixtures';
import { builtHtml, navLabel, sitemapEntries, pages, profile, titleOf } from './site';
import { site } from '@/test/content';
import { MACHINERY } from './scope';

/** The public site URL of the main build (no VITE_SITE_URL is set for tests). */
const SITE = site.url;

/** Decodes the few entities React writes into attribute values and text. */
function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function headTag(html: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

test.describe('metadata in the prerendered HTML', () => {
  for (const page of pages) {
    builtSiteTest(`${page.path} carries its title, description, canonical and social image`, () => {
      const html = builtHtml(page.path);
      const url = `${SITE}${page.path}`;
      expect(headTag(html, /<title>(.*?)<\/title>/)).toBe(titleOf(page.path));
      expect(headTag(html, /<meta name="description" content="(.*?)"\/>/)).toBe(page.description);
      expect(headTag(html, /<link rel="canonical" href="(.*?)"\/>/)).toBe(url);
      expect(headTag(html, /<meta property="og:url" content="(.*?)"\/>/)).toBe(url);
      expect(headTag(html, /<meta property="og:title" content="(.*?)"\/>/)).toBe(
        titleOf(page.path),
      );
      expect(headTag(html, /<meta property="og:image" content="(.*?)"\/>/)).toBe(
        `${SITE}/og-image.png`,
      );
      expect(headTag(html, /<meta name="twitter:card" content="(.*?)"\/>/)).toBe(
        'summary_large_image',
      );
      const ldJson = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
      if (page.path === '/') {
        expect(ldJson).toHaveLength(1);
        const person = JSON.parse(ldJson[0]?.[1] ?? '') as Record<string, unknown>;
        expect(person).toMatchObject({ '@type': 'Person', name: profile.name });
      } else {
        expect(ldJson).toHaveLength(0);
      }
    });
  }

  test(
    'the document head keeps page metadata after in-app navigation',
    MACHINERY,
    async ({ page }) => {
      await gotoHydrated(page, '/');
      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('link', { name: navLabel('projects') })
        .click();
      await expect(page).toHaveTitle(titleOf('/projects'));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${SITE}/projects`,
      );
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
      // The tab icons stay one of each (the SVG one comes with the page, outside React's head).
      await expect(page.locator('link[rel="icon"]')).toHaveCount(2);
      await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
        'href',
        /^data:image\/svg\+xml,/,
      );
    },
  );
});

test.describe('files for crawlers, previews and home screens', () => {
  builtSiteTest(
    'sitemap.xml lists exactly every page in every language; robots.txt points to it',
    async ({ request }) => {
      const sitemap = await request.get('/sitemap.xml');
      expect(sitemap.status()).toBe(200);
      const locs = [...(await sitemap.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual(sitemapEntries.map((p) => `${SITE}${p.path}`));
      const robots = await request.get('/robots.txt');
      expect(robots.status()).toBe(200);
      expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    },
  );

  test('every icon, the manifest and its icons are served', async ({ page, request }) => {
    await gotoHydrated(page, '/');
    const hrefs = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // The SVG tab icon comes inside the page (scripts/inline-favicon.ts): the same drawing as
    // the site's favicon.svg, without a request of its own.
    const svgIcon = hrefs[1] ?? '';
    expect(svgIcon).toMatch(/^data:image\/svg\+xml,/);
    const favicon = await request.get('/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(svgIcon).toBe(svgDataUri(await favicon.text()));
    expect(hrefs).toEqual(['/favicon.ico', svgIcon, '/apple-touch-icon.png', '/site.webmanifest']);
    for (const href of hrefs.filter((href) => href !== svgIcon))
      expect((await request.get(href)).status(), href).toBe(200);
    const manifest = (await (await request.get('/site.webmanifest')).json()) as {
      start_url: string;
      display: string;
      icons: { src: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.headers()['content-type']).toContain('image/png');
    }
    const image = await request.get('/og-image.png');
    expect(image.headers()['content-type']).toContain('image/png');
  });
});

test.describe('without a measurement id', () => {
  test('no analytics code, script or request on any page', async ({ page, externalRequests }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const p of pages.slice(1)) {
      await nav.getByRole('link', { name: p.navLabel, exact: true }).click();
      await expect(page).toHaveTitle(titleOf(p.path));
    }
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((code) => code.includes('googletagmanager'))).toEqual([]);
    expect(externalRequests).toEqual([]);
  });
});
