/** The layout checks of a Projects page, for the content and for generated content. */
import type { Page } from '@playwright/test';
import { projectSections } from '@/test/content';
import type { Project } from '../src/model/view';
import { expectCleanDevice, expectKeyboardOrder, expectScreenshotOnScreen } from './deviceLayout';
import { expect, gotoDeepLink, test } from './fixtures';

/** The Projects page of the build at `base`, at `size`, on `tabLabel`'s tab. */
async function openTab(
  page: Page,
  base: string,
  size: { width: number; height: number },
  section: { id: string; tabLabel: string },
) {
  await page.setViewportSize(size);
  await gotoDeepLink(page, `${base}projects#${section.id}`);
  await page.getByRole('tab', { name: section.tabLabel, exact: true }).click();
}

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** The smallest window: the phone at its smallest (two columns), the monitor at its lowest. */
const SMALL = [{ width: 320, height: 700 }];

/**
 * Per section and width: the tab of `projects` (the content the site was built with) lays out
 * cleanly and is keyboard-ordered, and an app opened from its icon shows its screenshots on
 * the device's screen, also after the carousel moved. `base` is where that build is served.
 */
export function layoutTests(base: () => string, projects: readonly Project[]) {
  for (const section of projectSections) {
    const apps = projects.filter((p) => p.section === section.id);
    const names = apps.map((p) => p.name);
    for (const size of SMALL) {
      test(`${section.tabLabel}, ${names.length} projects, ${size.width}×${size.height}: icons, widget and hint inside and apart`, async ({
        page,
      }: {
        page: Page;
      }) => {
        await openTab(page, base(), size, section);
        await expectCleanDevice(page, names);
      });
    }
    for (const size of WIDTHS) {
      // One load: the tab laid out and keyboard-ordered, then apps opened from their icons.
      test(`${section.tabLabel}, ${names.length} projects, ${size.width} px: icons inside, apart, footer clear, keyboard order; an opened app fills the device's screen`, async ({
        page,
      }: {
        page: Page;
      }) => {
        test.setTimeout(180_000);
        await openTab(page, base(), size, section);
        await test.step('icons inside, apart, footer clear, keyboard order', async () => {
          await expectCleanDevice(page, names);
          await expectKeyboardOrder(page, names);
        });
        await test.step("an opened app fills the device's screen", async () => {
          for (const app of new Set([apps[0], apps.at(-1)])) {
            if (!app) continue;
            await page
              .getByRole('tabpanel')
              .getByRole('button', { name: app.name, exact: true })
              .click();
            const [first, second] = app.screens;
            if (!first) throw new Error(`${app.name} has no screenshot`);
            await expectScreenshotOnScreen(page, first.image.alt);
            if (second) {
              await page.getByRole('button', { name: 'Next screenshot' }).click();
              await expectScreenshotOnScreen(page, second.image.alt);
            }
            await page.keyboard.press('Escape');
            await expect(page.getByRole('region', { name: /^Screenshots of / })).toHaveCount(0);
          }
        });
      });
    }
  }
}
