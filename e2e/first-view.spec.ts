/**
 * The first view comes first (issues "Real images" and "first paint as fast as bare HTML"):
 * the scripts, the skill-icon sprite and the project cards' pictures, which the first view does
 * not need, are only requested once the first contentful paint is on screen; a visitor
 * without JavaScript still gets the cards' pictures and the icons (from `<noscript>`).
 */
import { routeTable } from '../src/lib/routeTable';
import { expect, test } from './fixtures';

/** Requests the first view must not wait for: scripts, the skill sprite, the cards' pictures. */
const DEFERRED = /\.js(\?|$)|\/icons\/skills\.svg|\/assets\/.+\.(avif|webp)(\?|$)/;

test.describe('the first view comes first, at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path } of routeTable) {
    test(`${path}: no script, sprite or card picture is requested before the first contentful paint`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const { fcp, requests, eager } = await page.evaluate(() => ({
        fcp:
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
          Number.POSITIVE_INFINITY,
        requests: performance
          .getEntriesByType('resource')
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
        // Pictures the HTML asks for at once (the portrait): allowed before the paint.
        eager: [...document.querySelectorAll('img')]
          .filter((img) => img.loading !== 'lazy')
          .map((img) => img.currentSrc),
      }));
      expect(fcp, 'a first contentful paint').toBeLessThan(Number.POSITIVE_INFINITY);
      const early = requests.filter(
        (r) => DEFERRED.test(r.url) && !eager.includes(r.url) && r.start < fcp,
      );
      expect(early, `requested before the first contentful paint at ${Math.round(fcp)} ms`).toEqual(
        [],
      );
      expect(requests.some((r) => /\.js(\?|$)/.test(r.url))).toBe(true);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page still shows every card picture and skill icon', async ({ page }) => {
    await page.goto('/');
    const cardImages = page.locator('main a img');
    const count = await cardImages.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const image = cardImages.nth(i);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    // Every skill icon is drawn from the sprite, which the browser fetched.
    const hrefs = await page
      .locator('main li svg use')
      .evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/\/icons\/skills\.svg#.+/);
    const spriteFetched = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('/icons/skills.svg')),
      );
    await expect.poll(spriteFetched).toBe(hrefs.length > 0);
  });
});

test('the page data in the HTML names each picture once, not every variant file', async ({
  request,
}) => {
  for (const { path } of routeTable) {
    const html = await (await request.get(path)).text();
    const data = [...html.matchAll(/streamController\.enqueue\(([\s\S]*?)\);?<\/script>/g)]
      .map((m) => m[1] ?? '')
      .join('');
    expect(data.length, `${path} carries its page data`).toBeGreaterThan(0);
    // The page builds the variants' URLs from name, hash and size; none is spelled out here.
    expect(data, path).not.toMatch(/\.(avif|webp)\b/);
  }
});
