/**
 * The three starters, each to a built site: `npm run import-linkedin` of a ZIP made here from
 * our own export in LinkedIn's format (test-support/fixtures/linkedin-export) with
 * `npm run capture --project` of a page this test serves, and `npm run new` from flags. Each
 * folder is built once (a variant build, e2e/variants.ts) and its pages are read in the browser.
 * What each starter writes, file by file, and its mistakes: the unit tests beside each
 * (scripts/linkedin, scripts/capture, scripts/new).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { zipSync } from 'fflate';
import { readFingerprint } from '../scripts/doctor/fingerprint';
import { builtSiteTest, expect, gotoHydrated, test } from './fixtures';
import { startVariant, type Variant } from './variants';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILDS = path.join(ROOT, '.e2e-builds');
const FIXTURE = path.join(ROOT, 'test-support', 'fixtures', 'linkedin-export');
/** An import, a capture and a build, on a busy machine. */
const BUILD_TIMEOUT = 420_000;

test.describe.configure({ mode: 'default' });

/**
 * A script of this repository, run as its npm script runs it, without blocking this process
 * (which serves the page `npm run capture` photographs).
 */
const tsx = (script: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  promisify(execFile)(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

/** The text of the page's main content. */
const mainText = (page: Page) => page.locator('main').innerText();

test.describe('npm run import-linkedin of an export ZIP, npm run capture --project, then the build', () => {
  let variant: Variant;
  let server: Server | undefined;
  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    const folder = path.join(BUILDS, 'starters-linkedin.content');
    const zip = path.join(BUILDS, 'starters-linkedin.zip');
    mkdirSync(BUILDS, { recursive: true });
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(
      zip,
      zipSync(
        Object.fromEntries(
          readdirSync(FIXTURE).map((file) => [
            file,
            new Uint8Array(readFileSync(path.join(FIXTURE, file))),
          ]),
        ),
      ),
    );
    await tsx('scripts/linkedin/import-linkedin.ts', [zip, folder]);
    // The project's own page, served here, photographed into its screens.
    server = createServer((_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fjord Tides</title></head><body style="margin:0;background:#0b3d5c;color:#fff;font:20px sans-serif"><h1>Fjord Tides</h1><p>High tide at 14:02</p></body></html>',
        ),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await tsx(
      'scripts/capture/capture.ts',
      [`http://127.0.0.1:${port}/`, '--project', 'fjord-tides'],
      {
        CONTENT_DIR: folder,
      },
    );
    variant = await startVariant('starters-linkedin', { CONTENT_DIR: folder });
  });
  test.afterAll(async () => {
    await variant?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });

  test('the Experiences page shows the positions, schools, certifications and volunteering', async ({
    page,
  }) => {
    await gotoHydrated(page, `${variant.origin}/experiences`);
    const text = await mainText(page);
    for (const line of [
      'Junior Developer',
      'Nordlys Studio',
      'Web Developer (part-time)',
      'Brûlerie Café Coop',
      'BSc Computer Science',
      'Université du Nord-Est',
      'DEC, Sciences de la nature',
      'Cégep de la Rive',
      'Mentored two interns, "pair-programming" weekly.',
      'Cloud Practitioner, Foundational',
      'Accessibility Fundamentals',
      'Best Use of Open Data, Hack the Fjord 2024',
      'Offline-first maps for small boats',
      'Code Club Rive-Sud',
    ])
      expect(text, line).toContain(line);
  });

  test('the home page shows the owner and the skills', async ({ page }) => {
    await gotoHydrated(page, `${variant.origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Élodie Marchand-Øberg');
    const text = await mainText(page);
    for (const skill of ['TypeScript', 'React', 'Node.js', 'C++', 'Kotlin', 'Français'])
      expect(text, skill).toContain(skill);
  });

  test('the project shows the screenshots npm run capture took', async ({ page }) => {
    await gotoHydrated(page, `${variant.origin}/projects#mobile-apps&fjord-tides`);
    const carousel = page.getByRole('region', { name: 'Screenshots of Fjord Tides', exact: true });
    await expect(carousel.getByText('(1/2) Fjord Tides (phone)')).toBeVisible();
    await expect(
      carousel.getByRole('img', { name: 'Fjord Tides: the page on a phone' }),
    ).toBeVisible();
  });
});

test.describe('npm run new from flags, then the build', () => {
  let variant: Variant;
  const name = 'Kaito Ōsaka-Lindqvist';
  test.beforeAll(async () => {
    test.setTimeout(BUILD_TIMEOUT);
    const folder = path.join(BUILDS, 'starters-new.content');
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(BUILDS, { recursive: true });
    // Loaded here, not with the spec: listing the tests need not load the starters' writer.
    const { collectAnswers, startNewOwner } = await import('../scripts/new/new-owner');
    const answers = await collectAnswers({
      name,
      email: 'kaito@osaka-lindqvist.dev',
      role: 'Software Engineering Student',
      school: 'Northern Polytechnic',
      github: 'kaito-ol',
      linkedin: 'kaito-ol',
      colour: '#7c3aed',
      folder,
    });
    if ('problem' in answers) throw new Error(answers.problem);
    // Its own .env, not the project's.
    const started = await startNewOwner(answers.value, {
      envFile: path.join(BUILDS, 'starters-new.env'),
    });
    expect(started.code, started.lines.join('\n')).toBe(0);
    variant = await startVariant('starters-new', { CONTENT_DIR: folder });
  });
  test.afterAll(async () => variant?.close());

  test('every page is the new owner’s', async ({ page }) => {
    for (const route of ['/', '/experiences', '/projects', '/about-me']) {
      await gotoHydrated(page, `${variant.origin}${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${name}'s Portfolio`));
    }
    await expect(page.getByRole('link', { name: /GitHub/ }).first()).toHaveAttribute(
      'href',
      'https://github.com/kaito-ol',
    );
  });

  builtSiteTest('no built page names either sample owner or links to them', () => {
    const sample = readFingerprint();
    const pages = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? pages(path.join(dir, entry.name))
          : entry.name.endsWith('.html')
            ? [path.join(dir, entry.name)]
            : [],
      );
    const built = pages(variant.dir);
    expect(built.length).toBeGreaterThan(3);
    for (const file of built) {
      const html = readFileSync(file, 'utf8');
      for (const text of [...sample.names, ...sample.emails, ...sample.links, ...sample.siteUrls])
        expect(html, `${path.relative(variant.dir, file)}: ${text}`).not.toContain(text);
    }
  });
});
