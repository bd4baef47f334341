import { builtSiteTest, expect, gotoHydrated, test } from './fixtures';
import { rawRequest } from './http';
import { pages, projects, titleOf } from './site';

/** Addresses a careless link, a scanner or a curious visitor may produce. */
const BAD_HASHES = [
  '#%E0%A4%A',
  '#<script>window.__xss=1</script>',
  '#&&&',
  '#mobile-apps&nope',
  `#${projects[0]?.section ?? 'mobile-apps'}&${projects[0]?.id ?? 'x'}&extra`,
  `#${'x'.repeat(4000)}`,
];
const UNKNOWN_PATHS = ['/nope', '/a/b/c', '/%E0%A4%A', '/..%2f..%2fetc/passwd'];
const HOSTILE_QUERY = '?utm_source=x&a=<script>window.__xss=1</script>';
const LONG = 4000;
const LONG_PATH = `/${'a'.repeat(LONG)}`;
const LONG_QUERY = `?q=${'b'.repeat(LONG)}`;

declare global {
  interface Window {
    __xss?: number;
  }
}

test.describe('bad input ends calmly', () => {
  for (const p of pages) {
    // One test per page, one step per address, each a page load of its own.
    test(`${p.path} with each malformed hash shows its default view`, async ({ page }) => {
      test.setTimeout(BAD_HASHES.length * 60_000);
      for (const hash of BAD_HASHES) {
        const label = `${hash.slice(0, 24)}${hash.length > 24 ? `… (${hash.length} chars)` : ''}`;
        await test.step(`the malformed hash ${label}`, async () => {
          await gotoHydrated(page, `${p.path}${hash}`);
          await expect.soft(page, hash).toHaveTitle(titleOf(p.path));
          await expect.soft(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect.soft(await page.evaluate(() => window.scrollY), hash).toBe(0);
          expect.soft(await page.evaluate(() => window.__xss)).toBeUndefined();
        });
      }
    });

    test(`${p.path} with hostile and very long query strings shows the page`, async ({ page }) => {
      for (const query of [HOSTILE_QUERY, LONG_QUERY]) {
        await gotoHydrated(page, `${p.path}${query}`);
        await expect(page).toHaveTitle(titleOf(p.path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => window.__xss)).toBeUndefined();
      }
    });
  }

  test('each unknown path ends at /', async ({ page }) => {
    const paths = [...UNKNOWN_PATHS, LONG_PATH, `${LONG_PATH}${LONG_QUERY}`];
    test.setTimeout(paths.length * 60_000);
    for (const path of paths) {
      await test.step(`unknown path ${path.slice(0, 40)} (${path.length} chars) ends at /`, async () => {
        await page.goto(path);
        await expect.soft(page).toHaveURL('/');
        await expect.soft(page).toHaveTitle(titleOf('/'));
        await expect.soft(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
  });

  builtSiteTest(
    'the server redirects unknown pages home and serves pages whatever the query',
    async ({ baseURL }) => {
      const origin = baseURL ?? '';
      for (const path of [...UNKNOWN_PATHS, LONG_PATH, `${LONG_PATH}${LONG_QUERY}`]) {
        const response = await rawRequest(origin, path);
        expect(response.status, path.slice(0, 40)).toBe(302);
        expect(response.headers.location).toBe('/');
      }
      for (const p of pages) {
        for (const query of [encodeURI(HOSTILE_QUERY), LONG_QUERY]) {
          const response = await rawRequest(origin, `${p.path}${query}`);
          expect(response.status, `${p.path}${query.slice(0, 20)}`).toBe(200);
          expect(response.body).not.toContain('__xss');
        }
      }
    },
  );
});
