/**
 * The site in each of the owner's languages (site.ts `languages`): every page prerendered at
 * its address with its `lang`, title, canonical URL and the same page in every language
 * (hreflang, pointing back); the switcher keeps the page and the project; the form speaks the
 * page's language; an unknown path under a prefix ends at that language's home; a page carries
 * only its own language's words. A one-language owner gets none of it: no prefixed pages, no
 * switcher, no alternates.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outDir } from '../build-config';
import { dictionaries } from '../src/i18n/dictionary';
import { LANGUAGE_NAMES, localePath } from '../src/i18n/languages';
import type { Strings } from '../src/i18n/strings/en';
import { projectHash } from '../src/lib/projectHash';
import type { Lang } from '../src/model/types';
import { contentIn, languages, site } from '@/test/content';
import { contactForm, fillContactForm, takeFailedLoadErrors } from './contact';
import { builtSiteTest, expect, gotoHydrated, test, waitForHydration } from './fixtures';
import { builtHtml, sitemapEntries } from './site';

/** The public site URL of the main build (no VITE_SITE_URL is set for tests). */
const SITE = site.url;
const [defaultLang = 'en'] = languages;
const others = languages.slice(1);

/** Every text of a dictionary (its leaves). */
function textsOf(strings: Strings): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(strings);
  return out;
}

/** Texts of `lang`'s dictionary that no other language of the site shares: its own words. */
function ownWords(lang: Lang): string[] {
  const elsewhere = new Set(
    languages.filter((l) => l !== lang).flatMap((l) => textsOf(dictionaries[l])),
  );
  // Whole phrases only (a lone word such as 'Projects' may also be the owner's text).
  return textsOf(dictionaries[lang]).filter(
    (text) =>
      !elsewhere.has(text) && text.includes(' ') && text.replace(/\{\w+\}/g, '').length >= 12,
  );
}

for (const lang of languages) {
  const content = contentIn(lang);
  const strings = dictionaries[lang];

  test.describe(`the site in ${LANGUAGE_NAMES[lang]} (${lang})`, () => {
    // Each page's lang, title, canonical URL and alternates, and axe on it: e2e/page-views.spec.ts,
    // on the page's one load.

    test(`the contact form answers in ${lang}`, async ({ page }) => {
      const about = content.pages.find((p) => p.id === 'aboutMe');
      await page.clock.install();
      await gotoHydrated(page, about?.path ?? '/');
      await page.clock.pauseAt(Date.now() + 60_000);
      const form = contactForm(page, strings);
      await fillContactForm(page, undefined, strings);
      await form.send.click();
      // This build has no e-mail service set up: the send fails, in the page's words.
      await expect(form.alert).toHaveText(strings.contact.failed);
      await expect(form.name).toHaveValue(/\S/);
    });

    builtSiteTest(`a ${lang} page carries only ${lang} interface words`, () => {
      const foreign = languages.filter((l) => l !== lang).flatMap(ownWords);
      for (const p of content.pages) {
        const html = builtHtml(p.path);
        for (const text of foreign) expect(html, `${p.path} holds “${text}”`).not.toContain(text);
      }
    });
  });
}

builtSiteTest(
  'the sitemap lists every page in every language, each with the same alternates as its head',
  () => {
    const xml = readFileSync(path.join(outDir(), 'sitemap.xml'), 'utf8');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    const locs = urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)?.[1]);
    expect(locs).toEqual(sitemapEntries.map((p) => `${SITE}${p.path}`));
    for (const [i, url] of urls.entries()) {
      const links = [
        ...url.matchAll(/<xhtml:link rel="alternate" hreflang="(.*?)" href="(.*?)"\/>/g),
      ];
      const entry = sitemapEntries[i];
      if (languages.length === 1) {
        expect(links).toEqual([]);
        continue;
      }
      // The sitemap and the page's own head name the same alternates.
      const head = [
        ...builtHtml(entry?.path ?? '').matchAll(
          /<link rel="alternate" hrefLang="(.*?)" href="(.*?)"\/>/g,
        ),
      ];
      expect(links.map((l) => [l[1], l[2]])).toEqual(head.map((l) => [l[1], l[2]]));
      expect(links.map((l) => l[1])).toEqual([...(entry?.languages ?? []), 'x-default']);
      for (const link of links) expect(locs).toContain(link[2]);
    }
  },
);

builtSiteTest('no page’s JavaScript carries a dictionary', () => {
  const assets = path.join(outDir(), 'assets');
  const scripts = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'));
  const words = languages.flatMap(ownWords);
  expect(words.length).toBeGreaterThan(0);
  for (const text of words)
    expect(
      scripts.some((script) => script.includes(text)),
      `“${text}” in a script`,
    ).toBe(false);
});

if (others.length > 0) {
  test.describe('the language switcher', () => {
    for (const lang of languages) {
      const content = contentIn(lang);
      for (const other of languages.filter((l) => l !== lang)) {
        test(`leads from each ${lang} page to the same page in ${other}`, async ({ page }) => {
          for (const p of content.pages) {
            await gotoHydrated(page, p.path);
            const link = page
              .getByRole('banner')
              .getByRole('link', { name: LANGUAGE_NAMES[other], exact: true });
            await expect(link).toHaveAttribute('hreflang', other);
            await expect(link).toHaveAttribute('lang', other);
            const target = contentIn(other).pages.find((t) => t.id === p.id);
            await link.click();
            await expect(page.locator('html')).toHaveAttribute('lang', other);
            expect(new URL(page.url()).pathname.replace(/(.)\/$/, '$1')).toBe(
              (target?.path ?? '').replace(/(.)\/$/, '$1'),
            );
          }
        });
      }

      const [project] = content.projects;
      const projectsPage = content.pages.find((p) => p.id === 'projects');
      if (project && projectsPage)
        test(`keeps the open project when it changes ${lang} to another language`, async ({
          page,
        }) => {
          const hash = projectHash(project.section, project.id);
          await gotoHydrated(page, `${projectsPage.path}${hash}`);
          const other = languages.find((l) => l !== lang) ?? lang;
          const translated = contentIn(other).projects.find((q) => q.id === project.id);
          await page
            .getByRole('banner')
            .getByRole('link', { name: LANGUAGE_NAMES[other], exact: true })
            .click();
          await waitForHydration(page);
          const url = new URL(page.url());
          expect(url.pathname).toBe(contentIn(other).pages.find((p) => p.id === 'projects')?.path);
          expect(decodeURIComponent(url.hash)).toBe(hash);
          await expect(
            page.getByRole('region', { name: translated?.name, exact: true }).getByRole('heading', {
              level: 2,
              name: translated?.name,
            }),
          ).toBeVisible();
        });
    }

    test('is in the phone menu and reached by keyboard', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, '/');
      const strings = dictionaries[defaultLang];
      await page.getByRole('button', { name: strings.nav.openMenu }).click();
      const link = page.getByRole('link', { name: LANGUAGE_NAMES[others[0] ?? defaultLang] });
      await expect(link).toBeVisible();
      await link.focus();
      await expect(link).toBeFocused();
    });
  });

  for (const lang of others) {
    test(`an unknown path under /${lang}/ ends at /${lang}/`, async ({ page, consoleErrors }) => {
      const home = localePath('/', lang, languages);
      await page.goto(`/${lang}/no-such-page`);
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // A static host answers with 404.html, which does the same.
      const notFound = readFileSync(path.join(outDir(), '404.html'), 'utf8');
      await page.route(`**/${lang}/elsewhere`, (route) =>
        route.fulfill({ status: 404, contentType: 'text/html', body: notFound }),
      );
      await page.goto(`/${lang}/elsewhere`);
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      // The host's 404 status, reported on the console, is what it should answer.
      expect(takeFailedLoadErrors(consoleErrors)).toHaveLength(1);
    });
  }
} else {
  test('a one-language site has no language prefixes and no switcher', async ({ page }) => {
    const prefixed = Object.keys(LANGUAGE_NAMES).filter((l) => l !== defaultLang);
    for (const lang of prefixed) expect(existsSync(path.join(outDir(), lang))).toBe(false);
    await gotoHydrated(page, '/');
    await expect(page.locator('a[hreflang]')).toHaveCount(0);
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
    for (const lang of prefixed) {
      await page.goto(`/${lang}/`);
      await expect(page).toHaveURL(/\/$/);
      expect(new URL(page.url()).pathname).toBe('/');
    }
  });
}
