/**
 * First paint from the HTML alone (issue "first paint as fast as bare HTML"): every page carries
 * its CSS inline, nothing it loads blocks rendering, and its HTML fits the first round trip.
 */
import { gzipSync } from 'node:zlib';
import { builtSiteTest, expect, gotoHydrated, test } from './fixtures';
import type { Lang, PageId } from '../src/model/types';
import { LATEST_POSTS } from '../src/model/post';
import { postsIn } from '@/lib/posts';
import { contentIn } from '@/test/content';
import { type ShownContent, wholeHtmlBudget, wholeHtmlProblem } from '../test-support/htmlBudget';
import { allPages, builtHtml, pages } from './site';
import { MACHINERY } from './scope';

const KB = 1024;
/** A page's HTML with its critical CSS should arrive in the first round trip (~14 KB). */
const FIRST_ROUND_TRIP = 14 * KB;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
/**
 * The whole HTML of each page: a frame the template decides (head with the inline CSS, tab icon:
 * 0.4 KB, scripts/inline-favicon.ts; navigation, footer, the page's own markup), plus the owner's
 * content the page shows, which it carries twice: written out, and as the data it hydrates from,
 * in its own language (issue "Bilingual"). The content's share follows its size
 * (test-support/htmlBudget.ts), so a longer timeline or more posts fit (issue 51) and bloat in the
 * frame still fails. Their head with the CSS, and their first view, fit the first round trip.
 *
 * Each base holds 0.6 KB for the page's bootstrap (issue #52: it shows what waits for the first
 * view without React, fetches the scripts and holds a visitor's first taps until React has
 * hydrated; scripts/defer-hydration.ts), and the home page's 0.2 KB more for the slots of its
 * skill icons and card pictures.
 */
const FRAME: Record<PageId, { base: number; perItem: number; perLine?: number }> = {
  // With the owner's newest posts, when they write (issue "Writing"); every skill (those past
  // the first screen behind "Show all").
  home: { base: 19.3 * KB, perItem: 0 },
  // Each entry's own markup (its heading, dates, list) and each bullet's, besides their texts.
  experiences: { base: 15.1 * KB, perItem: 0.1 * KB, perLine: 0.02 * KB },
  // Every project written out for readers without JavaScript, for every tab (issue "Projects
  // showcase"): 1 KB per project, counted by project rather than by size.
  projects: { base: 22.6 * KB, perItem: KB },
  // The tag row that scrolls on a phone and the list on the page's grid (issue "The work
  // first"); each post's date, reading time and tag links.
  // (15 KB before the bootstrap's 0.6: a student's Turkish list of one post was 15.4 KB against
  // 15.2 at 14.5.)
  writing: { base: 15.6 * KB, perItem: 0.4 * KB },
  // Who and how to reach them at the top, laid out for a phone (issue "The work first").
  aboutMe: { base: 15.6 * KB, perItem: 0 },
};

/** What each page shows of the owner's content (see FRAME), in the page's language. */
function shownOn(id: PageId, lang: Lang): ShownContent {
  const content = contentIn(lang);
  const posts = postsIn(lang).map((post) => ({
    title: post.title,
    summary: post.summary,
    tags: post.tags,
  }));
  const bullets = content.timeline.reduce((count, entry) => count + entry.bullets.length, 0);
  switch (id) {
    case 'experiences':
      return {
        from: `timeline.ts: ${content.timeline.length} entries, ${bullets} bullets`,
        value: [content.timelineIntro, content.timeline],
        items: content.timeline.length,
        lines: bullets,
      };
    case 'aboutMe':
      return { from: 'profile.ts', value: content.profile, items: 0 };
    case 'writing':
      return { from: `posts/: ${posts.length} posts`, value: posts, items: posts.length };
    case 'home':
      return {
        from: `profile.ts, skills.ts, projects.ts (the cards), posts/ (the newest ${Math.min(LATEST_POSTS, posts.length)})`,
        value: [
          content.profile,
          content.skillCategories,
          content.overviewProjectIds.map((pid) => {
            const project = content.projects.find((p) => p.id === pid);
            return [project?.name, project?.cardText];
          }),
          posts.slice(0, LATEST_POSTS),
        ],
        items: 0,
      };
    case 'projects':
      // Counted by project (FRAME), not by size: 1 KB each.
      return {
        from: `projects.ts: ${content.projects.length} projects`,
        value: '',
        items: content.projects.length,
      };
  }
}

/** The frame of a page: its base and its items' and lines' markup (see FRAME). */
const frameOf = (id: PageId, shown: ShownContent) =>
  FRAME[id].base + FRAME[id].perItem * shown.items + (FRAME[id].perLine ?? 0) * (shown.lines ?? 0);

/**
 * The HTML up to the end of the page's first section (or first article: the timeline's first
 * entry) in <main>: what the first view paints.
 */
function firstViewOf(html: string): string {
  const main = html.indexOf('<main');
  const ends = ['</section>', '</article>']
    .map((tag) => {
      const at = html.indexOf(tag, main);
      return at < 0 ? -1 : at + tag.length;
    })
    .filter((at) => at > 0);
  return ends.length > 0 ? html.slice(0, Math.min(...ends)) : html;
}

test.describe('first paint', () => {
  for (const { path: route, id, lang } of allPages) {
    builtSiteTest(`${route}: HTML with its CSS fits the first round trip`, () => {
      const html = builtHtml(route);
      const gzip = gzipSync(html, { level: 9 }).length;
      const shown = shownOn(id, lang);
      process.stdout.write(
        `[first-paint] ${route}: HTML ${kb(gzip)} gzip, budget ${kb(wholeHtmlBudget(frameOf(id, shown), shown))} (${shown.from})\n`,
      );
      expect(html).toMatch(/<head>[\s\S]*<style>[\s\S]*<\/head>/);
      expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]*"\/>/);
      const head = gzipSync(html.slice(0, html.indexOf('</head>')), { level: 9 }).length;
      expect(head, `${route}: the head with its CSS, ${kb(head)} gzip`).toBeLessThanOrEqual(
        FIRST_ROUND_TRIP,
      );
      const firstView = gzipSync(firstViewOf(html), { level: 9 }).length;
      expect(
        firstView,
        `${route}: the head and first view, ${kb(firstView)} gzip (the first section or timeline entry shown: ${shown.from})`,
      ).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
      expect(
        wholeHtmlProblem({ route, bytes: gzip, frame: frameOf(id, shown), shown }),
        'the whole HTML',
      ).toBeUndefined();
    });
  }
  // In the browser, that nothing blocks rendering and no stylesheet is fetched on any page:
  // e2e/page-views.spec.ts, on the page's one load.

  test(
    'in-app navigation still brings the next page its stylesheets',
    MACHINERY,
    async ({ page }) => {
      const other = pages.find((p) => p.path !== '/');
      if (!other) throw new Error('first-paint.spec: the site needs a page besides /');
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, '/');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: other.navLabel, exact: true })
        .click();
      await expect(page).toHaveURL(other.path);
      const own = builtHtml(other.path);
      const hrefs = [...own.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        // Present and applied: either already inline from the first page, or loaded now.
        // The page change may run as a view transition: its stylesheets come with its new content.
        const find = () =>
          page.evaluate((h) => {
            const link = document.querySelector<HTMLLinkElement>(
              `link[rel="stylesheet"][href="${h}"]`,
            );
            return link ? { disabled: link.disabled, loaded: !!link.sheet } : null;
          }, href);
        await expect.poll(find, { message: href }).not.toBeNull();
        const sheet = await find();
        if (sheet && !sheet.disabled) expect(sheet.loaded, href).toBe(true);
      }
    },
  );
});
