/**
 * Checks the device of the open Projects tab in a real browser, drawn or the owner's own
 * picture: every icon inside the device (scrolled into view where the home screen scrolls) and
 * the window, no two icons overlapping, no sideways scrolling, the footer not covered, the
 * keyboard reaching the icons in app-index order; and, once an app is open, its screenshot on
 * the device's screen.
 */
import type { Page } from '@playwright/test';
import { escapeRegExp } from '../test-support/escapeRegExp';
import { animationsFinished, expect } from './fixtures';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Measured {
  /** Each icon's box within the device's bounds, both measured with the icon in view. */
  icons: { name: string; box: Box; bounds: Box; inList: Box }[];
  /** The home screen's foot (preview widget, hint card) where shown, placed like `inList`. */
  foot: { what: string; inList: Box; inBounds: boolean }[];
  windowWidth: number;
  scrollWidth: number;
  deviceBottom: number;
}

async function measure(page: Page): Promise<Measured> {
  return page.getByRole('tabpanel').evaluate((panel) => {
    const box = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    const list = panel.querySelector('[data-device] ul[aria-label]');
    // A drawn device's icons sit on its screen; an own picture's hotspots on the picture.
    const bounds = list?.closest('[data-screen]') ?? list?.parentElement;
    const device = list?.closest('[data-device]');
    if (!list || !bounds || !device) throw new Error('no device in the tab');
    const buttons = [...list.querySelectorAll('button')];
    // Where each icon sits on the home screen, all measured in one go (the screen may scroll).
    const l = list.getBoundingClientRect();
    const inListOf = (el: Element) => {
      const r = el.getBoundingClientRect();
      return {
        left: r.left - l.left + list.scrollLeft,
        top: r.top - l.top + list.scrollTop,
        right: r.right - l.left + list.scrollLeft,
        bottom: r.bottom - l.top + list.scrollTop,
      };
    };
    const placed = buttons.map(inListOf);
    // The preview widget and the hint card, in the list's coordinates (the home screen may
    // scroll them into view): across the screen's width, and within what the screen scrolls.
    const bb = bounds.getBoundingClientRect();
    const scroller = list.parentElement;
    const foot = [...bounds.querySelectorAll('[data-home-foot] > *')]
      .filter((el) => el.getBoundingClientRect().height > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const scrolls = scroller ? scroller.scrollHeight : bb.height;
        return {
          what: el.hasAttribute('data-preview') ? 'preview widget' : 'hint',
          inList: inListOf(el),
          inBounds:
            r.left >= bb.left - 0.5 &&
            r.right <= bb.right + 0.5 &&
            r.top + (scroller?.scrollTop ?? 0) >= bb.top - 0.5 &&
            r.bottom + (scroller?.scrollTop ?? 0) <= bb.top + scrolls + 0.5,
        };
      });
    // Each icon brought into view (as Tab does) lies inside the device.
    const icons = buttons.map((button, i) => {
      button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      return {
        name: button.textContent ?? '',
        box: box(button.getBoundingClientRect()),
        bounds: box(bounds.getBoundingClientRect()),
        inList: placed[i] ?? { left: 0, top: 0, right: 0, bottom: 0 },
      };
    });
    return {
      icons,
      foot,
      windowWidth: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
      deviceBottom: device.getBoundingClientRect().bottom + scrollY,
    };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 &&
  b.left < a.right - 0.5 &&
  a.top < b.bottom - 0.5 &&
  b.top < a.bottom - 0.5;

/** The tab's device holds `names` in order and lays them out cleanly. */
export async function expectCleanDevice(page: Page, names: readonly string[]) {
  const { icons, foot, windowWidth, scrollWidth, deviceBottom } = await measure(page);
  expect(icons).toHaveLength(names.length);
  expect(scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(windowWidth);
  for (const { name, box, bounds } of icons) {
    expect(box.left, `${name} inside the device`).toBeGreaterThanOrEqual(bounds.left - 0.5);
    expect(box.right, `${name} inside the device`).toBeLessThanOrEqual(bounds.right + 0.5);
    expect(box.top, `${name} inside the device`).toBeGreaterThanOrEqual(bounds.top - 0.5);
    expect(box.bottom, `${name} inside the device`).toBeLessThanOrEqual(bounds.bottom + 0.5);
    expect(box.left, `${name} inside the window`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${name} inside the window`).toBeLessThanOrEqual(windowWidth);
  }
  const clashes = icons.flatMap((a, i) =>
    icons
      .slice(i + 1)
      .filter((b) => overlaps(a.inList, b.inList))
      .map((b) => `${a.name} / ${b.name}`),
  );
  expect(clashes, 'overlapping icons').toEqual([]);
  // The widget and the hint lie on the screen, apart from each other and from every icon.
  for (const part of foot) expect(part.inBounds, `${part.what} inside the screen`).toBe(true);
  const covered = foot.flatMap((part, i) => [
    ...icons
      .filter((icon) => overlaps(part.inList, icon.inList))
      .map((icon) => `${part.what} / ${icon.name}`),
    ...foot
      .slice(i + 1)
      .filter((other) => overlaps(part.inList, other.inList))
      .map((other) => `${part.what} / ${other.what}`),
  ]);
  expect(covered, 'icons under the widget or the hint').toEqual([]);

  // The footer starts below the device, and its links are on top where they are.
  const footer = page.getByRole('contentinfo');
  const footerTop = await footer.evaluate((f) => f.getBoundingClientRect().top + scrollY);
  expect(footerTop).toBeGreaterThanOrEqual(deviceBottom);
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

/**
 * Tab from the selected tab walks the list of projects (each project once, by name), then the
 * device's icons in app-index order (the first `count`): the list comes first in the markup, as
 * it does on a phone's screen.
 */
export async function expectKeyboardOrder(page: Page, names: readonly string[], count = 12) {
  const icons = names.slice(0, count);
  await page.getByRole('tab', { selected: true }).focus();
  // The page notes what has focus as each Tab is let go (focus moves as the key goes down), so
  // a key press is one round trip and the names are then read all at once, not press by press
  // (90 projects took 25-35 s that way on a busy machine).
  await page.evaluate(() => {
    const steps: Element[] = [];
    const note = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && document.activeElement) steps.push(document.activeElement);
    };
    window.addEventListener('keyup', note, true);
    Object.assign(window, {
      __keyboardOrder: () => {
        window.removeEventListener('keyup', note, true);
        steps.forEach((el, i) =>
          el.setAttribute('data-tab-step', `${el.getAttribute('data-tab-step') ?? ''} s${i}`),
        );
        return steps.map((el) => el.closest('ul') !== null);
      },
    });
  });
  for (let i = 0; i < names.length + icons.length; i += 1) await page.keyboard.press('Tab');
  const inList = await page.evaluate(() =>
    (window as unknown as { __keyboardOrder: () => boolean[] }).__keyboardOrder(),
  );
  expect(inList, 'one focus per Tab').toHaveLength(names.length + icons.length);
  const step = (i: number) => page.locator(`[data-tab-step~="s${i}"]`);
  await Promise.all([
    ...names.map(async (name, i) => {
      expect(inList[i], `Tab ${i + 1}: the list of projects comes first (${name})`).toBe(true);
      await expect(step(i), `Tab ${i + 1}: the list of projects comes first`).toHaveAccessibleName(
        new RegExp(`^${escapeRegExp(name)}(\\s|$)`),
      );
    }),
    ...icons.map((name, i) =>
      expect(
        step(names.length + i),
        `Tab ${names.length + i + 1}: the device's icons in order`,
      ).toHaveAccessibleName(name),
    ),
  ]);
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-tab-step]'))
      el.removeAttribute('data-tab-step');
  });
}

/**
 * The open app's current screenshot lies on the device's screen and fills at least 90 % of
 * its width (the drawn monitor shows it in a window, the phone edge to edge); a screenshot of
 * another shape than the screen, shown whole (`data-fit="contain"`), fills its height instead
 * when it is taller than the screen's shape.
 */
export async function expectScreenshotOnScreen(page: Page, alt: string) {
  const shot = page
    .getByRole('tabpanel')
    .getByRole('region', { name: /^Screenshots of / })
    .getByRole('img', { name: alt, exact: true });
  await expect(shot).toBeVisible();
  // Wait for the app's opening animation and the slide to end.
  await animationsFinished(page.getByRole('tabpanel'));
  const { image, screen, drawnIn, fitted } = await shot.evaluate((img) => {
    const screenElement = img.closest('[data-screen]');
    if (!screenElement) throw new Error('the screenshot is not on a device screen');
    const r = img.getBoundingClientRect();
    const s = screenElement.getBoundingClientRect();
    const box = (b: DOMRect) => ({
      left: b.left,
      top: b.top,
      right: b.right,
      bottom: b.bottom,
      width: b.width,
      height: b.height,
    });
    return {
      image: box(r),
      screen: box(s),
      // The box the screenshot is drawn in: the screen, less a drawn window's title bar.
      drawnIn: box((img.parentElement ?? screenElement).getBoundingClientRect()),
      fitted:
        img instanceof HTMLImageElement &&
        img.getAttribute('data-fit') === 'contain' &&
        img.naturalWidth / img.naturalHeight < s.width / s.height,
    };
  });
  expect(image.left, 'screenshot inside the screen').toBeGreaterThanOrEqual(screen.left - 0.5);
  expect(image.right, 'screenshot inside the screen').toBeLessThanOrEqual(screen.right + 0.5);
  expect(image.top, 'screenshot inside the screen').toBeGreaterThanOrEqual(screen.top - 0.5);
  expect(image.bottom, 'screenshot inside the screen').toBeLessThanOrEqual(screen.bottom + 0.5);
  if (fitted)
    expect(
      image.height,
      'a screenshot shown whole fills the height it is drawn in',
    ).toBeGreaterThanOrEqual(0.98 * drawnIn.height);
  else
    expect(image.width, 'screenshot fills the screen').toBeGreaterThanOrEqual(0.9 * screen.width);
}
