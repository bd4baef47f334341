import { expect, test as base, type Locator, type Page, type Route } from '@playwright/test';

/** Hosts the site may talk to in tests: only itself. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

interface Fixtures {
  /** Console errors and page errors seen during the test; checked after it. */
  consoleErrors: string[];
  /** Requests that tried to leave the machine (they cannot: see BLOCK_OTHER_HOSTS). */
  externalRequests: string[];
  /** Leaves the reused context as the next test expects it (see reusedContextHygiene). */
  reusedContextHygiene: undefined;
  /** Attaches a picture of every open page to a failed test (see playwright.config.ts). */
  screenshotOnFailure: undefined;
}

export const test = base.extend<Fixtures>({
  screenshotOnFailure: [
    // Depends on the context so that it runs before Playwright resets the context for the next
    // test: the pages still show what the test saw when it failed. First of the fixtures, so it
    // ends after the others: a failure that consoleErrors finds gets its picture too.
    async ({ context, browser }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus && testInfo.errors.length === 0) return;
      const pages = [context, ...browser.contexts().filter((other) => other !== context)]
        .flatMap((each) => each.pages())
        .filter((page) => !page.isClosed());
      for (const [index, page] of pages.entries()) {
        // Where Playwright's own pictures went: the test's folder under test-results/.
        const file = testInfo.outputPath(`test-failed-${index + 1}.png`);
        const drawn = await page.screenshot({ path: file, timeout: 5_000 }).then(
          () => true,
          // A page that cannot be drawn any more (crashed, closing) has no picture to give.
          () => false,
        );
        if (drawn) await testInfo.attach('screenshot', { path: file, contentType: 'image/png' });
      }
    },
    { auto: true },
  ],
  externalRequests: async ({ context }, use) => {
    // The browser cannot reach other hosts (BLOCK_OTHER_HOSTS in e2e/browser.ts); this lists
    // the requests that tried.
    const external: string[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (!LOCAL_HOSTS.has(url.hostname) && url.protocol !== 'data:') external.push(request.url());
    });
    await use(external);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      recordConsoleErrors(page, errors);
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  reusedContextHygiene: [
    async ({ page, context, reuseContext }, use) => {
      if (!reuseContext) {
        await use(undefined);
        return;
      }
      // A clock the test paused is resumed by Playwright as the test disconnects, without
      // waiting: that resume can land after the next test's reset has removed the clock and
      // leave a script that fails on every later load ("Cannot read properties of undefined
      // (reading 'controller')", Playwright 1.65). Resuming it here, while the test still
      // owns the context, leaves nothing to resume.
      const { clock } = context;
      const pauseAt = clock.pauseAt.bind(clock);
      let paused = false;
      clock.pauseAt = (time) => {
        paused = true;
        return pauseAt(time);
      };
      // What Playwright's reset leaves as it is would outlive the test: refuse it, by name.
      for (const method of KEPT_BY_REUSE) {
        Object.defineProperty(context, method, {
          value: () =>
            Promise.reject(
              new Error(
                `context.${method}() would outlive this test: the worker's tests share one ` +
                  "browser context. Make a context of the test's own with browser.newContext().",
              ),
            ),
        });
      }
      await use(undefined);
      if (paused && !page.isClosed()) await clock.resume();
    },
    { auto: true },
  ],
});

/**
 * Adds `page`'s console errors and uncaught errors to `errors`: the test's own page through the
 * consoleErrors fixture, and any other tab a test opens, into the same list.
 */
export function recordConsoleErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

/** Context settings Playwright's reset between tests leaves as they are. */
const KEPT_BY_REUSE = [
  'grantPermissions',
  'setGeolocation',
  'setOffline',
  'setExtraHTTPHeaders',
] as const;

export { expect };

/**
 * For checks that need no browser: they read the built site (dist/) or ask the test server.
 * Playwright's own `test`, without the fixtures above (each of which opens or resets the page),
 * so a worker starts no browser for them and resets no page after them. They run in the
 * end-to-end stage, after the build, against the build and server the browser tests use: the
 * unit stage runs before the build (issue 55).
 */
export const builtSiteTest = base;

export { axeViolations, type AxeOptions } from '../test-support/pageChecks';

/**
 * Waits until React has hydrated the page being loaded (links become client-side). React waits
 * for a visitor's first sign of presence (scripts/defer-hydration.ts), so this is one: a press of
 * Shift, which changes nothing on the page, then a wait for the page to hydrate; pressed again
 * every 2 s until it has (a press before the page's bootstrap listens is not seen), 30 s at most.
 */
export async function waitForHydration(page: Page) {
  const hydrated = () => document.documentElement.dataset.hydrated === 'true';
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (await page.evaluate(hydrated)) return;
    await page.keyboard.press('Shift');
    try {
      await page.waitForFunction(hydrated, undefined, { timeout: 2_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** Keeps every JavaScript file of the site pending until the returned function is called. */
export async function holdBackScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** Opens `path` and waits until React has hydrated the prerendered page. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** A request the page made, as its resource timing has it: the URL and when it started (ms). */
export interface TimedRequest {
  url: string;
  start: number;
}

/**
 * When the page drew its first contentful paint (Infinity if it has not) and every request it
 * has made so far, with its start, both in ms since the navigation began.
 */
export async function paintAndRequests(
  page: Page,
): Promise<{ fcp: number; requests: TimedRequest[] }> {
  return page.evaluate(() => ({
    fcp:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
      Number.POSITIVE_INFINITY,
    requests: performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
}

/**
 * Waits until the scroll a Projects deep link (`/projects#section&project`) starts after its
 * delay has brought its target to the top, or as near as the page's height allows: the tabs on
 * a wide window, the open tab's device on a narrow one (960 px or less, where the list of
 * projects comes first). A click aimed before that scroll lands where the element was (CI run
 * 19: a case-study link clicked as the scroll began was missed, and the page stayed on Projects).
 */
export async function deepLinkScrolled(page: Page) {
  await expect
    .poll(() =>
      page.getByRole('tablist').evaluate((tabs) => {
        const root = document.documentElement;
        const padding = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
        const anchor =
          (matchMedia('(max-width: 960px)').matches &&
            document.querySelector('[role="tabpanel"]:not([hidden]) [data-stage]')) ||
          tabs;
        const margin = parseFloat(getComputedStyle(anchor).scrollMarginTop) || 0;
        const target = anchor.getBoundingClientRect().top + window.scrollY - padding - margin;
        const reachable = Math.max(0, Math.min(target, root.scrollHeight - window.innerHeight));
        return Math.abs(window.scrollY - reachable) < 1;
      }),
    )
    .toBe(true);
}

/** Opens a Projects deep link, hydrated, once its scroll has ended (see deepLinkScrolled). */
export async function gotoDeepLink(page: Page, path: string) {
  await gotoHydrated(page, path);
  await deepLinkScrolled(page);
}

/**
 * Waits until every animation in `element` and below it has finished (an entrance, a slide): a
 * box measured mid-animation is not where it comes to rest, and one that stops moving between two
 * polls can still be mid-animation.
 */
export async function animationsFinished(element: Locator): Promise<void> {
  await element.evaluate(async (root) => {
    await Promise.allSettled(root.getAnimations({ subtree: true }).map((a) => a.finished));
  });
}
