/**
 * Content images as a visitor's browser gets them (issue "Real images"): typed sources, srcset
 * and sizes, no picture downloaded at much more than it is shown, and only what is seen loads.
 */
import { tilePictureOf } from '../src/components/DeviceScreen/appTile';
import type { Page } from '@playwright/test';
import { projectHref } from '../src/lib/deepLink';
import { projectSections } from '@/test/content';
import { escapeRegExp } from '../test-support/escapeRegExp';
import {
  deepLinkScrolled,
  expect,
  gotoHydrated,
  paintAndRequests,
  test,
  waitForHydration,
} from './fixtures';
import {
  contentPictureOf,
  expectImagesFit,
  isImageVariant,
  loadAllImages,
  neededWidth,
  shownImages,
  sizesProblemOf,
  srcsetWidths,
  variantsOf,
} from './images';
import { pageKinds, pages, profile, projects } from './site';
import { expectFirstVisitBudget, firstVisit, kb, ROUTES as BUDGET_ROUTES } from './byteBudgets';
import { INITIAL_JS_BUDGET } from '../scripts/check/budgets';

/** The rule: no image is downloaded at more than about 1.6× the pixels it is shown at. */
const MAX_PIXEL_RATIO = 1.6;

const LAYOUTS = [
  {
    name: 'phone 390×844 @3×, light',
    viewport: { width: 390, height: 844 },
    dpr: 3,
    scheme: 'light',
    budgetName: '390×844 @3×',
  },
  {
    name: 'desktop 1440×900 @1×, dark',
    viewport: { width: 1440, height: 900 },
    dpr: 1,
    scheme: 'dark',
    budgetName: '1440×900 @1×',
  },
] as const;

/** Routes plus, for Projects, a deep link per section so a carousel is on screen. */
const ROUTES = [
  // Every page, and a post (its pictures and cover) when the owner writes.
  ...pageKinds.map((p) => p.path),
  ...projectSections.flatMap((s) => {
    const first = projects.find((p) => p.section === s.id);
    return first ? [projectHref(first.id)] : [];
  }),
];

/**
 * The routes whose pictures are checked, and those whose first visit has a byte budget
 * (e2e/byteBudgets.ts): each is loaded once per layout, as a first visit in a context of its own
 * (the layout's pixel ratio), for both.
 */
const CHECKED = [...new Set([...ROUTES, ...BUDGET_ROUTES.map((r) => r.route)])];

for (const layout of LAYOUTS) {
  test.describe(`content images and byte budgets on a ${layout.name} screen`, () => {
    for (const route of CHECKED) {
      const budget = BUDGET_ROUTES.find((r) => r.route === route)?.budget;
      const hasImages = ROUTES.includes(route);
      const titles = [
        ...(budget === undefined
          ? []
          : [`first visit ≤ ${kb(budget)}, initial JS ≤ ${kb(INITIAL_JS_BUDGET)}`]),
        ...(hasImages ? ['typed variants, sizes, and no more pixels than shown'] : []),
      ];
      test(`${route}: ${titles.join('; ')}`, async ({ browser }) => {
        // The budget's first visit is in light (the browser's default); the pictures are then
        // checked in the layout's scheme.
        const { context, page, loaded } = await firstVisit(browser, layout, route);
        if (budget !== undefined)
          await test.step(`byte budgets: first visit ≤ ${kb(budget)}, initial JS ≤ ${kb(INITIAL_JS_BUDGET)}`, () =>
            expectFirstVisitBudget(route, layout.budgetName, loaded, budget));
        if (hasImages)
          await test.step('content images: typed variants, sizes, and no more pixels than shown', async () => {
            await page.emulateMedia({ colorScheme: layout.scheme });
            await loadAllImages(page);
            const images = await shownImages(page);
            for (const image of images) {
              // Named for the owner: the page, the picture's alt text and its file in the content.
              const what = `${route} ${image.alt} (${contentPictureOf(new URL(image.currentSrc).pathname) ?? image.currentSrc})`;
              expect.soft(image.width, what).not.toBeNull();
              expect.soft(image.height, what).not.toBeNull();
              expect.soft(image.decoding, what).toBe('async');
              if (image.currentSrc.endsWith('.svg')) continue;
              expect.soft(image.sourceTypes, what).toEqual(['image/avif']);
              expect.soft(image.currentSrc, what).toMatch(/\.avif$/);
              expect.soft(image.sizes, what).not.toBe('');
              expect.soft(image.sourceSizes, what).toEqual([image.sizes]);
              const offered = srcsetWidths(image.srcset);
              expect.soft(offered.length, what).toBeGreaterThan(0);
              // `sizes` tells the browser the width the CSS really gives the picture.
              expect.soft(sizesProblemOf(image), what).toBeUndefined();
              const needed = neededWidth(image, layout.dpr);
              const ratio = image.fileWidth / needed;
              // Too big: only the smallest variant may be larger than needed by more than the rule.
              if (image.fileWidth > Math.min(...offered))
                expect
                  .soft(ratio ** 2, `${what}: ${image.fileWidth}w for ${needed}px`)
                  .toBeLessThanOrEqual(MAX_PIXEL_RATIO);
              // Too small: only when the file itself is no larger (`sizes` says less than is shown).
              if (image.fileWidth < Math.max(...offered))
                expect
                  .soft(ratio, `${what}: ${image.fileWidth}w for ${needed}px`)
                  .toBeGreaterThanOrEqual(0.75);
            }
          });
        await context.close();
      });
    }
  });
}

test.describe('only what is seen loads', () => {
  const variantRequests = (page: Page) => {
    const paths: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (isImageVariant(path) || path.endsWith('.svg')) paths.push(path);
    });
    return paths;
  };
  const screensOf = (paths: string[], src: string) => paths.filter((p) => variantsOf(src).test(p));

  /** A phone and a desktop window. */
  const WINDOWS = [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ] as const;

  for (const viewport of WINDOWS) {
    test(`/projects at ${viewport.width} px fetches no screenshot until a project is chosen, but the home screen's previews`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const fetched = variantRequests(page);
      await page.goto('/projects', { waitUntil: 'networkidle' });
      await waitForHydration(page);
      // The open tab's widget (a wide window's, when its home screen has one) shows a few
      // screenshots, small; one the layout does not draw is not fetched.
      // Read once each drawn preview has chosen its file (an <img> hydration has just drawn
      // picks it a moment later: currentSrc is empty till then).
      const drawnPreviews = () =>
        page
          .getByRole('tabpanel')
          .locator('[data-preview] img')
          .evaluateAll((imgs: HTMLImageElement[]) =>
            imgs.filter((i) => i.getClientRects().length > 0).map((i) => i.currentSrc),
          );
      await expect.poll(async () => (await drawnPreviews()).includes('')).toBe(false);
      const previews = (await drawnPreviews()).map((src) => new URL(src).pathname);
      for (const p of projects)
        for (const s of p.screens) {
          // A previewed screenshot: the one file its widget image shows; any other: nothing.
          const shown = previews.filter((file) => variantsOf(s.image.src).test(file));
          expect(screensOf(fetched, s.image.src), s.image.src).toEqual(shown);
        }
    });
  }

  for (const viewport of WINDOWS)
    test(`at ${viewport.width} px a deep link fetches its project's first screenshot and not the other tab's picture`, async ({
      page,
    }) => {
      const [first, second] = projectSections;
      const linked = projects.find((p) => p.section === second?.id);
      // The content check wants projects on both tabs (deviceProblems), so both are there.
      if (!first || !linked) throw new Error('the content needs projects on two tabs');
      await page.setViewportSize(viewport);
      const fetched = variantRequests(page);
      await page.goto(projectHref(linked.id), { waitUntil: 'networkidle' });
      await waitForHydration(page);
      const [shown, ...rest] = linked.screens;
      if (shown) expect(screensOf(fetched, shown.image.src)).not.toEqual([]);
      for (const s of rest) expect(screensOf(fetched, s.image.src), s.image.src).toEqual([]);
      // No other project's screenshot (but a screenshot the linked tab crops for an icon), nor
      // the other tab's icons, list pictures or own device picture.
      for (const p of projects.filter((p) => p.id !== linked.id))
        for (const s of p.screens) {
          if (p.section === linked.section && tilePictureOf(p) === s.image) continue;
          expect(screensOf(fetched, s.image.src), s.image.src).toEqual([]);
        }
      for (const p of projects.filter((p) => p.section === first.id)) {
        const icon = tilePictureOf(p);
        expect(screensOf(fetched, icon.src), icon.src).toEqual([]);
        expect(screensOf(fetched, p.cardImage.src), p.cardImage.src).toEqual([]);
      }
      if (first.picture)
        expect(screensOf(fetched, first.picture.src), first.picture.src).toEqual([]);
    });

  // An owner's own device picture on the first tab (one of the owners npm test runs has one).
  const [openTab, otherTab] = projectSections;
  const ownPicture = openTab?.picture;
  const pictureLoaded = (page: Page, src: string) =>
    page
      .locator('img')
      .evaluateAll(
        (imgs: HTMLImageElement[], pattern) =>
          imgs.some(
            (i) =>
              new RegExp(pattern).test(new URL(i.currentSrc || 'x:', location.href).pathname) &&
              i.complete &&
              i.naturalWidth > 0 &&
              i.getClientRects().length > 0,
          ),
        variantsOf(src).source,
      );
  for (const viewport of ownPicture ? WINDOWS : []) {
    test(`at ${viewport.width} px the open tab's own device picture comes with the page: requested before the first paint, shown without any script`, async ({
      page,
    }) => {
      const src = ownPicture?.src ?? '';
      await page.setViewportSize(viewport);
      // Empty modules: the page never hydrates, and what shows is the prerendered page alone.
      await page.route('**/*.js', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      );
      await page.goto('/projects');
      await expect.poll(() => pictureLoaded(page, src)).toBe(true);
      const { fcp, requests } = await paintAndRequests(page);
      const requested = requests
        .filter((r) => variantsOf(src).test(new URL(r.url).pathname))
        .map((r) => r.start);
      expect(requested).toHaveLength(1);
      expect(requested[0]).toBeLessThan(fcp);
    });
  }

  /** A project id no content has: the address names the other tab, but no project of it. */
  const missing = 'not-a-project-of-this-site';
  for (const tab of ownPicture && otherTab && !projects.some((p) => p.id === missing)
    ? [otherTab]
    : [])
    test(`a link to a project the other tab does not have (#${tab.id}&…) keeps the open tab, and its own picture shows`, async ({
      page,
    }) => {
      await gotoHydrated(page, `/projects#${tab.id}&${missing}`);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(openTab?.tabLabel ?? '');
      await expect.poll(() => pictureLoaded(page, ownPicture?.src ?? '')).toBe(true);
    });

  // One project with three screenshots or else two (none: a content without carousels).
  const browsed =
    projects.find((p) => p.screens.length >= 3) ?? projects.find((p) => p.screens.length >= 2);
  for (const project of browsed ? [browsed] : []) {
    test(`the carousel (${project.name}) fetches the shown screenshot, and the next once the visitor reaches for it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const fetched = variantRequests(page);
      await page.goto(projectHref(project.id), { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await deepLinkScrolled(page);
      const fetchedOf = (n: number) => screensOf(fetched, project.screens[n]?.image.src ?? '');
      expect(fetchedOf(0)).toHaveLength(1);
      expect(fetchedOf(1)).toEqual([]);

      const carousel = page.getByRole('region', { name: `Screenshots of ${project.name}` });
      await carousel.hover();
      await expect.poll(() => fetchedOf(1).length).toBe(1);
      await page.getByRole('button', { name: 'Next screenshot' }).click();
      await expect(carousel.getByRole('img')).toHaveAccessibleName(
        project.screens[1]?.image.alt ?? '',
      );
      if (project.screens.length >= 3) await expect.poll(() => fetchedOf(2).length).toBe(1);
      for (let n = 3; n < project.screens.length; n++) expect(fetchedOf(n)).toEqual([]);
    });
  }

  test('the About portrait comes once the page runs (in <noscript> before), into a place its size', async ({
    page,
    request,
  }) => {
    const aboutPath = pages.find((p) => p.id === 'aboutMe')?.path ?? '/about-me';
    const html = await (await request.get(aboutPath)).text();
    const img = new RegExp(`<img[^>]*alt="${escapeRegExp(profile.avatar.alt)}"[^>]*>`);
    // In the prerendered page only for readers without JavaScript, with its widths to choose from.
    const noscript = [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((m) => m[1]);
    expect(noscript.some((part) => img.test(part ?? ''))).toBe(true);
    expect(img.test(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''))).toBe(false);
    expect(img.exec(html)?.[0]).toMatch(/srcset="[^"]+ \d+w/i);

    await page.setViewportSize({ width: 390, height: 844 });
    const fetched = variantRequests(page);
    await page.goto(aboutPath);
    const place = page.locator('main section').first().locator('div').first();
    const before = await place.boundingBox();
    expect(before?.width).toBeGreaterThan(0);
    expect(before?.height).toBeCloseTo(before?.width ?? 0, 0);
    await waitForHydration(page);
    const portrait = page.getByRole('img', { name: profile.avatar.alt });
    await expect(portrait).toBeVisible();
    await expect
      .poll(() => portrait.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(fetched.filter((path) => variantsOf(profile.avatar.src).test(path))).toHaveLength(1);
    // It filled the place made for it: nothing moved.
    expect(await place.boundingBox()).toEqual(before);
  });

  test('the first card’s picture (a phone’s largest paint) comes at once, first; the cards after it are lazy', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = page.locator('main a img');
    await expect(cards.first()).toBeAttached();
    // The cards' pictures after the first come with the rest of the page once the first view is
    // shown (defer-hydration.ts): read them all, not as many as had come when the page was read.
    await page.waitForFunction(() => document.documentElement.dataset.afterView === 'shown');
    const [first, ...rest] = await cards.evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.map((i) => ({ loading: i.loading, priority: i.fetchPriority })),
    );
    // Not lazy (Chromium reads a missing attribute as 'auto': fetched at once).
    expect(first?.loading).not.toBe('lazy');
    expect(first?.priority).toBe('high');
    for (const card of rest) expect(card).toEqual({ loading: 'lazy', priority: 'auto' });
  });
});

// The site's pages at 320 px: design.spec.ts, on the load that checks their type at 320 px.
test('at 320 px every image fits the window on a post and on each tab’s deep link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const route of ROUTES.filter((r) => !pages.some((p) => p.path === r))) {
    await gotoHydrated(page, route);
    await expectImagesFit(page, route, 320);
  }
});
