import { analyticsEnv, analyticsSettings } from '../build-config';
import { rewritePages, type BuildStep } from './build-step';

/**
 * Hydrate once a visitor is there. Every page is prerendered, so the visitor can read it before
 * any JavaScript runs; React Router's HTML, however, preloads all of its JavaScript at high
 * priority and imports it at once, which competes with the first paint on a slow phone, and
 * evaluating React and hydrating is most of a slow phone's work after the first paint, for a
 * page that cannot change until the visitor acts.
 *
 * This step removes the `modulepreload` links and rewrites the bootstrap module so it waits
 * until the first view is on screen; then fills the slots of what waits for the first view
 * (AfterHydration's pictures and icons, without React) and fetches the modules into the cache;
 * and imports them (hydration) at the visitor's first sign of presence: a touch, a pointer
 * moving, a key, focus, a wheel or a scroll. A page whose address carries a hash or a query
 * (a deep link, a tag) or a build with analytics (a page view to count, consent to ask) hydrates
 * at once. What a visitor can reach before hydration works without it (INTENT_EVENTS and
 * `visitorScript` below, THEME_SCRIPT, the contact form's inline script).
 *
 * It fails the build if React Router's bootstrap does not have the expected shape, rather
 * than shipping a page that does not hydrate.
 */

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** React Router's module bootstrap script, before this step and (rewritten) after it. */
export const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{.*\});$/;
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/;

/**
 * Waits until the first view is on screen. This script ends the body, so when it runs the whole
 * document is parsed; it waits for the first contentful paint (a Paint Timing entry, reported
 * once that frame is shown) and then for three more rendering updates (ResizeObserver delivers
 * in each frame, before its paint), so the frame that paints the rest of the first view (the
 * largest contentful paint) is done too. A message posted after that runs the imports; no
 * script or picture that hydration brings competes with the first view, not even on a fast
 * connection where everything has loaded before the first frame is shown. A tab opened in the
 * background hydrates when it is first shown (and painted). A browser without Paint Timing
 * waits for the frames only. Uses no timers and no requestAnimationFrame, so tests that fake
 * the clock still hydrate.
 */
const AFTER_FIRST_VIEW =
  "await new Promise((resolve) => { const afterFrames = (count) => { const observer = new ResizeObserver(() => { observer.disconnect(); if (count > 1) return afterFrames(count - 1); const channel = new MessageChannel(); channel.port1.onmessage = () => resolve(); channel.port2.postMessage(0); }); observer.observe(document.body); }; if (!(PerformanceObserver.supportedEntryTypes ?? []).includes('paint')) return afterFrames(3); new PerformanceObserver((list, observer) => { if (list.getEntriesByName('first-contentful-paint').length === 0) return; observer.disconnect(); afterFrames(3); }).observe({ type: 'paint', buffered: true }); });";

/**
 * What the first view leaves out (AfterHydration's pictures and icons) comes once it is on
 * screen, without React: each slot React wrote before a `<noscript>` is filled with the
 * noscript's HTML, which React then leaves alone (the slot's inner HTML is its own). A few
 * slots a task (about 4 ms each), so a page with many (the home page's skill icons) never runs
 * one long task for them.
 */
const SHOW_AFTER_VIEW =
  "await new Promise((resolve) => { const slots = [...document.querySelectorAll('[data-after-view-slot]')]; const channel = new MessageChannel(); const fill = () => { const start = performance.now(); while (slots.length > 0 && performance.now() - start < 4) { const slot = slots.shift(); const source = slot.nextElementSibling; if (source && source.localName === 'noscript') slot.innerHTML = source.textContent; } if (slots.length > 0) return channel.port2.postMessage(0); channel.port1.close(); resolve(); }; channel.port1.onmessage = fill; fill(); }); document.documentElement.dataset.afterView = 'shown';";

/** What a visitor does first: any of these starts hydration (a phone's touch, a mouse, a key). */
export const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/**
 * Listens, from the moment the bootstrap runs, for the visitor's first sign of presence. Until
 * then nothing on the page can change (every part that moves on its own waits for a visitor), so
 * React is neither evaluated nor run: on a slow phone that is most of the work after the first
 * paint. A click on a button that lands before hydration is held and carried out once the page
 * has hydrated (`data-hydrated`, root.tsx), so no tap is lost; links, the theme switch's radio
 * buttons (an early listener applies them, src/lib/theme.ts) and the contact form's Send (its
 * own inline script) work without React and are left to the browser.
 */
function visitorScript(atOnce: boolean): string {
  return [
    `const intent = new Promise((resolve) => { const kinds = ${JSON.stringify(INTENT_EVENTS)}; const go = () => { for (const kind of kinds) removeEventListener(kind, go, true); resolve(); }; for (const kind of kinds) addEventListener(kind, go, { capture: true, passive: true }); });`,
    "const held = []; const hold = (event) => { const button = event.target instanceof Element ? event.target.closest('button:not([type=\"submit\"])') : null; if (!button) return; event.preventDefault(); event.stopImmediatePropagation(); if (!held.includes(button)) held.push(button); }; addEventListener('click', hold, true);",
    "const replay = () => { removeEventListener('click', hold, true); for (const button of held) if (button.isConnected) button.click(); }; const root = document.documentElement; if (root.dataset.hydrated === 'true') replay(); else new MutationObserver((_, observer) => { if (root.dataset.hydrated !== 'true') return; observer.disconnect(); replay(); }).observe(root, { attributeFilter: ['data-hydrated'] });",
    `const atOnce = ${atOnce} || location.hash.length > 1 || location.search.length > 1;`,
  ].join('\n');
}

export interface DeferOptions {
  /**
   * Hydrate as soon as the first view is shown, without waiting for the visitor: a build with
   * analytics counts the page view (and asks for consent) on every page, whatever the visitor does.
   */
  atOnce?: boolean;
}

export function deferHydrationInHtml(html: string, options: DeferOptions = {}): string {
  const preloads = [...html.matchAll(PRELOAD_LINK)].map((m) => m[1] as string);
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) throw new Error('defer-hydration: no module bootstrap script found');
  const lines = (bootstrap[1] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

  const imports: { binding?: string; specifier: string }[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const line of lines) {
    const staticImport = STATIC_IMPORT.exec(line);
    const routes = ROUTE_MODULES.exec(line);
    const entryImport = ENTRY_IMPORT.exec(line);
    if (staticImport) imports.push({ binding: staticImport[1], specifier: staticImport[2] ?? '' });
    else if (routes) routeModules = routes[1];
    else if (entryImport) entry = entryImport[1];
    else throw new Error(`defer-hydration: unexpected bootstrap line: ${line}`);
  }
  if (!routeModules || !entry || imports.length === 0) {
    throw new Error('defer-hydration: bootstrap script is missing route modules or the entry');
  }

  const bindings = imports.map((i) => i.binding ?? '').join(', ');
  const body = [
    visitorScript(options.atOnce ?? false),
    AFTER_FIRST_VIEW,
    SHOW_AFTER_VIEW,
    // Fetched now, into the HTTP cache only: a modulepreload would also compile them, on the
    // main thread, during the load. Compiled and run once the visitor is there.
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement('link'); link.rel = 'prefetch'; link.href = href; document.head.append(link); }`,
    'if (!atOnce) await intent;',
    `const [${bindings}] = await Promise.all([${imports.map((i) => `import(${i.specifier})`).join(', ')}]);`,
    `window.__reactRouterRouteModules = ${routeModules};`,
    `import(${entry});`,
  ].join('\n');

  return html
    .replace(PRELOAD_LINK, '')
    .replace(BOOTSTRAP, () => `<script type="module" async="">${body}</script>`);
}

/** Build step: applies the rewrite to every prerendered page. */
export const deferHydration: BuildStep = ({ dist }) => {
  const atOnce = analyticsSettings(analyticsEnv()).provider !== 'none';
  rewritePages(dist, (html) => deferHydrationInHtml(html, { atOnce }));
};
