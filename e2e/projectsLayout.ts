/** The layout checks of a Projects page, for the content and for generated content. */
import type { Page } from '@playwright/test';
import { projectSections } from '@/content/projects';
import type { Project } from '../src/model/types';
import { expectCleanDevice, expectKeyboardOrder } from './deviceLayout';
import { gotoHydrated, test } from './fixtures';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/**
 * One test per section and width: the tab of `projects` (the content the site was built
 * with) lays out cleanly and is keyboard-ordered. `url` is where that build is served.
 */
export function layoutTests(base: () => string, projects: readonly Project[]) {
  for (const section of projectSections) {
    const names = projects.filter((p) => p.section === section.id).map((p) => p.name);
    for (const size of WIDTHS) {
      test(`${section.tabLabel}, ${names.length} projects, ${size.width} px: icons inside, apart, footer clear, keyboard order`, async ({
        page,
      }: {
        page: Page;
      }) => {
        test.setTimeout(60_000);
        await page.setViewportSize(size);
        await gotoHydrated(page, `${base()}projects#${section.id}`);
        await page.getByRole('tab', { name: section.tabLabel, exact: true }).click();
        await expectCleanDevice(page, names);
        await expectKeyboardOrder(page, names);
      });
    }
  }
}
