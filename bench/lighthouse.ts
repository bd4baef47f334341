/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling) three times per route against the
 * built site served by the production server, once per emulated phone (bench/profiles.ts): the
 * CPU slowdown is this machine's benchmark index over the device's, so the figures mean the same
 * on a fast and a slow machine. Prints the index, the slowdown and one table of medians (min–max)
 * per profile, with a last row for a page of bare HTML measured alike (bench/control.ts: the
 * floor this machine sets), the longest main-thread tasks of routes that have one over budget,
 * and exits non-zero when a median misses a budget. Run `npm run build` first (the npm script does);
 * OUT_DIR measures another build folder, BENCH_RUNS sets the runs per route, BENCH_PROFILES=mid
 * or low measures one profile, BENCH_ROUTES=/,/about-me only those routes.
 * BENCH_WITHOUT_HYDRATION=1 also measures every route without the script that hydrates it
 * (bench/withoutHydration.ts) and prints those rows in a table of their own: what drawing the
 * page costs before any of the site's JavaScript runs.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings, throttling } from 'lighthouse/core/config/constants.js';
import { contentLanguages, contentPostSlugs, outDir } from '../build-config';
import { findChromium } from '../e2e/browser';
import { benchChromeFlags } from './chromeFlags';
import { createApp } from '../server/app';
import { CONTROL_LABEL, createControlServer } from './control';
import { createWithoutHydrationServer } from './withoutHydration';
import { builtPaths } from '../src/lib/routeTable';
import { selectRoutes } from './routes';
import {
  BUDGETS,
  checkBudgets,
  MAX_TASK_MS,
  summarise,
  unmeasured,
  type RouteResult,
  type RunMetrics,
} from './budgets';
import { FIRST_ROUND_TRIP_BYTES, formatTable } from './table';
import {
  calibrationNote,
  isOffCalibration,
  medianIndex,
  selectProfiles,
  slowdownFor,
  type DeviceProfile,
} from './profiles';
import { listenLocally } from '../server/listen';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WITHOUT_HYDRATION = Boolean(process.env.BENCH_WITHOUT_HYDRATION);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Lighthouse's mobile network (slow 4G) as in its mobile preset; only the CPU slowdown is ours. */
const MOBILE_NETWORK = throttling.mobileSlow4G;

/**
 * Every run is a first visit. Lighthouse empties the HTTP cache before a run but keeps local
 * storage, so from the second run on the page found the earlier run's `font` entry (the site's
 * "typeface is cached" mark, src/lib/font.ts) and drew its first frame in a web font that was no
 * longer cached: a state a real visitor reaches only when the browser evicts the font.
 */
const FIRST_VISIT_STORAGE = [...defaultSettings.clearStorageTypes, 'local_storage'];

interface LongTask {
  url: string;
  duration: number;
  startTime: number;
}

interface Measurement {
  metrics: RunMetrics;
  longTasks: LongTask[];
  benchmarkIndex: number;
}

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceType?: string;
}

/** A run Lighthouse could not finish is measured again, at most this many times in all. */
const ATTEMPTS = 3;

/** One Lighthouse run of a URL; throws with Lighthouse's reason when the run failed. */
async function measure(
  url: string,
  port: number,
  origin: string,
  cpuSlowdownMultiplier: number,
): Promise<Measurement> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: { ...MOBILE_NETWORK, cpuSlowdownMultiplier },
    clearStorageTypes: FIRST_VISIT_STORAGE,
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
  const longTasks =
    (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
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
    documentBytes: requests.find((r) => r.resourceType === 'Document')?.transferSize ?? Number.NaN,
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
    longestTask: Math.max(0, ...longTasks.map((task) => task.duration)),
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
  return { metrics: run, longTasks, benchmarkIndex: lhr.environment.benchmarkIndex };
}

/**
 * A run that fails (on a busy machine Lighthouse sometimes loses a trace event and scores
 * nothing) is measured again rather than counted as a score of 0.
 */
async function measureWithRetries(
  url: string,
  port: number,
  origin: string,
  slowdown: number,
): Promise<Measurement> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, port, origin, slowdown);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt >= ATTEMPTS)
        throw new Error(`Lighthouse failed ${ATTEMPTS}× on ${url}: ${reason}`);
      process.stdout.write(`  run failed (${reason}); measuring again\n`);
    }
  }
}

/** A task's script, shortened to what a reader needs (the file name, or "unattributable"). */
function taskSource(task: LongTask, origin: string): string {
  if (!task.url || task.url === 'Unattributable') return 'unattributable';
  return task.url.startsWith(origin) ? task.url.slice(origin.length) || '/' : task.url;
}

/** Measures every route on one profile; prints and returns the missed budgets. */
async function benchProfile(
  profile: DeviceProfile,
  machineIndex: number,
  chromePort: number,
  origin: string,
  controlOrigin: string,
  strippedOrigin: string | undefined,
  routes: readonly string[],
): Promise<{ failures: string[]; indices: number[] }> {
  const slowdown = slowdownFor(machineIndex, profile);
  console.log(`\n== ${profile.name}: CPU slowdown ${slowdown}× ==`);
  const note = calibrationNote(machineIndex, profile);
  if (note) console.log(`  note: ${note}`);
  const results: RouteResult[] = [];
  const slowTasks: string[] = [];
  const indices: number[] = [];
  /** RUNS runs of `url` (served at `at`), each at the slowdown the machine's speed asks for. */
  const measureRuns = async (url: string, at: string, label: string) => {
    const measurements: Measurement[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      process.stdout.write(`Lighthouse ${label} run ${run}/${RUNS}…\n`);
      let measured = await measureWithRetries(url, chromePort, at, slowdown);
      // The machine's speed wanders while it runs (other work, thermal limits): a run that
      // found it far from the calibration emulated another phone, so it is measured again at
      // the slowdown its own index asks for.
      if (isOffCalibration(measured.benchmarkIndex, machineIndex)) {
        const recalibrated = slowdownFor(measured.benchmarkIndex, profile);
        process.stdout.write(
          `  index ${Math.round(measured.benchmarkIndex)} during the run: measuring again at ${recalibrated}×\n`,
        );
        measured = await measureWithRetries(url, chromePort, at, recalibrated);
      }
      measurements.push(measured);
      indices.push(measured.benchmarkIndex);
    }
    return measurements;
  };
  const pages = routes.map((path) => ({ path }));
  for (const page of pages) {
    const measurements = await measureRuns(`${origin}${page.path}`, origin, page.path);
    results.push(
      summarise(
        page.path,
        measurements.map((m) => m.metrics),
      ),
    );
    const worst = measurements.reduce<Measurement | undefined>(
      (longest, m) =>
        !longest || m.metrics.longestTask > longest.metrics.longestTask ? m : longest,
      undefined,
    );
    const over = (worst?.longTasks ?? [])
      .filter((task) => task.duration > MAX_TASK_MS)
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 5);
    if (over.length)
      slowTasks.push(
        `  ${page.path}: ${over.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms (${taskSource(t, origin)})`).join('; ')}`,
      );
  }
  // The floor at this slowdown: the same runs of a page of bare HTML (bench/control.ts).
  const control = await measureRuns(`${controlOrigin}/`, controlOrigin, CONTROL_LABEL);
  console.log(
    `\n${profile.name}, CPU slowdown ${slowdown}×, ${RUNS} run(s) per route: medians (min–max)\n`,
  );
  const controlResult = summarise(
    CONTROL_LABEL,
    control.map((m) => m.metrics),
  );
  console.log(
    formatTable([...results, controlResult], {
      tbt: controlResult.median.tbt,
      budget: profile.maxTbtOverControlMs,
    }),
  );
  console.log(
    `  (the last row is not a route: a page of bare HTML, the floor this machine sets at ${slowdown}×; it has no budget)`,
  );
  console.log(
    `  (HTML KB: the page's HTML as sent, headers included; * marks one over ${FIRST_ROUND_TRIP_BYTES} bytes, which the simulated network needs a second round trip for before anything is drawn: not a budget)`,
  );
  if (slowTasks.length) {
    const budgeted = profile.maxTaskMs === undefined ? ', not a budget on this phone' : '';
    console.log(
      `\nMain-thread tasks over ${MAX_TASK_MS} ms (the run with the longest${budgeted}):`,
    );
    for (const line of slowTasks) console.log(line);
  }
  if (strippedOrigin) {
    const stripped: RouteResult[] = [];
    for (const page of pages) {
      const label = `${page.path} without hydration`;
      const measurements = await measureRuns(
        `${strippedOrigin}${page.path}`,
        strippedOrigin,
        label,
      );
      stripped.push(
        summarise(
          page.path,
          measurements.map((m) => m.metrics),
        ),
      );
    }
    console.log(
      `\n${profile.name}: the same routes without the script that hydrates them (HTML, CSS and the head's inline scripts only); not budgets\n`,
    );
    console.log(formatTable(stripped));
  }
  return {
    failures: checkBudgets(results, profile, controlResult.median).map(
      (f) => `${profile.id}: ${f}`,
    ),
    indices,
  };
}

/**
 * This machine's benchmark index: Lighthouse measures it at the start of every run; the median
 * of three quick runs is steadier than one.
 */
async function calibrate(url: string, chromePort: number): Promise<number> {
  const indices: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['first-contentful-paint'],
      formFactor: 'mobile',
    });
    indices.push(result?.lhr.environment.benchmarkIndex ?? Number.NaN);
  }
  return medianIndex(indices);
}

/** Every route in every language of the site, and the newest post of each. */
async function siteRoutes(): Promise<string[]> {
  const languages = await contentLanguages();
  const slugs = await contentPostSlugs();
  return languages.flatMap((lang) =>
    builtPaths(lang, languages, (slugs.get(lang) ?? []).slice(0, 1)),
  );
}

async function main() {
  const profiles = selectProfiles(process.env.BENCH_PROFILES);
  const all = await siteRoutes();
  const routes = selectRoutes(all, process.env.BENCH_ROUTES);
  const dist = path.resolve(outDir());
  const server = createServer(createApp({ dist }));
  const origin = await listenLocally(server);
  const control = createControlServer();
  const controlOrigin = await listenLocally(control);
  const stripped = WITHOUT_HYDRATION ? createWithoutHydrationServer(origin) : undefined;
  const strippedOrigin = stripped && (await listenLocally(stripped));

  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    // chrome-launcher's defaults and the project's flags, with one merged --disable-features.
    ignoreDefaultFlags: true,
    chromeFlags: benchChromeFlags(chromeLauncher.Launcher.defaultFlags()),
  });

  const failures: string[] = [];
  const indices: number[] = [];
  let machineIndex = Number.NaN;
  try {
    machineIndex = await calibrate(`${origin}/`, chrome.port);
    console.log(`Benchmark index of this machine: ${Math.round(machineIndex)} (median of 3)`);
    for (const profile of profiles) {
      const measured = await benchProfile(
        profile,
        machineIndex,
        chrome.port,
        origin,
        controlOrigin,
        strippedOrigin,
        routes,
      );
      failures.push(...measured.failures);
      indices.push(...measured.indices);
    }
  } finally {
    await chrome.kill();
    server.close();
    control.close();
    stripped?.close();
  }

  console.log(
    `\nBenchmark index: ${Math.round(machineIndex)} at calibration, ${Math.round(Math.min(...indices))}–${Math.round(Math.max(...indices))} during the runs`,
  );
  console.log(`Budgets: ${BUDGETS.description}`);
  if (failures.length) {
    console.log(`\n${failures.length} budget(s) missed:`);
    for (const failure of failures) console.log(`  - ${failure}`);
    process.exit(1);
  }
  const some =
    routes.length < all.length ? ` on ${routes.length} of ${all.length} routes (BENCH_ROUTES)` : '';
  console.log(`\nAll budgets met${some}.`);
}

await main();
