/**
 * Writing (issue #23): the owner's posts, listed and read, in every language of the site, as
 * HTML made at build time. Every expectation is read from the owner's posts
 * (`<CONTENT_DIR>/posts/`, through the same code as the build); an owner without posts must show
 * no trace of the feature.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { contentDir } from '../build-config';
import { readPostFiles } from '../scripts/posts/posts';
import { FEED_ITEMS } from '../scripts/seo/feeds';
import { FEEDS } from '../src/lib/siteFiles';
import { localePath } from '../src/i18n/languages';
import { readingMinutes, TOC_FROM_SECTIONS } from '../src/model/post';
import { postsIn } from '@/lib/posts';
import { contentIn, languages } from '@/test/content';
import { cspViolations, recordCspViolations } from './csp';
import { axeViolations, builtSiteTest, expect, gotoDeepLink, gotoHydrated, test } from './fixtures';

const hasPosts = languages.some((lang) => postsIn(lang).length > 0);
const writingPath = (lang: (typeof languages)[number]) => localePath('/writing', lang, languages);
const postPath = (lang: (typeof languages)[number], slug: string) =>
  localePath(`/writing/${slug}`, lang, languages);

/** The drafts of the content folder: never in a build. */
const drafts = readPostFiles(contentDir(), languages).files.filter((f) => f.data.draft);

// An owner with posts has Writing (below); registered only for an owner without any.
if (!hasPosts) {
  test('an owner without posts sees no trace of Writing: no Writing link, page, feed or sitemap entry', async ({
    page,
    request,
  }) => {
    for (const lang of languages) {
      await gotoHydrated(page, localePath('/', lang, languages));
      await expect(page.locator('a[href$="/writing"]')).toHaveCount(0);
      await expect(
        page.locator('link[rel="alternate"][type*="feed"], link[type*="rss"]'),
      ).toHaveCount(0);
      for (const feed of FEEDS) {
        const response = await request.get(localePath(`/${feed.file}`, lang, languages));
        expect(response.status(), feed.file).toBe(404);
      }
      // The address is no page: the site's unknown-address behaviour (its home page).
      await page.goto(writingPath(lang));
      await expect(page.locator('h1')).not.toHaveText(/^$/);
      await expect(page.locator('[data-post-body]')).toHaveCount(0);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/writing');
  });
}

// Registered only for an owner with posts (one without: above); likewise, below, each test
// whose subject the owner's posts lack (a tag only some posts have, a case study, code).
if (hasPosts)
  test.describe('Writing', () => {
    for (const lang of languages) {
      const posts = postsIn(lang);
      const content = contentIn(lang);
      const writing = content.pages.find((p) => p.id === 'writing');

      test(`${lang}: the navbar and footer link Writing; the page lists every post, newest first`, async ({
        page,
      }) => {
        await gotoHydrated(page, localePath('/', lang, languages));
        expect(writing).toBeDefined();
        await expect(
          page
            .getByRole('navigation')
            .first()
            .getByRole('link', { name: writing?.navLabel, exact: true }),
        ).toHaveAttribute('href', writingPath(lang));
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: writing?.navLabel, exact: true }),
        ).toBeVisible();
        await gotoHydrated(page, writingPath(lang));
        await expect(page.locator('h1')).toHaveText(writing?.navLabel ?? '');
        const items = page.locator('main ol > li article');
        await expect(items).toHaveCount(posts.length);
        const dates = [...posts].map((p) => p.date);
        expect(dates).toEqual([...dates].sort().reverse());
        for (const [i, post] of posts.entries()) {
          const item = items.nth(i);
          await expect(item.getByRole('heading')).toHaveText(post.title);
          await expect(item.getByRole('link', { name: post.title })).toHaveAttribute(
            'href',
            postPath(lang, post.slug),
          );
          await expect(item.locator('time')).toHaveAttribute('datetime', post.date);
          await expect(item).toContainText(String(readingMinutes(post.words)));
          await expect(item).toContainText(post.summary);
          // A post shown untranslated says its language; a translated one is the page's.
          if (post.shownIn)
            await expect(item.getByRole('heading')).toHaveAttribute('lang', post.shownIn);
          else expect(await item.getByRole('heading').getAttribute('lang')).toBeNull();
        }
        for (const draft of drafts)
          await expect(page.locator(`a[href$="/writing/${draft.slug}"]`)).toHaveCount(0);
      });

      const tagCounts = new Map<string, number>();
      for (const post of posts)
        for (const tag of post.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
      const tag = [...tagCounts].find(([, n]) => n < posts.length)?.[0];
      if (tag)
        test(`${lang}: a tag filters the list, and All posts shows every post again`, async ({
          page,
        }) => {
          await gotoHydrated(page, writingPath(lang));
          const tags = page.locator('main nav');
          await tags.getByRole('link', { name: new RegExp(`^${tag} `) }).click();
          await expect(page).toHaveURL(new RegExp(`\\?tag=${encodeURIComponent(tag ?? '')}$`));
          const tagged = posts.filter((p) => p.tags.includes(tag ?? ''));
          await expect(page.locator('main ol > li article h2')).toHaveText(
            tagged.map((p) => p.title),
          );
          await expect(tags.getByRole('link', { name: new RegExp(`^${tag} `) })).toHaveAttribute(
            'aria-current',
            'page',
          );
          await tags.getByRole('link').first().click();
          await expect(page.locator('main ol > li article')).toHaveCount(posts.length);
          // A tag link opened directly filters once the page is interactive.
          await gotoHydrated(page, `${writingPath(lang)}?tag=${encodeURIComponent(tag ?? '')}`);
          await expect(page.locator('main ol > li article')).toHaveCount(tagged.length);
        });

      test(`${lang}: every post's head (title, canonical address, article tags, JSON-LD, preview image) and axe (light); every post reads whole: title, date, contents, body, case study link`, async ({
        page,
        request,
      }) => {
        for (const post of posts) {
          await recordCspViolations(page);
          await page.emulateMedia({ colorScheme: 'light' });
          await gotoHydrated(page, postPath(lang, post.slug));
          await test.step(`${post.slug}: its head: title, canonical address, article tags, JSON-LD and its own preview image`, async () => {
            await expect.soft(page).toHaveTitle(`${post.title} - ${content.siteTitle}`);
            const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
            expect.soft(new URL(canonical ?? '').pathname).toBe(postPath(lang, post.slug));
            const meta = (property: string) =>
              page.locator(`meta[property="${property}"]`).first().getAttribute('content');
            expect.soft(await meta('og:type')).toBe('article');
            expect.soft(await meta('og:description')).toBe(post.summary);
            expect.soft(await meta('article:published_time')).toBe(post.date);
            expect
              .soft(
                await page
                  .locator('meta[property="article:tag"]')
                  .evaluateAll((tags) => tags.map((t) => t.getAttribute('content'))),
              )
              .toEqual(post.tags);
            const ld = JSON.parse(
              (await page.locator('script[type="application/ld+json"]').first().textContent()) ??
                '{}',
            ) as Record<string, unknown>;
            expect.soft(ld).toMatchObject({
              '@type': 'BlogPosting',
              headline: post.title,
              datePublished: post.date,
              inLanguage: post.shownIn ?? lang,
            });
            // The preview image is this post's, built: a 1200 x 630 PNG.
            const image = new URL((await meta('og:image')) ?? '').pathname;
            const png = await (await request.get(image)).body();
            expect.soft([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
            expect.soft(image).toContain(post.slug);
          });
          await test.step(`${post.slug}: no axe violations (light)`, async () => {
            expect
              .soft(await axeViolations(page), `${postPath(lang, post.slug)} (light)`)
              .toEqual([]);
          });
          await expect(page.locator('h1')).toHaveText(post.title);
          await expect(page.locator('header time').first()).toHaveAttribute('datetime', post.date);
          const body = page.locator('[data-post-body]');
          for (const heading of post.toc)
            await expect(body.locator(`[id="${heading.id}"]`)).toHaveText(heading.text);
          const sections = post.toc.filter((h) => h.depth === 2);
          const toc = page
            .getByRole('navigation', { name: /./ })
            .filter({ has: page.locator('ol a[href^="#"]') });
          if (sections.length >= TOC_FROM_SECTIONS) {
            await expect(toc.locator('a')).toHaveText(post.toc.map((h) => h.text));
            const last = post.toc.at(-1);
            await toc.getByRole('link', { name: last?.text, exact: true }).click();
            await expect
              .poll(() => decodeURIComponent(new URL(page.url()).hash))
              .toBe(`#${last?.id}`);
            await expect(body.locator(`[id="${last?.id}"]`)).toBeInViewport();
          } else await expect(toc).toHaveCount(0);
          // Every picture has its alt text and is one the build made.
          for (const image of post.images) {
            const img = body.getByRole('img', { name: image.alt, exact: true });
            await img.scrollIntoViewIfNeeded();
            await expect(img).toHaveJSProperty('complete', true);
            expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(
              0,
            );
          }
          // Outbound links open in a new tab.
          for (const link of await body.locator('a[href^="http"]').all())
            await expect(link).toHaveAttribute('rel', /noopener/);
          if (post.projectId) {
            const project = content.projects.find((p) => p.id === post.projectId);
            await page.locator(`header a[href$="&${post.projectId}"]`).click();
            await expect(page).toHaveURL(new RegExp(`#[^&]+&${post.projectId}$`));
            await expect(
              page.getByRole('heading', { name: project?.name, exact: true }).first(),
            ).toBeVisible();
          }
          expect(await cspViolations(page), post.slug).toEqual([]);
        }
      });

      const studies = posts.filter((p) => content.projects.some((pr) => pr.id === p.projectId));
      if (studies.length > 0)
        test(`${lang}: a project with a case study links it from its details, and back`, async ({
          page,
        }) => {
          const projectsPath = content.pages.find((p) => p.id === 'projects')?.path ?? '';
          for (const post of studies) {
            const project = content.projects.find((p) => p.id === post.projectId);
            // The newest post about a project is the one its details link.
            if (posts.find((p) => p.projectId === post.projectId) !== post) continue;
            await gotoDeepLink(page, `${projectsPath}#${project?.section}&${project?.id}`);
            const link = page.locator(`a[href="${postPath(lang, post.slug)}"]`).first();
            await expect(link).toContainText(post.title);
            await link.click();
            await expect(page.locator('h1')).toHaveText(post.title);
            // Its card on the home page, when it has one, links the case study too.
            if (content.overviewProjectIds.includes(post.projectId ?? '')) {
              await gotoHydrated(page, localePath('/', lang, languages));
              await expect(
                page.locator(
                  `#projects-overview-heading ~ ul a[href="${postPath(lang, post.slug)}"]`,
                ),
              ).toContainText(post.title);
            }
          }
        });

      test(`${lang}: the Writing page and every post have no axe violations, in light and dark`, async ({
        page,
      }) => {
        // Every page in light; in dark, the pages whose colours differ most: the list and the
        // posts with coloured code.
        const dark = new Set([writingPath(lang)]);
        for (const post of posts)
          if (post.html.includes('hljs-')) dark.add(postPath(lang, post.slug));
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          // Each post in light: with its head, on the load that reads it whole (above).
          for (const path of [writingPath(lang), ...posts.map((p) => postPath(lang, p.slug))]) {
            if (scheme === 'light' && path !== writingPath(lang)) continue;
            if (scheme === 'dark' && !dark.has(path)) continue;
            await gotoHydrated(page, path);
            expect(await axeViolations(page), `${path} (${scheme})`).toEqual([]);
          }
        }
      });

      const coloured = posts.find((p) => p.html.includes('hljs-'));
      if (coloured)
        test(`${lang}: code is coloured in both schemes, readable on its background`, async ({
          page,
        }) => {
          const colours: Record<string, string> = {};
          for (const scheme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme: scheme });
            await page.goto(postPath(lang, coloured.slug));
            const keyword = page.locator('[data-post-body] pre [class^="hljs-"]').first();
            const [fg, bg, plain] = await keyword.evaluate((el) => [
              getComputedStyle(el).color,
              getComputedStyle(el.closest('pre') as Element).backgroundColor,
              getComputedStyle(el.closest('pre') as Element).color,
            ]);
            expect(fg, 'a highlighted token has a colour of its own').not.toBe(plain);
            colours[scheme] = `${fg} on ${bg}`;
          }
          expect(colours.light).not.toBe(colours.dark);
        });

      test(`${lang}: posts read without JavaScript`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        for (const post of posts) {
          await page.goto(postPath(lang, post.slug));
          await expect(page.locator('h1')).toHaveText(post.title);
          const text = (await page.locator('[data-post-body]').innerText()).replace(/\s+/g, ' ');
          for (const heading of post.toc) expect(text).toContain(heading.text.replace(/\s+/g, ' '));
        }
        await context.close();
      });

      test(`${lang}: the feeds hold the newest posts in full, each linking a built page`, async ({
        page,
        request,
      }) => {
        const parser = new XMLParser({ ignoreAttributes: false, htmlEntities: true });
        const rss = await (await request.get(localePath('/feed.xml', lang, languages))).text();
        expect(XMLValidator.validate(rss)).toBe(true);
        const items = [parser.parse(rss).rss.channel.item].flat() as {
          title: string;
          link: string;
        }[];
        // The newest FEED_ITEMS posts (the list is newest first), as readers show them.
        const carried = posts.slice(0, FEED_ITEMS).map((p) => p.title);
        expect(items.map((i) => String(i.title))).toEqual(carried);
        const atom = await (await request.get(localePath('/atom.xml', lang, languages))).text();
        expect(XMLValidator.validate(atom)).toBe(true);
        const json = (await (
          await request.get(localePath('/feed.json', lang, languages))
        ).json()) as {
          items: { url: string; title: string; content_html: string }[];
        };
        expect(json.items.map((i) => i.title)).toEqual(carried);
        for (const item of json.items) {
          // Each item's address is a page of this build (the feed names the deployed origin).
          const path = new URL(item.url).pathname;
          await page.goto(path);
          await expect(page.locator('h1')).toHaveText(item.title);
          // The feed has the body the page shows, word for word.
          const text = (html: string) =>
            page.evaluate((markup) => {
              // An inert document: nothing in it loads.
              const doc = new DOMParser().parseFromString(markup, 'text/html');
              return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
            }, html);
          const shown = await page
            .locator('[data-post-body]')
            .evaluate((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
          expect(shown.length).toBeGreaterThan(0);
          expect(await text(item.content_html)).toBe(shown);
        }
        // Every page of the site names its language's feeds.
        await page.goto(localePath('/', lang, languages));
        for (const feed of FEEDS)
          await expect(
            page.locator(`head link[rel="alternate"][type="${feed.type}"]`),
          ).toHaveAttribute(
            'href',
            new RegExp(`${localePath(`/${feed.file}`, lang, languages).replace(/[.]/g, '\\.')}$`),
          );
      });
    }

    if (drafts.length > 0)
      builtSiteTest('drafts have no page in a build', async ({ request }) => {
        for (const draft of drafts) {
          const response = await request.get(`/writing/${draft.slug}`, { maxRedirects: 0 });
          expect(response.status(), draft.slug).not.toBe(200);
        }
      });
  });
