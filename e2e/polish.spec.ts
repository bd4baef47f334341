/**
 * The design review's fixes outside Projects, as rules any owner's content keeps: a phone's
 * first screen shows a project picture (home), the first post (Writing), the text (a post) and
 * who with a way to reach them (About); a card row is one height with every link inside its
 * cards; titles never break between a number and its unit; wide code scrolls sideways with a
 * cue; the timeline's kinds wear the owner's accent. Names, counts and texts come from the
 * content.
 */
import type { Locator, Page } from '@playwright/test';
import { dictionaries } from '../src/i18n/dictionary';
import { localePath } from '../src/i18n/languages';
import { keepUnits } from '../src/lib/keepUnits';
import { postsIn } from '@/lib/posts';
import { defaultLang, languages, overviewProjectIds } from '@/test/content';
import { expect, gotoHydrated, test } from './fixtures';
import { pages, profile } from './site';

const PHONE = { width: 390, height: 844 };
const words = dictionaries[defaultLang];
const pathOf = (id: string) => pages.find((p) => p.id === id)?.path ?? '/';
const posts = postsIn(defaultLang);
const postPath = (slug: string) => localePath(`/writing/${slug}`, defaultLang, languages);

const overview = (page: Page) =>
  page.getByRole('region', { name: words.home.projectsHeading, exact: true });

/** Where an element's box is once its entrance has finished. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

/** Opens `path` at `viewport` with motion reduced (no entrance still rising) and at the top. */
async function open(page: Page, path: string, viewport = PHONE) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(viewport);
  await gotoHydrated(page, path);
  await page.evaluate(() => document.fonts.ready);
}

/** Notes in the report that a check had nothing to check in the owner's content, and why. */
function nothingToCheck(description: string) {
  test.info().annotations.push({ type: 'nothing to check', description });
}
const NO_FEATURED_PROJECT = 'the owner features no project on the home page';

test.describe('home', () => {
  test('at 390×844 a project picture begins within the first screen; card and post titles wrap balanced, never between a number and its unit', async ({
    page,
  }) => {
    await open(page, '/');
    await test.step('a project picture begins within the first screen', async () => {
      if (overviewProjectIds.length === 0) return nothingToCheck(NO_FEATURED_PROJECT);
      const picture = overview(page).getByRole('listitem').first().getByRole('img');
      await expect(picture).toBeAttached();
      expect((await box(picture)).y, 'first card picture’s top').toBeLessThan(PHONE.height);
    });
    await test.step('card and post titles wrap balanced, never between a number and its unit', async () => {
      const titles = page.locator(
        `#projects-overview-heading ~ ul li > a:first-child > span:first-child > span:first-child, main article h3`,
      );
      expect(await titles.count()).toBeGreaterThan(0);
      for (const title of await titles.all()) {
        const text = (await title.textContent()) ?? '';
        expect(keepUnits(text), 'a number and its unit joined').toBe(text);
        expect(await title.evaluate((el) => getComputedStyle(el).textWrap)).toContain('balance');
      }
    });
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 768, height: 1024 },
  ]) {
    test(`at ${viewport.width} px every card of a row is as tall as the others and holds all its links${viewport.width === 1440 ? '; the last card row has room for its shadows before the next band' : ''}`, async ({
      page,
    }) => {
      await open(page, '/', viewport);
      if (viewport.width === 1440)
        await test.step('the last card row has room for its shadows before the next band', async () => {
          if (overviewProjectIds.length === 0) return nothingToCheck(NO_FEATURED_PROJECT);
          const last = await box(overview(page).getByRole('listitem').last());
          const next = await box(overview(page).locator('xpath=following-sibling::*[1]'));
          expect(next.y - (last.y + last.height)).toBeGreaterThanOrEqual(48);
        });
      const items = await overview(page).getByRole('listitem').all();
      expect(items).toHaveLength(overviewProjectIds.length);
      const rows = new Map<number, { height: number; name: string }[]>();
      for (const item of items) {
        const card = await box(item);
        const name = (await item.getByRole('link').first().textContent()) ?? '';
        const row = Math.round(card.y);
        rows.set(row, [...(rows.get(row) ?? []), { height: card.height, name }]);
        for (const link of await item.getByRole('link').all()) {
          const inner = await box(link);
          const where = `${await link.textContent()} in its card`;
          expect(inner.x, where).toBeGreaterThanOrEqual(card.x - 0.5);
          expect(inner.y, where).toBeGreaterThanOrEqual(card.y - 0.5);
          expect(inner.x + inner.width, where).toBeLessThanOrEqual(card.x + card.width + 0.5);
          expect(inner.y + inner.height, where).toBeLessThanOrEqual(card.y + card.height + 0.5);
        }
      }
      for (const cards of rows.values()) {
        const heights = cards.map((c) => c.height);
        expect(
          Math.max(...heights) - Math.min(...heights),
          `heights in the row of ${cards.map((c) => c.name).join(', ')}`,
        ).toBeLessThanOrEqual(1);
      }
    });
  }

  test('the proof line stays within two lines at 320 px', async ({ page }) => {
    await open(page, '/', { width: 320, height: 700 });
    const proof = page.locator('main p[data-current]');
    if ((await proof.count()) === 0)
      return nothingToCheck('the owner’s timeline gives no proof line');
    const lines = await proof.evaluate((el) => {
      const style = getComputedStyle(el);
      const inner =
        el.getBoundingClientRect().height -
        parseFloat(style.paddingTop) -
        parseFloat(style.paddingBottom) -
        parseFloat(style.borderTopWidth) -
        parseFloat(style.borderBottomWidth);
      return Math.round(inner / parseFloat(style.lineHeight));
    });
    expect(lines).toBeLessThanOrEqual(2);
  });
});

// Registered only for an owner with posts, and each test only when the posts give it a subject.
if (posts.length > 0)
  test.describe('writing', () => {
    test('at 390×844 the first post’s title is within the first screen; the tags are one row that scrolls', async ({
      page,
    }) => {
      await open(page, pathOf('writing'));
      const title = page.locator('main ol > li article h2').first();
      await expect(title).toHaveText(posts[0]?.title ?? '');
      const first = await box(title);
      expect(first.y + first.height, 'first post title’s bottom').toBeLessThanOrEqual(PHONE.height);
      const tags = page.getByRole('navigation', { name: words.writing.tagsLabel });
      if ((await tags.count()) === 0) return;
      const links = tags.getByRole('link');
      const [firstTag, lastTag] = [await box(links.first()), await box(links.last())];
      expect(Math.abs(lastTag.y - firstTag.y), 'tags on one row').toBeLessThan(1);
      // Keyboard: Tab reaches the last tag, and it scrolls into the row's view.
      await links.last().focus();
      const row = await box(tags.locator('ul'));
      // The row may scroll smoothly: wait for the tag to arrive (a student's four tags, 427 px in a
      // 390 px row, were measured mid-way).
      await expect
        .poll(async () => {
          const shown = await box(links.last());
          return shown.x + shown.width;
        })
        .toBeLessThanOrEqual(row.x + row.width + 0.5);
    });

    // One post fills a row alone.
    if (posts.length >= 2)
      test('at 1440 px the list uses the page’s grid', async ({ page }) => {
        await open(page, pathOf('writing'), { width: 1440, height: 900 });
        const items = page.locator('main ol > li');
        const [a, b] = [await box(items.nth(0)), await box(items.nth(1))];
        expect(Math.abs(a.y - b.y), 'posts side by side').toBeLessThan(1);
        const list = await box(page.locator('main ol'));
        const header = await box(page.locator('main header'));
        expect(list.width, 'the list spans the container').toBeGreaterThan(0.95 * 1100);
        expect(list.x).toBeCloseTo(header.x, 0);
      });

    test('at 390×844 every post’s first screen reaches its text', async ({ page }) => {
      for (const post of posts) {
        await open(page, postPath(post.slug));
        const text = page.locator('[data-post-body] > :is(p, ul, ol)').first();
        expect((await box(text)).y, `${post.slug}: first text’s top`).toBeLessThan(PHONE.height);
      }
    });

    const withCode = posts.filter((post) => /<pre[\s>]/.test(post.html));
    if (withCode.length > 0)
      test('wide code scrolls sideways in a named region keyboard users can scroll, with a cue', async ({
        page,
      }) => {
        await page.setViewportSize({ width: 320, height: 700 });
        let found = false;
        for (const post of withCode) {
          await open(page, postPath(post.slug), { width: 320, height: 700 });
          for (const pre of await page.locator('[data-post-body] pre').all()) {
            const wide = await pre.evaluate((el) => el.scrollWidth > el.clientWidth);
            if (!wide) continue;
            found = true;
            const style = await pre.evaluate((el) => {
              const s = getComputedStyle(el);
              return {
                overflowX: s.overflowX,
                image: s.backgroundImage,
                attach: s.backgroundAttachment,
              };
            });
            expect(['auto', 'scroll']).toContain(style.overflowX);
            // The cue: shadows fixed to the box's edges, covered where an end is reached.
            expect(style.image.match(/gradient/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
            expect(style.attach).toMatch(/local.*scroll|scroll.*local/);
            await expect(pre).toHaveAttribute('tabindex', '0');
            await expect(pre).toHaveAttribute('role', 'region');
            await expect(pre).toHaveAttribute('aria-label', /\S/);
            await pre.focus();
            await page.keyboard.press('ArrowRight');
            await expect.poll(() => pre.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
            // The page itself never scrolls sideways.
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
            break;
          }
          if (found) break;
        }
        if (!found) nothingToCheck('no code block of the owner’s is wider than a 320 px column');
      });
  });

test.describe('about', () => {
  test('at 390×844 the first screen names the owner and offers a way to reach them', async ({
    page,
  }) => {
    await open(page, pathOf('aboutMe'));
    const about = page.getByRole('region', {
      name: pages.find((p) => p.id === 'aboutMe')?.navLabel,
      exact: true,
    });
    const name = about.getByText(profile.name, { exact: true });
    await expect(name).toBeVisible();
    const named = await box(name);
    expect(named.y + named.height, 'the name’s bottom').toBeLessThanOrEqual(PHONE.height);
    const reach = about.getByRole('link', { name: profile.email });
    await expect(reach).toHaveAttribute('href', `mailto:${profile.email}`);
    const link = await box(reach);
    expect(link.y + link.height, 'the contact link’s bottom').toBeLessThanOrEqual(PHONE.height);
  });

  test('the contact card ends under Send, without dead space', async ({ page }) => {
    await open(page, pathOf('aboutMe'));
    const form = page.locator('form');
    const send = form.locator('button[type="submit"]');
    const card = form.locator('xpath=..');
    const [button, around] = [await box(send), await box(card)];
    const padding = await card.evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
    expect(around.y + around.height - (button.y + button.height)).toBeLessThanOrEqual(padding + 2);
  });
});

test.describe('experiences', () => {
  /** Hue in degrees of an `rgb()`/`color(srgb …)` colour, and how colourful it is (0–1). */
  const hueOf = (page: Page, colour: string) =>
    page.evaluate((c) => {
      const ctx = document.createElement('canvas').getContext('2d');
      if (!ctx) throw new Error('no canvas');
      ctx.fillStyle = c;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = [...ctx.getImageData(0, 0, 1, 1).data].map((v) => v / 255);
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const d = max - min;
      const hue =
        d === 0
          ? 0
          : max === r
            ? ((g - b) / d + 6) % 6
            : max === g
              ? (b - r) / d + 2
              : (r - g) / d + 4;
      return { hue: hue * 60, chroma: d };
    }, colour);

  for (const scheme of ['light', 'dark'] as const) {
    test(`(${scheme}) the kinds' colours are apart from each other and in the accent's hue family`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await gotoHydrated(page, pathOf('experiences'));
      const colours = await page.locator('main ol > li').evaluateAll((items) => {
        const seen = new Map<string, string>();
        for (const item of items) {
          const dot = item.querySelector('[aria-hidden="true"]');
          if (dot) seen.set(item.className, getComputedStyle(dot).borderTopColor);
        }
        return [...seen.values()];
      });
      expect(new Set(colours).size, 'one colour per kind').toBe(colours.length);
      const accent = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--color-accent)';
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      });
      const family = await hueOf(page, accent);
      for (const colour of colours) {
        const { hue, chroma } = await hueOf(page, colour);
        if (chroma < 0.12 || family.chroma < 0.12) continue;
        const apart = Math.min(Math.abs(hue - family.hue), 360 - Math.abs(hue - family.hue));
        expect(apart, `${colour} against the accent ${accent}`).toBeLessThanOrEqual(30);
      }
    });
  }
});
