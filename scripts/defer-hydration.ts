import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageFiles, type BuildStep } from './build-step';
import { pageDataFile, splitPageData } from './page-data';

/**
 * Hydrate once a visitor is there. Every page is prerendered, so the visitor can read it before
 * any JavaScript runs; React Router's HTML, however, preloads all of its JavaScript at high
 * priority and imports it at once, which competes with the first paint on a slow phone, and
 * evaluating React and hydrating is most of a slow phone's work after the first paint, for a
 * page that cannot change until the visitor acts.
 *
 * This step removes the `modulepreload` links and rewrites the bootstrap module so it waits
 * until the first view is on screen; then fills the slots of what waits for the first view
 * (AfterHydration's pictures and icons, without React) and fetches the modules into the cache,
 * with the page's data (scripts/page-data.ts: it is not in the HTML); and imports them
 * (hydration) at the visitor's first sign of presence: a touch, a pointer moving, a key,
 * focus, a wheel or a scroll. A page whose address carries a hash or a query
 * (a deep link, a tag) hydrates at once. What a visitor can reach before hydration works
 * without it (INTENT_EVENTS and `visitorScript` below, THEME_SCRIPT, the contact form's inline
 * script). Analytics run with React, so a build with analytics counts a page view, or asks for
 * consent, once a visitor is there: a load no person looks at (a crawler, a preview) is not
 * counted, and nothing of the provider's competes with the first view (README, Analytics).
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
  "await new Promise(r=>{const frames=n=>{const o=new ResizeObserver(()=>{o.disconnect();if(n>1)return frames(n-1);const c=new MessageChannel();c.port1.onmessage=()=>r();c.port2.postMessage(0)});o.observe(d.body)};if(!(PerformanceObserver.supportedEntryTypes??[]).includes('paint'))return frames(3);new PerformanceObserver((l,o)=>{if(!l.getEntriesByName('first-contentful-paint').length)return;o.disconnect();frames(3)}).observe({type:'paint',buffered:true})});";

/**
 * What the first view leaves out (AfterHydration's pictures and icons) comes once it is on
 * screen, without React: each slot React wrote before a `<noscript>` is filled with the
 * noscript's HTML, which React then leaves alone (the slot's inner HTML is its own). A slot in
 * a part the page does not show (a tab not open) stays empty: its pictures are not fetched. Which
 * slots are shown is decided for all of them before any is filled: asked after a fill, each
 * `checkVisibility` would recalculate the page's style first (once per slot: 35 skill icons and
 * 4 pictures on the home page). A few slots a task (about 4 ms each), so a page with many never
 * runs one long task for them.
 */
export const SHOW_AFTER_VIEW =
  "await new Promise(r=>{const s=[...d.querySelectorAll('[data-after-view-slot]')].filter(e=>e.nextElementSibling?.localName==='noscript'&&(e.parentElement?.checkVisibility?.()??true)),c=new MessageChannel(),fill=()=>{const t=performance.now();while(s.length&&performance.now()-t<4){const e=s.shift();e.innerHTML=e.nextElementSibling.textContent}if(s.length)return c.port2.postMessage(0);c.port1.close();r()};c.port1.onmessage=fill;fill()});h.dataset.afterView='shown';";

/**
 * What a visitor does first: any of these starts hydration (a phone's touch, a mouse, a key), and
 * marks the page `data-visitor="here"`. A pointermove counts once the pointer has moved: the
 * browser sends one that has not (movementX and movementY 0) where a mouse rests while a page
 * loads, to update hover, and headless Chromium sends one at (0, 0) to a new window.
 */
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
 *
 * This code and the two above are written tersely: they are in every page's HTML, and count
 * toward its byte budget (test-support/htmlBudget.ts).
 */
function visitorScript(): string {
  return [
    `const d=document,h=d.documentElement,held=[],kinds=${JSON.stringify(INTENT_EVENTS)};`,
    "const intent=new Promise(r=>{const go=e=>{if(e.type==='pointermove'&&!e.movementX&&!e.movementY)return;for(const k of kinds)removeEventListener(k,go,true);h.dataset.visitor='here';r()};for(const k of kinds)addEventListener(k,go,{capture:true,passive:true})});",
    `const hold=e=>{const b=e.target instanceof Element&&e.target.closest('button:not([type="submit"])');if(!b)return;e.preventDefault();e.stopImmediatePropagation();held.includes(b)||held.push(b)};addEventListener('click',hold,true);`,
    "new MutationObserver((_,o)=>{if(h.dataset.hydrated!=='true')return;o.disconnect();removeEventListener('click',hold,true);for(const b of held)b.isConnected&&b.click()}).observe(h,{attributeFilter:['data-hydrated']});",
    'const atOnce=location.hash.length>1||location.search.length>1;',
  ].join('\n');
}

/**
 * Hands the page's data to React Router's stream once it has arrived (`fed` resolves whether it
 * did; the stream holds it until React Router reads it, as it held the HTML's). A page whose
 * data cannot be fetched (offline, a host that lost the file) stays the prerendered page it is
 * and does not hydrate (`data-hydrated="false"`): held clicks are let go, so its buttons work
 * as they do before hydration, rather than hydrating without data (React would replace the
 * page with an error).
 */
export const FEED_PAGE_DATA =
  "const fed=data.then(t=>{const c=window.__reactRouterContext.streamController;c.enqueue(t);c.close();return true},()=>{removeEventListener('click',hold,true);h.dataset.hydrated='false';return false});";

export function deferHydrationInHtml(html: string, dataUrl: string): string {
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
    visitorScript(),
    AFTER_FIRST_VIEW,
    // A deep link hydrates at once into a view the HTML does not show (another tab): React
    // brings its pictures, and none of the HTML's first tab is fetched for nothing.
    `if(!atOnce){${SHOW_AFTER_VIEW}}`,
    // Fetched now, into the HTTP cache only: a modulepreload would also compile them, on the
    // main thread, during the load. Compiled and run once the visitor is there, and once they
    // have arrived: an import of a file still being prefetched downloads it a second time. A
    // page that hydrates at once preloads them as modules, which its imports share.
    `const pre=[];for(const u of ${JSON.stringify(preloads)}){const l=d.createElement('link');l.rel=atOnce?'modulepreload':'prefetch';l.href=u;pre.push(new Promise(r=>{l.onload=l.onerror=r}));d.head.append(l)}`,
    // The page's data comes with the modules, and is handed over as soon as it arrives.
    `const data=fetch(${JSON.stringify(dataUrl)}).then(r=>r.ok?r.text():Promise.reject(new Error(r.statusText)));`,
    FEED_PAGE_DATA,
    'if(!atOnce){await intent;await Promise.all(pre)}',
    'if(await fed){',
    `const [${bindings}] = await Promise.all([${imports.map((i) => `import(${i.specifier})`).join(', ')}]);`,
    `window.__reactRouterRouteModules = ${routeModules};`,
    `import(${entry});`,
    '}',
  ].join('\n');

  return html
    .replace(PRELOAD_LINK, '')
    .replace(BOOTSTRAP, () => `<script type="module" async="">${body}</script>`);
}

/** Where the build keeps the pages' data files, under dist/ and in the site's addresses. */
const DATA_FOLDER = 'assets';

/**
 * Build step: every prerendered page's data goes to a file of its own in assets/ (named by its
 * hash, so it is cached for good like the scripts), and the page's bootstrap is rewritten to
 * wait for the visitor and to fetch that file.
 */
export const deferHydration: BuildStep = ({ dist, base }) => {
  mkdirSync(path.join(dist, DATA_FOLDER), { recursive: true });
  for (const page of pageFiles(dist)) {
    const file = path.join(dist, page);
    const { html, data } = splitPageData(readFileSync(file, 'utf8'), page);
    const name = pageDataFile(data);
    writeFileSync(path.join(dist, DATA_FOLDER, name), data);
    writeFileSync(file, deferHydrationInHtml(html, `${base}${DATA_FOLDER}/${name}`));
  }
};
