/** The Lighthouse budgets of the performance issue (medians, every route). */

export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Bytes transferred. */
  bytes: number;
  jsBytes: number;
  requests: number;
  thirdPartyRequests: number;
  /** Bytes Lighthouse's image-delivery audit says the page's images could save. */
  imageSavings: number;
}

export interface RouteResult {
  route: string;
  median: RunMetrics;
}

export const BUDGETS = {
  minPerformance: 98,
  minAccessibility: 100,
  minBestPractices: 100,
  minSeo: 100,
  maxLcpMs: 1200,
  maxFcpMs: 1200,
  maxTbtMs: 100,
  maxCls: 0.01,
  maxThirdPartyRequests: 0,
  maxImageSavingsBytes: 10 * 1024,
  description:
    'Performance ≥ 98, Accessibility 100, Best Practices 100, SEO 100, LCP ≤ 1.2 s, FCP ≤ 1.2 s, TBT ≤ 100 ms, CLS ≤ 0.01, no third-party requests, image-delivery savings ≤ 10 KB',
} as const;

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Median of each metric over the runs. */
export function median(runs: RunMetrics[]): RunMetrics {
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunMetrics)[];
  return Object.fromEntries(
    keys.map((key) => [key, medianOf(runs.map((r) => r[key]))]),
  ) as unknown as RunMetrics;
}

/** Human-readable list of missed budgets; empty when every route meets them all. */
export function checkBudgets(results: RouteResult[]): string[] {
  const failures: string[] = [];
  for (const { route, median: m } of results) {
    const check = (ok: boolean, what: string) => {
      if (!ok) failures.push(`${route}: ${what}`);
    };
    check(
      m.performance >= BUDGETS.minPerformance,
      `Performance ${m.performance} < ${BUDGETS.minPerformance}`,
    );
    check(m.accessibility >= BUDGETS.minAccessibility, `Accessibility ${m.accessibility} < 100`);
    check(m.bestPractices >= BUDGETS.minBestPractices, `Best Practices ${m.bestPractices} < 100`);
    check(m.seo >= BUDGETS.minSeo, `SEO ${m.seo} < 100`);
    check(m.lcp <= BUDGETS.maxLcpMs, `LCP ${Math.round(m.lcp)} ms > ${BUDGETS.maxLcpMs} ms`);
    check(m.fcp <= BUDGETS.maxFcpMs, `FCP ${Math.round(m.fcp)} ms > ${BUDGETS.maxFcpMs} ms`);
    check(m.tbt <= BUDGETS.maxTbtMs, `TBT ${Math.round(m.tbt)} ms > ${BUDGETS.maxTbtMs} ms`);
    check(m.cls <= BUDGETS.maxCls, `CLS ${m.cls.toFixed(3)} > ${BUDGETS.maxCls}`);
    check(
      m.thirdPartyRequests <= BUDGETS.maxThirdPartyRequests,
      `${m.thirdPartyRequests} third-party requests`,
    );
    check(
      m.imageSavings <= BUDGETS.maxImageSavingsBytes,
      `images could save ${(m.imageSavings / 1024).toFixed(1)} KB`,
    );
  }
  return failures;
}
