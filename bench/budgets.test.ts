import { checkBudgets, median, type RunMetrics } from './budgets';
import { formatTable } from './table';

const good: RunMetrics = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 900,
  fcp: 800,
  tbt: 10,
  cls: 0,
  bytes: 150_000,
  jsBytes: 120_000,
  requests: 12,
  thirdPartyRequests: 0,
  imageSavings: 0,
};

describe('bench budgets', () => {
  it('takes the median of each metric', () => {
    const m = median([
      { ...good, lcp: 3000 },
      { ...good, lcp: 1000 },
      { ...good, lcp: 1200 },
    ]);
    expect(m.lcp).toBe(1200);
    expect(m.performance).toBe(100);
  });

  it('passes a good route and names each missed budget', () => {
    expect(checkBudgets([{ route: '/', median: good }])).toEqual([]);
    const failures = checkBudgets([
      {
        route: '/x',
        median: {
          ...good,
          performance: 97,
          lcp: 1600,
          cls: 0.02,
          thirdPartyRequests: 1,
          imageSavings: 20 * 1024,
        },
      },
    ]);
    expect(failures).toHaveLength(5);
    expect(failures[0]).toMatch(/^\/x: Performance 97/);
  });

  it('prints one row per route', () => {
    const table = formatTable([
      { route: '/', median: good },
      { route: '/projects', median: good },
    ]);
    expect(table.split('\n')).toHaveLength(4);
    expect(table).toContain('| /projects');
  });
});
