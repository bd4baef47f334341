// @vitest-environment node
import { deferHydrationInHtml, FEED_PAGE_DATA, INTENT_EVENTS } from './defer-hydration';

const SAMPLE = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Hi</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/HomePage-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"pages/Home/HomePage":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe('deferHydrationInHtml', () => {
  const DATA_URL = '/assets/page-data-0123456789ab.txt';
  const out = deferHydrationInHtml(SAMPLE, DATA_URL);

  it('removes the high-priority module preloads but keeps stylesheets and content', () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain('<h1>Hi</h1>');
    expect(out).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('waits for the frame that paints the first view, then loads the same modules in parallel', () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    expect(script).toContain("getEntriesByName('first-contentful-paint')");
    expect(script.indexOf('new ResizeObserver(')).toBeGreaterThan(-1);
    expect(script.indexOf('new ResizeObserver(')).toBeLessThan(script.indexOf('import('));
    expect(script).not.toMatch(/setTimeout|requestAnimationFrame/);
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/HomePage-4.js")]);',
    );
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"pages/Home/HomePage":route1};',
    );
    expect(script.trim().endsWith('import("/assets/entry.client-2.js");\n}')).toBe(true);
    expect(script).toContain(
      '"/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"',
    );
    expect(script).not.toMatch(/^import /m);
  });

  it("fetches the modules once the first view is shown, but runs them only when a visitor is there (or the page's address names a part of it)", () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    expect(script).toContain("l.rel=atOnce?'modulepreload':'prefetch'");
    for (const kind of INTENT_EVENTS) expect(script).toContain(`"${kind}"`);
    expect(script).toContain('const atOnce=location.hash.length>1||location.search.length>1;');
    const wait = script.indexOf('if(!atOnce){await intent;await Promise.all(pre)}');
    expect(wait).toBeGreaterThan(script.indexOf("l.rel=atOnce?'modulepreload':'prefetch'"));
    expect(wait).toBeLessThan(script.indexOf('import('));
    // Pictures that wait for the first view do not wait for the visitor (unless the address
    // names a part the HTML does not show, where React brings them).
    expect(script.indexOf('[data-after-view-slot]')).toBeLessThan(wait);
    expect(script).toContain(
      "if(!atOnce){await new Promise(r=>{const s=[...d.querySelectorAll('[data-after-view-slot]')]",
    );
  });

  it("fetches the page's data with the modules and imports them only once it has been handed to React Router", () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    const fetchAt = script.indexOf(`fetch(${JSON.stringify(DATA_URL)})`);
    expect(fetchAt).toBeGreaterThan(script.indexOf("l.rel=atOnce?'modulepreload':'prefetch'"));
    expect(fetchAt).toBeLessThan(script.indexOf('await intent'));
    // Handled from the start (a failure while waiting for the visitor is no unhandled error).
    const feedAt = script.indexOf(FEED_PAGE_DATA);
    expect(feedAt).toBeGreaterThan(fetchAt);
    expect(feedAt).toBeLessThan(script.indexOf('await intent'));
    const importsAt = script.indexOf('if(await fed){');
    expect(importsAt).toBeGreaterThan(script.indexOf('await intent'));
    expect(importsAt).toBeLessThan(script.indexOf('import('));
  });

  it('fails loudly when the bootstrap has an unexpected shape', () => {
    expect(() => deferHydrationInHtml('<html><body></body></html>', DATA_URL)).toThrow(
      /no module bootstrap/,
    );
    expect(() =>
      deferHydrationInHtml(
        SAMPLE.replace('import("/assets/entry.client-2.js");', 'doSomethingElse();'),
        DATA_URL,
      ),
    ).toThrow(/unexpected bootstrap line/);
  });
});

describe('FEED_PAGE_DATA', () => {
  /** Runs the hand-off as the bootstrap does: `data` the fetch, `hold` the click listener. */
  async function feed(data: Promise<string>) {
    const chunks: string[] = [];
    let closed = false;
    const context = {
      streamController: { enqueue: (t: string) => chunks.push(t), close: () => (closed = true) },
    };
    const removed: unknown[] = [];
    const h = { dataset: {} as Record<string, string> };
    const hold = () => undefined;
    const run = new Function(
      'data',
      'h',
      'hold',
      'window',
      'removeEventListener',
      `return (async()=>{${FEED_PAGE_DATA}return await fed})()`,
    ) as (...args: unknown[]) => Promise<boolean>;
    const fed = await run(data, h, hold, { __reactRouterContext: context }, (...a: unknown[]) =>
      removed.push(a),
    );
    return { fed, chunks, closed, removed, hydrated: h.dataset.hydrated, hold };
  }

  it('hands the fetched data to the stream and closes it', async () => {
    const result = await feed(Promise.resolve('[{"_1":2},"loaderData"]'));
    expect(result).toMatchObject({ fed: true, chunks: ['[{"_1":2},"loaderData"]'], closed: true });
    expect(result.hydrated).toBeUndefined();
  });

  it('without the data: the page does not hydrate, says so, and lets held clicks go', async () => {
    const result = await feed(Promise.reject(new Error('offline')));
    expect(result).toMatchObject({ fed: false, chunks: [], closed: false, hydrated: 'false' });
    expect(result.removed).toEqual([['click', result.hold, true]]);
  });
});
