/**
 * The work first: the Projects page shows the owner's pictures before any click, every project
 * of the list carries its picture, app icons are pictures, the sticky device never covers
 * anything outside it, and no text is drawn under 11 px (transforms included). Everything is
 * read from the content the site was built with.
 */
import type { Page } from '@playwright/test';
import { projectSections, projectsInSection } from '@/test/content';
import type { Project, ProjectSection } from '../src/model/view';
import { animationsFinished, deepLinkScrolled, expect, gotoHydrated, test } from './fixtures';
import { variantsOf } from './images';
import { MIN_TEXT_PX, textsUnder } from '../test-support/pageChecks';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** What the first view of a Projects tab shows before any click (issue "The work first"). */
const FIRST_VIEW_RULES = [
  { size: DESKTOP, minWidth: 240, minInView: 1, inView: 'whole' },
  { size: PHONE, minWidth: 180, minInView: 0.5, inView: 'half of it or more' },
] as const;

/** The pictures of a project: its card picture and its screenshots. */
const picturePatterns = (apps: readonly Project[]) =>
  apps.flatMap((p) => [p.cardImage.src, ...p.screens.map((s) => s.image.src)]).map(variantsOf);

/** Opens `/projects` on `section`'s tab by its tab, as a visitor would: no hash, no scroll. */
async function openTab(page: Page, section: ProjectSection) {
  await gotoHydrated(page, '/projects');
  await page.getByRole('tab', { name: section.tabLabel, exact: true }).click();
  await expect(page.getByRole('tab', { name: section.tabLabel, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

interface Seen {
  src: string;
  width: number;
  /** Share of the picture's area inside the window (0–1). */
  inView: number;
}

/** The loaded pictures in the open tab, with their drawn width and how much of each is in view. */
async function picturesInView(page: Page): Promise<Seen[]> {
  return page.locator('[role="tabpanel"]:not([hidden]) img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => img.complete && img.naturalWidth > 0 && img.checkVisibility())
      .map((img) => {
        const r = img.getBoundingClientRect();
        const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
        const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
        return {
          src: img.currentSrc,
          width: r.width,
          inView: r.width * r.height > 0 ? (w * h) / (r.width * r.height) : 0,
        };
      }),
  );
}

for (const section of projectSections) {
  const apps = projectsInSection(section.id);
  const patterns = picturePatterns(apps);
  const isProjectPicture = (src: string) =>
    patterns.some((pattern) => pattern.test(new URL(src).pathname));

  // Each tab at each width, opened once: what shows before any click, no text under 11 px,
  // every project of the list with its picture and (at 1440 px) every app icon a picture.
  for (const { size, minWidth, minInView, inView } of FIRST_VIEW_RULES) {
    test(`${section.tabLabel}, ${size.width} px: before any click a project picture at least ${minWidth} px wide, ${inView}; no text under ${MIN_TEXT_PX} px; every project of the list carries its picture, at least 96 px wide${size === DESKTOP ? '; every app icon on a drawn device is a picture, never letters' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await openTab(page, section);
      await test.step(`before any click, a project picture at least ${minWidth} px wide, ${inView}`, async () => {
        await expect
          .poll(async () =>
            (await picturesInView(page)).some(
              (p) => isProjectPicture(p.src) && p.width >= minWidth && p.inView >= minInView,
            ),
          )
          .toBe(true);
      });
      await test.step(`no text under ${MIN_TEXT_PX} px on the tab`, async () => {
        await animationsFinished(page.locator('[role="tabpanel"]:not([hidden])'));
        expect
          .soft(await textsUnder(page, MIN_TEXT_PX), `/projects, ${section.tabLabel}`)
          .toEqual([]);
      });
      await test.step('every project of the list carries its picture, at least 96 px wide', async () => {
        const panel = page.locator('[role="tabpanel"]:not([hidden])');
        const list = panel.getByRole('region').filter({ has: page.getByRole('heading') });
        const cards = list.getByRole('listitem');
        await expect(cards).toHaveCount(apps.length);
        for (const [i, app] of apps.entries()) {
          const card = cards.nth(i);
          await expect(card.getByRole('link')).toContainText(app.name);
          const img = card.locator('img');
          await img.scrollIntoViewIfNeeded();
          await expect(img).toHaveJSProperty('complete', true);
          expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
          expect(variantsOf(app.cardImage.src).test(await img.evaluate(srcPath))).toBe(true);
          expect((await img.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(96);
        }
      });
      if (size !== DESKTOP) return;
      await test.step('every app icon on a drawn device is a picture, never letters', async () => {
        const device = page.locator('[role="tabpanel"]:not([hidden]) [data-stage]');
        await expect(device.getByRole('list').first()).toBeVisible();
        // No drawn text in any icon (the old tiles drew initials in an SVG <text>).
        await expect(device.locator('svg text')).toHaveCount(0);
        const tiles = device.locator('[data-app-index]');
        await expect(tiles).toHaveCount(apps.length);
        // The owner's photograph: its icons are in the picture itself.
        if (section.picture) return;
        for (const [i, app] of apps.entries()) {
          const tile = tiles.nth(i);
          await expect(tile).toHaveAccessibleName(app.name);
          const img = tile.locator('img');
          await expect(img).toHaveCount(1);
          await expect(img).toHaveJSProperty('complete', true);
          expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
          const own = app.icon ?? app.screens[0]?.image ?? app.cardImage;
          expect(variantsOf(own.src).test(await img.evaluate(srcPath))).toBe(true);
        }
      });
    });
  }

  for (const size of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
  ]) {
    const app = apps.find((p) => p.screens.length > 1) ?? apps[0];
    test(`${section.tabLabel}, ${size.width} px: the sticky device, an app open and stepped, covers nothing outside it at any scroll`, async ({
      page,
    }) => {
      // The content check wants projects on every tab (deviceProblems), so one is there.
      if (!app) throw new Error(`the content needs a project on ${section.tabLabel}`);
      await page.setViewportSize(size);
      await gotoHydrated(page, `/projects#${section.id}&${app.id}`);
      await deepLinkScrolled(page);
      const stage = page.locator('[role="tabpanel"]:not([hidden]) [data-stage]');
      if (app.screens.length > 1) {
        await stage.getByRole('button', { name: 'Next screenshot' }).click();
      }
      await animationsFinished(stage);
      const overlaps = await stage.evaluate(async (stageEl) => {
        const showcase = stageEl.parentElement;
        if (!showcase) return ['no showcase'];
        const others = [
          ...document.querySelectorAll(
            '[role="tabpanel"]:not([hidden]) :is(h2, h3, p, li, a, img), footer, [role="tablist"]',
          ),
        ].filter((el) => !stageEl.contains(el) && !el.contains(stageEl));
        const found: string[] = [];
        const step = innerHeight / 3;
        for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
          scrollTo({ top: y, behavior: 'instant' });
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const s = stageEl.getBoundingClientRect();
          const c = showcase.getBoundingClientRect();
          if (s.top < c.top - 0.5 || s.bottom > c.bottom + 0.5)
            found.push(`at ${Math.round(scrollY)}: the device leaves its section`);
          for (const el of others) {
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) continue;
            const crosses =
              r.left < s.right - 0.5 &&
              r.right > s.left + 0.5 &&
              r.top < s.bottom - 0.5 &&
              r.bottom > s.top + 0.5;
            if (crosses)
              found.push(
                `at ${Math.round(scrollY)}: covers ${el.tagName} "${el.textContent?.trim().slice(0, 40)}"`,
              );
          }
        }
        return [...new Set(found)];
      });
      expect(overlaps).toEqual([]);
    });
  }
}

/** The path of the picture an `<img>` shows. */
function srcPath(img: HTMLImageElement): string {
  return new URL(img.currentSrc || img.src).pathname;
}

// Every Projects tab at each width: above, on the load that opens the tab.
for (const size of [PHONE, DESKTOP]) {
  test(`${size.width} px: no text under ${MIN_TEXT_PX} px on the home page`, async ({ page }) => {
    await page.setViewportSize(size);
    await gotoHydrated(page, '/');
    expect(await textsUnder(page, MIN_TEXT_PX), '/').toEqual([]);
  });
}
