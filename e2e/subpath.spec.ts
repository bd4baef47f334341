/**
 * Smoke test of a build for a GitHub Pages project site: BASE_PATH=/portfolio/. Every link,
 * asset, download, canonical URL and the sitemap must stay under the sub-path.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { IMMUTABLE_CACHE } from '../scripts/security-headers';
import { overviewProjectIds } from '@/test/content';
import { site } from '@/test/content';
import { builtHeaders, cspViolations, recordCspViolations } from './csp';
import { builtSiteTest, expect, gotoHydrated, test, waitForHydration } from './fixtures';
import { rawRequest } from './http';
import { navLabel, pages, profile, projects, titleOf } from './site';
import { startVariant, type Variant } from './variants';

const BASE = '/portfolio/';
/** '/experiences' → '/portfolio/experiences', '/' → '/portfolio/'. */
const under = (route: string) => `${BASE}${route.replace(/^\//, '')}`;
const SITE_URL = (process.env.VITE_SITE_URL?.trim() || site.url).replace(/\/+$/, '');
/** Build time of a variant on a busy machine. */
const BUILD_TIMEOUT = 180_000;

test.describe.configure({ mode: 'default' });

let variant: Variant;
test.beforeAll(async () => {
  test.setTimeout(BUILD_TIMEOUT);
  variant = await startVariant('subpath', { BASE_PATH: BASE });
});
test.afterAll(async () => variant.close());

/** Loads a page of the variant and waits for hydration; collects failed responses. */
async function open(page: Page, route: string, failures: string[]) {
  page.on('response', (response: Response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  await gotoHydrated(page, `${variant.origin}${route}`);
}

test.describe(`a build for ${BASE}`, () => {
  test('every page loads under the sub-path with its heading, assets and no CSP violation', async ({
    page,
  }) => {
    await recordCspViolations(page);
    const failures: string[] = [];
    for (const p of pages) {
      await open(page, under(p.path), failures);
      await expect(page).toHaveTitle(titleOf(p.path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await cspViolations(page), p.path).toEqual([]);
    }
    expect(failures).toEqual([]);
  });

  test('every link, script, stylesheet and image of every page stays under the sub-path', async ({
    page,
  }) => {
    const failures: string[] = [];
    for (const p of pages) {
      await open(page, under(p.path), failures);
      const { pageUrls, headUrls } = await page.evaluate(() => ({
        pageUrls: [
          ...[...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
          ...[...document.querySelectorAll('[src]')].map((e) => e.getAttribute('src')),
        ].filter((url): url is string => !!url),
        headUrls: [...document.querySelectorAll('link[href]')]
          .map((l) => l.getAttribute('href'))
          .filter((url): url is string => !!url),
      }));
      // Links into the site itself (relative ones resolve to the served origin), and the head's
      // links, which may also name the public URL (canonical). An absolute link the owner
      // wrote to their own domain (a personal-site entry among the profile links) is theirs.
      const sameSite = [
        ...pageUrls
          .map((url) => new URL(url, page.url()))
          .filter((url) => url.origin === variant.origin),
        ...headUrls
          .map((url) => new URL(url, page.url()))
          .filter((url) => url.origin === variant.origin || url.origin === SITE_URL),
      ];
      expect(sameSite.length).toBeGreaterThan(0);
      for (const url of sameSite)
        expect(url.pathname, `${p.path}: ${url.href}`).toMatch(/^\/portfolio\//);
    }
    expect(failures).toEqual([]);
  });

  test('pages also load with a trailing slash (GitHub Pages adds one to folders)', async ({
    page,
  }) => {
    for (const p of pages.filter((p) => p.path !== '/')) {
      await open(page, `${under(p.path)}/`, []);
      await expect(page).toHaveTitle(titleOf(p.path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('in-app navigation stays under the sub-path', async ({ page }) => {
    await open(page, under('/'), []);
    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: navLabel('experiences') }).click();
    await expect(page).toHaveURL(`${variant.origin}${under('/experiences')}`);
    await expect(page).toHaveTitle(titleOf('/experiences'));
    const footerPages = page.getByRole('contentinfo').getByRole('navigation', { name: 'Pages' });
    await footerPages.getByRole('link', { name: navLabel('aboutMe') }).click();
    await expect(page).toHaveURL(`${variant.origin}${under('/about-me')}`);
    await page
      .getByRole('banner')
      .getByRole('link', { name: `${profile.name}, home` })
      .click();
    await expect(page).toHaveURL(`${variant.origin}${BASE}`);
    await expect(page).toHaveTitle(titleOf('/'));
  });

  test('the footer deep links point under /portfolio/projects#…', async ({ page }) => {
    await open(page, under('/experiences'), []);
    const projectsNav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Projects' });
    // The featured projects (overviewProjectIds) are the footer's project links.
    const featured = projects.filter((p) => overviewProjectIds.includes(p.id));
    expect(featured.length).toBeGreaterThan(0);
    for (const project of featured) {
      await expect(projectsNav.getByRole('link', { name: project.name })).toHaveAttribute(
        'href',
        `${under('/projects')}#${project.section}&${project.id}`,
      );
    }
  });

  test('unknown paths end at the sub-path home', async ({ page }) => {
    for (const unknown of [under('/nope'), under('/a/b/c'), '/nope', '/']) {
      await page.goto(`${variant.origin}${unknown}`);
      await expect(page, unknown).toHaveURL(`${variant.origin}${BASE}`);
      await expect(page).toHaveTitle(titleOf('/'));
    }
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/portfolio/does-not-exist');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(`${variant.origin}${BASE}`);
    expect(readFileSync(path.join(variant.dir, '404.html'), 'utf8')).toContain(`url=${BASE}`);
  });

  test('every download link answers 200', async ({ page, request }) => {
    for (const p of pages) {
      await open(page, under(p.path), []);
      const hrefs = await page
        .locator('a[download]')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        expect(new URL(href).pathname, href).toMatch(/^\/portfolio\//);
        expect((await request.get(href)).status(), href).toBe(200);
      }
    }
  });

  test('canonical URLs and the sitemap follow the sub-path', async ({ page }) => {
    for (const p of pages) {
      await open(page, under(p.path), []);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${SITE_URL}${under(p.path)}`,
      );
    }
    const sitemap = path.join(variant.dir, 'sitemap.xml');
    if (existsSync(sitemap)) {
      const locs = [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)];
      expect(locs.map((m) => m[1])).toEqual(
        expect.arrayContaining(pages.map((p) => `${SITE_URL}${under(p.path)}`)),
      );
      for (const [, loc] of locs) expect(loc).toMatch(new RegExp(`^${SITE_URL}${BASE}`));
    }
  });

  builtSiteTest('host files and headers are written for the sub-path', async () => {
    expect(readFileSync(path.join(variant.dir, '_redirects'), 'utf8')).toContain(
      `${BASE}*  /:splat  200`,
    );
    expect(builtHeaders(variant.dir, `${BASE}assets/app.js`)['Cache-Control']).toBe(
      IMMUTABLE_CACHE,
    );
    const home = await rawRequest(variant.origin, BASE);
    const asset = /\/portfolio\/assets\/[\w.-]+\.js/.exec(home.body)?.[0];
    if (!asset) throw new Error('no script asset in the home page');
    const response = await rawRequest(variant.origin, asset, { accept: '*/*' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(home.headers['content-security-policy']).toBe(
      builtHeaders(variant.dir, BASE)['Content-Security-Policy'],
    );
  });
});
