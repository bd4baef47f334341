import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations, builtSiteTest, expect, gotoHydrated, test } from './fixtures';
import { overviewProjectIds } from '@/test/content';
import { navLabel, sitemapEntries, pages, profile, projects, titleOf } from './site';
import { ANALYTICS_BUILD, MEASUREMENT_ID, SITE_URL } from './analyticsBuild';
import { startVariant, type Variant } from './variants';
import {
  answerConsent,
  consentPrompt,
  consentWords,
  paints,
  privacyChoices,
  recordPaints,
  visitorWho,
} from './consent';
import { cspViolations, recordCspViolations } from './csp';

/*
 * The variant is built at the root: a BASE_PATH build currently puts the prerendered pages in
 * dist/<base>/ (foundation issue, reported). The base path of the generated files is covered by
 * scripts/seo/seo.test.ts.
 */
const BASE = '/';
/** The analytics host: it answers with an empty script, so gtag never sends or confirms. */
const ANALYTICS_HOST = /^https:\/\/www\.googletagmanager\.com\//;
/** Any of Google's hosts: nothing may reach them before the visitor says yes. */
const GOOGLE_HOSTS = /^https:\/\/([^/]+\.)?(googletagmanager|google-analytics|google)\.com\//;

// One worker builds the variant and runs these tests in order (the tests share its build).
test.describe.configure({ mode: 'default' });

let variant: Variant;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  variant = await startVariant(ANALYTICS_BUILD.name, ANALYTICS_BUILD.env);
});
test.afterAll(async () => variant.close());

/**
 * Serves the gtag script as an empty body (never the network) and refuses Google's other hosts;
 * returns every URL of Google's the page asked for.
 */
async function stubAnalyticsHost(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(GOOGLE_HOSTS, (route) => {
    requested.push(route.request().url());
    return ANALYTICS_HOST.test(route.request().url())
      ? route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
      : route.abort('blockedbyclient');
  });
  return requested;
}

/** gtag calls in window.dataLayer, as arrays, with functions named instead of included. */
function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => {
    const layer = (window as Window & { dataLayer?: IArguments[] }).dataLayer ?? [];
    return layer.map((entry) =>
      Array.from(entry).map((arg: unknown) =>
        arg instanceof Date ? 'date' : typeof arg === 'function' ? 'function' : arg,
      ),
    );
  });
}

async function pageViews(page: Page) {
  const calls = await gtagCalls(page);
  return calls
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => params as { page_path: string; page_title: string });
}

/** The social link that opens in the same tab. */
const [mailLink] = profile.social.filter((link) => link.href.startsWith('mailto:'));
if (!mailLink) throw new Error('the content has no mailto: social link');

const pathOf = (route: string) => `${BASE}${route.slice(1)}`;

/** Whether the page has anything of gtag's: its script element or its data layer. */
function hasGtag(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      'dataLayer' in window ||
      'gtag' in window ||
      document.querySelector('script[src*="googletagmanager"]') !== null,
  );
}

test.describe('the consent prompt', () => {
  test('before an answer: asked, nothing of Google loaded, no cookie, nothing shifted', async ({
    page,
  }) => {
    const requested = await stubAnalyticsHost(page);
    await recordPaints(page);
    await recordCspViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, variant.url);
    await expect(consentPrompt(page)).toBeVisible();
    await expect(privacyChoices(page)).toBeVisible();
    // Its answers are the same size: "no" is as easy as "yes".
    const sizes = await consentPrompt(page)
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.map((b) => [b.getBoundingClientRect().width, b.getBoundingClientRect().height]),
      );
    expect(sizes).toHaveLength(2);
    expect(sizes[0]).toEqual(sizes[1]);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await paints(page)).toEqual({ layoutShift: 0, lcpInPrompt: 0 });
    // Moving through the site does not make it send anything either (the prompt asks again
    // once the visitor is there: gotoHydrated is a key press).
    await gotoHydrated(page, `${variant.url}projects`);
    await expect(consentPrompt(page)).toBeVisible();
    expect(await hasGtag(page)).toBe(false);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(requested).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  for (const scheme of ['light', 'dark'] as const)
    test(`axe finds nothing with the prompt open (${scheme})`, async ({ page }) => {
      await stubAnalyticsHost(page);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, variant.url);
      await expect(consentPrompt(page)).toBeVisible();
      await expect
        .poll(() =>
          consentPrompt(page).evaluate((el) =>
            el.getAnimations().every((a) => a.playState === 'finished'),
          ),
        )
        .toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });

  test('after "no": nothing on this page, the next ones or the next visit, and no nagging', async ({
    page,
  }) => {
    const requested = await stubAnalyticsHost(page);
    await recordCspViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, variant.url);
    await answerConsent(page, 'decline');
    await expect(consentPrompt(page)).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const p of pages.slice(1)) {
      await nav.getByRole('link', { name: p.navLabel, exact: true }).click();
      await expect(page).toHaveTitle(titleOf(p.path));
    }
    await gotoHydrated(page, `${variant.url}projects`);
    await expect(privacyChoices(page)).toBeVisible();
    await expect(consentPrompt(page)).toHaveCount(0);
    expect(await hasGtag(page)).toBe(false);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(requested).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('the footer link opens it again: focus goes in, and back to the link', async ({ page }) => {
    await stubAnalyticsHost(page);
    await gotoHydrated(page, variant.url);
    await answerConsent(page, 'decline');
    const link = privacyChoices(page);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(consentPrompt(page)).toBeVisible();
    await expect(consentPrompt(page)).toContainText(consentWords.declined);
    await expect(page.getByRole('heading', { name: consentWords.heading })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: consentWords.allow })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(consentPrompt(page)).toHaveCount(0);
    await expect(link).toBeFocused();
    await expect.poll(() => pageViews(page)).toHaveLength(1);
  });

  test('asked again only when the owner changes the settings', async ({ page }) => {
    await stubAnalyticsHost(page);
    await gotoHydrated(page, variant.url);
    await answerConsent(page, 'allow');
    await gotoHydrated(page, `${variant.url}about-me`);
    await expect(privacyChoices(page)).toBeVisible();
    await expect(consentPrompt(page)).toHaveCount(0);
    // An answer given for another measurement id (the owner changed it since).
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('analytics-consent') ?? '{}') as object;
      localStorage.setItem('analytics-consent', JSON.stringify({ ...stored, settings: 'G-OLD1' }));
    });
    await gotoHydrated(page, variant.url);
    await expect(consentPrompt(page)).toBeVisible();
  });

  for (const sends of ['doNotTrack', 'globalPrivacyControl', 'blocksStorage'] as const)
    test(`a visitor whose browser ${sends === 'blocksStorage' ? 'blocks storage' : `sends ${sends}`} is not asked and sends nothing`, async ({
      page,
    }) => {
      const requested = await stubAnalyticsHost(page);
      await visitorWho(page, sends);
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoHydrated(page, variant.url);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: navLabel('experiences'), exact: true })
        .click();
      await expect(page).toHaveTitle(titleOf('/experiences'));
      await expect(consentPrompt(page)).toHaveCount(0);
      await expect(privacyChoices(page)).toBeHidden();
      expect(await hasGtag(page)).toBe(false);
      expect(requested).toEqual([]);
    });
});

test.describe('with a measurement id, after "yes"', () => {
  test('initialises once and sends one page view per page entry', async ({ page }) => {
    const requested = await stubAnalyticsHost(page);
    await recordCspViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, variant.url);
    expect(requested).toEqual([]);
    await answerConsent(page, 'allow');
    await expect
      .poll(() => pageViews(page))
      .toEqual([
        { page_path: BASE, page_title: titleOf('/'), page_location: `${variant.origin}${BASE}` },
      ]);
    const calls = await gtagCalls(page);
    expect(calls.filter(([command]) => command === 'config')).toEqual([
      ['config', MEASUREMENT_ID, { send_page_view: false }],
    ]);
    expect(requested).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);

    const nav = page.getByRole('navigation', { name: 'Main' });
    // Every page from the home page, then back home.
    const [home, ...others] = pages;
    if (!home) throw new Error('no pages');
    const visits = [...others, home];
    for (const [i, target] of visits.entries()) {
      await nav.getByRole('link', { name: target.navLabel, exact: true }).click();
      await expect(page).toHaveTitle(titleOf(target.path));
      await expect.poll(async () => (await pageViews(page)).length).toBe(i + 2);
    }
    expect((await pageViews(page)).map((view) => [view.page_path, view.page_title])).toEqual(
      [home, ...visits].map((p) => [pathOf(p.path), titleOf(p.path)]),
    );
    expect(await cspViolations(page)).toEqual([]);
  });

  test('a hash change on /projects is not a new page entry', async ({ page }) => {
    await stubAnalyticsHost(page);
    await gotoHydrated(page, `${variant.url}projects`);
    await answerConsent(page, 'allow');
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Projects' })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/projects#/);
    // Another project than the footer's first (the first featured one).
    const other = projects.find((p) => p.id !== overviewProjectIds[0]);
    if (!other) throw new Error('the content needs two projects');
    const hash = `#${other.section}&${other.id}`;
    await page.evaluate((next) => {
      window.location.hash = next;
    }, hash);
    await expect(page).toHaveURL(`${variant.url}projects${hash}`);
    // A page view would be pushed within the same task as the navigation; give it a frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect((await pageViews(page)).map((view) => view.page_path)).toEqual([pathOf('/projects')]);
  });

  test('an outbound same-tab link goes on after 250 ms when analytics never answers', async ({
    page,
  }) => {
    await stubAnalyticsHost(page);
    await page.clock.install();
    await gotoHydrated(page, `${variant.url}about-me`);
    await answerConsent(page, 'allow');
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    await page.clock.pauseAt(Date.now() + 60_000);
    // Records what reaches the browser after the site's handlers: whether the link would be
    // followed. It then stops the mailto: itself (a test browser has no mail program).
    await page.evaluate(() => {
      const record: boolean[] = [];
      (window as Window & { linkClicks?: boolean[] }).linkClicks = record;
      window.addEventListener('click', (event) => {
        if (!(event.target instanceof Element) || !event.target.closest('a[href^="mailto:"]'))
          return;
        record.push(!event.defaultPrevented);
        event.preventDefault();
      });
    });
    const linkClicks = () =>
      page.evaluate(() => (window as Window & { linkClicks?: boolean[] }).linkClicks);

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: mailLink.label, exact: true })
      .click();
    await expect
      .poll(async () =>
        (await gtagCalls(page)).filter(
          ([command, name]) => command === 'event' && name === 'click',
        ),
      )
      .toEqual([
        [
          'event',
          'click',
          expect.objectContaining({
            event_category: 'outbound',
            link_url: mailLink.href,
          }),
        ],
      ]);
    expect(await linkClicks()).toEqual([false]);
    await page.clock.runFor(249);
    expect(await linkClicks()).toEqual([false]);
    await page.clock.runFor(1);
    expect(await linkClicks()).toEqual([false, true]);
  });
});

test.describe('files of a build with its own site URL', () => {
  builtSiteTest('sitemap.xml, robots.txt, manifest and canonical follow VITE_SITE_URL', () => {
    const read = (file: string) => readFileSync(path.join(variant.dir, file), 'utf8');
    const locs = [...read('sitemap.xml').matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(sitemapEntries.map((p) => `${SITE_URL}${pathOf(p.path)}`));
    expect(read('robots.txt')).toContain(`Sitemap: ${SITE_URL}${BASE}sitemap.xml`);
    expect(JSON.parse(read('site.webmanifest'))).toMatchObject({ start_url: BASE, scope: BASE });
    const projects = read('projects/index.html');
    expect(projects).toContain(`<link rel="canonical" href="${SITE_URL}${BASE}projects"/>`);
    expect(projects).toContain(
      `<meta property="og:image" content="${SITE_URL}${BASE}og-image.png"/>`,
    );
    expect(projects).toContain(
      `<link rel="icon" href="${BASE}favicon.ico" sizes="32x32"/><link rel="icon" href="data:image/svg+xml,`,
    );
  });
});

test('VITE_LAST_UPDATED overrides the build date in the footer', async ({ page }) => {
  await stubAnalyticsHost(page);
  await page.goto(variant.url);
  await expect(page.getByRole('contentinfo')).toContainText('Last Updated: March 4, 2025');
});
