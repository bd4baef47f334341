import type { RouteResult, RunMetrics } from './budgets';

type Format = (value: number) => string;

const seconds: Format = (ms) => (ms / 1000).toFixed(2);
const whole: Format = (n) => n.toFixed(0);
const kb: Format = (bytes) => (bytes / 1024).toFixed(1);

/**
 * What Lighthouse's simulated network delivers in a connection's first round trip: ten TCP
 * segments of 1460 bytes (Lantern's TCPConnection). A document larger than that, headers
 * included, takes a second round trip before the browser has all of it, and Lantern starts
 * nothing the document names before it has all of it: 150 ms more on the slow 4G it emulates.
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** The document's size, marked `*` when it needs more than the first round trip. */
const documentKb: Format = (bytes) => `${kb(bytes)}${bytes > FIRST_ROUND_TRIP_BYTES ? '*' : ''}`;

/** Columns; `spread` ones show the median and, when the runs differ, their min–max. */
const COLUMNS: { title: string; key: keyof RunMetrics; format: Format; spread?: boolean }[] = [
  { title: 'Perf', key: 'performance', format: whole, spread: true },
  { title: 'A11y', key: 'accessibility', format: whole },
  { title: 'BP', key: 'bestPractices', format: whole },
  { title: 'SEO', key: 'seo', format: whole },
  { title: 'LCP s', key: 'lcp', format: seconds, spread: true },
  { title: 'FCP s', key: 'fcp', format: seconds, spread: true },
  { title: 'TBT ms', key: 'tbt', format: whole, spread: true },
  { title: 'Task ms', key: 'longestTask', format: whole, spread: true },
  { title: 'CLS', key: 'cls', format: (n) => n.toFixed(3) },
  { title: 'Blocking', key: 'renderBlocking', format: whole },
  { title: 'KB', key: 'bytes', format: kb },
  { title: 'HTML KB', key: 'documentBytes', format: documentKb },
  { title: 'JS KB', key: 'jsBytes', format: kb },
  { title: 'Req', key: 'requests', format: whole },
  { title: '3rd', key: 'thirdPartyRequests', format: whole },
  { title: 'Img save KB', key: 'imageSavings', format: kb },
];

function cell(result: RouteResult, column: (typeof COLUMNS)[number]): string {
  const { key, format, spread } = column;
  const middle = format(result.median[key]);
  const low = format(result.min[key]);
  const high = format(result.max[key]);
  return spread && low !== high ? `${middle} (${low}–${high})` : middle;
}

/** A signed whole number of ms: `+12`, `-3`, `0`. */
const signed: Format = (n) => (Math.round(n) > 0 ? `+${Math.round(n)}` : whole(n));

/**
 * A Markdown table: one row per route, medians with the min–max of the runs. With a `control`
 * (the bare-HTML page measured in the same run, bench/control.ts) a column beside TBT gives
 * each row's median TBT minus the control's, and `budget` says what that margin may be.
 */
export function formatTable(
  results: RouteResult[],
  control?: { tbt: number; budget?: number },
): string {
  const tbtAt = COLUMNS.findIndex((c) => c.key === 'tbt') + 1;
  const overTitle =
    control?.budget === undefined ? 'TBT − control' : `TBT − control (≤ ${control.budget})`;
  const withOver = (cells: string[], over: string) =>
    control ? [...cells.slice(0, tbtAt + 1), over, ...cells.slice(tbtAt + 1)] : cells;
  const header = withOver(['Route', ...COLUMNS.map((c) => c.title)], overTitle);
  const rows = results.map((r) =>
    withOver(
      [r.route, ...COLUMNS.map((c) => cell(r, c))],
      control ? signed(r.median.tbt - control.tbt) : '',
    ),
  );
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
