import { expect, test } from './fixtures';
import { startVariant, type Variant } from './variants';

test.describe('variant builds', () => {
  let variant: Variant;
  test.beforeAll(async () => {
    variant = await startVariant('last-updated', { VITE_LAST_UPDATED: '2025-03-04' });
  });
  test.afterAll(async () => variant.close());

  test('VITE_LAST_UPDATED overrides the build date in the footer', async ({ page }) => {
    await page.goto(variant.url);
    await expect(page.getByRole('contentinfo')).toContainText('Last Updated: March 4, 2025');
  });
});
