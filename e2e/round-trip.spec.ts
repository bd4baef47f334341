/**
 * One source for the owner's record, in the built site: each language's `resume.json`, as the
 * site serves it, imported again with `npm run import-resume` gives a content folder that builds
 * pages with the same texts, in the same order, at the same addresses (project and timeline ids
 * travel with the document), route by route and project by project.
 *
 * What JSON Resume has no place for is named here and left out of the comparison, on both sides:
 * - posts (`posts/`): every link into the writing pages, the article around it, and the home
 *   page's heading over the latest posts;
 * - the other languages (one document per language): the language switcher;
 * - page texts that are not the record: the Experiences page's intro (the import writes its
 *   own) and each Projects tab's text before a project is chosen (a TODO after the import);
 * - screenshots and downloads: their names, descriptions and links (TODOs after the import);
 * - the devices of the Projects page: an owner's own device picture becomes a drawn device,
 *   whose app tiles show letters (text in a picture, not the record's) over a hint to tap one.
 *
 * The GitHub facts file is the owner's own (`npm run sync-github` writes it) and stays in the
 * folder: it is copied over, and the projects keep their facts because they keep their ids.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { contentDir } from '../build-config';
import { currentSchool } from '../scripts/resume/import-content';
import { IMPORT_WORDS } from '../scripts/resume/import-words';
import type { JsonResume } from '../scripts/resume/json-resume-types';
import { dictionaries } from '../src/i18n/dictionary';
import { resumeJsonPath } from '../src/lib/siteFiles';
import { FACTS_FILE } from '../src/model/githubFacts';
import { plainText } from '../src/model/markup';
import { contentIn, defaultLang, languages } from '@/test/content';
import { isCompared, screenshotLines } from '../test-support/roundTripLines';
import { expect, gotoHydrated, test } from './fixtures';
import { startVariant, type Variant } from './variants';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Import and build on a busy machine. */
const BUILD_TIMEOUT = 240_000;

// One worker builds each language's variant once and compares its pages.
test.describe.configure({ mode: 'default' });

/** Waits until the page shows what is compared. */
type Ready = (page: Page) => Promise<void>;

/**
 * The page's lines as a visitor reads them, without what JSON Resume cannot hold (above). With
 * `school`, the owner's school (`profile.school`, a text of its own in the hero, the footer and
 * About) is read as the school the import gives back: JSON Resume has no place for it, and the
 * import takes the current education entry's institution, which the export writes from that
 * entry's subtitle in the document's language. So both sides compare that one field in the same
 * language (issue 51: a school translated in profile.ts, not in the timeline, was a difference).
 */
async function linesOf(
  page: Page,
  url: string,
  writingPath: string | undefined,
  ready: Ready,
  school?: { from: string; to: string },
) {
  await gotoHydrated(page, url);
  await ready(page);
  const text = await page.evaluate(
    ({ writing, school }) => {
      const hide = (el: Element) => {
        if (el instanceof HTMLElement || el instanceof SVGElement)
          el.style.setProperty('display', 'none', 'important');
      };
      if (writing)
        for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
          const { pathname } = new URL(link.href);
          if (pathname === writing || pathname.startsWith(`${writing}/`))
            hide(link.closest('article') ?? link);
        }
      // The language switcher, text in pictures, and downloads (their labels and sizes).
      document.querySelectorAll('a[hreflang], svg text, a[download]').forEach(hide);
      if (school) {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          // Not in a timeline entry (an article): its texts are the entry's own fields.
          if (node.textContent?.trim() === school.from && !node.parentElement?.closest('article'))
            node.textContent = school.to;
      }
      return document.body.innerText;
    },
    { writing: writingPath, school },
  );
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

for (const lang of languages) {
  const content = contentIn(lang);
  const words = dictionaries[lang];
  const pathOf = (id: string, of = content) => of.pages.find((p) => p.id === id)?.path;
  const writingPath = pathOf('writing');
  // The imported folder has one language, so its pages are the default language's addresses.
  const importedPath = (id: string) => pathOf(id, contentIn(defaultLang)) ?? '/';

  // Texts of the original pages that the import cannot give back (see above), and what the
  // import writes in their place (its own words, and TODOs). Both sides leave out both.
  const ownWords = IMPORT_WORDS[lang];
  const fixedTexts = new Set([
    plainText(content.timelineIntro),
    ...content.pages.map((p) => p.navLabel),
    ...content.projectSections.flatMap((s) => [
      s.tabLabel,
      s.defaultTitle,
      ...s.defaultText.map(plainText),
    ]),
    ...(writingPath === undefined ? [] : [words.writing.latest]),
    words.projects.phoneHint, // on a drawn device only
    words.projects.desktopHint,
    ownWords.timelineIntro,
    ...Object.values(ownWords.pages),
    ...Object.values(ownWords.sections),
    // The heading of each tab's list of projects names the tab: the owner's label, or the
    // import's own (JSON Resume has no place for a tab's label; a student's 'Games & Web').
    ...[...content.projectSections.map((s) => s.tabLabel), ...Object.values(ownWords.sections)].map(
      (label) => words.projects.allInSection.replace('{section}', label),
    ),
  ]);
  // Whole lines, by what they are (test-support/roundTripLines.ts): a content line that ends in
  // a screenshot's name or mentions a TODO is compared.
  const leftOut = new Set([...fixedTexts, ...screenshotLines(content.projects)]);
  const compared = (line: string) => isCompared(line, leftOut);

  test.describe(`${lang}: export → import-resume → build`, () => {
    let variant: Variant;
    /** The school the import gives back: the document's current education entry's institution. */
    let school: { from: string; to: string } | undefined;
    test.beforeAll(async () => {
      test.setTimeout(BUILD_TIMEOUT);
      const name = `round-trip-${lang}`;
      const folder = path.join(ROOT, '.e2e-builds', `${name}.content`);
      const file = `${folder}.json`;
      const baseURL = String(test.info().project.use.baseURL);
      const response = await fetch(new URL(resumeJsonPath(lang, languages), baseURL));
      expect(response.status).toBe(200);
      const document = (await response.json()) as JsonResume;
      // A fresh clone has no .e2e-builds/ until a variant is built.
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(document));
      const given = currentSchool(document.education ?? []);
      school = given === undefined ? undefined : { from: content.profile.school, to: given };
      rmSync(folder, { recursive: true, force: true });
      execFileSync('npx', ['tsx', 'scripts/resume/import-resume.ts', file, folder], {
        cwd: ROOT,
        stdio: 'pipe',
      });
      const facts = path.join(contentDir(), FACTS_FILE);
      if (existsSync(facts)) copyFileSync(facts, path.join(folder, FACTS_FILE));
      // The same 'Last Updated' as the original's build (the document's lastModified, UTC).
      const updated = document.meta?.lastModified;
      variant = await startVariant(name, {
        CONTENT_DIR: folder,
        ...(updated ? { VITE_LAST_UPDATED: `${updated}Z` } : {}),
      });
    });
    test.afterAll(async () => variant?.close());

    const compare = async (page: Page, original: string, imported: string, ready: Ready) => {
      const before = await linesOf(page, original, writingPath, ready, school);
      // The imported folder has no posts: a link into writing there would be a difference.
      const after = await linesOf(page, `${variant.origin}${imported}`, undefined, ready);
      expect(
        after.filter(compared),
        `${imported}: the page built from the imported resume.json (${lang}) against ${original} built from ${contentDir()}/: a line missing or changed is content the export or the import lost`,
      ).toEqual(before.filter(compared));
      return before.filter(compared);
    };

    for (const { id, path: route, navLabel } of content.pages.filter((p) => p.id !== 'writing'))
      test(`${route}: the same texts`, async ({ page }) => {
        const heading = (p: Page) =>
          expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const lines = await compare(page, route, importedPath(id), heading);
        // Not an empty comparison: the owner's name is on every page (the navbar), and each
        // page shows its part of the record.
        expect(lines, navLabel).toContain(content.profile.name);
        if (id === 'experiences')
          for (const entry of content.timeline)
            expect(lines, `timeline.ts › ${entry.id}: its title`).toContain(entry.title);
        if (id === 'aboutMe')
          for (const paragraph of content.profile.about)
            expect(lines, 'profile.ts › about').toContain(plainText(paragraph));
        if (id === 'home') expect(lines, 'profile.ts › tagline').toContain(content.profile.tagline);
      });

    test('every project’s panel, at the same address: the same texts', async ({ page }) => {
      const projectsPath = pathOf('projects') ?? '/projects';
      for (const project of content.projects) {
        const hash = `#${project.section}&${project.id}`;
        const chosen = (p: Page) =>
          expect(p.getByRole('heading', { name: project.name, exact: true })).toBeVisible();
        const lines = await compare(
          page,
          `${projectsPath}${hash}`,
          `${importedPath('projects')}${hash}`,
          chosen,
        );
        for (const bullet of project.bullets)
          expect(lines, `projects.ts › ${project.id} › bullets`).toContain(plainText(bullet));
      }
    });
  });
}
