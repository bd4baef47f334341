/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling) three times per route against the
 * built site served by the production server; prints one table of medians with the min–max of
 * the runs and exits non-zero when a median misses a budget. Run `npm run build` first (the npm
 * script does); OUT_DIR measures another build folder.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { outDir } from '../build-config';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser';
import { createApp } from '../server/app';
import { pages } from '../src/lib/pages';
import {
  BUDGETS,
  checkBudgets,
  summarise,
  unmeasured,
  type RouteResult,
  type RunMetrics,
} from './budgets';
import { formatTable } from './table';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceType?: string;
}

/** A run Lighthouse could not finish is measured again, at most this many times in all. */
const ATTEMPTS = 3;

/** One Lighthouse run of a URL; throws with Lighthouse's reason when the run failed. */
async function measure(url: string, port: number, origin: string): Promise<RunMetrics> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) =>
    (lhr.categories[id]?.score ?? Number.NaN) * 100;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const blocking = (
    lhr.audits['render-blocking-resources']?.details as { items?: unknown[] } | undefined
  )?.items;
  const run: RunMetrics = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    jsBytes: requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    requests: requests.length,
    thirdPartyRequests: requests.filter((r) => !r.url.startsWith(origin)).length,
    renderBlocking: blocking?.length ?? Number.NaN,
    imageSavings: (
      (lhr.audits['image-delivery-insight']?.details as { items?: { wastedBytes?: number }[] })
        ?.items ?? []
    ).reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0),
  };
  const missing = unmeasured(run);
  if (missing.length) {
    const errors = ['largest-contentful-paint', 'first-contentful-paint', 'total-blocking-time']
      .map((id) => lhr.audits[id]?.errorMessage)
      .filter(Boolean);
    throw new Error(
      `no value for ${missing.join(', ')}${errors.length ? ` (${errors.join('; ')})` : ''}`,
    );
  }
  return run;
}

/**
 * A run that fails (on a busy machine Lighthouse sometimes loses a trace event and scores
 * nothing) is measured again rather than counted as a score of 0.
 */
async function measureWithRetries(url: string, port: number, origin: string): Promise<RunMetrics> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, port, origin);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt >= ATTEMPTS)
        throw new Error(`Lighthouse failed ${ATTEMPTS}× on ${url}: ${reason}`);
      process.stdout.write(`  run failed (${reason}); measuring again\n`);
    }
  }
}

async function main() {
  const dist = path.resolve(outDir());
  const server = createServer(createApp({ dist }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: CHROMIUM_ARGS,
  });

  const results: RouteResult[] = [];
  try {
    for (const page of pages) {
      const runs: RunMetrics[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        process.stdout.write(`Lighthouse ${page.path} run ${run}/${RUNS}…\n`);
        runs.push(await measureWithRetries(`${origin}${page.path}`, chrome.port, origin));
      }
      results.push(summarise(page.path, runs));
    }
  } finally {
    await chrome.kill();
    server.close();
  }

  console.log(
    `\nLighthouse ${RUNS} runs per route, mobile, simulated throttling: medians (min–max)\n`,
  );
  console.log(formatTable(results));
  const failures = checkBudgets(results);
  console.log(`\nBudgets: ${BUDGETS.description}`);
  if (failures.length) {
    console.log(`\n${failures.length} budget(s) missed:`);
    for (const failure of failures) console.log(`  - ${failure}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
}

await main();
