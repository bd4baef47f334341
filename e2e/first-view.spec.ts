/**
 * The first view comes first (issues "Real images" and "first paint as fast as bare HTML"):
 * the scripts, the icon sprites, the web manifest and the project cards' pictures, which the
 * first view does not need, are only requested once the first contentful paint is on screen;
 * a picture the first view shows (the first row of cards, lazy, which on a phone is the largest
 * paint) comes as the browser's own rules fetch it. The interface icons a page shows travel
 * inside its HTML. A visitor without JavaScript still gets every card's picture and the skill
 * icons (the later ones from `<noscript>`) and every interface icon.
 */
import { ICON_NAMES, iconSymbolId } from '../src/components/Icon/iconNames';
import { ICON_SPRITE_ID } from '../src/components/Icon/spriteSymbols';
import { PAGE_DATA_FILE } from '../scripts/page-data';
import { WEB_MANIFEST } from '../src/lib/siteFiles';
import { THEME_STORAGE_KEY } from '../src/lib/theme';
import { availabilityEndsAt, isAvailable } from '../src/model/record';
import { builtSiteTest, expect, gotoHydrated, test } from './fixtures';
import { expectFirstViewFirst } from './firstView';
import { allPages, pageKinds, pages } from './site';
import { contentIn, defaultLang } from '@/test/content';

test.describe('the first view comes first, at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The site's pages: design.spec.ts, on the typeface test's first visit at 390 × 844.
  for (const { path } of pageKinds.filter((kind) => !pages.some((p) => p.path === kind.path))) {
    test(`${path}: no script, sprite, manifest or card picture is requested before the first contentful paint`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await expectFirstViewFirst(page);
    });
  }

  test('the HTML links no web manifest; the page links it once it has hydrated', async ({
    page,
    request,
  }) => {
    for (const { path } of pageKinds) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<link[^>]+rel="manifest"/);
      await gotoHydrated(page, path);
      await expect(page.locator('head link[rel="manifest"]'), path).toHaveAttribute(
        'href',
        WEB_MANIFEST,
      );
    }
  });

  test('once hydrated, the page holds every interface icon (for menus and pages opened later)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await expect
      .poll(() =>
        page.locator(`#${ICON_SPRITE_ID} symbol`).evaluateAll((all) => all.map((s) => s.id).sort()),
      )
      .toEqual(ICON_NAMES.map(iconSymbolId).sort());
    // The open menu's icon was not on the prerendered page; it draws now.
    const menuButton = page.locator('header button[aria-expanded]');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const width = await menuButton
      .locator('use')
      .evaluate((use) => (use as SVGUseElement).getBBox().width);
    expect(width).toBeGreaterThan(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every interface icon draws from the page itself, without the sprite file, on each kind of page; the home page still shows every card picture and skill icon', async ({
    page,
  }) => {
    for (const { path } of pageKinds) {
      await page.goto(path);
      await test.step(`${path}: every interface icon draws from the page itself, without the sprite file`, async () => {
        const icons = await page.locator('body svg use[href^="#"]').evaluateAll((uses) =>
          uses.map((use) => {
            const id = use.getAttribute('href')?.slice(1) ?? '';
            return { id, symbol: document.getElementById(id)?.tagName ?? 'missing' };
          }),
        );
        expect.soft(icons.length, `${path} shows icons`).toBeGreaterThan(0);
        for (const icon of icons)
          expect.soft(icon, path).toEqual({ id: icon.id, symbol: 'symbol' });
        // An icon on screen (the navigation's) has a drawing, not an empty box.
        const width = await page
          .locator('header svg')
          .filter({ visible: true })
          .first()
          .locator('use')
          .evaluate((use) => (use as SVGUseElement).getBBox().width);
        expect.soft(width).toBeGreaterThan(0);
        const fetched = await page.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => entry.name),
        );
        expect.soft(fetched.filter((url) => url.includes('/icons/ui.svg'))).toEqual([]);
      });
      if (path !== '/') continue;
      await test.step('the home page still shows every card picture and skill icon', async () => {
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
          .getByRole('region', { name: 'Skills' })
          .locator('li svg use')
          .evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
        for (const href of hrefs) expect(href).toMatch(/\/icons\/skills\.svg#.+/);
        const spriteFetched = () =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .some((e) => e.name.includes('/icons/skills.svg')),
          );
        await expect.poll(spriteFetched).toBe(hrefs.length > 0);
      });
    }
  });
});

builtSiteTest(
  "the page's data is a file of its own, fetched to hydrate, that names each picture once",
  async ({ request }) => {
    // Not a post's page: its body is HTML made at build time, pictures included (see README).
    for (const { path } of pages) {
      const html = await (await request.get(path)).text();
      expect(html, `${path}: no data for hydration in the HTML`).not.toContain(
        'streamController.enqueue',
      );
      const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1];
      const literal = /fetch\(("[^"]+")\)/.exec(bootstrap ?? '')?.[1] ?? '""';
      const url = JSON.parse(literal) as string;
      expect(url, `${path}: the bootstrap fetches the page's data`).toMatch(PAGE_DATA_FILE);
      const response = await request.get(url);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toContain('immutable');
      const data = await response.text();
      // React Router's turbo-stream: the page's loaders' results, with the page's own words.
      expect(data, `${path} data`).toContain('"loaderData"');
      // The page builds the variants' URLs from name, hash and size; none is spelled out here.
      expect(data, path).not.toMatch(/\.(avif|webp)\b/);
    }
  },
);

/**
 * Hydration in small steps (issue "Instant on a low-end phone"): React hydrates a page in slices
 * it can pause between, so a slow phone can paint and answer a tap meanwhile. An update that asks
 * for a synchronous render undoes that, and React then renders at once, in the task it is in:
 * - a state set while a commit runs (in a layout effect or a ref): this test reads, when each
 *   commit is done, whether such an update is pending (React's SyncLane, bit 2 of the root's
 *   `pendingLanes`; the test checks that the root still has that shape, so that a React upgrade
 *   that changes it fails here rather than passing unseen);
 * - a store whose value in the browser differs from the prerendered one, or a state set in a
 *   passive effect with a synchronous priority: the next commit then happens inside the effects of
 *   the one before, which React reports as two "effects done" in a row without a commit between.
 * The page's React reports both to the developer-tools hook; this is a stand-in for the hook.
 * Every page is loaded as a first visit, and each kind of page again as a returning visitor who
 * chose the theme the system does not use (the theme switch reads it from the page). When the
 * owner's availability note has an end, the home page is loaded once more on a clock past it (a
 * site not rebuilt since): the note hides itself, and React follows in a transition.
 */
test('no page schedules a synchronous re-render while it hydrates and switches in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const events: (number | 'effects done' | undefined)[] = [];
    Object.assign(window, {
      __commits: events,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberRoot: (_id: number, root: { pendingLanes?: unknown }) => {
          events.push(typeof root.pendingLanes === 'number' ? root.pendingLanes : undefined);
        },
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => events.push('effects done'),
      },
    });
  });
  const SYNC_LANE = 0b10;
  const check = async (path: string, visitor: string) => {
    await gotoHydrated(page, path);
    const read = () =>
      page.evaluate(() => (window as Window & { __commits?: unknown[] }).__commits ?? []);
    const label = `${path} (${visitor})`;
    // Hydration's commit and, after it, the switch to what only the browser can show.
    const commitsOf = (events: unknown[]) => events.filter((e) => e !== 'effects done');
    await expect.poll(async () => commitsOf(await read()).length, label).toBeGreaterThanOrEqual(2);
    const events = await read();
    const lanes = commitsOf(events);
    expect(lanes, `${label}: React's root has the shape this test reads`).not.toContain(undefined);
    const pending = lanes.filter((l) => typeof l === 'number' && (l & SYNC_LANE) !== 0);
    expect(pending, `${label}: commits that left a synchronous re-render pending`).toEqual([]);
    const nested = events.filter((e, i) => e === 'effects done' && events[i - 1] === e);
    expect(nested, `${label}: commits made inside the effects of the one before`).toEqual([]);
  };
  for (const path of new Set([...allPages, ...pageKinds].map((p) => p.path))) {
    await check(path, 'first visit');
  }
  const scheme = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  await page.evaluate(([key, choice]) => localStorage.setItem(key, choice), [
    THEME_STORAGE_KEY,
    scheme ? 'light' : 'dark',
  ] as const);
  for (const { path } of pageKinds) await check(path, 'returning visitor with a chosen theme');
  const { availability } = contentIn(defaultLang).record;
  const ends = availabilityEndsAt(availability?.until);
  if (availability && isAvailable(availability, Date.now()) && Number.isFinite(ends)) {
    await page.clock.setFixedTime(ends);
    await check('/', 'visitor after the availability note has ended');
  }
});
