/**
 * The Projects page's hotspot events, as the analytics service receives them once the visitor
 * has said yes: each tab's hotspot buttons (named after the content's projects) send the tab's
 * action and the app's index.
 */
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { projectSections } from '@/test/content';
import { projects } from './site';
import { ANALYTICS_BUILD } from './analyticsBuild';
import { startVariant, type Variant } from './variants';
import { answerConsent } from './consent';

// One worker builds the variant and runs these tests in order.
test.describe.configure({ mode: 'default' });

let variant: Variant;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The analytics spec's build: whichever spec starts first builds it, the other waits.
  variant = await startVariant(ANALYTICS_BUILD.name, ANALYTICS_BUILD.env);
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

for (const { id: section, tabLabel: tab, analyticsAction: action } of projectSections) {
  test(`each ${tab} hotspot sends ${action} with its app index`, async ({ page }) => {
    await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, `${variant.url}projects`);
    await answerConsent(page, 'allow');
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const apps = projects.filter((project) => project.section === section);
    expect(apps.length).toBeGreaterThan(0);
    for (const app of apps) {
      await page.getByRole('button', { name: app.name, exact: true }).click();
      // The app opens over the home screen: close it to reach the next icon.
      await page.keyboard.press('Escape');
    }
    await expect
      .poll(() => showcaseEvents(page, action))
      .toEqual(apps.map((_app, index) => ['user_interaction', String(index + 1)]));
  });
}
