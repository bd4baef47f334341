/**
 * The privacy-first providers, each in a build of its own: no prompt, page views and the
 * showcase events sent to the provider, nothing for a visitor who sends Do Not Track or Global
 * Privacy Control, and a Content-Security-Policy that lets exactly that provider through.
 *
 * - Plausible runs its real tracker (bundled from npm). It ignores pages on 127.0.0.1 and
 *   browsers driven by automation, so the site is served here under a name of its own (each
 *   request answered by the test server through page.route) to a browser that says it is not
 *   automated; its events are caught at Plausible's endpoint.
 * - Umami's script is stood in for by a small one that does what Umami documents (reads its
 *   `data-` settings, `umami.track` sends to the script's host's /api/send); the payloads are
 *   caught there.
 */
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { projectSections } from '@/test/content';
import { pages, projects, titleOf } from './site';
import {
  PLAUSIBLE_BUILD,
  PLAUSIBLE_DOMAIN,
  UMAMI_BUILD,
  UMAMI_SRC,
  UMAMI_WEBSITE_ID,
} from './analyticsBuild';
import { consentPrompt, consentWords, visitorWho } from './consent';
import { cspViolations, recordCspViolations } from './csp';
import { startVariant, type Variant } from './variants';

// One worker builds each variant and runs these tests in order.
test.describe.configure({ mode: 'default' });

const [firstSection] = projectSections;
if (!firstSection) throw new Error('the content has no project section');
const firstApp = projects.find((project) => project.section === firstSection.id);
if (!firstApp) throw new Error('the first section has no project');
const projectsPage = pages.find((page) => page.id === 'projects');
if (!projectsPage) throw new Error('no Projects page');

/** Goes to Projects by the navbar and opens the first tab's first app (label 1). */
async function openFirstApp(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: projectsPage?.navLabel, exact: true })
    .click();
  await expect(page).toHaveTitle(titleOf('/projects'));
  await page.getByRole('tab', { name: firstSection?.tabLabel, exact: true }).click();
  await page.getByRole('button', { name: firstApp?.name, exact: true }).click();
}

async function expectNoPrompt(page: Page): Promise<void> {
  await expect(consentPrompt(page)).toHaveCount(0);
  await expect(page.getByText(consentWords.settings)).toHaveCount(0);
}

test.describe('Plausible', () => {
  /** The site's own name here: Plausible's tracker measures nothing on 127.0.0.1. */
  const SITE = `https://${PLAUSIBLE_DOMAIN}`;
  const ENDPOINT = 'https://plausible.io/api/event';
  let variant: Variant;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    variant = await startVariant(PLAUSIBLE_BUILD.name, PLAUSIBLE_BUILD.env);
  });
  test.afterAll(async () => variant.close());

  interface PlausibleEvent {
    n: string;
    u: string;
    d: string;
    p?: Record<string, string>;
  }

  /** Serves the site under SITE and catches what reaches Plausible (engagement pings left out). */
  async function serveAndCatch(page: Page): Promise<PlausibleEvent[]> {
    await page.route(`${SITE}/**`, async (route) => {
      const url = new URL(route.request().url());
      const target = `${variant.origin}${url.pathname}${url.search}`;
      // A kept-alive connection the server has just closed answers ECONNRESET (seen under
      // load): asked again on a new one, as a browser does.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await route.fulfill({ response: await route.fetch({ url: target }) });
          return;
        } catch (error) {
          // A picture still on its way when the test ends is not the test's failure (route.fetch
          // threw "Test ended" in a full run).
          if (/Test ended|has been closed/.test(String(error))) return;
          if (attempt >= 3 || !String(error).includes('ECONNRESET')) throw error;
        }
      }
    });
    const events: PlausibleEvent[] = [];
    await page.route(ENDPOINT, async (route) => {
      const event = route.request().postDataJSON() as PlausibleEvent;
      if (event.n !== 'engagement') events.push(event);
      await route.fulfill({ status: 202, contentType: 'text/plain', body: 'ok' });
    });
    // A visitor's browser, not an automated one.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    });
    return events;
  }

  test('no prompt; page views and a hotspot event reach Plausible; no CSP violation', async ({
    page,
  }) => {
    const events = await serveAndCatch(page);
    await recordCspViolations(page);
    await gotoHydrated(page, `${SITE}/`);
    await expectNoPrompt(page);
    await expect.poll(() => events.map((e) => [e.n, e.u])).toEqual([['pageview', `${SITE}/`]]);
    expect(events[0]?.d).toBe(PLAUSIBLE_DOMAIN);
    await openFirstApp(page);
    await expect
      .poll(() => events.slice(1))
      .toEqual([
        expect.objectContaining({ n: 'pageview', u: `${SITE}/projects` }),
        expect.objectContaining({
          n: firstSection.analyticsAction,
          p: { category: 'user_interaction', label: '1' },
        }),
      ]);
    expect(await cspViolations(page)).toEqual([]);
  });

  for (const sends of ['doNotTrack', 'globalPrivacyControl'] as const)
    test(`a visitor who sends ${sends} sends nothing`, async ({ page }) => {
      const events = await serveAndCatch(page);
      await visitorWho(page, sends);
      await gotoHydrated(page, `${SITE}/`);
      await openFirstApp(page);
      await expectNoPrompt(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(events).toEqual([]);
    });
});

test.describe('Umami', () => {
  const HOST = new URL(UMAMI_SRC).origin;
  let variant: Variant;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    variant = await startVariant(UMAMI_BUILD.name, UMAMI_BUILD.env);
  });
  test.afterAll(async () => variant.close());

  /** What Umami documents of its script: its settings in data- attributes, `umami.track`. */
  const STAND_IN = `(() => {
    const script = document.currentScript;
    const website = script.getAttribute('data-website-id');
    const host = new URL(script.src).origin;
    const base = () => ({ website, hostname: location.hostname, url: location.pathname, title: document.title });
    const send = (payload) => fetch(host + '/api/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'event', payload }),
    });
    window.umami = {
      track: (what, data) =>
        typeof what === 'function' ? send(what(base()))
        : typeof what === 'string' ? send({ ...base(), name: what, data })
        : send({ ...base(), ...what }),
    };
    if (script.getAttribute('data-auto-track') !== 'false') send(base());
  })();`;

  interface UmamiPayload {
    website: string;
    url: string;
    title: string;
    name?: string;
    data?: Record<string, string>;
  }

  /** Serves the stand-in script and catches what reaches Umami; returns the scripts asked for. */
  async function standIn(page: Page) {
    const scripts: string[] = [];
    const sent: UmamiPayload[] = [];
    await page.route(`${HOST}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/api/send') {
        sent.push((route.request().postDataJSON() as { payload: UmamiPayload }).payload);
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
      }
      scripts.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN });
    });
    return { scripts, sent };
  }

  test('no prompt; page views and a hotspot event reach Umami; no CSP violation', async ({
    page,
  }) => {
    const { scripts, sent } = await standIn(page);
    await recordCspViolations(page);
    await gotoHydrated(page, variant.url);
    await expectNoPrompt(page);
    await expect
      .poll(() => sent)
      .toEqual([
        { website: UMAMI_WEBSITE_ID, hostname: '127.0.0.1', url: '/', title: titleOf('/') },
      ]);
    await openFirstApp(page);
    await expect
      .poll(() => sent.slice(1))
      .toEqual([
        expect.objectContaining({ url: '/projects', title: titleOf('/projects') }),
        expect.objectContaining({
          name: firstSection.analyticsAction,
          data: { category: 'user_interaction', label: '1' },
        }),
      ]);
    expect(sent[1]).not.toHaveProperty('name');
    expect(scripts).toEqual([UMAMI_SRC]);
    await expect(page.locator(`script[src="${UMAMI_SRC}"]`)).toHaveAttribute(
      'data-auto-track',
      'false',
    );
    expect(await cspViolations(page)).toEqual([]);
  });

  for (const sends of ['doNotTrack', 'globalPrivacyControl'] as const)
    test(`a visitor who sends ${sends} loads nothing and sends nothing`, async ({ page }) => {
      const { scripts, sent } = await standIn(page);
      await visitorWho(page, sends);
      await gotoHydrated(page, variant.url);
      await openFirstApp(page);
      await expectNoPrompt(page);
      expect(scripts).toEqual([]);
      expect(sent).toEqual([]);
    });
});
