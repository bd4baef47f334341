/**
 * Byte budgets, measured on the built site in a real browser and counted as a host serves the
 * files: HTML, CSS, JS and SVG compressed (gzip), images as stored (a JPEG or AVIF is never
 * gzipped). What budgets.spec.ts and images.spec.ts (whose content-image test measures each
 * route's first visit on the same load) share.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { projectSections, projectsInSection } from '@/test/content';
import { projectHref } from '../src/lib/deepLink';
import { expect, waitForHydration } from './fixtures';
import { pageKinds } from './site';
import { outDir } from '../build-config';
import { FIRST_VISIT_BUDGET as FIRST_VISIT, INITIAL_JS_BUDGET } from '../scripts/check/budgets';

export const KB = 1024;
/**
 * The first-visit, JavaScript and file budgets are the owner's check's (scripts/check/budgets.ts),
 * measured here on more views: the home page's first visit, and every other page's.
 */
export const FIRST_VISIT_BUDGET: Record<string, number> = { '/': FIRST_VISIT.home };
/**
 * A deep link to a project of another tab than the first (e.g. a game with screenshots). The
 * tab's list shows every project's picture (issue "The work first"), which a 3× phone fetches at
 * about 6 KB each: beyond the first three, each project of the tab is allowed 3 KB.
 */
export const DEEP_LINK_BASE = 250 * KB;
export const DEEP_LINK_PER_PROJECT = 3 * KB;
/** What opening an app's panel may add on a phone (390 px @3×). */
export const PANEL_BUDGET = 150 * KB;
export const LAYOUTS = [
  { name: '390×844 @3×', viewport: { width: 390, height: 844 }, dpr: 3 },
  { name: '1440×900 @1×', viewport: { width: 1440, height: 900 }, dpr: 1 },
] as const;

export const DIST = path.resolve(outDir());
const COMPRESSIBLE = /\.(html?|css|js|mjs|svg|json|xml|txt|webmanifest)$/;

/** Bytes of a built file as a host serves it. */
function servedSize(urlPath: string): number {
  let file = path.join(DIST, decodeURIComponent(urlPath));
  if (statSync(file, { throwIfNoEntry: false })?.isDirectory())
    file = path.join(file, 'index.html');
  const bytes = readFileSync(file);
  return COMPRESSIBLE.test(file) ? gzipSync(bytes, { level: 9 }).length : bytes.length;
}

export interface Loaded {
  type: string;
  path: string;
  bytes: number;
}

/** Lists what a page fetches from the site (successful responses only). */
export function record(page: Page): Loaded[] {
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
export async function firstVisit(
  browser: Browser,
  layout: { viewport: { width: number; height: number }; dpr: number },
  route: string,
) {
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

export const sum = (items: Loaded[]) => items.reduce((total, item) => total + item.bytes, 0);
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const isScript = (item: Loaded) => item.type === 'script' || item.path.endsWith('.js');

export function report(line: string): void {
  process.stdout.write(`[budget] ${line}\n`);
}

export function byType(items: Loaded[]): string {
  const byType = new Map<string, number>();
  for (const item of items) byType.set(item.type, (byType.get(item.type) ?? 0) + item.bytes);
  return [...byType].map(([type, bytes]) => `${type} ${kb(bytes)}`).join(', ');
}

const secondSection = projectSections[1];
const deepLinked = secondSection ? projectsInSection(secondSection.id)[0] : undefined;
/** The routes whose first visit has a budget: every kind of page, and a deep link to the second tab. */
export const ROUTES = [
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

/**
 * Checks softly that a first visit (`loaded`, from firstVisit) of `route` stayed within `budget`
 * and its initial JavaScript within INITIAL_JS_BUDGET, and prints what it measured.
 */
export function expectFirstVisitBudget(
  route: string,
  layoutName: string,
  loaded: Loaded[],
  budget: number,
) {
  const js = loaded.filter(isScript);
  report(
    `${route} ${layoutName}: ${kb(sum(loaded))} in ${loaded.length} requests (${byType(loaded)}); JS ${kb(sum(js))} in ${js.length} files`,
  );
  expect.soft(js.length).toBeGreaterThan(0);
  expect.soft(sum(js)).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
  expect.soft(sum(loaded)).toBeLessThanOrEqual(budget);
}
