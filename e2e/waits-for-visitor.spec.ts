/**
 * React waits for the visitor (scripts/defer-hydration.ts, issue #52): a page nobody has touched
 * runs none of the site's JavaScript, yet shows everything; the parts that change when a visitor
 * acts work the moment they are reached, before the page has hydrated.
 */
import type { Browser, Page } from '@playwright/test';
import { INTENT_EVENTS } from '../scripts/defer-hydration';
import { PAGE_DATA_FILE } from '../scripts/page-data';
import { escapeRegExp } from '../test-support/escapeRegExp';
import { takeFailedLoadErrors } from './contact';
import { expect, holdBackScripts, recordConsoleErrors, test, waitForHydration } from './fixtures';
import { navLabel, pageKinds, pages } from './site';
import { timeline } from '@/test/content';

/**
 * Notes, from before the page's own scripts, every sign of presence that would start hydration
 * (INTENT_EVENTS): a test that expects an untouched page names what touched it when one did.
 */
async function noteSignsOfPresence(page: Page) {
  await page.addInitScript((kinds: readonly string[]) => {
    const seen: string[] = [];
    Object.assign(window, { __signsOfPresence: seen });
    for (const kind of kinds)
      addEventListener(
        kind,
        (event) => {
          const target = event.target instanceof Element ? event.target.localName : 'document';
          // A pointermove that has not moved is not a sign (defer-hydration.ts): noted as still.
          const still =
            event instanceof PointerEvent &&
            kind === 'pointermove' &&
            !event.movementX &&
            !event.movementY;
          seen.push(
            `${kind}${still ? ' (still)' : ''}${event.isTrusted ? '' : ' (untrusted)'} on ${target}`,
          );
        },
        { capture: true, passive: true },
      );
  }, INTENT_EVENTS);
}

const signsOfPresence = (page: Page) =>
  page.evaluate(() => (window as unknown as { __signsOfPresence?: string[] }).__signsOfPresence);

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/** Waits until the bootstrap has put in what waits for the first view (pictures, icons). */
const afterView = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.afterView === 'shown');

/**
 * Opens `path` in a browser context of its own, its signs of presence noted, and waits for its
 * first view. Its own context: the worker's reused one carries the pointer, focus and keys of
 * the tests before. (The pointermove on nav that once hydrated such a page with nobody there was
 * headless Chromium's, at (0, 0) and not moving: the site ignores those.)
 */
async function openUntouched(browser: Browser, consoleErrors: string[], path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  recordConsoleErrors(page, consoleErrors);
  await noteSignsOfPresence(page);
  await page.goto(path);
  await afterView(page);
  return { context, page };
}

/** Whether the page has seen a visitor, run React's modules, hydrated. */
const presence = (page: Page) =>
  page.evaluate(() => ({
    modules: '__reactRouterRouteModules' in window,
    visitor: document.documentElement.dataset.visitor ?? null,
    hydrated: document.documentElement.dataset.hydrated ?? null,
  }));

test.describe('a page nobody has touched, at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path } of pageKinds) {
    test(`${path}: shows every picture of its first view, runs no React, then hydrates around them at the first key press`, async ({
      browser,
      consoleErrors,
    }) => {
      const { context, page } = await openUntouched(browser, consoleErrors, path);
      await test.step('every slot on show holds what its <noscript> holds, and its pictures load', async () => {
        const slots = await page.evaluate(() =>
          [...document.querySelectorAll('[data-after-view-slot]')].map((slot) => {
            const source = slot.nextElementSibling?.textContent ?? '';
            const parsed = document.createElement('template');
            parsed.innerHTML = source;
            return {
              expected: parsed.content.querySelectorAll('*').length,
              shown: slot.querySelectorAll('*').length,
              // In a part the page does not show (another tab): left empty, nothing fetched.
              onShow: slot.parentElement?.checkVisibility() ?? false,
            };
          }),
        );
        for (const slot of slots) expect.soft(slot.shown).toBe(slot.onShow ? slot.expected : 0);
        // Every picture in the first view that is not lazy-loaded away has arrived.
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.querySelectorAll<HTMLImageElement>('[data-after-view-slot] img')]
                .filter((img) => {
                  const box = img.getBoundingClientRect();
                  return box.width > 0 && box.top < innerHeight && box.bottom > 0;
                })
                .filter((img) => !img.complete || img.naturalWidth === 0)
                .map((img) => img.currentSrc || img.src),
            ),
          )
          .toEqual([]);
      });
      await test.step('no React has run: no route module and no hydration', async () => {
        expect(
          await presence(page),
          `untouched, yet it saw: ${(await signsOfPresence(page))?.join(', ') || 'nothing'}`,
        ).toEqual({ modules: false, visitor: null, hydrated: null });
      });
      await test.step('the first key press hydrates the page, keeping the pictures already drawn', async () => {
        await page.evaluate(() => {
          for (const img of document.querySelectorAll('[data-after-view-slot] img'))
            img.setAttribute('data-drawn-before', '');
        });
        const before = await page.locator('[data-after-view-slot] img').count();
        // The Projects showcase draws its open tab anew once hydrated, with pictures of its own.
        const redrawn = await page.locator('[role="tabpanel"] [data-after-view-slot] img').count();
        await waitForHydration(page);
        expect(await page.locator('img[data-drawn-before]').count()).toBe(before - redrawn);
      });
      // Closed on success only: a failed test's context stays for screenshotOnFailure to draw,
      // and Playwright ends the worker after a failure, closing the browser with it.
      await context.close();
    });
  }
});

test('a mouse resting on the page is not a visitor; its first move is, and the page hydrates', async ({
  browser,
  consoleErrors,
}) => {
  const home = pages[0];
  if (!home) throw new Error('the site has no pages');
  const { context, page } = await openUntouched(browser, consoleErrors, home.path);
  // Where the pointer already is (a new window's starts at the corner): a pointermove with no
  // movement, as the browser sends where a mouse rests to update hover. The page's listener runs
  // in the same dispatch as the note, so once it is noted the page has seen it.
  await page.mouse.move(0, 0);
  await expect
    .poll(async () =>
      (await signsOfPresence(page))?.some((sign) => sign.startsWith('pointermove (still)')),
    )
    .toBe(true);
  expect(await presence(page)).toEqual({ modules: false, visitor: null, hydrated: null });
  // The first move that moves: the visitor is there, and the page hydrates.
  await page.mouse.move(40, 60);
  await expect.poll(async () => (await presence(page)).visitor).toBe('here');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await context.close();
});

test('the JavaScript is downloaded once: after the first view, and run from the cache when the visitor comes', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Each script response: its address, whether the network served it (not a cache), and
  // whether the page asked for it to run ('Script') or to prefetch it ('Other').
  const fetched: { url: string; cached: boolean; ran: boolean }[] = [];
  cdp.on('Network.responseReceived', ({ response, type }) => {
    if (/\/assets\/.*\.js$/.test(response.url))
      fetched.push({
        url: response.url,
        cached: Boolean(response.fromPrefetchCache || response.fromDiskCache),
        ran: type === 'Script',
      });
  });
  await page.goto('/');
  await afterView(page);
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  await waitForHydration(page);
  // No file came from the network twice (the browser's cache may hold some from an earlier
  // test: those came from it for the prefetch too).
  const downloads = new Map<string, number>();
  for (const { url, cached } of fetched)
    if (!cached) downloads.set(url, (downloads.get(url) ?? 0) + 1);
  expect(
    [...downloads].filter(([, count]) => count > 1),
    JSON.stringify(fetched),
  ).toEqual([]);
  // Every script the page ran was prefetched first, and ran from the cache.
  const prefetched = new Set(fetched.filter((f) => !f.ran).map((f) => f.url));
  const ran = fetched.filter((f) => f.ran);
  expect(ran.length).toBeGreaterThan(0);
  for (const { url, cached } of ran)
    expect({ url, prefetched: prefetched.has(url), cached }).toEqual({
      url,
      prefetched: true,
      cached: true,
    });
  await cdp.detach();
});

test('a page whose data cannot be fetched stays the page it is: no error, no hydration, its links work', async ({
  page,
  consoleErrors,
}) => {
  await page.route(PAGE_DATA_FILE, (route) => route.abort('internetdisconnected'));
  const [home, next] = [pages[0], pages[1]];
  if (!home || !next) throw new Error('the site has fewer than two pages');
  const visit = async () => {
    await afterView(page);
    await page.keyboard.press('Shift');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'false');
    expect(await page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  };
  await page.goto(home.path);
  await visit();
  // Not hydrated, the navbar's links are plain links: the next page loads as a document.
  await page
    .getByRole('link', { name: navLabel(next.id), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(next.path)}$`));
  await visit();
  // The failed fetch of each page, as the browser reports it, and no error of the page's own.
  expect(takeFailedLoadErrors(consoleErrors)).toHaveLength(2);
});

test.describe('before the page has hydrated', () => {
  test('the theme switch applies a choice at once and the page hydrates into it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    const release = await holdBackScripts(page);
    await page.goto('/');
    const dark = page.getByRole('radio', { name: 'Dark' });
    await dark.locator('..').click();
    // Applied while no script of the site has arrived: the page's own inline listener.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await isHydrated(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await release();
    await waitForHydration(page);
    await expect(dark).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The switch's own handler takes over: back to System, at once.
    await page.getByRole('radio', { name: 'System' }).locator('..').click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  });

  test('a tap on the menu button is kept and carried out once the page has hydrated', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdBackScripts(page);
    await page.goto('/');
    await afterView(page);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    expect(await isHydrated(page)).toBe(false);
    await release();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('link', { name: navLabel(pages[1]?.id ?? 'projects'), exact: true }).first(),
    ).toBeVisible();
    // Once, not twice: a second replay would have closed it again.
    expect(await isHydrated(page)).toBe(true);
    await expect(close).toHaveAttribute('aria-expanded', 'true');
  });

  test('a tap on the menu button right after the page has loaded opens it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('scrolling the timeline from the top shows every entry, each once it is reached', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pages.find((p) => p.id === 'experiences')?.path ?? '/experiences');
    await afterView(page);
    // The timeline's entries (TimelineItem: `data-reveal` is their reveal state).
    const entries = page.locator('li[data-reveal]');
    await expect(entries).toHaveCount(timeline.length);
    // The visitor scrolls: the page hydrates on the first turn of the wheel and reveals each
    // entry as it comes into view.
    for (let step = 0; step < 200; step += 1) {
      await page.mouse.wheel(0, 400);
      const atBottom = await page.evaluate(
        () => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight,
      );
      if (atBottom) break;
    }
    await expect.poll(() => isHydrated(page)).toBe(true);
    for (const entry of await entries.all()) {
      await entry.scrollIntoViewIfNeeded();
      await expect(entry).not.toHaveAttribute('data-reveal', 'hidden');
      await expect(entry).toBeVisible();
    }
  });
});
