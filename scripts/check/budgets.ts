/**
 * The byte budgets `npm run check` holds a site to, counted as a host serves the files (HTML,
 * CSS, JS and SVG compressed, pictures as stored): what a phone's first visit to each page
 * loads, the JavaScript among it, and the largest file. The same figures as the template's own
 * end-to-end budgets (e2e/budgets.spec.ts), which measure them on more views.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Loaded, PageProblem } from './sweep';

const KB = 1024;
/** Bytes of JavaScript a page loads before any interaction. */
export const INITIAL_JS_BUDGET = 125 * KB;
/** Bytes of everything a first visit loads: the home page, and any other page. */
export const FIRST_VISIT_BUDGET = { home: 300 * KB, other: 250 * KB } as const;
/** Largest single file of the site, except downloads an owner offers whole. */
export const FILE_BUDGET = 300 * KB;
export const FILE_BUDGET_EXCEPTIONS = [/\.pdf$/, /\.jar$/, /\.zip$/, /\.apk$/];

const COMPRESSIBLE = /\.(html?|css|js|mjs|svg|json|xml|txt|webmanifest)$/;

/** Bytes of a built file (a path of the site, without the base path) as a host serves it. */
export function servedSize(dist: string, sitePath: string): number {
  let file = path.join(dist, decodeURIComponent(sitePath));
  const stat = statSync(file, { throwIfNoEntry: false });
  if (stat?.isDirectory()) file = path.join(file, 'index.html');
  else if (!stat) {
    const html = `${file}.html`;
    if (statSync(html, { throwIfNoEntry: false })) file = html;
    else return 0;
  }
  const bytes = readFileSync(file);
  return COMPRESSIBLE.test(file) ? gzipSync(bytes, { level: 9 }).length : bytes.length;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The pages whose first visit (in the phone view) is over budget, as problems. */
export function budgetProblems(loaded: readonly Loaded[], phoneView: string): PageProblem[] {
  const problems: PageProblem[] = [];
  for (const { page, view, bytesByType } of loaded) {
    if (view !== phoneView) continue;
    const total = Object.values(bytesByType).reduce((sum, bytes) => sum + bytes, 0);
    const isHome = /^\/([a-z]{2}\/?)?$/.test(page);
    const budget = isHome ? FIRST_VISIT_BUDGET.home : FIRST_VISIT_BUDGET.other;
    if (total > budget)
      problems.push({
        page,
        view,
        kind: 'bytes',
        what: `a first visit loads ${kb(total)}, over the ${kb(budget)} a phone should wait for (pictures ${kb(bytesByType.image ?? 0)})`,
      });
    const js = bytesByType.script ?? 0;
    if (js > INITIAL_JS_BUDGET)
      problems.push({
        page,
        view,
        kind: 'bytes',
        what: `it loads ${kb(js)} of JavaScript, over ${kb(INITIAL_JS_BUDGET)}`,
      });
  }
  return problems;
}

/** Files of the built site over FILE_BUDGET (downloads excepted), with their sizes. */
export function oversizedFiles(dist: string): { file: string; bytes: number }[] {
  const found: { file: string; bytes: number }[] = [];
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    if (FILE_BUDGET_EXCEPTIONS.some((pattern) => pattern.test(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dist, file);
    const bytes = servedSize(dist, relative);
    if (bytes > FILE_BUDGET) found.push({ file: relative, bytes });
  }
  return found;
}
