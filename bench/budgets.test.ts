// @vitest-environment node
import { checkBudgets, median, summarise, unmeasured } from './budgets';
import { goodRun as good } from './runFixture';
import { FIRST_ROUND_TRIP_BYTES, formatTable } from './table';

describe('bench budgets', () => {
  it('takes the median of each metric and keeps the spread', () => {
    const runs = [
      { ...good, lcp: 3000 },
      { ...good, lcp: 1000 },
      { ...good, lcp: 1200 },
    ];
    expect(median(runs).lcp).toBe(1200);
    expect(median(runs).performance).toBe(100);
    const result = summarise('/', runs);
    expect(result.min.lcp).toBe(1000);
    expect(result.max.lcp).toBe(3000);
    expect(result.median.lcp).toBe(1200);
  });

  it('names the metrics a failed run has no number for', () => {
    expect(unmeasured(good)).toEqual([]);
    expect(unmeasured({ ...good, performance: Number.NaN, lcp: Number.NaN })).toEqual([
      'performance',
      'lcp',
    ]);
  });

  it('passes a good route and names each missed budget', () => {
    const withTaskLimit = { maxLcpMs: 1000, maxFcpMs: 900, maxTaskMs: 50 };
    expect(checkBudgets([{ route: '/', median: good }], withTaskLimit)).toEqual([]);
    const failures = checkBudgets(
      [
        {
          route: '/x',
          median: {
            ...good,
            performance: 99,
            lcp: 1010,
            fcp: 950,
            tbt: 60,
            cls: 0.02,
            thirdPartyRequests: 1,
            renderBlocking: 1,
            imageSavings: 20 * 1024,
            longestTask: 120,
          },
        },
      ],
      withTaskLimit,
    );
    expect(failures).toHaveLength(9);
    expect(failures).toContain('/x: a main-thread task of 120 ms > 50 ms');
    expect(failures[0]).toMatch(/^\/x: Performance 99/);
    expect(failures.at(-2)).toMatch(/1 render-blocking resource/);
    expect(failures.at(-1)).toMatch(/images could save 20\.0 KB/);
  });

  it('prints one row per route with the min–max where the runs differ', () => {
    const table = formatTable([
      summarise('/', [good, { ...good, lcp: 950 }, { ...good, lcp: 700 }]),
      summarise('/projects', [good]),
    ]);
    expect(table.split('\n')).toHaveLength(4);
    expect(table).toContain('| /projects');
    expect(table).toContain('0.90 (0.70–0.95)');
    expect(table.split('\n')[3]).not.toContain('–');
  });

  it('marks a page whose HTML needs more than the first round trip', () => {
    const table = formatTable([
      summarise('/fits', [{ ...good, documentBytes: FIRST_ROUND_TRIP_BYTES }]),
      summarise('/over', [{ ...good, documentBytes: FIRST_ROUND_TRIP_BYTES + 1 }]),
    ]);
    const [, , fits, over] = table.split('\n');
    expect(table.split('\n')[0]).toContain('HTML KB');
    expect(fits).toContain(' 14.3 ');
    expect(fits).not.toContain('*');
    expect(over).toContain(' 14.3* ');
  });
});

describe('bench budgets per device', () => {
  it('checks the largest and first paint against the profile given', () => {
    const slowPhone = { ...good, lcp: 1400, fcp: 1200 };
    expect(
      checkBudgets([{ route: '/', median: slowPhone }], { maxLcpMs: 1500, maxFcpMs: 1500 }),
    ).toEqual([]);
    expect(checkBudgets([{ route: '/', median: slowPhone }])).toEqual([
      '/: LCP 1400 ms > 1000 ms',
      '/: FCP 1200 ms > 900 ms',
    ]);
  });
});

describe('the low-tier phone reads TBT against the bare-HTML control', () => {
  const good = median([
    {
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcp: 1400,
      fcp: 1200,
      tbt: 140,
      cls: 0,
      bytes: 1,
      documentBytes: 1,
      jsBytes: 1,
      requests: 1,
      thirdPartyRequests: 0,
      renderBlocking: 0,
      imageSavings: 0,
      longestTask: 300,
    },
  ]);
  const low = { maxLcpMs: 1500, maxFcpMs: 1500, minPerformance: 99, maxTbtOverControlMs: 50 };

  it('passes TBT within 50 ms of the control, whatever the absolute figure', () => {
    expect(checkBudgets([{ route: '/', median: good }], low, { tbt: 100 })).toEqual([]);
    expect(checkBudgets([{ route: '/', median: good }], low, { tbt: 90 })).toEqual([]);
  });

  it('names the control when TBT is more than 50 ms above it', () => {
    expect(checkBudgets([{ route: '/', median: good }], low, { tbt: 89 })).toEqual([
      "/: TBT 140 ms > the control's 89 ms + 50 ms",
    ]);
  });

  it('holds Performance at 99 there and at 100 elsewhere', () => {
    const worse = { ...good, performance: 98 };
    expect(checkBudgets([{ route: '/', median: worse }], low, { tbt: 100 })).toEqual([
      '/: Performance 98 < 99',
    ]);
    expect(
      checkBudgets([{ route: '/', median: good }], { maxLcpMs: 1500, maxFcpMs: 1500 }),
    ).toEqual(['/: Performance 99 < 100', '/: TBT 140 ms > 50 ms']);
  });

  it('cannot be checked without the control', () => {
    expect(() => checkBudgets([{ route: '/', median: good }], low)).toThrow(/control/);
  });

  it("prints each row's TBT minus the control's beside TBT, with the budget in the heading", () => {
    const table = formatTable(
      [summarise('/', [good]), summarise('control', [{ ...good, tbt: 100 }])],
      {
        tbt: 100,
        budget: 50,
      },
    );
    const [header, , route, control] = table.split('\n').map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
    const at = header?.indexOf('TBT − control (≤ 50)') ?? -1;
    expect(header?.[at - 1]).toBe('TBT ms');
    expect(route?.[at]).toBe('+40');
    expect(control?.[at]).toBe('0');
  });
});
