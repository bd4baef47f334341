/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling) three times per route against the
 * built site served by the production server; prints one table of medians and exits non-zero
 * when a budget is missed. Run `npm run build` first (the npm script does).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { outDir } from '../build-config';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser';
import { createApp } from '../server/app';
import { pages } from '../src/content/pages';
import { BUDGETS, checkBudgets, median, type RouteResult, type RunMetrics } from './budgets';
import { formatTable } from './table';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceType?: string;
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
        const result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const { lhr } = result;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const network = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })
          ?.items;
        const requests = network ?? [];
        runs.push({
          performance: (lhr.categories.performance?.score ?? 0) * 100,
          accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
          bestPractices: (lhr.categories['best-practices']?.score ?? 0) * 100,
          seo: (lhr.categories.seo?.score ?? 0) * 100,
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
          imageSavings: (
            (
              lhr.audits['image-delivery-insight']?.details as {
                items?: { wastedBytes?: number }[];
              }
            )?.items ?? []
          ).reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0),
        });
      }
      results.push({ route: page.path, median: median(runs) });
    }
  } finally {
    await chrome.kill();
    server.close();
  }

  console.log(`\nLighthouse ${RUNS} runs per route, mobile, simulated throttling (medians)\n`);
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
