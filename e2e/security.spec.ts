import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { contentDir, outDir } from '../build-config';
import { filesIn } from '../scripts/build-step';
import { FACTS_FILE, parseFactsFile } from '../src/model/githubFacts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../scripts/security-headers';
import { builtHeaders, cspViolations, recordCspViolations } from './csp';
import { builtSiteTest, expect, gotoHydrated, test } from './fixtures';
import { rawRequest } from './http';
import { projectSections } from '@/test/content';
import { pages, projects, titleOf } from './site';
import { MACHINERY } from './scope';

const DIST = path.resolve(outDir());
/** The CSP dist/_headers gives a path: the site-wide part, then a page's own policy on its paths. */
const builtCsp = (pathname = '/') => builtHeaders(DIST, pathname)['Content-Security-Policy'] ?? '';
/** A page's own policy, in the header the server sends for it. */
const pageCsp = (pathname: string) => builtCsp(pathname).split(', ')[1] ?? '';

interface Step {
  name: string;
  run: (page: Page) => Promise<void>;
}

/**
 * What a visitor does, step by step; the CSP must hold after each. Add a step per feature that
 * runs code (e.g. open a panel on Projects, send the contact form).
 */
const visitorSteps: Step[] = [
  ...pages.map((p) => ({
    name: `open ${p.path}`,
    run: async (page: Page) => {
      await gotoHydrated(page, p.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  })),
  {
    name: 'move between the pages in the app',
    run: async (page) => {
      const footerPages = page.getByRole('contentinfo').getByRole('navigation', { name: 'Pages' });
      for (const p of pages) {
        await footerPages.getByRole('link', { name: p.navLabel, exact: true }).click();
        await expect(page).toHaveTitle(titleOf(p.path));
      }
    },
  },
  {
    name: 'open a panel on each Projects tab and page through the screenshots',
    run: async (page) => {
      await gotoHydrated(page, '/projects');
      for (const section of projectSections) {
        await page.getByRole('tab', { name: section.tabLabel, exact: true }).click();
        const first = projects.find((p) => p.section === section.id && p.screens.length > 1);
        if (!first) throw new Error(`no project with screenshots in ${section.id}`);
        await page
          .getByRole('tabpanel')
          .getByRole('button', { name: first.name, exact: true })
          .click();
        await page.getByRole('button', { name: 'Next screenshot' }).click();
        await expect(
          page.getByRole('region', { name: `Screenshots of ${first.name}`, exact: true }),
        ).toContainText(`(2/${first.screens.length})`);
        await page.keyboard.press('Escape');
      }
    },
  },
];

/** The text of an HTML attribute value as the browser reads it. */
function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test.describe('Content-Security-Policy in the browser', () => {
  test('every page runs under the server headers without a CSP violation', async ({ page }) => {
    await recordCspViolations(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toBe(builtCsp());
    for (const step of visitorSteps) {
      await test.step(step.name, async () => {
        await step.run(page);
        expect(await cspViolations(page)).toEqual([]);
      });
    }
  });

  test(
    'the policy is enforced and the recorder sees a violation',
    MACHINERY,
    async ({ page, consoleErrors }) => {
      await recordCspViolations(page);
      await gotoHydrated(page, '/');
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.head.append(script);
        return (window as Window & { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      // One report per policy that blocks it: the header and the <meta> copy.
      await expect
        .poll(async () => (await cspViolations(page))?.map((v) => v.directive))
        .toEqual(['script-src-elem', 'script-src-elem']);
      // The browser reports the blocked script on the console too; those are expected here.
      await expect.poll(() => consoleErrors.length).toBe(2);
      for (const message of consoleErrors.splice(0)) {
        expect(message).toMatch(/violates the following Content Security Policy directive/);
      }
    },
  );
});

test.describe('security headers of the npm start server', () => {
  builtSiteTest(
    "dist/_headers holds the CSP the server sends, each page's own, with the other headers",
    async ({ request }) => {
      for (const p of pages) {
        const csp = builtCsp(p.path);
        expect(pageCsp(p.path), p.path).toMatch(
          /^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
        );
        expect(csp).not.toContain('unsafe-inline');
        const response = await request.get(p.path);
        expect(response.status()).toBe(200);
        expect(response.headers()).toMatchObject({
          'content-security-policy': csp,
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'strict-transport-security': 'max-age=63072000; includeSubDomains',
          'cross-origin-opener-policy': 'same-origin',
          'cache-control': REVALIDATE_CACHE,
        });
        expect(response.headers()['permissions-policy']).toContain('camera=()');
      }
    },
  );

  builtSiteTest(
    'every built page carries the policy as a <meta> element, narrowed to its own inline code',
    () => {
      const directives = (policy: string) =>
        new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
      const sha256 = (text: string) =>
        `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
      for (const p of pages) {
        const file = path.join(DIST, p.path === '/' ? 'index.html' : `${p.path}/index.html`);
        const html = readFileSync(file, 'utf8');
        const header = directives(pageCsp(p.path).replace("; frame-ancestors 'none'", ''));
        const meta = directives(
          /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '',
        );
        // The page's own inline code: scripts the browser runs (not JSON data) and <style>s.
        const own = {
          'script-src': [
            ...html.matchAll(/<script(?![^>]*(?:\bsrc=|ld\+json))[^>]*>([\s\S]*?)<\/script>/g),
          ],
          'style-src': [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)],
        };
        expect([...meta.keys()], p.path).toEqual([...header.keys()]);
        for (const [name, sources] of header) {
          const inline = own[name as keyof typeof own];
          if (!inline) {
            expect(meta.get(name), `${p.path} ${name}`).toEqual(sources);
            continue;
          }
          const elementHashes = [...new Set(inline.map((m) => sha256(m[1] ?? '')))];
          expect(elementHashes.length, `${p.path} has inline ${name}`).toBeGreaterThan(0);
          // style="…" attributes (e.g. an own device picture's hotspots) are allowed by their
          // hashes through 'unsafe-hashes', on the pages that have them.
          const attributeHashes =
            name === 'style-src'
              ? [...html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/g)].map((m) =>
                  sha256(unescapeHtml(m[1] ?? '')),
                )
              : [];
          const hashes = [...new Set([...elementHashes, ...attributeHashes])].sort();
          expect(
            meta
              .get(name)
              ?.filter((s) => s.startsWith("'sha256-"))
              .sort(),
            p.path,
          ).toEqual(hashes);
          const keywords = sources.filter(
            (s) => !s.startsWith("'sha256-") && s !== "'unsafe-hashes'",
          );
          expect(
            meta.get(name)?.filter((s) => !s.startsWith("'sha256-")),
            p.path,
          ).toEqual(attributeHashes.length > 0 ? [...keywords, "'unsafe-hashes'"] : keywords);
          for (const hash of hashes)
            expect(sources, `${p.path}: header allows ${hash}`).toContain(hash);
        }
      }
    },
  );

  builtSiteTest('hashed assets are cached for a year', MACHINERY, async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /(\/assets\/[\w.-]+\.js)/.exec(html)?.[1];
    if (!asset) throw new Error('no script asset in the home page');
    const response = await request.get(asset);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(IMMUTABLE_CACHE);
    // The policy's site-wide part only: a script or a picture carries no page's hashes.
    expect(response.headers()['content-security-policy']).toBe(builtCsp(asset));
    expect(builtCsp(asset)).toMatch(/^object-src 'none'; [^,]*$/);
  });

  builtSiteTest('HEAD answers like GET without a body', MACHINERY, async ({ baseURL }) => {
    const origin = baseURL ?? '';
    const page = await rawRequest(origin, '/experiences', { method: 'HEAD' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(builtCsp('/experiences'));
    expect(page.body).toBe('');
    const unknown = await rawRequest(origin, '/nope', { method: 'HEAD' });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe('/');
  });

  builtSiteTest('paths that climb out of dist/ find nothing', MACHINERY, async ({ baseURL }) => {
    const origin = baseURL ?? '';
    for (const attempt of [
      '/../../etc/passwd',
      '/..%2f..%2fetc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/../../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/..\\..\\package.json',
    ]) {
      for (const accept of ['text/html', '*/*']) {
        const response = await rawRequest(origin, attempt, { accept });
        expect([302, 404], attempt).toContain(response.status);
        expect(response.body).not.toMatch(/root:|"devDependencies"/);
      }
    }
  });

  builtSiteTest(
    'folders are never listed and host files are not served',
    MACHINERY,
    async ({ baseURL }) => {
      const origin = baseURL ?? '';
      for (const folder of ['/assets/', '/assets', '/experiences/../assets/']) {
        const response = await rawRequest(origin, folder, { accept: '*/*' });
        expect(response.status, folder).toBe(404);
        expect(response.body).not.toMatch(/entry\.client|\.js"/);
      }
      for (const file of ['/_headers', '/_redirects']) {
        const response = await rawRequest(origin, file, { accept: '*/*' });
        expect(response.status, file).toBe(404);
        expect(response.body).not.toMatch(/Cache-Control:|Unknown paths/);
      }
    },
  );
});

test.describe('GitHub facts (npm run sync-github)', () => {
  // `npm test` builds with a GITHUB_TOKEN in the environment (test-support/testOwners.ts).
  builtSiteTest(
    'no built file holds a token, a call to GitHub’s API or the facts file’s ETags',
    () => {
      // The facts' ETags are the sync's bookkeeping: only the facts a page shows reach the site.
      const facts = path.join(contentDir(), FACTS_FILE);
      const file = existsSync(facts)
        ? parseFactsFile(readFileSync(facts, 'utf8')).facts
        : undefined;
      const etags = Object.values(file?.projects ?? {}).flatMap((p) => (p.etag ? [p.etag] : []));
      const secrets = [
        'api.github.com',
        'GITHUB_TOKEN',
        ...(process.env.GITHUB_TOKEN ? [process.env.GITHUB_TOKEN] : []),
        ...etags,
      ];
      for (const built of filesIn(DIST, () => true)) {
        const bytes = readFileSync(path.join(DIST, built));
        for (const secret of secrets)
          expect(bytes.includes(secret), `${built} holds ${secret}`).toBe(false);
      }
    },
  );
});
