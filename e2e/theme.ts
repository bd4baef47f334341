/** The theme switch as a visitor finds it, and what the page is drawn in (theme.spec, page-views.spec). */
import type { Page } from '@playwright/test';

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const themeGroup = (page: Page) => mainNav(page).getByRole('group', { name: 'Theme' });
export const option = (page: Page, name: 'Light' | 'Dark' | 'System') =>
  themeGroup(page).getByRole('radio', { name });

/** What the page is drawn in: the forced scheme (if any), the used color-scheme, the colours. */
export function drawn(page: Page) {
  return page.evaluate(() => ({
    theme: document.documentElement.dataset.theme ?? null,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    background: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
  }));
}
