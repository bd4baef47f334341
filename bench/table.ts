import type { RouteResult } from './budgets';

const COLUMNS: { title: string; value: (r: RouteResult['median']) => string }[] = [
  { title: 'Perf', value: (m) => m.performance.toFixed(0) },
  { title: 'A11y', value: (m) => m.accessibility.toFixed(0) },
  { title: 'BP', value: (m) => m.bestPractices.toFixed(0) },
  { title: 'SEO', value: (m) => m.seo.toFixed(0) },
  { title: 'LCP', value: (m) => `${(m.lcp / 1000).toFixed(2)} s` },
  { title: 'FCP', value: (m) => `${(m.fcp / 1000).toFixed(2)} s` },
  { title: 'TBT', value: (m) => `${Math.round(m.tbt)} ms` },
  { title: 'CLS', value: (m) => m.cls.toFixed(3) },
  { title: 'Bytes', value: (m) => `${(m.bytes / 1024).toFixed(1)} KB` },
  { title: 'JS', value: (m) => `${(m.jsBytes / 1024).toFixed(1)} KB` },
  { title: 'Req', value: (m) => m.requests.toFixed(0) },
  { title: '3rd', value: (m) => m.thirdPartyRequests.toFixed(0) },
  { title: 'Img save', value: (m) => `${(m.imageSavings / 1024).toFixed(1)} KB` },
];

/** A Markdown table: one row per route. */
export function formatTable(results: RouteResult[]): string {
  const header = ['Route', ...COLUMNS.map((c) => c.title)];
  const rows = results.map((r) => [r.route, ...COLUMNS.map((c) => c.value(r.median))]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
