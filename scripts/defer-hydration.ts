import { rewritePages, type BuildStep } from './build-step';

/**
 * Hydrate once the first view is painted. Every page is prerendered, so the visitor can read it before
 * any JavaScript runs; React Router's HTML, however, preloads all of its JavaScript at high
 * priority and imports it at once, which competes with the first paint on a slow phone.
 * This step removes the `modulepreload` links and rewrites the bootstrap module so it waits
 * until the first view is on screen, then preloads and imports the same modules in parallel.
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

export function deferHydrationInHtml(html: string): string {
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
    AFTER_FIRST_VIEW,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }`,
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
  rewritePages(dist, deferHydrationInHtml);
};
