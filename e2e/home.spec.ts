import type { Page } from '@playwright/test';
import {
  animationsFinished,
  axeViolations,
  builtSiteTest,
  expect,
  gotoHydrated,
  test,
} from './fixtures';
import { builtHtml, navLabel, profile, projects } from './site';
import { overviewProjectIds } from '@/test/content';
import { skillCategories } from '@/test/content';
import { splitCategories } from '../src/lib/skills';
import { availabilityEndsAt, isAvailable } from '../src/model/record';
import { dictionaries } from '../src/i18n/dictionary';
import { contentIn, defaultLang } from '@/test/content';
import { MACHINERY } from './scope';

/** The overview cards: the content's featured projects, in order. */
const CARDS = overviewProjectIds.map((id) => {
  const project = projects.find((p) => p.id === id);
  if (!project) throw new Error(`overviewProjectIds names no project '${id}'`);
  return {
    text: project.cardText,
    label: project.category,
    href: `/projects#${project.section}&${project.id}`,
  };
});
const skills = skillCategories.flatMap((c) => c.groups.flatMap((g) => g.skills));
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const overview = (page: Page) => page.getByRole('region', { name: 'Check Out My Projects!' });

/** The owner's availability note (record.ts), as the hero shows it. */
const { availability } = contentIn(defaultLang).record;
const label = `${dictionaries[defaultLang].home.available}:`;
const note = (page: Page) =>
  page.getByRole('region', { name: profile.name }).locator('p', { hasText: label });
const personLd = async (page: Page) =>
  JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { seeks?: { description: string; availabilityEnds?: string } };

/**
 * The home page at the browser's default window, in light, loaded once: the hero, the
 * availability note, the overview's cards and their pictures and focus ring, every skill, no
 * request leaving the site, axe (also after scrolling), and last a card's link.
 */
test.describe('the home page, light', () => {
  test('hero, availability, the featured cards (pictures, focus ring), every skill, no request leaves the site, no axe violations also after scrolling; a card opens its project', async ({
    page,
    externalRequests,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/');
    await test.step('home hero: name, role and school, and the two big buttons with their classes', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.name);
      const hero = page.getByRole('region', { name: profile.name });
      await expect(hero).toContainText(profile.role);
      await expect(hero).toContainText(profile.school);
      await expect(hero).toContainText(profile.tagline);

      const experiences = hero.getByRole('link', { name: navLabel('experiences') });
      await expect(experiences).toHaveAttribute('data-name', 'experiencesBigButton');
      await expect(experiences).toHaveClass(/(^|\s)btn--outline(\s|$)/);
      await expect(experiences).toHaveClass(/(^|\s)btn--large(\s|$)/);
      const projectsButton = hero.getByRole('link', { name: navLabel('projects') });
      await expect(projectsButton).toHaveAttribute('data-name', 'projectsBigButton');
      await expect(projectsButton).toHaveClass(/(^|\s)btn--primary(\s|$)/);
      await expect(projectsButton).toHaveClass(/(^|\s)btn--large(\s|$)/);
    });
    await test.step('availability: the hero and the JSON-LD say the owner is open to work while it holds', async () => {
      if (!availability || !isAvailable(availability, Date.now())) {
        await expect(page.getByText(label)).toHaveCount(0);
        expect((await personLd(page)).seeks).toBeUndefined();
        return;
      }
      await expect(note(page)).toBeVisible();
      await expect(note(page)).toHaveText(`${label} ${availability.text}`);
      expect((await personLd(page)).seeks).toMatchObject({
        description: availability.text,
        ...(availability.until ? { availabilityEnds: availability.until } : {}),
      });
    });
    await test.step('projects overview: the heading and the featured cards with labels, texts and hrefs in order', async () => {
      await expect(
        page.getByRole('heading', { level: 2, name: 'Check Out My Projects!' }),
      ).toBeVisible();
      // Each card is one link (a case study's link may follow it).
      const links = overview(page).locator('li > a:first-child');
      await expect(links).toHaveCount(CARDS.length);
      for (const [i, card] of CARDS.entries()) {
        const link = links.nth(i);
        await expect(link).toHaveAttribute('href', card.href);
        await expect(link).toContainText(card.label);
        await expect(link).toContainText(card.text);
      }
    });
    await test.step('every card image loads and has alt text', async () => {
      const images = overview(page).getByRole('img');
      await expect(images).toHaveCount(CARDS.length);
      for (const [i, img] of (await images.all()).entries()) {
        await expect(img).toHaveAttribute('alt', /\S{3,}/);
        // The first card's picture is a phone's largest paint: eager, asked for first.
        if (i === 0) await expect(img).not.toHaveAttribute('loading', 'lazy');
        else await expect(img).toHaveAttribute('loading', 'lazy');
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
          .toBeGreaterThan(0);
      }
    });
    await test.step('cards show a visible focus ring when tabbed to', async () => {
      const first = overview(page).getByRole('link').first();
      await first.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      const outline = await first.evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).toBe('solid');
    });
    await test.step('skills: every category, group heading and skill (with its note) is shown', async () => {
      const list = page.getByRole('region', { name: 'Skills' });
      await expect(list.getByRole('heading', { level: 2, name: 'Skills' })).toBeVisible();
      const more = list.getByText('Show all skills');
      if (await more.count()) await more.click();
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(
        skillCategories.map((c) => c.title),
      );
      for (const category of skillCategories) {
        const region = list.getByRole('region', { name: category.title, exact: true });
        const groupTitles = category.groups.flatMap((g) => (g.title ? [g.title] : []));
        await expect(region.getByRole('heading', { level: 4 })).toHaveText(groupTitles);
        await expect(region.getByRole('listitem')).toHaveText(
          category.groups.flatMap((g) =>
            g.skills.map((skill) => (skill.note ? `${skill.name}, ${skill.note}` : skill.name)),
          ),
        );
      }
      // Icons are drawn and decorative: the chips are named by their text.
      if (skills.some((skill) => skill.icon))
        await expect(list.locator('svg[aria-hidden="true"]').first()).toBeVisible();
      await expect(list.getByRole('img')).toHaveCount(0);
    });
    await test.step('no request leaves the site', async () => {
      await page.evaluate(() =>
        window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
      );
      await page.waitForLoadState('networkidle');
      expect(externalRequests).toEqual([]);
    });
    await test.step('has no axe violations (light), also after scrolling', async () => {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      expect.soft(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
      await expect(page.getByRole('banner')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      expect.soft(await axeViolations(page)).toEqual([]);
    });
    await test.step('a card opens its project on the Projects page', async () => {
      const card = CARDS.at(-1);
      if (!card) throw new Error('no overview cards');
      await overview(page).getByRole('link').filter({ hasText: card.text }).first().click();
      await expect(page).toHaveURL(card.href);
    });
  });
});

/** The home page on a phone (390 × 844), loaded once. */
test.describe('the home page on a phone', () => {
  test('paints without layout shift while loading and hydrating; the hero starts below the fixed navbar and is the first thing in main; the first skills fit about one phone screen, the rest one tap away', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const record = window as unknown as { layoutShift: number };
      record.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          record.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/');
    await test.step('home hero: paints without layout shift while loading and hydrating', async () => {
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(
        await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
      ).toBe(0);
    });
    await test.step('home hero: starts below the fixed navbar and is the first thing in main', async () => {
      await expect(page.locator('main > :first-child')).toContainText(profile.name);
      const navBottom = await page
        .getByRole('banner')
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const h1Top = await page
        .getByRole('heading', { level: 1 })
        .evaluate((el) => el.getBoundingClientRect().top);
      expect(h1Top).toBeGreaterThanOrEqual(navBottom);
    });
    await test.step('skills: the first skills fit about one phone screen; the rest are one tap away', async () => {
      const list = page.getByRole('region', { name: 'Skills' });
      const { first, rest } = splitCategories(skillCategories);
      const shown = list.getByRole('heading', { level: 3 });
      await expect(shown).toHaveText(first.map((c) => c.title));
      const height = await list.evaluate((el) => el.getBoundingClientRect().height);
      expect(height, 'skills before "Show all"').toBeLessThanOrEqual(1.25 * 844);
      if (rest.length === 0) return;
      await list.getByText('Show all skills').click();
      await expect(shown).toHaveText(skillCategories.map((c) => c.title));
      // Icons are drawn at 20 px at least: wordmarks stay legible.
      for (const icon of await list.locator('li svg').all()) {
        const box = await icon.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(20);
      }
    });
  });
});

test.describe('home hero', () => {
  test('the Experiences button opens /experiences', MACHINERY, async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.locator('a[data-name="experiencesBigButton"]').click();
    await expect(page).toHaveURL('/experiences');
  });

  test('the Projects button opens /projects', MACHINERY, async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.locator('a[data-name="projectsBigButton"]').click();
    await expect(page).toHaveURL('/projects');
  });

  test('buttons sit side by side on desktop and phones, and stack on the narrowest', async ({
    page,
  }) => {
    const boxes = async () => {
      const a = await page.locator('a[data-name="experiencesBigButton"]').boundingBox();
      const b = await page.locator('a[data-name="projectsBigButton"]').boundingBox();
      if (!a || !b) throw new Error('buttons not visible');
      return { a, b };
    };
    // One row: the same top, to within a pixel (a row at a fractional height may round each
    // button's layer differently). Measured once the hero has risen into place: mid-rise, the
    // two buttons' layers were seen 1.1 px apart.
    const sameRow = ({ a, b }: Awaited<ReturnType<typeof boxes>>) =>
      expect(Math.abs(a.y - b.y)).toBeLessThan(1);
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, '/');
    await animationsFinished(page.locator('main > :first-child'));
    const wide = await boxes();
    sameRow(wide);
    expect(wide.b.x).toBeGreaterThan(wide.a.x + wide.a.width);
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await boxes();
    sameRow(phone);
    expect(phone.b.x).toBeGreaterThan(phone.a.x + phone.a.width);
    await page.setViewportSize({ width: 320, height: 640 });
    const narrow = await boxes();
    expect(narrow.b.y).toBeGreaterThanOrEqual(narrow.a.y + narrow.a.height);
  });
});

test.describe('availability', () => {
  test('the note hides itself once its end has passed on the visitor’s clock, before it is painted and after navigating', async ({
    page,
  }) => {
    const ends = availabilityEndsAt(availability?.until);
    const shown = availability !== undefined && isAvailable(availability, Date.now());
    if (!shown || !Number.isFinite(ends)) {
      // No note, or one without an end: the clock changes nothing, even far ahead.
      await page.clock.setFixedTime(Date.UTC(2100, 0, 1));
      await gotoHydrated(page, '/');
      await expect(page.getByText(label)).toHaveCount(shown ? 1 : 0);
      return;
    }
    await page.clock.setFixedTime(ends - 60_000);
    await page.goto('/');
    await expect(note(page)).toBeVisible();
    await page.clock.setFixedTime(ends);
    // Without the page's JavaScript (empty modules: it never hydrates), the note's own inline
    // script hides it as the HTML arrives, so no paint shows it and nothing shifts after.
    await page.route('**/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await page.goto('/');
    await expect(note(page)).toBeAttached();
    await expect(note(page)).toBeHidden();
    // Leave that page before its scripts come back: still loading after the unroute, it would
    // take its first modules empty and the rest real, and break on the mix.
    await page.goto('about:blank');
    await page.unrouteAll();
    // Hydrated, and on a page opened from the navbar (no inline script runs there).
    await gotoHydrated(page, '/');
    await expect(note(page)).toBeHidden();
    await gotoHydrated(page, '/experiences');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: navLabel('home') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.name);
    await expect(note(page)).toBeHidden();
  });
});

test.describe('projects overview', () => {});

test.describe('skills', () => {});

test.describe('home page quality', () => {
  // In light: 'the home page, light' above.
  for (const scheme of ['dark'] as const) {
    test(`has no axe violations (${scheme}), also after scrolling`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoHydrated(page, '/');
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
      await expect(page.getByRole('banner')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('has no horizontal overflow at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, '/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });

  builtSiteTest('the prerendered HTML holds the hero, the cards and the skills', () => {
    const html = builtHtml('/');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${profile.name}</h1>`));
    expect(html).toContain('Check Out My Projects!');
    for (const card of CARDS) {
      expect(html).toContain(escapeHtml(card.text));
      expect(html).toContain(`href="${escapeHtml(card.href)}"`);
    }
    for (const category of skillCategories) expect(html).toContain(escapeHtml(category.title));
    for (const skill of skills) expect(html).toContain(`>${escapeHtml(skill.name)}<`);
    // The icons are drawn into the HTML, not left for JavaScript: one per skill with an icon.
    const drawn = skills.filter((skill) => skill.icon).length;
    expect(html.match(/<svg/g)?.length ?? 0).toBeGreaterThanOrEqual(drawn);
  });
});
