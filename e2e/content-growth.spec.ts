/**
 * The site with 30 times the content's projects and timeline (generated, CONTENT_DIR): each
 * page's initial JavaScript barely changes except where that content is shown, the footer stays
 * short, and the drawn devices still lay out cleanly.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { getPage } from '@/test/content';
import { overviewProjectIds, projects as ownProjects } from '@/test/content';
import { growProjects, type GrowOptions } from '../test-support/growContent';
import { expect, test, waitForHydration } from './fixtures';
import { startGeneratedVariant } from './projectsGenerated';
import { layoutTests } from './projectsLayout';
import { pages } from './site';
import type { Variant } from './variants';

const FACTOR = 30;
const perSection = (section: string) =>
  FACTOR * ownProjects.filter((p) => p.section === section).length;
const OPTIONS: GrowOptions = {
  perSection: {
    'mobile-apps': perSection('mobile-apps'),
    'desktop-apps': perSection('desktop-apps'),
  },
  timelineFactor: FACTOR,
};
const grown = growProjects(ownProjects, OPTIONS);

/** Most a page's initial JavaScript may grow (gzip) when content it does not show grows. */
const MAX_GROWTH = 1024;
/**
 * Pages whose JavaScript may grow with the content they show: the timeline's. (Projects come
 * to /projects as loader data in its HTML, so its JavaScript stays the same size too.)
 */
const SHOWS_CONTENT = new Set([getPage('experiences').path]);

test.describe.configure({ mode: 'default' });

let variant: Variant;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  variant = await startGeneratedVariant('content-30x', OPTIONS);
});
test.afterAll(async () => variant.close());

/** gzip bytes of the JavaScript a page loads until the network is idle. */
async function initialJs(page: Page, url: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (response.status() >= 300 || (type !== 'script' && !response.url().endsWith('.js'))) return;
    sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
  // Hydration starts after the first paint: wait for it, then for the network to settle.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(sizes);
  page.removeAllListeners('response');
  return all.reduce((a, b) => a + b, 0);
}

test.describe(`${FACTOR}× content`, () => {
  for (const { path } of pages) {
    test(`initial JavaScript of ${path}`, async ({ page }) => {
      test.setTimeout(90_000);
      const before = await initialJs(page, path);
      const after = await initialJs(page, new URL(path.slice(1), variant.url).href);
      process.stdout.write(
        `[growth] ${path}: ${(before / 1024).toFixed(1)} KB -> ${(after / 1024).toFixed(1)} KB gzip (${after - before >= 0 ? '+' : ''}${after - before} B)\n`,
      );
      expect(before).toBeGreaterThan(0);
      expect(after).toBeGreaterThan(0);
      if (!SHOWS_CONTENT.has(path)) expect(after - before).toBeLessThan(MAX_GROWTH);
    });
  }

  test('the footer links the featured projects (at most six) and all projects', async ({
    page,
  }) => {
    await page.goto(new URL('about-me', variant.url).href);
    const column = page.getByRole('contentinfo').getByRole('navigation', { name: 'Projects' });
    const links = column.getByRole('link');
    const featured = overviewProjectIds
      .map((id) => grown.find((p) => p.id === id))
      .filter((p) => p !== undefined)
      .slice(0, 6);
    await expect(links).toHaveText([...featured.map((p) => p.name), 'All projects']);
    await expect(links.last()).toHaveAttribute('href', getPage('projects').path);
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(
      await page.getByRole('contentinfo').getByRole('link').count(),
    );
  });
});

layoutTests(() => variant.url, grown);
