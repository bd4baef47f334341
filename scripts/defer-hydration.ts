import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesIn, type BuildStep } from './build-step';

/**
 * Hydrate after the first paint. Every page is prerendered, so the visitor can read it before
 * any JavaScript runs; React Router's HTML, however, preloads all of its JavaScript at high
 * priority and imports it at once, which competes with the first paint on a slow phone.
 * This step removes the `modulepreload` links and rewrites the bootstrap module so it waits
 * for the first frame, then preloads and imports the same modules in parallel.
 *
 * It fails the build if React Router's bootstrap does not have the expected shape, rather
 * than shipping a page that does not hydrate.
 */

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{.*\});$/;
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/;

/**
 * Waits for the first paint (a Paint Timing entry), or for the load event where there is no
 * paint to wait for (a hidden tab, an old browser). Uses no timers, so tests that fake the
 * clock still hydrate.
 */
const AFTER_FIRST_PAINT =
  "await new Promise((resolve) => { addEventListener('load', resolve, { once: true }); try { new PerformanceObserver((list, observer) => { observer.disconnect(); resolve(); }).observe({ type: 'paint', buffered: true }); } catch { resolve(); } });";

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
    AFTER_FIRST_PAINT,
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
  for (const page of filesIn(dist, (file) => path.basename(file) === 'index.html')) {
    const file = path.join(dist, page);
    writeFileSync(file, deferHydrationInHtml(readFileSync(file, 'utf8')));
  }
};
