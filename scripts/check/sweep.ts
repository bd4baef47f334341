/**
 * The browser sweep of `npm run check`: every page of the built site, opened in a real Chromium
 * as a phone would (390 px, light) and at the narrowest window the site supports (320 px,
 * dark). On each page: no console error, no axe violation in either scheme, no text drawn under
 * 11 px, nothing wider than the window, the page starts (hydrates); then every address the pages
 * name on the site itself (links, pictures in every size, downloads, feeds, icons, the link
 * preview's picture) is asked for once and must answer. Nothing leaves the machine: requests to
 * other hosts are refused, and links to other sites are not followed (the content check has
 * checked their form).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { NOT_CONTENT } from '../content/check-rules';
import {
  axeViolations,
  MIN_TEXT_PX,
  textsUnder,
  widerThanWindow,
} from '../../test-support/pageChecks';

/** What one view of a page found wrong. */
export interface PageProblem {
  /** The page's path on the site, e.g. '/tr/experiences'. */
  page: string;
  /** Where it was seen, e.g. '390 px, light'. */
  view: string;
  kind:
    | 'console'
    | 'axe'
    | 'small-text'
    | 'too-wide'
    | 'not-started'
    | 'broken-address'
    | 'bytes'
    | 'non-text';
  /** What is wrong, in a sentence's words. */
  what: string;
  /** For a broken address: the address. */
  address?: string;
}

export interface View {
  name: string;
  width: number;
  height: number;
  scheme: 'light' | 'dark';
  deviceScaleFactor: number;
}

/** The two views of every page. */
export const VIEWS: readonly View[] = [
  { name: '390 px, light', width: 390, height: 844, scheme: 'light', deviceScaleFactor: 3 },
  { name: '320 px, dark', width: 320, height: 700, scheme: 'dark', deviceScaleFactor: 2 },
];

/** What loading one page in one view cost, as a host serves it (see scripts/check/budgets.ts). */
export interface Loaded {
  page: string;
  view: string;
  /** Bytes of every response, by resource type ('script', 'image', 'document', …). */
  bytesByType: Record<string, number>;
}

export interface SweepResult {
  problems: PageProblem[];
  loaded: Loaded[];
  /** Addresses on the site the pages name, each asked for once. */
  addressesChecked: number;
}

export interface SweepOptions {
  browser: Browser;
  /** Where the site is served, e.g. 'http://127.0.0.1:4321/' (with the base path). */
  origin: string;
  /** The site's pages as paths, e.g. ['/', '/experiences', '/tr/']. */
  pages: readonly string[];
  /** Bytes a host would send for a path of the site (compressed where it compresses). */
  servedSize: (pathname: string) => number;
  /** The site's public address, whose links (the link preview's picture) are the site's own. */
  publicUrl?: string;
  /** How long a page may take to start (hydrate) before it counts as stuck. */
  hydrationTimeoutMs?: number;
  /** Called after each page, for progress. */
  onPage?: (page: string) => void;
}

const HYDRATION_TIMEOUT_MS = 20_000;
const PAGES_AT_ONCE = 2;

const isLocal = (address: string) => {
  const { hostname } = new URL(address);
  return hostname === '127.0.0.1' || hostname === 'localhost';
};

/** Opens the sweep's context for a view: other hosts refused, no service worker. */
async function contextFor(browser: Browser, view: View): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    deviceScaleFactor: view.deviceScaleFactor,
    colorScheme: view.scheme,
    serviceWorkers: 'block',
  });
  // The checks' functions run in the page as tsx compiled them, and tsx names functions with a
  // helper (`__name`) the page does not have.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await context.route(
    (url) => !isLocal(url.href),
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

/**
 * Every address on the page: its links, and what the page itself is made of (pictures in all
 * their sizes, icons, feeds, the link preview's picture), which may be written with the site's
 * public address.
 */
async function addressesOn(page: Page): Promise<{ links: string[]; parts: string[] }> {
  return page.evaluate(() => {
    const links = new Set<string>();
    const found = new Set<string>();
    for (const a of document.querySelectorAll('a[href]')) {
      try {
        links.add(new URL(a.getAttribute('href') ?? '', document.baseURI).href);
      } catch {
        // Not an address at all: the axe and content checks speak of such links.
      }
    }
    const add = (raw: string | null | undefined) => {
      if (!raw) return;
      try {
        found.add(new URL(raw, document.baseURI).href);
      } catch {
        // Not an address at all: the axe and content checks speak of such links.
      }
    };
    const addSet = (set: string | null) =>
      set
        ?.split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0])
        .forEach(add);
    for (const img of document.querySelectorAll('img')) {
      add(img.getAttribute('src'));
      addSet(img.getAttribute('srcset'));
    }
    for (const source of document.querySelectorAll('source[srcset]'))
      addSet(source.getAttribute('srcset'));
    for (const link of document.querySelectorAll('link[href]')) {
      const rel = link.getAttribute('rel') ?? '';
      // A preconnect names a host, not something to fetch.
      if (!/preconnect|dns-prefetch/.test(rel)) add(link.getAttribute('href'));
    }
    for (const meta of document.querySelectorAll(
      'meta[property="og:image"], meta[name="twitter:image"]',
    ))
      add(meta.getAttribute('content'));
    return { links: [...links], parts: [...found] };
  });
}

/**
 * Where the page's title, description, link preview or visible text shows what a template string
 * writes for a value that is not text (NOT_CONTENT, the content check's own pattern): words in
 * code (`code`, `pre`) are meant.
 */
async function nonTextOn(page: Page): Promise<{ where: string; text: string; token: string }[]> {
  const texts = await page.evaluate((pattern) => {
    const meta = (selector: string) =>
      document.querySelector(selector)?.getAttribute('content') ?? '';
    // Each piece of text on its own (a value is written into one), in the words around it.
    const shown: { where: string; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('code, pre, script, style, noscript')) continue;
      if (new RegExp(pattern).test(node.textContent ?? ''))
        shown.push({ where: 'the page', text: parent.textContent ?? '' });
    }
    return [
      { where: 'the page title', text: document.title },
      { where: 'the description', text: meta('meta[name="description"]') },
      { where: "the link preview's title", text: meta('meta[property="og:title"]') },
      { where: "the link preview's text", text: meta('meta[property="og:description"]') },
      ...shown,
    ];
  }, NOT_CONTENT.source);
  return texts.flatMap(({ where, text }) => {
    const token = NOT_CONTENT.exec(text)?.[0];
    if (!token) return [];
    const at = text.indexOf(token);
    const excerpt = text.slice(Math.max(0, at - 40), at + token.length + 20).trim();
    return [{ where, text: excerpt, token }];
  });
}

/** Sweeps one page in one view. */
async function sweepPage(
  context: BrowserContext,
  origin: string,
  path: string,
  view: View,
  {
    servedSize,
    hydrationTimeoutMs,
  }: { servedSize: (pathname: string) => number; hydrationTimeoutMs: number },
): Promise<{
  problems: PageProblem[];
  loaded: Loaded;
  addresses: { links: string[]; parts: string[] };
}> {
  const problems: PageProblem[] = [];
  const problem = (kind: PageProblem['kind'], what: string, address?: string) =>
    problems.push({ page: path, view: view.name, kind, what, ...(address ? { address } : {}) });
  const page = await context.newPage();
  const bytesByType: Record<string, number> = {};
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(origin).origin || response.status() >= 300) return;
    const type = response.request().resourceType();
    bytesByType[type] = (bytesByType[type] ?? 0) + servedSize(url.pathname);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A request to another host, refused by the sweep itself, is not the page's fault.
    const source = message.location().url;
    if (source && !isLocal(source)) return;
    problem('console', `the browser's console shows an error: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) =>
    problem('console', `a script failed: ${error.message.split('\n')[0]?.slice(0, 200)}`),
  );
  const url = new URL(path.replace(/^\//, ''), origin).href;
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response || response.status() !== 200) {
    problem('broken-address', `the page answers ${response?.status() ?? 'nothing'}`, url);
    await page.close();
    return {
      problems,
      loaded: { page: path, view: view.name, bytesByType },
      addresses: { links: [], parts: [] },
    };
  }
  const started = await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
      timeout: hydrationTimeoutMs,
    })
    .then(
      () => true,
      () => false,
    );
  if (!started)
    problem(
      'not-started',
      `the page did not start within ${hydrationTimeoutMs / 1000} s (its script stopped or never ran): links and buttons work, but the contact form, tabs and theme switch do not`,
    );
  await page.waitForLoadState('networkidle').catch(() => undefined);

  for (const violation of await axeViolations(page))
    problem(
      'axe',
      `${violation.help} (axe: ${violation.id}) at ${violation.targets.slice(0, 2).join(', ')}${violation.targets.length > 2 ? ` and ${violation.targets.length - 2} more` : ''}`,
    );
  for (const found of await nonTextOn(page))
    problem(
      'non-text',
      `${found.where} reads '${found.text}': '${found.token}' stands where content was meant`,
    );
  const small = await textsUnder(page, MIN_TEXT_PX);
  if (small.length > 0)
    problem(
      'small-text',
      `text drawn under ${MIN_TEXT_PX} px: ${small.slice(0, 3).join(', ')}${small.length > 3 ? ` and ${small.length - 3} more` : ''}`,
    );
  const wide = await widerThanWindow(page);
  if (wide.overflow > 0)
    problem(
      'too-wide',
      `the page is ${wide.overflow} px wider than a ${view.width} px window; what reaches past its edge: ${wide.elements.join(', ') || 'an element without a box of its own'}`,
    );
  const addresses = await addressesOn(page);
  await page.close();
  return { problems, loaded: { page: path, view: view.name, bytesByType }, addresses };
}

/**
 * An address on the site itself, as a path to ask the local server. A part of a page written
 * with the site's public address (the link preview's picture) is the site's too; a link to the
 * public address is not followed, as it may lead to another site on the same domain.
 */
function ownPath(address: string, origin: string, publicUrl?: string): string | null {
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const local = new URL(origin);
  if (url.origin === local.origin) return url.pathname + url.search;
  if (publicUrl) {
    const site = new URL(publicUrl);
    if (url.origin === site.origin && url.pathname.startsWith(site.pathname))
      return (
        local.pathname.replace(/\/$/, '') +
        '/' +
        url.pathname.slice(site.pathname.length).replace(/^\//, '')
      );
  }
  return null;
}

/** Sweeps every page in every view, then asks for every address the pages name on the site. */
export async function sweepSite(options: SweepOptions): Promise<SweepResult> {
  const { browser, origin, pages, servedSize, publicUrl, onPage } = options;
  const hydrationTimeoutMs = options.hydrationTimeoutMs ?? HYDRATION_TIMEOUT_MS;
  const problems: PageProblem[] = [];
  const loaded: Loaded[] = [];
  /** Each address on the site, with the first page that names it. */
  const named = new Map<string, string>();
  const contexts = await Promise.all(VIEWS.map((view) => contextFor(browser, view)));
  const tasks = pages.flatMap((path) => VIEWS.map((view, i) => ({ path, view, i })));
  // Two pages at a time: while one waits for the network to go quiet, the other is checked.
  const runNext = async (): Promise<void> => {
    const task = tasks.shift();
    const context = task && contexts[task.i];
    if (!task || !context) return;
    const result = await sweepPage(context, origin, task.path, task.view, {
      servedSize,
      hydrationTimeoutMs,
    });
    problems.push(...result.problems);
    loaded.push(result.loaded);
    const { links, parts } = result.addresses;
    for (const own of [
      ...links.map((address) => ownPath(address, origin)),
      ...parts.map((address) => ownPath(address, origin, publicUrl)),
    ])
      if (own !== null && !named.has(own)) named.set(own, task.path);
    if (task.view === VIEWS.at(-1)) onPage?.(task.path);
    return runNext();
  };
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, runNext));
  await Promise.all(contexts.map((context) => context.close()));
  // In the order of the pages and views, however the two at a time finished.
  const order = (page: string, view: string) =>
    pages.indexOf(page) * VIEWS.length + VIEWS.findIndex((v) => v.name === view);
  problems.sort((a, b) => order(a.page, a.view) - order(b.page, b.view));
  const local = new URL(origin);
  for (const [own, page] of named) {
    const response = await fetch(new URL(own, local.origin), { redirect: 'follow' }).catch(
      () => null,
    );
    if (!response || !response.ok)
      problems.push({
        page,
        view: 'any',
        kind: 'broken-address',
        what: `it names ${decodeURI(own)}, which answers ${response?.status ?? 'nothing'}`,
        address: decodeURI(own),
      });
    await response?.body?.cancel();
  }
  return { problems, loaded, addressesChecked: named.size };
}
