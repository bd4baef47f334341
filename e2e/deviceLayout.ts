/**
 * Checks the drawn device of the open Projects tab in a real browser: every icon inside its
 * screen and the window, no two icons overlapping, no sideways scrolling, the footer not
 * covered, and the keyboard reaching the icons in app-index order.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Measured {
  screen: Box;
  icons: (Box & { name: string })[];
  windowWidth: number;
  scrollWidth: number;
}

async function measure(page: Page): Promise<Measured> {
  return page.getByRole('tabpanel').evaluate((panel) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top + scrollY, right: r.right, bottom: r.bottom + scrollY };
    };
    const list = panel.querySelector('ul[aria-label]');
    const screen = list?.parentElement;
    if (!list || !screen) throw new Error('no drawn device in the tab');
    return {
      screen: box(screen),
      icons: [...list.querySelectorAll('button')].map((b) => ({
        ...box(b),
        name: b.textContent ?? '',
      })),
      windowWidth: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The tab's device holds `names` in order and lays them out cleanly. */
export async function expectCleanDevice(page: Page, names: readonly string[]) {
  const { screen, icons, windowWidth, scrollWidth } = await measure(page);
  expect(icons).toHaveLength(names.length);
  expect(scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(windowWidth);
  for (const icon of icons) {
    expect(icon.left, `${icon.name} inside the screen`).toBeGreaterThanOrEqual(screen.left - 0.5);
    expect(icon.right, `${icon.name} inside the screen`).toBeLessThanOrEqual(screen.right + 0.5);
    expect(icon.top, `${icon.name} inside the screen`).toBeGreaterThanOrEqual(screen.top - 0.5);
    expect(icon.bottom, `${icon.name} inside the screen`).toBeLessThanOrEqual(screen.bottom + 0.5);
    expect(icon.left, `${icon.name} inside the window`).toBeGreaterThanOrEqual(0);
    expect(icon.right, `${icon.name} inside the window`).toBeLessThanOrEqual(windowWidth);
  }
  const clashes = icons.flatMap((a, i) =>
    icons
      .slice(i + 1)
      .filter((b) => overlaps(a, b))
      .map((b) => `${a.name} / ${b.name}`),
  );
  expect(clashes, 'overlapping icons').toEqual([]);

  // The footer starts below the device, and its links are on top where they are.
  const footer = page.getByRole('contentinfo');
  const footerTop = await footer.evaluate((f) => f.getBoundingClientRect().top + scrollY);
  expect(footerTop).toBeGreaterThanOrEqual(screen.bottom);
  for (const link of await footer.getByRole('link').all()) {
    await link.scrollIntoViewIfNeeded();
    const onTop = await link.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (el === hit || el.contains(hit));
    });
    expect(onTop, 'footer link not covered').toBe(true);
  }
}

/** Tab from the selected tab walks the icons in app-index order (the first `count`). */
export async function expectKeyboardOrder(page: Page, names: readonly string[], count = 12) {
  await page.getByRole('tab', { selected: true }).focus();
  for (const name of names.slice(0, count)) {
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(name);
  }
}
