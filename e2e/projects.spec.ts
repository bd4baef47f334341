import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { overviewProjectIds, projectSections } from '@/test/content';
import { timeline } from '@/test/content';
import { contentDir } from '../build-config';
import { downloadSource } from '../scripts/content/download-source';
import { formatBytes } from '../src/lib/format';
import { newestFirst } from '../src/model/dates';
import { plainText } from '../src/model/markup';
import type { Project } from '../src/model/view';
import { escapeRegExp } from '../test-support/escapeRegExp';
import { sourceSize } from './images';
import { axeViolations, expect, gotoDeepLink, gotoHydrated, test } from './fixtures';
import { navLabel, projects } from './site';
import { MACHINERY } from './scope';

/** The value, or a failed test when the content lacks it. */
function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing ${what}`);
  return value;
}

/** Facts from the content, so the tests follow the data. */
const mobileSection = must(projectSections[0], 'first section');
const desktopSection = must(projectSections[1], 'second section');
const inSection = (id: string) => projects.filter((p) => p.section === id);
const project = (id: string) =>
  must(
    projects.find((p) => p.id === id),
    id,
  );
const caption = (n: number, screens: readonly { name: string }[]) =>
  `(${n}/${screens.length}) ${must(screens[n - 1], 'screen').name}`;
const sectionOf = (p: Project) =>
  must(
    projectSections.find((s) => s.id === p.section),
    p.section,
  );
const hashOf = (p: Project) => `#${p.section}&${p.id}`;

/** Two of the projects, from different sections where the list has both. */
function twoOf(list: readonly Project[]): [Project, Project] {
  const first = must(list[0], 'a project');
  const second = list.find((p) => p.section !== first.section) ?? list[1];
  return [first, must(second, 'a second project')];
}
/** Two featured projects (the footer links them), from different sections where possible. */
const [featuredA, featuredB] = twoOf(overviewProjectIds.map(project));
/** Two projects, from different sections where possible. */
const [someA, someB] = twoOf(projects);
/** A tab with two apps or more, one of them with two screenshots or more. */
const browseSection = must(
  projectSections.find(
    (s) => inSection(s.id).length >= 2 && inSection(s.id).some((p) => p.screens.length >= 2),
  ),
  'tab with two apps, one with two screenshots',
);
const browsed = must(
  inSection(browseSection.id).find((p) => p.screens.length >= 2),
  'app with two screenshots',
);
const otherApp = must(
  inSection(browseSection.id).find((p) => p.id !== browsed.id),
  'second app on the tab',
);
/** The first (default) tab's apps. */
const firstTabApps = inSection(mobileSection.id);
/** The newest timeline entry that links a project, and that project. */
const timelineProject = project(
  must(
    newestFirst(timeline).find((t) => t.projectId && projects.some((p) => p.id === t.projectId))
      ?.projectId,
    'timeline entry that links a project',
  ),
);
const repoLinkName = (p: Project) => new RegExp(`^Source code of ${escapeRegExp(p.name)} on \\S`);

const WIDE = { width: 1440, height: 900 };
/** Tall enough content, short enough window: a deep link has somewhere to scroll to. */
const SCROLLABLE = { width: 1280, height: 600 };

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const infoPanel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const carousel = (page: Page, name: string) =>
  page.getByRole('region', { name: `Screenshots of ${name}`, exact: true });
const hotspot = (page: Page, name: string) =>
  page.getByRole('tabpanel').getByRole('button', { name, exact: true });
/** A project's entry in the list under the device (name, one line, tech). */
const indexEntry = (page: Page, name: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('region', { name: /^All / })
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(name)} `) });
/** The page's calls of scrollIntoView so far (a deep link brings the tabs into view so). */
async function scrollIntoViewCalls(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as { scrollIntoViewCalls?: number };
    if (w.scrollIntoViewCalls === undefined) {
      w.scrollIntoViewCalls = 0;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (
        this: Element,
        arg?: boolean | ScrollIntoViewOptions,
      ) {
        w.scrollIntoViewCalls = (w.scrollIntoViewCalls ?? 0) + 1;
        original.call(this, arg);
      };
    }
    return w.scrollIntoViewCalls;
  });
}

/**
 * Waits until the scroll a deep link starts (HASH_SCROLL_DELAY_MS after the hash changed, smooth)
 * has begun since `before` calls and come to rest, so that the next click lands where it aims:
 * on a busy machine a click on the list once hit the page mid-scroll.
 */
async function deepLinkScrollDone(page: Page, before: number) {
  await expect.poll(() => scrollIntoViewCalls(page)).toBeGreaterThan(before);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const start = window.scrollY;
        for (let i = 0; i < 3; i += 1) await frame();
        return window.scrollY === start;
      }),
    )
    .toBe(true);
}

/** The drawn device's list of app icons, named after its tab. */
const deviceList = (page: Page, tabLabel: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('list', { name: new RegExp(`^${escapeRegExp(tabLabel)}: \\d+ `) });

async function expectSectionSelected(page: Page, tabLabel: string) {
  await expect(tab(page, tabLabel)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, tabLabel)).toHaveAttribute('tabindex', '0');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName(tabLabel);
}

async function expectDefaultView(page: Page) {
  await expectSectionSelected(page, mobileSection.tabLabel);
  const panel = infoPanel(page, mobileSection.defaultTitle);
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(mobileSection.defaultTitle);
  for (const paragraph of mobileSection.defaultText) await expect(panel).toContainText(paragraph);
}

async function scrollY(page: Page) {
  return page.evaluate(() => window.scrollY);
}

async function tabsTop(page: Page) {
  return page.getByRole('tablist').evaluate((el) => el.getBoundingClientRect().top);
}

/** Where a deep link scrolls the tabs to: just below the fixed navbar (scroll-padding-top). */
async function scrollTargetTop(page: Page) {
  return page.evaluate(() =>
    parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
  );
}

/** Waits until the deep link's smooth scroll has brought the tabs to the top. */
async function expectScrolledToTabs(page: Page) {
  const target = await scrollTargetTop(page);
  await expect.poll(() => tabsTop(page)).toBeCloseTo(target, 0);
}

/** A fake clock that stands still until the test moves it. */
async function pauseClock(page: Page) {
  const start = new Date('2026-01-01T12:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

test.describe('tabs', () => {
  test.beforeEach(({ page }) => page.setViewportSize(WIDE));

  test('the first tab is the default with its areas and text; a click and Left/Right (wrapping), Home and End switch it; Tab leaves the tab list', async ({
    page,
  }) => {
    await gotoHydrated(page, '/projects');
    await test.step('the first tab is the default, with its areas and the default text', async () => {
      await expectDefaultView(page);
      await expect
        .soft(tab(page, desktopSection.tabLabel))
        .toHaveAttribute('aria-selected', 'false');
      await expect.soft(tab(page, desktopSection.tabLabel)).toHaveAttribute('tabindex', '-1');
      for (const app of firstTabApps) await expect.soft(hotspot(page, app.name)).toBeVisible();
    });

    await test.step('a click switches the tab, its picture, areas and default text', async () => {
      await tab(page, desktopSection.tabLabel).click();
      await expectSectionSelected(page, desktopSection.tabLabel);
      await expect(deviceList(page, desktopSection.tabLabel)).toBeVisible();
      for (const app of inSection('desktop-apps'))
        await expect.soft(hotspot(page, app.name)).toBeVisible();
      await expect
        .soft(infoPanel(page, desktopSection.defaultTitle))
        .toContainText(must(desktopSection.defaultText[0], 'default text'));
      await tab(page, mobileSection.tabLabel).click();
      await expectSectionSelected(page, mobileSection.tabLabel);
      await expect(deviceList(page, mobileSection.tabLabel)).toBeVisible();
    });

    await test.step('Left/Right (wrapping), Home and End move and select; Tab leaves the tab list', async () => {
      const mobile = tab(page, mobileSection.tabLabel);
      const desktop = tab(page, desktopSection.tabLabel);
      await mobile.focus();
      const steps: [string, Locator, string][] = [
        ['ArrowRight', desktop, desktopSection.tabLabel],
        ['ArrowRight', mobile, mobileSection.tabLabel],
        ['ArrowLeft', desktop, desktopSection.tabLabel],
        ['Home', mobile, mobileSection.tabLabel],
        ['End', desktop, desktopSection.tabLabel],
      ];
      for (const [key, target, label] of steps) {
        await page.keyboard.press(key);
        await expect(target).toBeFocused();
        await expectSectionSelected(page, label);
      }
      // Tab leaves the tab list for the open tab: its list of projects comes first.
      await page.keyboard.press('Tab');
      const first = must(inSection('desktop-apps')[0], 'desktop app').name;
      await expect(page.locator(':focus')).toHaveAccessibleName(
        new RegExp(`^${escapeRegExp(first)}(\\s|$)`),
      );
      await expect(page.getByRole('tabpanel').locator(':focus')).toHaveCount(1);
    });
  });
});

test.describe('deep links', () => {
  for (const p of projects) {
    const section = must(
      projectSections.find((s) => s.id === p.section),
      p.section,
    );
    test(`#${p.section}&${p.id} on a fresh load selects the tab and project, then scrolls`, async ({
      page,
    }) => {
      await page.setViewportSize(SCROLLABLE);
      await pauseClock(page);
      await gotoHydrated(page, `/projects#${p.section}&${p.id}`);
      await expectSectionSelected(page, section.tabLabel);
      const panel = infoPanel(page, p.name);
      await expect(panel.getByRole('heading', { level: 2, name: p.name })).toBeVisible();
      await expect(carousel(page, p.name).getByText(caption(1, p.screens))).toBeVisible();
      await expect(hotspot(page, p.name)).toHaveAttribute('aria-expanded', 'true');
      expect(await scrollY(page)).toBe(0);
      await page.clock.runFor(99);
      expect(await scrollY(page)).toBe(0);
      await page.clock.runFor(1);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
      await expectScrolledToTabs(page);
    });
  }

  test('a footer link opens its project in-app, after the delay', async ({ page }) => {
    await page.setViewportSize(SCROLLABLE);
    await pauseClock(page);
    await gotoHydrated(page, '/experiences');
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Projects' })
      .getByRole('link', { name: featuredA.name });
    await footerLink.click();
    await expect(page).toHaveURL(`/projects${hashOf(featuredA)}`);
    await expectSectionSelected(page, sectionOf(featuredA).tabLabel);
    await expect(carousel(page, featuredA.name)).toContainText(caption(1, featuredA.screens));
    const before = await scrollY(page);
    await page.clock.runFor(100);
    await expectScrolledToTabs(page);
    expect(await scrollY(page)).not.toBe(before);

    // The same page, another project: switches tab (where it is on another) and project again.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Projects' })
      .getByRole('link', { name: featuredB.name })
      .click();
    await expectSectionSelected(page, sectionOf(featuredB).tabLabel);
    await expect(carousel(page, featuredB.name)).toContainText(caption(1, featuredB.screens));
    await page.clock.runFor(100);
    await expectScrolledToTabs(page);
  });

  test('a home card opens its project in-app', async ({ page }) => {
    await page.setViewportSize(SCROLLABLE);
    await gotoHydrated(page, '/');
    const card = featuredB;
    await page
      .getByRole('link', { name: new RegExp(escapeRegExp(card.cardText)) })
      .first()
      .click();
    await expect(page).toHaveURL(`/projects${hashOf(card)}`);
    await expectSectionSelected(page, sectionOf(card).tabLabel);
    await expect(carousel(page, card.name)).toContainText(caption(1, card.screens));
    await expectScrolledToTabs(page);
    expect(await scrollY(page)).toBeGreaterThan(0);
  });

  test('a timeline entry opens its project in-app', async ({ page }) => {
    await page.setViewportSize(SCROLLABLE);
    await gotoHydrated(page, '/experiences');
    const linked = timelineProject;
    await page
      .getByRole('link', { name: `View project: ${linked.name} on the Projects page` })
      .first()
      .click();
    await expect(page).toHaveURL(`/projects${hashOf(linked)}`);
    await expectSectionSelected(page, sectionOf(linked).tabLabel);
    await expect(carousel(page, linked.name)).toContainText(caption(1, linked.screens));
    await expectScrolledToTabs(page);
    expect(await scrollY(page)).toBeGreaterThan(0);
  });

  test('the same link again after choosing another tab selects its project again', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    const linked = featuredA;
    const otherTab = must(
      projectSections.find((s) => s.id !== linked.section),
      'another tab',
    );
    await gotoHydrated(page, `/projects${hashOf(linked)}`);
    // The visitor sees the linked project open before choosing another tab (a click during the
    // link's own selection raced it in CI).
    await expectSectionSelected(page, sectionOf(linked).tabLabel);
    await expect(infoPanel(page, linked.name)).toBeVisible();
    await tab(page, otherTab.tabLabel).click();
    await expectSectionSelected(page, otherTab.tabLabel);
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Projects' })
      .getByRole('link', { name: linked.name })
      .click();
    await expectSectionSelected(page, sectionOf(linked).tabLabel);
    await expect(infoPanel(page, linked.name)).toBeVisible();
  });

  test('browser back and forward move between two deep links', async ({ page }) => {
    await page.setViewportSize(WIDE);
    const [from, to] = [featuredA, featuredB];
    await gotoHydrated(page, `/projects${hashOf(from)}`);
    await expect(infoPanel(page, from.name)).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Projects' })
      .getByRole('link', { name: to.name })
      .click();
    await expectSectionSelected(page, sectionOf(to).tabLabel);
    await expect(infoPanel(page, to.name)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(`/projects${hashOf(from)}`);
    await expectSectionSelected(page, sectionOf(from).tabLabel);
    await expect(carousel(page, from.name)).toContainText(caption(1, from.screens));

    await page.goForward();
    await expect(page).toHaveURL(`/projects${hashOf(to)}`);
    await expectSectionSelected(page, sectionOf(to).tabLabel);
    await expect(carousel(page, to.name)).toContainText(caption(1, to.screens));
  });

  test('each malformed hash leaves the defaults', MACHINERY, async ({ page }) => {
    const hashes = [
      '#',
      '#&',
      '#mobile-apps&nope',
      '#%E0%A4%A',
      `#${'a'.repeat(5000)}`,
      '#<script>alert(1)</script>',
    ];
    test.setTimeout(hashes.length * 60_000);
    await page.setViewportSize(WIDE);
    for (const hash of hashes) {
      await test.step(`the malformed hash ${hash.slice(0, 30)} leaves the defaults`, async () => {
        await gotoHydrated(page, `/projects${hash}`);
        await expectDefaultView(page);
        await expect.soft(page.getByRole('button', { expanded: true })).toHaveCount(0);
      });
    }
  });

  test('entering Projects without a hash starts at the top', async ({ page }) => {
    await page.setViewportSize(SCROLLABLE);
    await gotoHydrated(page, '/experiences');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: navLabel('projects') })
      .click();
    await expect(page).toHaveURL('/projects');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expectDefaultView(page);
  });
});

test.describe('the hash drives an open page', () => {
  test.beforeEach(({ page }) => page.setViewportSize(WIDE));

  const expectProject = async (page: Page, p: (typeof projects)[number]) => {
    const section = must(
      projectSections.find((s) => s.id === p.section),
      p.section,
    );
    await expectSectionSelected(page, section.tabLabel);
    await expect(carousel(page, p.name)).toContainText(caption(1, p.screens));
    await expect(hotspot(page, p.name)).toHaveAttribute('aria-expanded', 'true');
  };

  test('location.hash set by a script selects tab and project; Back and Forward follow', async ({
    page,
  }) => {
    const [first, second] = [someB, someA];
    await gotoHydrated(page, '/projects');
    await expectDefaultView(page);
    await page.evaluate((hash) => (window.location.hash = hash), hashOf(first));
    await expectProject(page, first);
    await page.evaluate((hash) => (window.location.hash = hash), hashOf(second));
    await expectProject(page, second);
    await page.goBack();
    await expect(page).toHaveURL(`/projects${hashOf(first)}`);
    await expectProject(page, first);
    await page.goForward();
    await expectProject(page, second);
    // A hash that names nothing brings the defaults back.
    await page.evaluate(() => (window.location.hash = '#nothing'));
    await expectDefaultView(page);
  });

  test('a hash typed into the address bar selects tab and project', async ({ page }) => {
    const [first, second] = [someA, someB];
    await gotoHydrated(page, `/projects${hashOf(first)}`);
    await expectProject(page, first);
    // Same document, new hash: what the address bar does.
    await page.goto(`/projects${hashOf(second)}`);
    await expectProject(page, second);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    await page.goto(`/projects#${second.section}`);
    await expectSectionSelected(page, sectionOf(second).tabLabel);
    await expect(infoPanel(page, sectionOf(second).defaultTitle)).toBeVisible();
  });
});

test.describe('areas and the info panel', () => {
  test('an app opens by a click and closes by Close (focus back, Enter opens it again) and by Escape; an app opens on its first screenshot with its heading focused, and the list under the device switches apps', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await gotoHydrated(page, '/projects');
    await test.step('Close hides the panel and gives focus back to the area', async () => {
      const app = must(firstTabApps.at(-1), 'app on the first tab');
      await hotspot(page, app.name).click();
      await expect(hotspot(page, app.name)).toHaveAttribute('aria-expanded', 'true');
      await infoPanel(page, app.name).getByRole('button', { name: 'Close', exact: true }).click();
      await expect(infoPanel(page, app.name)).toHaveCount(0);
      await expect(hotspot(page, app.name)).toBeFocused();
      await expect(hotspot(page, app.name)).toHaveAttribute('aria-expanded', 'false');
      // The default text stays closed too.
      await expect(infoPanel(page, mobileSection.defaultTitle)).toHaveCount(0);
      await page.keyboard.press('Enter');
      await expect(infoPanel(page, app.name)).toBeVisible();
    });
    await test.step('Escape closes the panel and gives focus back to the area', async () => {
      await tab(page, desktopSection.tabLabel).click();
      const app = must(inSection(desktopSection.id).at(-1), 'app on the second tab');
      await hotspot(page, app.name).click();
      await expect(infoPanel(page, app.name).getByRole('heading', { level: 2 })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(infoPanel(page, app.name)).toHaveCount(0);
      await expect(hotspot(page, app.name)).toBeFocused();
    });
    await test.step('choosing an app opens its panel on the first screenshot and focuses its heading', async () => {
      await tab(page, browseSection.tabLabel).click();
      await hotspot(page, browsed.name).click();
      const panel = infoPanel(page, browsed.name);
      await expect(panel.getByRole('heading', { level: 2, name: browsed.name })).toBeFocused();
      const screenshots = carousel(page, browsed.name);
      await screenshots.getByRole('button', { name: 'Next screenshot' }).click();
      await expect(screenshots).toContainText(caption(2, browsed.screens));

      // While an app is open its icon is covered: the list under the device switches apps.
      const scrolls = await scrollIntoViewCalls(page);
      await indexEntry(page, otherApp.name).click();
      await expect(carousel(page, otherApp.name)).toContainText(caption(1, otherApp.screens));
      await deepLinkScrollDone(page, scrolls);
      await indexEntry(page, browsed.name).click();
      await expect(screenshots).toContainText(caption(1, browsed.screens));

      const repo = panel.getByRole('link', { name: repoLinkName(browsed) });
      await expect(repo).toHaveAttribute('href', browsed.repoUrl);
      await expect(repo).toHaveAttribute('target', '_blank');
      await expect(repo).toHaveAttribute('rel', 'noopener noreferrer');
      for (const bullet of browsed.bullets) await expect(panel).toContainText(plainText(bullet));
      await expect(
        panel.getByRole('list', { name: 'Built with' }).getByRole('listitem'),
      ).toHaveText(browsed.tech);
    });
  });

  test('areas are buttons in content order with a visible focus ring', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await gotoHydrated(page, '/projects');
    const buttons = deviceList(page, mobileSection.tabLabel).getByRole('button');
    await expect(buttons).toHaveCount(firstTabApps.length);
    for (const [i, app] of firstTabApps.entries())
      await expect(buttons.nth(i)).toHaveAccessibleName(app.name);
    const first = hotspot(page, must(firstTabApps[0], 'app on the first tab').name);
    await tab(page, mobileSection.tabLabel).focus();
    // The list of the tab's projects comes first (above the device up to 960 px), then the areas.
    for (let i = 0; i <= firstTabApps.length; i++) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await expect(first).toHaveCSS('outline-style', 'solid');
  });

  test('Close on the default text hides it and focuses the first area', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await gotoHydrated(page, '/projects');
    await infoPanel(page, mobileSection.defaultTitle)
      .getByRole('button', { name: 'Close', exact: true })
      .click();
    await expect(infoPanel(page, mobileSection.defaultTitle)).toHaveCount(0);
    await expect(hotspot(page, must(firstTabApps[0], 'app on the first tab').name)).toBeFocused();
  });

  for (const width of [900, 960]) {
    test(
      `at ${width} px wide the panel starts closed and opens on choosing an app`,
      MACHINERY,
      async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, '/projects');
        await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
        await expect(infoPanel(page, mobileSection.defaultTitle)).toHaveCount(0);
        const app = must(firstTabApps.at(-1), 'app on the first tab');
        await hotspot(page, app.name).click();
        await expect(
          infoPanel(page, app.name).getByRole('heading', { level: 2, name: app.name }),
        ).toBeFocused();
        await expect(carousel(page, app.name)).toContainText(caption(1, app.screens));
      },
    );
  }

  for (const width of [961, 1440]) {
    test(
      `at ${width} px wide the panel starts open with the default text`,
      MACHINERY,
      async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, '/projects');
        await expectDefaultView(page);
      },
    );
  }

  test('a narrow screen opens the panel of a deep link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, `/projects${hashOf(someA)}`);
    await expect(infoPanel(page, someA.name)).toBeVisible();
  });
});

/** The projects axe checks with their panel open, in both schemes. */
const axeChecked = new Set([browsed, someA, someB]);

/**
 * Each project as its deep link opens it at 1440 px, loaded once (and again in dark when axe
 * checks it): axe on its open panel, the first screenshot's caption and image (for the project
 * the carousel tests browse), its download, the carousel's screenshots one by one (wrapping both
 * ways) or its single screenshot, then arrow keys and swipes.
 */
test.describe('each project, deep-linked', () => {
  test.beforeEach(({ page }) => page.setViewportSize(WIDE));

  for (const p of projects) {
    const checks = [
      ...(axeChecked.has(p) ? ['no axe violations with its panel open (light, dark)'] : []),
      ...(p === browsed ? ['captions announced politely, screenshot sizes, async decoding'] : []),
      ...(p.download ? ['its download, served as it is, with its size'] : []),
      p.screens.length > 1
        ? `${p.screens.length} screenshots that wrap both ways`
        : 'a single screenshot, no previous/next',
      ...(p === browsed ? ['arrow keys and swipes'] : []),
    ];
    test(`${p.name}: ${checks.join('; ')}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await gotoDeepLink(page, `/projects#${p.section}&${p.id}`);
      if (axeChecked.has(p))
        await test.step('accessibility: no axe violations with the panel open (light)', async () => {
          await expect(infoPanel(page, p.name)).toBeVisible();
          expect.soft(await axeViolations(page)).toEqual([]);
        });
      if (p === browsed)
        await test.step('captions are announced politely, screenshots have sizes and decode async', async () => {
          const region = carousel(page, browsed.name);
          await expect(region.getByText(caption(1, browsed.screens))).toHaveAttribute(
            'aria-live',
            'polite',
          );
          const image = region.getByRole('img');
          const size = await sourceSize(must(browsed.screens[0], 'screen').image.src);
          await expect(image).toHaveAttribute('width', String(size.width));
          await expect(image).toHaveAttribute('height', String(size.height));
          await expect(image).toHaveAttribute('decoding', 'async');
        });
      if (p.download)
        await test.step('downloads: the panel links the file, served as it is, with its size', async () => {
          const download = must(p.download, 'download');
          const link = infoPanel(page, p.name).getByRole('link', { name: download.label });
          await expect(link).toHaveAttribute('href', download.href);
          await expect(link).toHaveAttribute('download', download.fileName);

          const response = await page.request.get(download.href);
          expect(response.status()).toBe(200);
          const bytes = await response.body();
          // The file as the owner put it in (content folder or public/), byte for byte.
          const source = downloadSource(download.href, {
            content: contentDir(),
            public: path.resolve('public'),
          });
          expect(source, `${download.href} in the content folder or public/`).toBeDefined();
          expect(bytes.equals(readFileSync(source ?? ''))).toBe(true);
          // The size the build read from the file, next to the label.
          await expect(link).toHaveText(`${download.label} (${formatBytes(bytes.length)})`);
        });
      if (p.screens.length > 1)
        await test.step(`screenshot carousel: ${p.screens.length} screenshots that wrap both ways`, async () => {
          const region = carousel(page, p.name);
          const count = p.screens.length;
          const expectScreen = async (n: number) => {
            const screen = must(p.screens[n - 1], 'screen');
            await expect(region.getByText(caption(n, p.screens), { exact: true })).toBeVisible();
            await expect(region.getByRole('img')).toHaveAccessibleName(screen.image.alt);
            await expect(region).toContainText(screen.description);
            // Once the visitor uses the carousel, the next screenshot waits hidden in the page.
            await expect(region.locator('[data-direction] img')).toHaveCount(2);
            await expect(region.locator('[data-direction] img[hidden]')).toHaveAttribute(
              'alt',
              must(p.screens[n % count], 'next screen').image.alt,
            );
          };
          const previous = region.getByRole('button', { name: 'Previous screenshot' });
          const next = region.getByRole('button', { name: 'Next screenshot' });
          await region.hover();
          await expectScreen(1);
          // Previous from the first shows the last; next from the last shows the first.
          await previous.click();
          await expectScreen(count);
          await next.click();
          await expectScreen(1);
          for (let n = 2; n <= count; n++) {
            await next.click();
            await expectScreen(n);
          }
          await next.click();
          await expectScreen(1);
        });
      else
        await test.step('screenshot carousel: a single screenshot, no previous/next', async () => {
          const region = carousel(page, p.name);
          await expect(region.getByText(caption(1, p.screens), { exact: true })).toBeVisible();
          await expect(region.getByRole('button', { name: /screenshot/ })).toHaveCount(0);
          await expect(region.locator('[data-direction] img')).toHaveCount(1);
          await expect(region.getByRole('img')).toHaveAccessibleName(
            must(p.screens[0], 'screen').image.alt,
          );
        });
      if (p === browsed)
        await test.step('arrow keys move while the carousel has focus; swipes move too', async () => {
          const shown = browsed;
          const last = shown.screens.length;
          const region = carousel(page, shown.name);
          await region.focus();
          await page.keyboard.press('ArrowRight');
          await expect(region).toContainText(caption(2, shown.screens));
          await page.keyboard.press('ArrowLeft');
          await page.keyboard.press('ArrowLeft');
          await expect(region).toContainText(caption(last, shown.screens));

          const image = region.getByRole('img');
          const box = must(await image.boundingBox(), 'screenshot box');
          const swipe = async (dx: number, dy = 0) => {
            const x = box.x + box.width / 2;
            const y = box.y + box.height / 2;
            const init = { pointerId: 7, isPrimary: true, pointerType: 'touch', bubbles: true };
            await image.dispatchEvent('pointerdown', { ...init, clientX: x, clientY: y });
            await image.dispatchEvent('pointerup', { ...init, clientX: x + dx, clientY: y + dy });
          };
          await swipe(-80);
          await expect(region).toContainText(caption(1, shown.screens));
          await swipe(80);
          await expect(region).toContainText(caption(last, shown.screens));
          await swipe(-30);
          await swipe(-60, 120);
          await expect(region).toContainText(caption(last, shown.screens));
        });
      if (!axeChecked.has(p)) return;
      await page.emulateMedia({ colorScheme: 'dark' });
      await gotoDeepLink(page, `/projects#${p.section}&${p.id}`);
      await test.step('accessibility: no axe violations with the panel open (dark)', async () => {
        await expect(infoPanel(page, p.name)).toBeVisible();
        expect.soft(await axeViolations(page)).toEqual([]);
      });
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** A project's written-out details: the element its deep link's hash names. */
  const article = (page: Page, p: (typeof projects)[number]) =>
    page.locator(`article[id="${p.section}&${p.id}"]`);

  for (const [width, isOpen] of [
    [900, false],
    [1440, true],
  ] as const) {
    test(`at ${width} px both devices show, the default panel: ${isOpen}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/projects');
      // Tabs cannot switch without a script: both sections are on the page, one after the other.
      await expect(page.getByRole('tablist')).toBeHidden();
      for (const section of [mobileSection, desktopSection]) {
        const list = page.getByRole('list', { name: new RegExp(`^${section.tabLabel}: \\d+ `) });
        await expect(list).toBeVisible();
        for (const app of inSection(section.id))
          await expect(list.getByRole('link', { name: app.name, exact: true })).toHaveAttribute(
            'href',
            `#${app.section}&${app.id}`,
          );
      }
      const heading = page.getByRole('heading', {
        level: 2,
        name: mobileSection.defaultTitle,
        exact: true,
      });
      if (isOpen) await expect(heading).toBeVisible();
      else await expect(heading).toBeHidden();
    });
  }

  test('every project of both tabs is written out: name, text, tech, links, first screenshot', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/projects');
    for (const p of projects) {
      const details = article(page, p);
      await details.scrollIntoViewIfNeeded();
      await expect(details.getByRole('heading', { level: 3 })).toHaveText(p.name);
      for (const bullet of p.bullets) await expect(details).toContainText(plainText(bullet));
      await expect(
        details.getByRole('list', { name: 'Built with' }).getByRole('listitem'),
      ).toHaveText(p.tech);
      await expect(details.getByRole('link', { name: /^Source code/ })).toHaveAttribute(
        'href',
        p.repoUrl,
      );
      const first = must(p.screens[0], 'screen');
      await expect(details.getByRole('img', { name: first.image.alt, exact: true })).toBeVisible();
      await expect(details).toContainText(caption(1, p.screens));
      if (p.download)
        await expect(details.getByRole('link', { name: p.download.label })).toHaveAttribute(
          'download',
          p.download.fileName,
        );
    }
  });

  test('a deep link works as a plain anchor, and so does every icon', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const last = must(projects.at(-1), 'a project');
    await page.goto(`/projects#${last.section}&${last.id}`);
    await expect(article(page, last)).toBeInViewport();
    const first = must(projects[0], 'a project');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: first.name, exact: true }).first().click();
    await expect(page).toHaveURL(`/projects#${first.section}&${first.id}`);
    await expect(article(page, first)).toBeInViewport();
  });
});
