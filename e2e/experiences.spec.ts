import type { Page } from '@playwright/test';
import { dateRange, newestFirst } from '../src/model/dates';
import { plainText } from '../src/model/markup';
import { contentIn, defaultLang, timeline } from '@/test/content';
import { pageStrings } from '../src/i18n/dictionary';
import { recordSections } from '../src/lib/recordItems';
import { axeViolations, builtSiteTest, expect, gotoHydrated, test } from './fixtures';
import { builtHtml, navLabel, projects } from './site';
/** The timeline entries that link a project, newest first, with their project. */
const linkedEntries = newestFirst(timeline).flatMap((entry) => {
  const project = projects.find((p) => p.id === entry.projectId);
  return project ? [{ entry, project }] : [];
});

/** Must match TIMELINE_REVEAL_MARGIN_PX; a little extra so a step never lands on the edge. */
const REVEAL_MARGIN_WITH_SLACK = 60;

function timelineList(page: Page) {
  return page.getByRole('list', { name: 'Timeline, newest first' });
}

function entries(page: Page) {
  return timelineList(page).locator(':scope > li');
}

function opacities(page: Page) {
  return entries(page).evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity));
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/**
 * Scrolls down half a viewport at a time; at each step waits until every entry that is well
 * inside the viewport has been revealed (a state, not a time).
 */
async function stepThroughPage(page: Page) {
  const { height, total } = await page.evaluate(() => ({
    height: window.innerHeight,
    total: document.documentElement.scrollHeight,
  }));
  for (let top = 0; top <= total; top += Math.floor(height / 2)) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await expect
      .poll(() =>
        entries(page).evaluateAll(
          (items, margin) =>
            items
              .filter((item) => {
                const rect = item.getBoundingClientRect();
                return rect.top < window.innerHeight - margin && rect.bottom > margin;
              })
              .every((item) => item.dataset.reveal === 'shown'),
          REVEAL_MARGIN_WITH_SLACK,
        ),
      )
      .toBe(true);
  }
}

test.describe('experiences timeline', () => {
  test('at 1280 × 800: every entry with its kind, date and title, newest first, and a link to the project it names; entries below the fold wait hidden and are all revealed after scrolling through; no axe violations with every entry revealed (light); a project entry opens its project', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/experiences');
    await test.step('shows every entry with its kind, date and title, newest first', async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: navLabel('experiences'), exact: true }),
      ).toBeVisible();
      await expect(entries(page)).toHaveCount(timeline.length);
      const articles = timelineList(page).getByRole('article');
      for (const [index, entry] of newestFirst(timeline).entries()) {
        const article = articles.nth(index);
        await expect(article).toHaveAccessibleName(entry.title);
        await expect(article.getByRole('heading', { level: 2 })).toHaveText(entry.title);
        await expect(article).toContainText(dateRange(entry));
        await expect(article.locator('time')).toHaveAttribute('datetime', entry.start);
        await expect(article.locator(':scope > ul > li')).toHaveCount(entry.bullets.length);
      }
    });
    await test.step('every entry that names a project has a link to it', async () => {
      const links = timelineList(page).getByRole('link', {
        name: /^View project: .+ on the Projects page$/,
      });
      await expect(links).toHaveCount(linkedEntries.length);
      for (const [index, { project }] of linkedEntries.entries())
        await expect(links.nth(index)).toHaveAttribute(
          'href',
          `/projects#${project.section}&${project.id}`,
        );
    });
    await test.step('entries below the fold wait hidden and are all revealed after scrolling through', async () => {
      const last = entries(page).last();
      await expect(last).toHaveAttribute('data-reveal', 'hidden');
      await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
      await expect.poll(async () => (await opacities(page))[0]).toBe('1');

      // Layout shifts while revealing would show up here (the reveal animates only transforms).
      await page.evaluate(() => {
        const shifts: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift' });
        Object.assign(window, { layoutShifts: shifts });
      });

      await stepThroughPage(page);
      await expect.poll(() => opacities(page)).toEqual(timeline.map(() => '1'));
      await expect(entries(page)).toHaveCount(timeline.length);
      for (const item of await entries(page).all()) {
        await expect(item).toHaveAttribute('data-reveal', 'shown');
      }
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
      );
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);

      // Once only: scrolling back up does not hide anything again.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(last).toHaveAttribute('data-reveal', 'shown');
    });
    await test.step('has no axe violations with every entry revealed (light)', async () => {
      await expect.poll(() => opacities(page)).toEqual(timeline.map(() => '1'));
      expect.soft(await axeViolations(page)).toEqual([]);
    });
    await test.step('a project entry opens its project on the Projects page', async () => {
      const [linked] = linkedEntries;
      if (!linked) throw new Error('the content links no project from its timeline');
      const link = page.getByRole('link', {
        name: `View project: ${linked.project.name} on the Projects page`,
        exact: true,
      });
      await expect(link).toHaveText('View project');
      await link.click();
      await expect(page).toHaveURL(`/projects#${linked.project.section}&${linked.project.id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: navLabel('projects'), exact: true }),
      ).toBeVisible();
    });
  });

  test('with reduced motion every entry is visible without scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/experiences');
    // The observer has reported (JavaScript ran), yet nothing is hidden.
    await expect(entries(page).last()).toHaveAttribute('data-reveal', 'hidden');
    expect(await opacities(page)).toEqual(timeline.map(() => '1'));
  });

  test('one column read top to bottom; on wide screens each date stands left of its entry', async ({
    page,
  }) => {
    const layout = () =>
      timelineList(page)
        .getByRole('article')
        .evaluateAll((cards) =>
          cards.map((card) => {
            const c = card.getBoundingClientRect();
            const d = card.querySelector('time')?.getBoundingClientRect();
            return {
              left: Math.round(c.left),
              top: c.top,
              dateRight: d?.right ?? 0,
              dateTop: d?.top ?? 0,
            };
          }),
        );
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, '/experiences');
    const wide = await layout();
    expect(new Set(wide.map((card) => card.left)).size).toBe(1);
    for (const [i, card] of wide.entries()) {
      // The date in its own column, level with the top of its card.
      expect(card.dateRight).toBeLessThan(card.left);
      expect(Math.abs(card.dateTop - card.top)).toBeLessThan(64);
      // Newest first, each entry under the one before.
      if (i > 0) expect(card.top).toBeGreaterThan(wide[i - 1]?.top ?? 0);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    const narrow = await layout();
    expect(new Set(narrow.map((card) => card.left)).size).toBe(1);
    // On a phone the date sits inside its card.
    for (const card of narrow) expect(card.dateRight).toBeGreaterThan(card.left);
  });

  // In light: above, on the load that reveals every entry.
  for (const scheme of ['dark'] as const) {
    test(`has no axe violations with every entry revealed (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoHydrated(page, '/experiences');
      await stepThroughPage(page);
      await expect.poll(() => opacities(page)).toEqual(timeline.map(() => '1'));
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('does not overflow horizontally at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, '/experiences');
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);
    await stepThroughPage(page);
    expect(await overflow()).toBe(0);
  });

  builtSiteTest('the prerendered HTML holds every entry, with nothing hidden', () => {
    const html = builtHtml('/experiences');
    // The text of the page, without its tags (bullets carry markup such as <strong>).
    const text = html.replace(/<[^>]*>/g, '');
    for (const entry of timeline) {
      expect(html).toContain(escapeHtml(entry.title));
      for (const bullet of entry.bullets) expect(text).toContain(escapeHtml(plainText(bullet)));
    }
    expect(html).not.toContain('data-reveal="hidden"');
  });
});

test.describe('experiences without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every entry is visible', async ({ page }) => {
    await page.goto('/experiences');
    await expect(entries(page)).toHaveCount(timeline.length);
    expect(await opacities(page)).toEqual(timeline.map(() => '1'));
  });
});

test.describe('the owner’s record', () => {
  const content = contentIn(defaultLang);
  const sections = recordSections(content.record);
  const words = pageStrings(defaultLang);

  test('each section of record.ts with entries is shown, newest first with its links; none that is empty', async ({
    page,
  }) => {
    await gotoHydrated(page, '/experiences');
    await expect(page.locator('[data-record]')).toHaveCount(sections.length);
    for (const section of sections) {
      const region = page.getByRole('region', { name: words.record[section.id] });
      await expect(region.getByRole('heading', { level: 3 })).toHaveText(
        section.items.map((item) => item.title.text),
      );
      for (const item of section.items) {
        const article = region.getByRole('article').filter({
          has: page.getByRole('heading', { name: item.title.text, exact: true }),
        });
        await expect(article).toContainText(item.by.text);
        await expect(article).toContainText(
          dateRange(item, { months: words.timelineMonths, present: words.dates.present }),
        );
        if (item.summary) await expect(article).toContainText(plainText(item.summary.text));
        for (const bullet of item.bullets ?? [])
          await expect(article).toContainText(plainText(bullet.text));
        for (const name of item.coAuthors ?? []) await expect(article).toContainText(name);
        const link = article.getByRole('link');
        await expect(link).toHaveCount(item.url ? 1 : 0);
        if (item.url) {
          await expect(link).toHaveAttribute('href', item.url);
          await expect(link).toHaveAttribute('target', '_blank');
        }
      }
    }
    // Sections come after the timeline, in the order the resume prints them.
    const ids = await page
      .locator('[data-record]')
      .evaluateAll((all) => all.map((el) => el.getAttribute('data-record')));
    expect(ids).toEqual(sections.map((section) => section.id));
  });

  test('an education entry shows its grade and courses when it has them', async ({ page }) => {
    await gotoHydrated(page, '/experiences');
    for (const entry of timeline) {
      const card = timelineList(page).getByRole('article', { name: entry.title, exact: true });
      const facts = card.locator('dl');
      if (!entry.gpa && !entry.coursework?.length) {
        await expect(facts).toHaveCount(0);
        continue;
      }
      if (entry.gpa) await expect(facts).toContainText(`${words.timeline.gpa}${entry.gpa}`);
      if (entry.coursework?.length)
        await expect(facts.getByRole('listitem')).toHaveText(entry.coursework);
    }
  });
});
