/**
 * Byte budgets, measured on the built site in a real browser and counted as a host serves the
 * files: HTML, CSS, JS and SVG compressed (gzip), images as stored (a JPEG or AVIF is never
 * gzipped). Prints the figures it measured.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { projectSections, projectsInSection } from '@/test/content';
import { projectHref } from '../src/lib/deepLink';
import { filesIn } from '../scripts/build-step';
import { expect, test, waitForHydration } from './fixtures';
import { pageKinds, pages } from './site';
import { outDir } from '../build-config';
import {
  FILE_BUDGET,
  FILE_BUDGET_EXCEPTIONS,
  FIRST_VISIT_BUDGET as FIRST_VISIT,
  INITIAL_JS_BUDGET,
} from '../scripts/check/budgets';

const KB = 1024;
/**
 * The first-visit, JavaScript and file budgets are the owner's check's (scripts/check/budgets.ts),
 * measured here on more views: the home page's first visit, and every other page's.
 */
const FIRST_VISIT_BUDGET: Record<string, number> = { '/': FIRST_VISIT.home };
/**
 * A deep link to a project of another tab than the first (e.g. a game with screenshots). The
 * tab's list shows every project's picture (issue "The work first"), which a 3× phone fetches at
 * about 6 KB each: beyond the first three, each project of the tab is allowed 3 KB.
 */
const DEEP_LINK_BASE = 250 * KB;
const DEEP_LINK_PER_PROJECT = 3 * KB;
/** What opening an app's panel may add on a phone (390 px @3×). */
const PANEL_BUDGET = 150 * KB;
const LAYOUTS = [
  { name: '390×844 @3×', viewport: { width: 390, height: 844 }, dpr: 3 },
  { name: '1440×900 @1×', viewport: { width: 1440, height: 900 }, dpr: 1 },
] as const;

const DIST = path.resolve(outDir());
const COMPRESSIBLE = /\.(html?|css|js|mjs|svg|json|xml|txt|webmanifest)$/;

/** Bytes of a built file as a host serves it. */
function servedSize(urlPath: string): number {
  let file = path.join(DIST, decodeURIComponent(urlPath));
  if (statSync(file, { throwIfNoEntry: false })?.isDirectory())
    file = path.join(file, 'index.html');
  const bytes = readFileSync(file);
  return COMPRESSIBLE.test(file) ? gzipSync(bytes, { level: 9 }).length : bytes.length;
}

interface Loaded {
  type: string;
  path: string;
  bytes: number;
}

/** Lists what a page fetches from the site (successful responses only). */
function record(page: Page): Loaded[] {
  const loaded: Loaded[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.hostname !== '127.0.0.1' || response.status() >= 300) return;
    // Once per file: the scripts fetched after the first view are run from the browser's
    // prefetch cache, which Playwright reports as a second response (that they are downloaded
    // once is e2e/waits-for-visitor.spec.ts's to check).
    if (loaded.some((item) => item.path === url.pathname)) return;
    loaded.push({
      type: response.request().resourceType(),
      path: url.pathname,
      bytes: servedSize(url.pathname),
    });
  });
  return loaded;
}

/** A first visit: until the page has hydrated (scripts load after the first paint) and gone quiet. */
async function firstVisit(browser: Browser, layout: (typeof LAYOUTS)[number], route: string) {
  const context = await browser.newContext({
    viewport: layout.viewport,
    deviceScaleFactor: layout.dpr,
  });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (r) => r.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const loaded = record(page);
  await page.goto(route, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return { context, page, loaded };
}

const sum = (items: Loaded[]) => items.reduce((total, item) => total + item.bytes, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const isScript = (item: Loaded) => item.type === 'script' || item.path.endsWith('.js');

function report(line: string): void {
  process.stdout.write(`[budget] ${line}\n`);
}

function describe(items: Loaded[]): string {
  const byType = new Map<string, number>();
  for (const item of items) byType.set(item.type, (byType.get(item.type) ?? 0) + item.bytes);
  return [...byType].map(([type, bytes]) => `${type} ${kb(bytes)}`).join(', ');
}

const secondSection = projectSections[1];
const deepLinked = secondSection ? projectsInSection(secondSection.id)[0] : undefined;
const ROUTES = [
  ...pageKinds.map((p) => ({
    route: p.path,
    budget: FIRST_VISIT_BUDGET[p.path] ?? FIRST_VISIT.other,
  })),
  ...(deepLinked && secondSection
    ? [
        {
          route: projectHref(deepLinked.id),
          budget:
            DEEP_LINK_BASE +
            DEEP_LINK_PER_PROJECT * Math.max(0, projectsInSection(secondSection.id).length - 3),
        },
      ]
    : []),
];

test.describe('byte budgets', () => {
  const post = pageKinds.find((p) => !pages.some((page) => page.path === p.path));
  const about = pages.find((p) => p.id === 'aboutMe');
  test('a post loads no more JavaScript than the About page (issue "Writing")', async ({
    browser,
  }) => {
    test.skip(!post || !about, 'no posts');
    const [layout] = LAYOUTS;
    const js: Record<string, number> = {};
    for (const route of [post?.path ?? '', about?.path ?? '']) {
      const { context, loaded } = await firstVisit(browser, layout, route);
      js[route] = sum(loaded.filter(isScript));
      await context.close();
    }
    report(
      `initial JS: post ${kb(js[post?.path ?? ''] ?? 0)}, About ${kb(js[about?.path ?? ''] ?? 0)}`,
    );
    expect(js[post?.path ?? '']).toBeLessThanOrEqual(js[about?.path ?? ''] ?? 0);
  });

  for (const layout of LAYOUTS) {
    for (const { route, budget } of ROUTES) {
      test(`${route} at ${layout.name}: first visit ≤ ${kb(budget)}, initial JS ≤ 125 KB`, async ({
        browser,
      }) => {
        const { context, loaded } = await firstVisit(browser, layout, route);
        const js = loaded.filter(isScript);
        report(
          `${route} ${layout.name}: ${kb(sum(loaded))} in ${loaded.length} requests (${describe(loaded)}); JS ${kb(sum(js))} in ${js.length} files`,
        );
        expect(js.length).toBeGreaterThan(0);
        expect(sum(js)).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
        expect(sum(loaded)).toBeLessThanOrEqual(budget);
        await context.close();
      });
    }
  }

  test("opening an app's panel adds at most 150 KB on a phone", async ({ browser }) => {
    const layout = LAYOUTS[0];
    const { context, page, loaded } = await firstVisit(browser, layout, '/projects');
    const app = projectsInSection(projectSections[0]?.id ?? 'mobile-apps')[0];
    if (!app) throw new Error('content has no project');
    const before = loaded.length;
    await page.getByRole('tabpanel').getByRole('button', { name: app.name, exact: true }).click();
    await expect(page.getByRole('heading', { name: app.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        page
          .getByRole('tabpanel')
          .locator('img')
          .evaluateAll((imgs: HTMLImageElement[]) => imgs.every((i) => i.complete)),
      )
      .toBe(true);
    const added = loaded.slice(before);
    report(`opening ${app.name} at ${layout.name}: +${kb(sum(added))} (${describe(added)})`);
    expect(sum(added)).toBeLessThanOrEqual(PANEL_BUDGET);
    await context.close();
  });

  test('no file in dist/ is over 300 KB, except the resume PDF and downloads', () => {
    const sizes = filesIn(DIST, () => true).map((file) => ({
      file,
      size: statSync(path.join(DIST, file)).size,
    }));
    const largest = [...sizes].sort((a, b) => b.size - a.size).slice(0, 3);
    report(`largest files: ${largest.map((f) => `${f.file} ${kb(f.size)}`).join(', ')}`);
    const tooBig = sizes.filter(
      (f) => f.size > FILE_BUDGET && !FILE_BUDGET_EXCEPTIONS.some((re) => re.test(f.file)),
    );
    expect(tooBig).toEqual([]);
  });
});
