/**
 * `npm run screenshots`: photographs the built site (dist/) the way design.md asks us to look at
 * it: every page at 390 × 844, 768 × 1024 and 1440 × 900, light and dark, plus a project opened
 * on the Projects page. The PNGs land in screenshots/<label>/ (git-ignored).
 *
 *   npm run build && npm run screenshots -- [label] [--only=390,1440] [--full] [--lang=tr]
 *
 * Serves dist/ itself on a free port and blocks every host but 127.0.0.1.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser';
import { contentLanguages, contentPostSlugs, outDir } from '../build-config';
import { localePath } from '../src/i18n/languages';
import { builtPaths } from '../src/lib/routeTable';
import { createAppServer } from '../server/app';
import { listenLocally } from '../server/listen';

const VIEWPORTS = [
  { width: 390, height: 844, scale: 2 },
  { width: 768, height: 1024, scale: 1 },
  { width: 1440, height: 900, scale: 1 },
] as const;

/**
 * Every page in every language of the site, and the newest post (`--lang=tr` for one language
 * only).
 */
const languages = await contentLanguages();
const slugs = await contentPostSlugs();
const langArg = process.argv.find((a) => a.startsWith('--lang='))?.slice('--lang='.length);
const shownLanguages = languages.filter((lang) => !langArg || lang === langArg);
const ROUTES = shownLanguages.flatMap((lang) =>
  builtPaths(lang, languages, (slugs.get(lang) ?? []).slice(0, 1)),
);

const args = process.argv.slice(2);
const label = args.find((a) => !a.startsWith('--')) ?? 'current';
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .map(Number);
const fullPage = args.includes('--full');
const target = path.resolve('screenshots', label);
mkdirSync(target, { recursive: true });

const { server } = createAppServer({ dist: path.resolve(outDir()), log: () => {} });
const origin = await listenLocally(server);

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

async function settle(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => document.fonts.ready);
  // Let entrance transitions finish and lazy images arrive.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(r));
    }
    scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
}

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of VIEWPORTS) {
    if (only && !only.includes(viewport.width)) continue;
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.scale,
      colorScheme: scheme,
      hasTouch: viewport.width < 800,
      isMobile: viewport.width < 800,
    });
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    const page = await context.newPage();
    for (const route of ROUTES) {
      await page.goto(origin + route);
      await settle(page);
      // '/' → home, '/tr/' → tr-home, '/tr/projects' → tr-projects.
      const slug = route.replace(/^\/|\/$/g, '').replace(/\//g, '-');
      const name = `${languages.includes(slug as never) || slug === '' ? `${slug}${slug ? '-' : ''}home` : slug}-${viewport.width}-${scheme}.png`;
      await page.screenshot({ path: path.join(target, name), fullPage });
    }
    // In each language shown: a project opened from the device's first icon, as a visitor
    // would, and the other tabs' home screens, closed, as a visitor finds them after switching.
    for (const lang of shownLanguages) {
      const projects = origin + localePath('/projects', lang, languages);
      const prefix = lang === languages[0] ? '' : `${lang}-`;
      await page.goto(projects);
      await settle(page);
      const firstApp = page.getByRole('tabpanel').getByRole('button').first();
      await firstApp.click();
      await page.waitForTimeout(800);
      await page.screenshot({
        path: path.join(target, `${prefix}projects-open-${viewport.width}-${scheme}.png`),
        fullPage,
      });
      const tabs = page.getByRole('tab');
      for (let i = 1; i < (await tabs.count()); i++) {
        await page.goto(projects);
        await settle(page);
        await tabs.nth(i).click();
        await settle(page);
        await page.screenshot({
          path: path.join(target, `${prefix}projects-tab${i + 1}-${viewport.width}-${scheme}.png`),
          fullPage,
        });
      }
    }
    await context.close();
  }
}

await browser.close();
server.close();
process.stdout.write(`Screenshots in ${path.relative('.', target)}/\n`);
