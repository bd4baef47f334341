/**
 * Byte budgets (issue "Performance"): measured on the built site in a real browser, sizes
 * counted as gzip (what a CDN sends). Prints the figures it measured.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { filesIn } from '../scripts/build-step';
import { expect, test } from './fixtures';
import { pages } from './site';

const KB = 1024;
/** gzip bytes of JavaScript a route loads before any interaction. */
const INITIAL_JS_BUDGET = 125 * KB;
/** gzip bytes of everything `/` loads at first paint (HTML, CSS, JS, fonts, images). */
const HOME_TOTAL_BUDGET = 300 * KB;
/** Largest single file allowed in dist/ (except the ones named below). */
const FILE_BUDGET = 300 * KB;
const FILE_BUDGET_EXCEPTIONS = [/\.pdf$/, /\.jar$/];

const DIST = path.resolve('dist');

function gzipSizeOfDistFile(urlPath: string): number {
  let file = path.join(DIST, decodeURIComponent(urlPath));
  if (statSync(file, { throwIfNoEntry: false })?.isDirectory())
    file = path.join(file, 'index.html');
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

interface Loaded {
  type: string;
  path: string;
  gzip: number;
}

/** Loads a page on a phone-sized screen and lists what it fetched until the network is idle. */
async function loadAndMeasure(page: Page, route: string): Promise<Loaded[]> {
  const loaded: Loaded[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.hostname !== '127.0.0.1' || response.status() >= 300) return;
    loaded.push({
      type: response.request().resourceType(),
      path: url.pathname,
      gzip: gzipSizeOfDistFile(url.pathname),
    });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(route, { waitUntil: 'networkidle' });
  return loaded;
}

function sum(items: Loaded[]): number {
  return items.reduce((total, item) => total + item.gzip, 0);
}

/** Prints a measured figure to the test output (the budget test reports what it measured). */
function report(line: string): void {
  process.stdout.write(`[budget] ${line}\n`);
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

test.describe('byte budgets', () => {
  for (const route of pages.map((p) => p.path)) {
    test(`initial JavaScript of ${route} is at most 125 KB gzip`, async ({ page }) => {
      const loaded = await loadAndMeasure(page, route);
      const js = loaded.filter((item) => item.type === 'script' || item.path.endsWith('.js'));
      const total = sum(js);
      report(`${route}: initial JS ${kb(total)} in ${js.length} files`);
      expect(js.length).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
    });
  }

  test('everything / loads at first paint is at most 300 KB gzip', async ({ page }) => {
    const loaded = await loadAndMeasure(page, '/');
    const byType = new Map<string, number>();
    for (const item of loaded) byType.set(item.type, (byType.get(item.type) ?? 0) + item.gzip);
    const total = sum(loaded);
    report(
      `/: total ${kb(total)} in ${loaded.length} requests (${[...byType]
        .map(([type, bytes]) => `${type} ${kb(bytes)}`)
        .join(', ')})`,
    );
    expect(total).toBeLessThanOrEqual(HOME_TOTAL_BUDGET);
  });

  test('no file in dist/ is over 300 KB, except the resume PDF and the game JAR', () => {
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
