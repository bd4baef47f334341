/**
 * Hardening (issue 21) in a real browser on the built site: every page answers at its
 * `…/index.html` address too (under `npm start`'s server and on a static host that serves the
 * file there) without a hydration error and with the visitor's theme kept; the contact form's
 * Send still does something when the page's scripts cannot load; no SVG in dist/ can run code.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { filesIn } from '../scripts/build-step';
import { svgProblems } from '../scripts/images/svg-safety';
import { isSvgFile, optimiseSvg } from '../scripts/optimise-svg';
import { listenLocally } from '../server/listen';
import { SCRIPTS_WAIT_MS } from '../src/hooks/useContactForm';
import { THEME_STORAGE_KEY } from '../src/lib/theme';
import { contactForm, fillContactForm, takeFailedLoadErrors, VISITOR } from './contact';
import { builtSiteTest, expect, test, waitForHydration } from './fixtures';
import { pages, profile, titleOf } from './site';
import { outDir } from '../build-config';
import { MACHINERY } from './scope';

const DIST = path.resolve(outDir());

/** A page's index.html address: `/index.html`, `/experiences/index.html`, … */
const indexAddress = (pagePath: string) =>
  pagePath === '/' ? '/index.html' : `${pagePath}/index.html`;

/** Remembers the Dark theme the way the switch does (local storage), before the visit. */
async function rememberDark(page: Page) {
  await page.goto('/');
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
}

/** The page works like the page: clean address, hydrated, its title, the theme kept. */
async function expectWorkingPage(page: Page, pagePath: string) {
  await waitForHydration(page);
  expect(new URL(page.url()).pathname).toBe(pagePath);
  await expect(page).toHaveTitle(titleOf(pagePath));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const { path: pagePath } of pages) {
  const address = indexAddress(pagePath);

  test(
    `${address} works like ${pagePath} under npm start's server and on a static host that serves the file there`,
    MACHINERY,
    async ({ page }) => {
      await rememberDark(page);
      await test.step(`${address} works like ${pagePath} under npm start's server`, async () => {
        const response = await page.goto(`${address}?ref=cv`);
        expect(response?.status()).toBe(200);
        await expectWorkingPage(page, pagePath);
        expect(new URL(page.url()).search).toBe('?ref=cv');
        // The console-error fixture fails the test on a hydration error (#418) or any other.
      });
      await test.step(`${address} works like ${pagePath} on a static host that serves the file there`, async () => {
        // A static host (GitHub Pages) answers the address with the file itself, no redirect.
        const file = path.join(DIST, address);
        await page.route(`**${address}*`, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: readFileSync(file) }),
        );
        const response = await page.goto(`${address}#top`);
        expect(response?.status()).toBe(200);
        await expectWorkingPage(page, pagePath);
        expect(new URL(page.url()).hash).toBe('#top');
      });
    },
  );
}

test.describe('Send when the page’s scripts cannot load', MACHINERY, () => {
  const mailRequest = (page: Page) =>
    page.waitForEvent('request', (request) => request.url().startsWith('mailto:'));

  /** The e-mail the browser opens, as `mailto:<to>` and its prefilled body. */
  const opened = (url: string) => {
    const mail = new URL(url);
    return { to: `${mail.protocol}${mail.pathname}`, body: mail.searchParams.get('body') };
  };

  const expectedBody =
    `from_name=${VISITOR.from_name}\r\nfrom_email=${VISITOR.from_email}\r\n` +
    `message=${VISITOR.message.replace('\n', '\r\n')}`;

  test('blocked scripts: the form says so and Send opens a prefilled e-mail', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/assets/**/*.js', (route) => route.abort('failed'));
    await page.goto('/about-me');
    const { form, message, send } = contactForm(page);
    const note = form.getByText(
      `The page could not load its scripts, so Send opens your e-mail app with this message to ${profile.email}.`,
    );
    await expect(note).toBeVisible();
    await fillContactForm(page);
    const [mail] = await Promise.all([mailRequest(page), send.click()]);
    const { to, body } = opened(mail.url());
    expect(to).toBe(`mailto:${profile.email}`);
    expect(body?.trimEnd()).toBe(expectedBody);
    expect(new URL(page.url()).pathname).toBe('/about-me');
    await expect(message).toHaveValue(VISITOR.message);
    // What the blocked scripts left on the console, and nothing else.
    takeFailedLoadErrors(consoleErrors);
    const rest = consoleErrors.splice(0);
    expect(rest.every((text) => /dynamically imported module|Importing a module/i.test(text))).toBe(
      true,
    );
  });

  test(`scripts that never arrive: a held Send opens the e-mail after ${SCRIPTS_WAIT_MS / 1000} s`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.route('**/assets/**/*.js', () => undefined);
    await page.goto('/about-me', { waitUntil: 'domcontentloaded' });
    const { send } = contactForm(page);
    await fillContactForm(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await send.click();
    await page.clock.runFor(SCRIPTS_WAIT_MS - 1);
    expect(requests.filter((url) => url.startsWith('mailto:'))).toEqual([]);
    const [mail] = await Promise.all([mailRequest(page), page.clock.runFor(1)]);
    expect(opened(mail.url()).body?.trimEnd()).toBe(expectedBody);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

builtSiteTest(
  'no SVG in dist/ carries a script, an event handler, foreignObject or a javascript: link',
  () => {
    const svgs = filesIn(DIST, isSvgFile);
    expect(svgs.length).toBeGreaterThan(0);
    for (const file of svgs) {
      const svg = readFileSync(path.join(DIST, file), 'utf8');
      expect(svg, file).not.toMatch(/<(?:\w+:)?script|\son\w+\s*=|foreignObject|javascript:/i);
    }
  },
);

/**
 * The audit's SVG tricks (and the first round's), pointed at OTHER, a local page on another port
 * standing in for another site. `control` marks the tricks Chromium carries out at once when the
 * SVG is opened as it came: those prove the test sees a trick that works.
 */
const SVG_TRICKS: { name: string; body: string; control?: boolean }[] = [
  { name: 'script', body: "<script>fetch('OTHER/script')</script>", control: true },
  { name: 'onload', body: '<rect width="9" height="9" onload="fetch(\'OTHER/onload\')"/>' },
  {
    name: 'foreignObject',
    body: '<foreignObject width="9" height="9"><img xmlns="http://www.w3.org/1999/xhtml" src="OTHER/foreignObject"/></foreignObject>',
    control: true,
  },
  {
    name: 'animate',
    body: '<a id="a"><animate attributeName="xlink:href" values="javascript:fetch(\'OTHER/animate\')" dur="0.001s" fill="freeze"/><rect width="300" height="150"/></a>',
  },
  {
    name: 'meta',
    body: '<meta xmlns="http://www.w3.org/1999/xhtml" http-equiv="refresh" content="0;url=OTHER/meta"/>',
  },
  { name: 'import', body: '<style>@\\69mport url(OTHER/import);</style>', control: true },
  {
    name: 'image',
    body: '<image xmlns:x="http://www.w3.org/1999/xlink" x:href="OTHER/image" width="9" height="9"/>',
    control: true,
  },
];

test(
  'an owner SVG the build cleaned runs and fetches nothing when opened directly from a host without headers',
  MACHINERY,
  async ({ browser }) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'e2e-svg-'));
    const hits: string[] = [];
    const otherSite = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end();
    });
    // Serves the files as they are, with their type and no other header (as GitHub Pages would).
    const bareHost = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      res.end(readFileSync(path.join(folder, path.basename(req.url ?? ''))));
    });
    const other = await listenLocally(otherSite);
    const host = await listenLocally(bareHost);
    const context = await browser.newContext();
    try {
      const files = SVG_TRICKS.map(({ name, body }) => {
        const source = (kind: string) =>
          `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="150">${body.replaceAll('OTHER', `${other}/${kind}`)}</svg>`;
        const raw = source('raw');
        // What the build's last SVG step ships for it (scripts/optimise-svg.ts).
        const built = optimiseSvg(source('built'), `${name}.svg`);
        expect(svgProblems(raw), name).not.toEqual([]);
        expect(built, name).not.toContain(other);
        writeFileSync(path.join(folder, `raw-${name}.svg`), raw);
        writeFileSync(path.join(folder, `built-${name}.svg`), built);
        return name;
      });
      const opened = [];
      for (const name of files) {
        const page = await context.newPage();
        page.on('dialog', (dialog) => void dialog.dismiss());
        await page.goto(`${host}/built-${name}.svg`);
        // Nothing to follow either: a click where a link would be.
        await page.mouse.click(150, 75);
        // Chromium parsed no active part: the document holds none.
        expect(
          await page.evaluate(
            () => document.querySelectorAll('script, animate, set, meta, foreignObject').length,
          ),
          name,
        ).toBe(0);
        opened.push(page);
      }
      // The controls, opened after the built files: once their tricks have reached the other
      // site, the built files (opened earlier) have had longer, and must not have.
      for (const { name } of SVG_TRICKS.filter((trick) => trick.control)) {
        const page = await context.newPage();
        await page.goto(`${host}/raw-${name}.svg`);
        await expect.poll(() => hits, name).toContain(`/raw/${name}`);
        await page.close();
      }
      expect(hits.filter((hit) => hit.startsWith('/built/'))).toEqual([]);
      for (const [i, page] of opened.entries()) {
        expect(page.url(), files[i]).toBe(`${host}/built-${files[i]}.svg`);
      }
    } finally {
      await context.close();
      otherSite.close();
      bareHost.close();
      rmSync(folder, { recursive: true, force: true });
    }
  },
);
