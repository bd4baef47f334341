/**
 * The Projects page's hotspot events, as the analytics service receives them. Needs the
 * Projects page (hotspot buttons named after the projects, tabs 'Mobile Apps' and
 * 'Games & Websites').
 */
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { projects } from './site';
import { startVariant, type Variant } from './variants';

// One worker builds the variant and runs these tests in order.
test.describe.configure({ mode: 'default' });

let variant: Variant;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  variant = await startVariant('analytics-projects', { VITE_GA_MEASUREMENT_ID: 'G-TEST12345' });
});
test.afterAll(async () => variant.close());

/** Events of the given action in window.dataLayer, as [category, label]. */
function showcaseEvents(page: Page, action: string): Promise<[unknown, unknown][]> {
  return page.evaluate((name) => {
    const layer = (window as Window & { dataLayer?: IArguments[] }).dataLayer ?? [];
    return layer
      .map((entry) => Array.from(entry) as [string, string, Record<string, unknown>])
      .filter(([command, action]) => command === 'event' && action === name)
      .map(([, , params]) => [params.event_category, params.event_label] as [unknown, unknown]);
  }, action);
}

const SECTIONS = [
  { section: 'mobile-apps', tab: 'Mobile Apps', action: 'clicked_mobile_app_area' },
  { section: 'desktop-apps', tab: 'Games & Websites', action: 'clicked_desktop_area' },
] as const;

for (const { section, tab, action } of SECTIONS) {
  test(`each ${tab} hotspot sends ${action} with its app index`, async ({ page }) => {
    await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, `${variant.url}projects`);
    await page.getByRole('tab', { name: tab }).click();
    const apps = projects.filter((project) => project.section === section);
    expect(apps).toHaveLength(3);
    for (const app of apps) {
      await page.getByRole('button', { name: app.name, exact: true }).click();
    }
    await expect
      .poll(() => showcaseEvents(page, action))
      .toEqual([
        ['user_interaction', '1'],
        ['user_interaction', '2'],
        ['user_interaction', '3'],
      ]);
  });
}
