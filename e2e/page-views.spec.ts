/**
 * Every page of the site in every language, loaded once per colour scheme at the browser's
 * default window (1280 × 720), with every check that looks at that page in that state (issue 55:
 * a page load costs about a core-second; the checks cost little). Each check is a step named
 * after what it checks and the spec it came from, and asserts softly, so one failure names its
 * check and hides none of the others:
 * - the page's language, title, canonical URL and alternates (languages.spec),
 * - its title and single <h1> (foundation.spec, "routes"),
 * - nothing blocks rendering and no stylesheet is fetched (first-paint.spec),
 * - only safe links once the page runs (links.spec),
 * - no axe violations, in light and then, loaded again, in dark (foundation.spec,
 *   "accessibility"; languages.spec for the other languages' pages), and loaded again with a
 *   theme chosen against the system's setting, each way (theme.spec).
 */
import type { Page } from '@playwright/test';
import { localePath } from '../src/i18n/languages';
import { contentIn, languages, site } from '@/test/content';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';
import { unsafeLinkReason } from './links';
import { allPages, builtHtml, titleOf } from './site';
import { drawn, option } from './theme';
import { THEME_STORAGE_KEY } from '../src/lib/theme';

/** The public site URL of the main build (no VITE_SITE_URL is set for tests). */
const SITE = site.url;
const [defaultLang = 'en'] = languages;

/** `href` of the main build's public URL as a path of the test server. */
const localPathOf = (href: string) => href.replace(SITE, '') || '/';

/** The page's language, title, canonical URL, heading and alternates (hreflang, naming it back). */
async function languageChecks(page: Page, p: (typeof allPages)[number]) {
  const content = contentIn(p.lang);
  expect
    .soft(p.path)
    .toBe(
      localePath(
        contentIn(defaultLang).pages.find((d) => d.id === p.id)?.path ?? '',
        p.lang,
        languages,
      ),
    );
  await expect.soft(page.locator('html')).toHaveAttribute('lang', p.lang);
  await expect.soft(page).toHaveTitle(titleOf(p.path, content));
  await expect
    .soft(page.locator('head link[rel="canonical"]'))
    .toHaveAttribute('href', `${SITE}${p.path}`);
  await expect.soft(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => ({ lang: l.getAttribute('hreflang'), href: l.getAttribute('href') })),
    );
  if (languages.length === 1) {
    expect.soft(alternates).toEqual([]);
    return;
  }
  expect.soft(alternates.map((a) => a.lang)).toEqual([...languages, 'x-default']);
  expect.soft(alternates.find((a) => a.lang === p.lang)?.href).toBe(`${SITE}${p.path}`);
  // Every alternate is a page of the site that names this one back.
  for (const alternate of alternates) {
    const other = builtHtml(localPathOf(alternate.href ?? ''));
    expect
      .soft(other, alternate.href ?? '')
      .toContain(`hrefLang="${p.lang}" href="${SITE}${p.path}"`);
  }
}

/** Nothing the page loaded blocked rendering, no stylesheet was fetched, the inline CSS applies. */
async function firstPaintChecks(page: Page) {
  const resources = await page.evaluate(() =>
    // renderBlockingStatus: Chromium's Resource Timing field, not yet in TypeScript's DOM types.
    (
      performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
        renderBlockingStatus?: string;
      })[]
    ).map((e) => ({ name: e.name, renderBlockingStatus: e.renderBlockingStatus })),
  );
  expect.soft(resources.filter((r) => r.renderBlockingStatus === 'blocking')).toEqual([]);
  expect.soft(resources.filter((r) => new URL(r.name).pathname.endsWith('.css'))).toEqual([]);
  // Styled from the inline CSS: the page's tokens apply.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect.soft(background).not.toBe('rgba(0, 0, 0, 0)');
}

/** Every link of the running page that opens a new tab or leaves the site is safe. */
async function linkChecks(page: Page, baseURL: string | undefined) {
  const links = await page.locator('a').evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: a.getAttribute('href') ?? '',
      target: a.getAttribute('target') ?? '',
      rel: a.getAttribute('rel') ?? '',
    })),
  );
  expect.soft(links.filter((link) => unsafeLinkReason(link, baseURL ?? SITE))).toEqual([]);
}

for (const p of allPages) {
  const isDefault = p.lang === defaultLang;
  test(`${p.path} (${p.lang}), ${isDefault ? 'light then dark: language, title, first paint, links and axe; axe with a chosen theme against the system setting' : 'light: language, title, first paint and axe'}`, async ({
    page,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, p.path);
    await test.step('languages: lang, title, canonical and alternates', () =>
      languageChecks(page, p));
    if (isDefault)
      await test.step('routes: its title and one <h1>', async () => {
        await expect.soft(page).toHaveTitle(titleOf(p.path));
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      });
    await test.step('first paint: nothing blocks rendering and no stylesheet is fetched', () =>
      firstPaintChecks(page));
    if (isDefault)
      await test.step('links: only safe links once the page runs', () => linkChecks(page, baseURL));
    await test.step('axe (light): no violations', async () => {
      expect.soft(await axeViolations(page), p.path).toEqual([]);
    });
    // The other languages' pages were checked by axe in the default scheme only.
    if (!isDefault) return;
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, p.path);
    await test.step('axe (dark): no violations', async () => {
      expect.soft(await axeViolations(page), p.path).toEqual([]);
    });
    // A visitor who chose a theme against their system's setting (theme.spec).
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        theme,
      ] as const);
      await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' });
      await gotoHydrated(page, p.path);
      await test.step(`theme: no axe violations in ${theme}, against the system setting`, async () => {
        await expect.soft(option(page, theme === 'dark' ? 'Dark' : 'Light')).toBeChecked();
        expect.soft(await drawn(page)).toMatchObject({ theme, colorScheme: theme });
        expect.soft(await axeViolations(page), p.path).toEqual([]);
      });
    }
  });
}
