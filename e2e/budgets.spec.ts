/**
 * Byte budgets, measured on the built site in a real browser and counted as a host serves the
 * files (e2e/byteBudgets.ts). Prints the figures it measured. Every route's first visit at each
 * layout is measured in images.spec.ts, on the same load as its pictures.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { projectSections, projectsInSection } from '@/test/content';
import { filesIn } from '../scripts/build-step';
import { builtSiteTest, expect, test } from './fixtures';
import { pageKinds, pages } from './site';
import { FILE_BUDGET, FILE_BUDGET_EXCEPTIONS } from '../scripts/check/budgets';
import {
  byType,
  DIST,
  firstVisit,
  isScript,
  kb,
  LAYOUTS,
  PANEL_BUDGET,
  report,
  sum,
} from './byteBudgets';

test.describe('byte budgets', () => {
  const post = pageKinds.find((p) => !pages.some((page) => page.path === p.path));
  const about = pages.find((p) => p.id === 'aboutMe');
  // Only for an owner with posts.
  if (post && about)
    test('a post loads no more JavaScript than the About page (issue "Writing")', async ({
      browser,
    }) => {
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

  // Each route's first visit at each layout: images.spec.ts, 'content images and byte budgets',
  // on the load that checks its pictures.

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
    report(`opening ${app.name} at ${layout.name}: +${kb(sum(added))} (${byType(added)})`);
    expect(sum(added)).toBeLessThanOrEqual(PANEL_BUDGET);
    await context.close();
  });

  builtSiteTest('no file in dist/ is over 300 KB, except the resume PDF and downloads', () => {
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
