/**
 * The design system as a visitor meets it (issue "a portfolio that looks as good as it works"):
 * the typeface arrives without moving anything, no text is too small, no word breaks in two and
 * nothing overflows at 320 px, every focus ring stands out from what it sits on, the phone menu
 * is modal, the home screens never show two identical icons and show the tab's screenshots
 * before anything is chosen, a phone deep link shows the open app with its panel, a Projects
 * tab is as tall as its own content and no page has a dead band above its footer. Everything is read from the content the site was built with.
 */
import type { ElementHandle, Page } from '@playwright/test';
import sharp from 'sharp';
import { contentIn, languages, projects, projectSections } from '@/test/content';
import { previewScreens } from '@/components/DeviceScreen/preview';
import { expect, gotoDeepLink, gotoHydrated, paintAndRequests, test } from './fixtures';
import { expectFirstViewFirst } from './firstView';
import { expectImagesFit } from './images';
import { pages } from './site';
import { MACHINERY } from './scope';

const PHONE = { width: 390, height: 844 };
const NARROWEST = { width: 320, height: 700 };
const WIDE = { width: 1440, height: 900 };

/** Waits until the web font has loaded and two frames have been painted since. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

test.describe('typeface', () => {
  /** The first family the body is drawn in, as computed now. */
  const bodyFamily = (page: Page) =>
    page.evaluate(() =>
      (getComputedStyle(document.body).fontFamily.split(',')[0] ?? '').trim().replace(/['"]/g, ''),
    );
  /** The layout shifts seen since the page began loading: their sum and what moved. */
  const shifts = (page: Page) =>
    page.evaluate(() => {
      const seen = (window as unknown as { __shifts: { value: number; moved: string[] }[] })
        .__shifts;
      return {
        total: seen.reduce((sum, shift) => sum + shift.value, 0),
        moved: seen.flatMap((shift) => shift.moved),
      };
    });
  /** Fails naming what moved when the page shifted by more than a trace. */
  const expectSteady = async (page: Page) => {
    const { total, moved } = await shifts(page);
    expect(total, `layout shifts, of: ${moved.join('; ')}`).toBeLessThanOrEqual(0.01);
  };

  for (const { path } of pages) {
    test(`${path} at 390 px: nothing the first view does not need comes before the first paint; the first view waits for no font, the next pages are in Inter, nothing shifts; no text under 12 px, no word split, no overflow`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.addInitScript(() => {
        const shifts: { value: number; moved: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        /** An element as a person would find it: tag, class and the start of its text. */
        const describe = (node: Node | null) => {
          if (!(node instanceof Element)) return node?.nodeName ?? 'a removed node';
          const text = (node.textContent ?? '').trim().slice(0, 40);
          return `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''} "${text}"`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: {
              node: Node | null;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }[];
          })[])
            if (!entry.hadRecentInput)
              shifts.push({
                value: entry.value,
                moved: (entry.sources ?? []).map(
                  (source) =>
                    `${describe(source.node)} at ${Math.round(entry.startTime)} ms: y ${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)}, height ${Math.round(source.previousRect.height)} → ${Math.round(source.currentRect.height)}`,
                ),
              });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await gotoHydrated(page, path);
      await test.step('first view: no script, sprite, manifest or card picture is requested before the first contentful paint', () =>
        expectFirstViewFirst(page));
      // First visit: the fallback face, sized to Inter's metrics; the font came after the paint.
      expect(await bodyFamily(page)).toBe('Inter fallback');
      await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem('font')))
        .toBe('inter');
      const { fcp, requests } = await paintAndRequests(page);
      const fonts = requests.filter((r) => r.url.endsWith('.woff2')).map((r) => r.start);
      expect(fonts.length, 'the font came from this site').toBeGreaterThan(0);
      for (const start of fonts) expect(start).toBeGreaterThan(fcp);
      await expectSteady(page);
      // The type rules at 390 px, on this first visit (after the shifts were read: opening
      // what the page hides moves what follows it).
      await test.step('type sizes and line breaks at 390 px: no text under 12 px, no word split, no overflow', () =>
        expectTypeRules(page));

      // The next page the visitor opens is drawn in Inter.
      const other = pages.find((p) => p.path !== path);
      if (!other) throw new Error('the site needs a second page');
      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('link', { name: other.navLabel, exact: true })
        .click();
      await expect(page).toHaveURL(other.path);
      await expect.poll(() => bodyFamily(page)).toBe('Inter Variable');

      // A later visit starts in Inter from its first frame, from the browser's cache.
      await gotoHydrated(page, path);
      await settle(page);
      expect(await bodyFamily(page)).toBe('Inter Variable');
      expect(
        await page.evaluate(() =>
          [...document.fonts].some(
            (f) => f.family.replace(/['"]/g, '') === 'Inter Variable' && f.status === 'loaded',
          ),
        ),
      ).toBe(true);
      await expectSteady(page);
    });
  }
});

/** Text nodes on the page smaller than 12 px, as 'text (size)'. */
async function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, svg, [aria-hidden="true"]'))
        continue;
      const rects = parent.getClientRects();
      const style = getComputedStyle(parent);
      if (rects.length === 0 || style.visibility === 'hidden') continue;
      // Visually hidden text (for screen readers only) is not seen.
      if (parent.closest('.visually-hidden')) continue;
      const size = parseFloat(style.fontSize);
      if (size < 12) found.push(`${text.slice(0, 40)} (${size}px)`);
    }
    return found;
  });
}

/** Words drawn across two lines (split inside the word), and the page's sideways overflow. */
async function brokenWords(page: Page): Promise<{ broken: string[]; overflow: number }> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (
        !parent ||
        parent.closest('script, style, noscript, .visually-hidden, [aria-hidden="true"]')
      )
        continue;
      if (parent.getClientRects().length === 0) continue;
      // Words: runs of letters and digits (a break at a hyphen, slash or space is fine).
      for (const match of text.matchAll(/[\p{L}\p{N}'’]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return {
      broken,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

/**
 * Everything the page can show (the skills behind "Show all", an opened app) has no text under
 * 12 px, no word split across lines and no sideways overflow.
 */
async function expectTypeRules(page: Page) {
  await settle(page);
  for (const more of await page.locator('details:not([open]) > summary').all()) await more.click();
  expect.soft(await smallText(page)).toEqual([]);
  const { broken, overflow } = await brokenWords(page);
  expect.soft(broken, 'words split across lines').toEqual([]);
  expect.soft(overflow, 'sideways overflow').toBeLessThanOrEqual(0);
}

test.describe('type sizes and line breaks', () => {
  // Every page at each width: at 390 px with the typeface's first visit (above), at 1440 px with
  // the focus rings (below), at 320 px here; the other languages' pages at the narrowest too,
  // where a long word would overflow first. The default language's pages at 320 px also check
  // that every picture fits the window (images.spec's rule), on the same load.
  const cases = languages.flatMap((lang, index) =>
    contentIn(lang).pages.map(({ path }) => ({ path, lang: index === 0 ? '' : ` (${lang})` })),
  );
  for (const { path, lang } of cases) {
    test(`${path}${lang} at ${NARROWEST.width} px: no text under 12 px, no word split, no overflow${lang ? '' : '; every picture fits'}`, async ({
      page,
    }) => {
      await page.setViewportSize(NARROWEST);
      await gotoHydrated(page, path);
      if (!lang)
        await test.step('images: at 320 px every picture fits the window', () =>
          expectImagesFit(page, path, NARROWEST.width));
      await test.step('no text under 12 px, no word split, no overflow', () =>
        expectTypeRules(page));
    });
  }

  test('the open phone menu, and an opened app, keep to the same rules', async ({ page }) => {
    await page.setViewportSize(NARROWEST);
    await gotoHydrated(page, '/projects');
    const app = projects.find((p) => p.section === projectSections[0]?.id);
    if (!app) throw new Error('the content needs a project in its first section');
    await page.getByRole('tabpanel').getByRole('button', { name: app.name, exact: true }).click();
    await settle(page);
    expect(await smallText(page)).toEqual([]);
    expect((await brokenWords(page)).broken).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await smallText(page)).toEqual([]);
    expect((await brokenWords(page)).broken).toEqual([]);
  });
});

/** #rrggbb-free contrast of two sRGB pixels (WCAG relative luminance). */
function contrast(a: readonly number[], b: readonly number[]): number {
  const lum = ([r = 0, g = 0, bl = 0]: readonly number[]) => {
    const [R, G, B] = [r, g, bl].map((c) => {
      const v = c / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

async function pixels(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * How the focused element's indicator stands out (WCAG 2.2 "focus appearance"): the pixels
 * that change when it takes focus, compared with what they showed before. Returns the number
 * of changed pixels whose new colour has at least 3:1 against their old one, and the element's
 * perimeter in pixels (a 1 px ring all round).
 */
async function focusIndicator(page: Page, element: ElementHandle<HTMLElement>) {
  const box = await element.boundingBox();
  if (!box) return undefined;
  const margin = 6;
  const view = page.viewportSize() ?? WIDE;
  const x = Math.max(0, Math.floor(box.x - margin));
  const y = Math.max(0, Math.floor(box.y - margin));
  const clip = {
    x,
    y,
    width: Math.min(view.width - x, Math.ceil(box.width + 2 * margin)),
    height: Math.min(view.height - y, Math.ceil(box.height + 2 * margin)),
  };
  if (clip.width <= 0 || clip.height <= 0) return undefined;
  const focused = await pixels(page, clip);
  await element.evaluate((el) => el.blur());
  const unfocused = await pixels(page, clip);
  await element.evaluate((el) => el.focus({ preventScroll: true }));
  let strong = 0;
  for (let i = 0; i < focused.data.length; i += 3) {
    const now = [focused.data[i] ?? 0, focused.data[i + 1] ?? 0, focused.data[i + 2] ?? 0];
    const before = [unfocused.data[i] ?? 0, unfocused.data[i + 1] ?? 0, unfocused.data[i + 2] ?? 0];
    if (contrast(now, before) >= 3) strong++;
  }
  return { strong, perimeter: Math.round(2 * (box.width + box.height)) };
}

/**
 * Tabs through the page from its top, measuring the focus ring of one element of each look
 * (focusIndicator); checks softly that the page has things to focus and that every ring
 * measured has 3:1 against what it covers.
 */
async function expectStrongFocusRings(page: Page) {
  const weak: string[] = [];
  const seen = new Set<string>();
  const looks = new Set<string>();
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press('Tab');
    const handle = await page.evaluateHandle(() =>
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null,
    );
    const element = handle.asElement() as ElementHandle<HTMLElement> | null;
    if (!element) break;
    const key = await element.evaluate((el) => {
      const all = [...document.querySelectorAll('*')];
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}#${all.indexOf(el)} ${label ?? ''}`;
    });
    if (seen.has(key)) break;
    seen.add(key);
    // Elements styled alike (same classes on them, their parent and grandparent) show the
    // same ring over the same surface: one of each is measured (two screenshots each).
    const look = await element.evaluate((el) =>
      [el, el.parentElement, el.parentElement?.parentElement]
        .map((e) => (e ? `${e.tagName}.${e.getAttribute('class') ?? ''}` : ''))
        .join(' < '),
    );
    if (looks.has(look)) continue;
    looks.add(look);
    const result = await focusIndicator(page, element);
    // A ring of 1 px all round (an inline link's rings follow its lines: 90 % of its box).
    if (result && result.strong < 0.9 * result.perimeter)
      weak.push(`${key}: ${result.strong}/${result.perimeter}`);
  }
  expect.soft(seen.size, 'the page has things to focus').toBeGreaterThan(3);
  expect.soft(weak, 'focus indicators under 3:1').toEqual([]);
}

/** Space between the last thing drawn in <main> and the footer, beyond the window's height. */
function deadBandAboveFooter(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const footer = document.querySelector('footer');
    if (!main || !footer) return Infinity;
    let bottom = 0;
    for (const el of main.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.height > 0 && getComputedStyle(el).visibility !== 'hidden')
        bottom = Math.max(bottom, r.bottom);
    }
    // A short page may leave room: only the space beyond the window's height counts.
    const top = footer.getBoundingClientRect().top;
    return top > innerHeight ? top - bottom : 0;
  });
}

/**
 * Each page at 1440 px, loaded once per scheme: light, no dead band above the footer (rhythm),
 * every focus ring with 3:1 (with motion reduced: hover and transition states would blur the
 * comparison), then the type rules with everything opened; dark, loaded again, the focus rings.
 */
test.describe('at 1440 px', () => {
  for (const { path } of pages) {
    test(`${path}: no dead band above the footer; every focus ring has 3:1 against what it covers (light, dark); no text under 12 px, no word split, no overflow`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(WIDE);
      await gotoHydrated(page, path);
      await test.step('rhythm: no dead band above the footer', async () => {
        expect.soft(await deadBandAboveFooter(page)).toBeLessThanOrEqual(128);
      });
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await settle(page);
      await test.step('focus indicators (light): every ring has 3:1 against what it covers', () =>
        expectStrongFocusRings(page));
      await test.step('type sizes and line breaks: no text under 12 px, no word split, no overflow', () =>
        expectTypeRules(page));
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await gotoHydrated(page, path);
      await settle(page);
      await test.step('focus indicators (dark): every ring has 3:1 against what it covers', () =>
        expectStrongFocusRings(page));
    });
  }
});

test.describe('the phone menu', () => {
  test(
    'is modal: Tab stays inside, Escape closes it and focus returns to its button',
    MACHINERY,
    async ({ page }) => {
      await page.setViewportSize(PHONE);
      await gotoHydrated(page, '/');
      const open = page.getByRole('button', { name: 'Open menu' });
      await open.click();
      const header = page.getByRole('banner');
      const stops = await header.evaluate(
        (el) => el.querySelectorAll('a[href], button, input').length,
      );
      for (let i = 0; i < 2 * stops + 2; i++) {
        await page.keyboard.press('Tab');
        expect(await header.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      for (let i = 0; i < stops + 1; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await header.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      // The page behind takes no focus or clicks while the menu is open.
      await expect(page.getByRole('main')).toHaveJSProperty('inert', true);
      await page.keyboard.press('Escape');
      await expect(open).toBeFocused();
      await expect(page.getByRole('main')).toHaveJSProperty('inert', false);
    },
  );
});

/**
 * Each drawn home screen at 1440 px, on one load: no two icons look the same; then, when the
 * tab has a row of icons or less (room for the widget), it shows the tab's screenshots and a tap
 * on one opens its project.
 */
test.describe('home screens', () => {
  for (const section of projectSections.filter((s) => !s.picture)) {
    const apps = projects.filter((p) => p.section === section.id);
    // One row of icons leaves room for the widget on a wide window (on a phone-sized one the
    // device shows no widget: its pictures would be the page's last paint).
    const expected = apps.length <= 3 ? previewScreens(apps, 3) : [];
    test(`${section.tabLabel}: no two icons on the home screen look the same${expected.length > 0 ? "; at 1440 px the home screen shows the tab's screenshots, and a tap on one opens its project" : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize(WIDE);
      await gotoDeepLink(page, `/projects#${section.id}`);
      await page.getByRole('tab', { name: section.tabLabel, exact: true }).click();
      await test.step('no two icons on the home screen look the same', async () => {
        const tiles = page
          .getByRole('tabpanel')
          .locator('[data-screen] ul [data-app-index] > :first-child');
        const count = await tiles.count();
        expect(count).toBe(projects.filter((p) => p.section === section.id).length);
        // Icons are pictures: compared once every one has arrived (two still empty look alike).
        await expect
          .poll(() =>
            tiles
              .locator('img')
              .evaluateAll((imgs: HTMLImageElement[]) =>
                imgs.every((img) => img.complete && img.naturalWidth > 0),
              ),
          )
          .toBe(true);
        await expect(tiles.locator('img')).toHaveCount(count);
        const shots: Buffer[] = [];
        for (let i = 0; i < count; i++) shots.push(await tiles.nth(i).screenshot());
        for (let i = 0; i < count; i++)
          for (let j = i + 1; j < count; j++)
            expect(
              shots[i]?.equals(shots[j] ?? Buffer.alloc(0)),
              `icons ${i + 1} and ${j + 1}`,
            ).toBe(false);
      });
      if (expected.length === 0) return;
      await test.step("closed home screens show the work: the tab's screenshots, and a tap on one opens its project", async () => {
        const panel = page.getByRole('tabpanel');
        const widget = panel.locator('[data-screen] [data-preview]');
        await expect(widget).toBeVisible();
        const images = widget.locator('img');
        await expect(images).toHaveCount(expected.length);
        await expect
          .poll(() =>
            images.evaluateAll((imgs: HTMLImageElement[]) =>
              imgs.every((i) => i.complete && i.naturalWidth > 0),
            ),
          )
          .toBe(true);
        expect(await images.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(
          expected.map((p) => p.screen.image.alt),
        );
        // Each lies whole on the device's screen, large enough to tell one view from another.
        const placed = await widget.evaluate((w) => {
          const s = w.closest('[data-screen]')?.getBoundingClientRect();
          return [...w.querySelectorAll('img')].map((img) => {
            const r = img.getBoundingClientRect();
            return {
              inside:
                !!s &&
                r.left >= s.left - 0.5 &&
                r.right <= s.right + 0.5 &&
                r.top >= s.top - 0.5 &&
                r.bottom <= s.bottom + 0.5,
              width: r.width,
            };
          });
        });
        for (const { inside, width } of placed) {
          expect(inside).toBe(true);
          expect(width).toBeGreaterThanOrEqual(48);
        }
        const [first] = expected;
        if (!first) throw new Error('no preview expected');
        await widget.locator('button').first().click();
        await expect(
          page.getByRole('heading', { level: 2, name: first.project.name, exact: true }),
        ).toBeVisible();
        await expect(
          page.getByRole('region', { name: `Screenshots of ${first.project.name}`, exact: true }),
        ).toBeVisible();
        await expect(widget).toHaveCount(0);
      });
    });
  }
});

test.describe('Projects on a phone', () => {
  /** The open app's screen and its panel heading are both in the window, under the navbar. */
  async function expectAppAndPanelInView(page: Page, name: string) {
    const region = page.getByRole('region', { name: `Screenshots of ${name}`, exact: true });
    const heading = page.getByRole('heading', { level: 2, name, exact: true });
    await expect(heading).toBeVisible();
    await expect
      .poll(async () =>
        page.evaluate(() => {
          const screen = document.querySelector('[data-open-app]')?.closest('[data-screen]');
          const nav = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
          const h = [...document.querySelectorAll('h2')].find((el) => el.tabIndex === -1);
          if (!screen || !h) return false;
          const s = screen.getBoundingClientRect();
          const t = h.getBoundingClientRect();
          return s.top >= nav - 1 && s.bottom <= innerHeight && t.bottom <= innerHeight;
        }),
      )
      .toBe(true);
    await expect(region).toBeVisible();
  }

  for (const section of projectSections) {
    const app = projects.find((p) => p.section === section.id);
    if (!app) continue;
    test(`a deep link to ${app.name} shows the open app and its panel`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await gotoHydrated(page, `/projects#${app.section}&${app.id}`);
      await expectAppAndPanelInView(page, app.name);
    });

    test(`tapping ${app.name} brings the open app and its panel into view`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await gotoDeepLink(page, `/projects#${section.id}`);
      await page.getByRole('tab', { name: section.tabLabel, exact: true }).click();
      await page.getByRole('tabpanel').getByRole('button', { name: app.name, exact: true }).click();
      await expectAppAndPanelInView(page, app.name);
    });
  }
});

test.describe('rhythm', () => {
  test('a Projects tab is as tall as its own content: no space kept for another tab', async ({
    page,
  }) => {
    for (const size of [PHONE, WIDE]) {
      await page.setViewportSize(size);
      await gotoHydrated(page, '/projects');
      for (const section of [...projectSections].reverse()) {
        await page.getByRole('tab', { name: section.tabLabel, exact: true }).click();
        const panel = page.locator('[role="tabpanel"]:not([hidden])');
        await expect(panel).toHaveCount(1);
        const [panelHeight, contentHeight] = await panel.evaluate((el) => [
          el.getBoundingClientRect().height,
          [...el.children].reduce((sum, child) => sum + child.getBoundingClientRect().height, 0),
        ]);
        expect(
          Math.abs(panelHeight - contentHeight),
          `${size.width} px, ${section.tabLabel}`,
        ).toBeLessThanOrEqual(1);
      }
    }
  });

  // No dead band above the footer on each page: 'at 1440 px' above.
});

test.describe('motion', () => {
  test('under reduced motion nothing on the page animates', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(WIDE);
    await gotoHydrated(page, '/projects');
    const app = projects.find((p) => p.section === projectSections[0]?.id && p.screens.length > 1);
    if (app) {
      await page.getByRole('tabpanel').getByRole('button', { name: app.name, exact: true }).click();
      await page.getByRole('button', { name: 'Next screenshot' }).click();
    }
    const moving = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => Number(a.effect?.getComputedTiming().duration ?? 0) > 0)
        .map((a) => (a as CSSAnimation).animationName ?? 'transition'),
    );
    expect(moving).toEqual([]);
  });
});
