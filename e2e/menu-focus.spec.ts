import { expect, gotoHydrated, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('Escape closes the mobile menu and puts focus back on the menu button', async ({ page }) => {
  await gotoHydrated(page, '/');
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  // Focus somewhere inside the menu, as a keyboard user would be.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(open).toBeFocused();
});
