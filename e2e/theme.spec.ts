/**
 * The theme switch (Light, Dark, System): where it is, what it does, that the choice is there
 * from the first paint (also with the scripts held back), that System follows the visitor's
 * setting, that blocked storage still gives a working switch (axe in both chosen themes:
 * page-views.spec.ts).
 */
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, holdBackScripts, test, waitForHydration } from './fixtures';
import { pages } from './site';
import { drawn, mainNav, option, themeGroup } from './theme';
import { MACHINERY } from './scope';

/** A page other than the home page, for in-app navigation. */
const otherPage = pages.find((p) => p.path !== '/');
if (!otherPage) throw new Error('theme.spec: the site needs a page besides /');

/** The page's colours in a scheme when the visitor's setting picks it (System). */
async function systemColours(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await gotoHydrated(page, '/');
  const { background, text } = await drawn(page);
  return { background, text };
}

/** Records, at the first contentful paint, which theme and colours the page was drawn with. */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      const record = window as unknown as { __firstPaint?: object };
      record.__firstPaint = {
        theme: document.documentElement.dataset.theme ?? null,
        background: getComputedStyle(document.body).backgroundColor,
      };
    }).observe({ type: 'paint', buffered: true });
  });
}

function firstPaint(page: Page) {
  return page
    .waitForFunction(() => (window as unknown as { __firstPaint?: object }).__firstPaint)
    .then((handle) => handle.jsonValue() as Promise<{ theme: string | null; background: string }>);
}

test.describe('theme switch', () => {
  test('sits in the navigation bar at 1440 px and works by mouse and keyboard', async ({
    page,
  }) => {
    const dark = await systemColours(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, '/');
    await expect(themeGroup(page)).toBeVisible();
    await expect(option(page, 'System')).toBeChecked();
    for (const name of ['Light', 'Dark', 'System'] as const) {
      await expect(option(page, name).locator('..')).toBeVisible();
    }

    await option(page, 'Dark').locator('..').click();
    await expect(option(page, 'Dark')).toBeChecked();
    await expect.poll(() => drawn(page)).toMatchObject({ theme: 'dark', colorScheme: 'dark' });
    expect(await drawn(page)).toMatchObject(dark);
    await expect(page.locator('meta[name="theme-color"][data-scheme="dark"]')).toHaveAttribute(
      'media',
      'all',
    );

    // Keyboard: the group is one Tab stop; arrow keys move the choice.
    await option(page, 'Dark').focus();
    await page.keyboard.press('ArrowRight');
    await expect(option(page, 'System')).toBeChecked();
    await expect(option(page, 'System')).toBeFocused();
    await expect.poll(() => drawn(page)).toMatchObject({ theme: null, colorScheme: 'light dark' });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(option(page, 'Light')).toBeChecked();
    await expect.poll(() => drawn(page)).toMatchObject({ theme: 'light' });
  });

  test('at 390 px it is in the menu, and choosing keeps the menu open', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, otherPage.path);
    await expect(themeGroup(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(themeGroup(page)).toBeVisible();
    // Labelled options on a phone.
    await expect(themeGroup(page).getByText('Dark', { exact: true })).toBeVisible();
    await option(page, 'Dark').locator('..').click();
    await expect.poll(() => drawn(page)).toMatchObject({ theme: 'dark' });
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(option(page, 'Dark')).toBeChecked();
  });

  test('the open menu with the switch does not overflow at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(themeGroup(page)).toBeVisible();
    const box = await themeGroup(page).boundingBox();
    expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });

  test(
    'the choice survives navigation and reload, dark from the first paint without scripts',
    MACHINERY,
    async ({ page }) => {
      const dark = await systemColours(page, 'dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, '/');
      await option(page, 'Dark').locator('..').click();
      await expect.poll(() => drawn(page)).toMatchObject({ theme: 'dark' });

      // In-app navigation keeps it.
      await mainNav(page).getByRole('link', { name: otherPage.navLabel, exact: true }).click();
      await expect(page).toHaveURL(otherPage.path);
      await expect(option(page, 'Dark')).toBeChecked();
      expect(await drawn(page)).toMatchObject({ theme: 'dark', ...dark });

      // Reload and a fresh visit of every page with every script held back: dark at first paint.
      await recordFirstPaint(page);
      const release = await holdBackScripts(page);
      for (const p of pages) {
        await page.goto(p.path);
        expect(await firstPaint(page)).toEqual({ theme: 'dark', background: dark.background });
        expect(
          await page.evaluate(() => document.documentElement.dataset.hydrated),
        ).toBeUndefined();
      }
      await page.reload();
      expect(await firstPaint(page)).toEqual({ theme: 'dark', background: dark.background });

      // The bundles arrive late: the page hydrates into the same theme, without a warning.
      await release();
      await waitForHydration(page);
      await expect(option(page, 'Dark')).toBeChecked();
      expect(await drawn(page)).toMatchObject({ theme: 'dark', ...dark });
    },
  );

  test(
    'System follows the visitor setting as it changes; a forced theme does not',
    MACHINERY,
    async ({ page }) => {
      const light = await systemColours(page, 'light');
      const dark = await systemColours(page, 'dark');
      expect(light.background).not.toBe(dark.background);

      await page.emulateMedia({ colorScheme: 'light' });
      await gotoHydrated(page, '/');
      await expect(option(page, 'System')).toBeChecked();
      expect(await drawn(page)).toMatchObject({ theme: null, colorScheme: 'light dark', ...light });
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => drawn(page)).toMatchObject(dark);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => drawn(page)).toMatchObject(light);

      await option(page, 'Light').locator('..').click();
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => drawn(page)).toMatchObject({ theme: 'light', ...light });
      await expect(page.locator('meta[name="theme-color"][data-scheme="light"]')).toHaveAttribute(
        'media',
        'all',
      );
    },
  );

  test('works for the visit when storage is blocked', MACHINERY, async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, '/');
    await expect(option(page, 'System')).toBeChecked();
    await option(page, 'Dark').locator('..').click();
    await expect.poll(() => drawn(page)).toMatchObject({ theme: 'dark', colorScheme: 'dark' });
    await mainNav(page).getByRole('link', { name: otherPage.navLabel, exact: true }).click();
    await expect(page).toHaveURL(otherPage.path);
    expect(await drawn(page)).toMatchObject({ theme: 'dark' });
    await expect(option(page, 'Dark')).toBeChecked();
  });
});

// axe on every page with a chosen theme, against the system setting: e2e/page-views.spec.ts,
// with the page's other loads.
