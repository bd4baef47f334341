/**
 * The tests of a worker share one browser context and page (`reuseContext` in
 * playwright.config.ts). What one test leaves behind must not reach the next: these run in order
 * in one worker, the first leaving every kind of state a test here leaves, the second checking
 * that none of it is there, the third that the settings the reset would keep are refused.
 */
import { expect, gotoHydrated, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const PROBE = 'isolation-probe';
/** A time no test runs at: a page that still reads it kept the first test's clock. */
const PAST = new Date('2001-02-03T04:05:06Z');

/** The second test's address: a listener of the first test that sees it outlived its test. */
const SECOND = `/?${PROBE}=second`;
/** Responses to the second test's address seen by the first test's listener. */
let lateResponses = 0;

test('a test leaves storage, a paused clock and a listener behind', async ({ page }) => {
  lateResponses = 0;
  page.on('response', (response) => {
    if (response.url().endsWith(SECOND)) lateResponses += 1;
  });
  await page.clock.install({ time: PAST });
  await page.clock.pauseAt(new Date(PAST.getTime() + 1000));
  await gotoHydrated(page, '/');
  await page.evaluate((key) => {
    localStorage.setItem(key, 'left behind');
    sessionStorage.setItem(key, 'left behind');
    document.cookie = `${key}=left-behind; path=/`;
  }, PROBE);
  expect(await page.evaluate(() => new Date().getFullYear())).toBe(PAST.getUTCFullYear());
});

test('the next test starts clean: no storage, the real time, no stray listener', async ({
  page,
  reuseContext,
}) => {
  // With a reused context the first test's tab serves this one (its history goes on: Playwright
  // does not reset it); otherwise this checks a fresh tab.
  const reusedTab = (await page.evaluate(() => history.length)) > 1;
  expect(reusedTab, "the tab is the previous test's").toBe(reuseContext);
  await gotoHydrated(page, SECOND);
  const state = await page.evaluate(
    (key) => ({
      local: localStorage.getItem(key),
      session: sessionStorage.getItem(key),
      cookie: document.cookie.includes(key),
      now: Date.now(),
    }),
    PROBE,
  );
  expect(state.local).toBeNull();
  expect(state.session).toBeNull();
  expect(state.cookie).toBe(false);
  expect(Math.abs(state.now - Date.now())).toBeLessThan(60_000);
  // The page still runs its timers: the real clock moves on (a paused one would not).
  await expect.poll(() => page.evaluate(() => Date.now())).toBeGreaterThan(state.now);
  expect(lateResponses, 'responses seen by a listener of the previous test').toBe(0);
});

test('a context setting the reset would keep is refused with a sentence', async ({
  context,
  reuseContext,
}) => {
  if (!reuseContext) {
    // A context of the test's own takes the setting, and goes with the test.
    await expect(context.setOffline(true)).resolves.toBeUndefined();
    return;
  }
  await expect(context.setOffline(true)).rejects.toThrow(/outlive this test/);
  await expect(context.grantPermissions(['clipboard-read'])).rejects.toThrow(/browser.newContext/);
});
