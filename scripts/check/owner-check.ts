/**
 * `npm run check`: the owner's one command before publishing. For the content folder
 * (CONTENT_DIR, from the environment or `.env`) and every language of the site: the content
 * check, the types of the content, the build, then a sweep of every built page in a real
 * Chromium (scripts/check/sweep.ts) and the byte budgets (scripts/check/budgets.ts). Prints one
 * short report: what passed, each problem with its page, the file to change and what to do, and
 * a last line that says whether the site is ready. Exits 0 only when it is.
 * `npm run check -- --built` sweeps the site as last built, without the stages before.
 *
 * `npm run doctor` stays beside it: this answers "does my site work?", the doctor "is it mine
 * and set up to go public?" (sample leftovers, e-mail and analytics settings, the public URL).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { basePath, contentDir, outDir } from '../../build-config';
import { BLOCK_OTHER_HOSTS, CHROMIUM_ARGS, findChromium } from '../../e2e/browser';
import { createAppServer } from '../../server/app';
import { budgetProblems, FILE_BUDGET, oversizedFiles, servedSize } from './budgets';
import { describeProblem, mergeViews, verdict } from './report';
import { sweepSite, VIEWS } from './sweep';

const ROOT = path.resolve(import.meta.dirname, '../..');
const started = performance.now();
const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Runs an npm script with its output kept; resolves with whether it passed and the output. */
function runScript(script: string): Promise<{ passed: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ passed: code === 0, output }));
    child.on('error', (error) => resolve({ passed: false, output: error.message }));
  });
}

/** The lines of a failed stage worth reading: its last 40, without npm's own. */
function tail(output: string): string {
  return output
    .split('\n')
    .filter((line) => line.trim() && !/^npm (ERR!|error)/.test(line))
    .slice(-40)
    .map((line) => `    ${line}`)
    .join('\n');
}

/** The type checker's findings about the content folder first, each as 'file:line: message'. */
function typeProblems(output: string, dir: string): string {
  const lines = output.split('\n').filter((line) => /error TS\d+/.test(line));
  if (lines.length === 0) return tail(output);
  const relativeDir = path.relative(ROOT, dir);
  const own = lines.filter((line) => line.startsWith(relativeDir));
  return (own.length > 0 ? own : lines)
    .slice(0, 20)
    .map((line) => `    ${line.replace(/\((\d+),(\d+)\): error TS\d+:/, ':$1:')}`)
    .join('\n');
}

/** The built site's pages, as paths of the site: '/', '/experiences', '/tr/writing/x', … */
function builtPages(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const folder = path.relative(dist, entry.parentPath).split(path.sep).join('/');
      return folder ? `/${folder}` : '/';
    })
    .sort();
}

/** The site's public address, from the sitemap's first entry (its home page). */
function publicUrlOf(dist: string): string | undefined {
  const sitemap = path.join(dist, 'sitemap.xml');
  if (!existsSync(sitemap)) return undefined;
  return /<loc>([^<]+)<\/loc>/.exec(readFileSync(sitemap, 'utf8'))?.[1];
}

/** The stages before the sweep, as npm scripts. */
const STAGES = [
  ['Content check', 'check:content'],
  ['Types of the content', 'typecheck'],
  ['Build', 'build'],
] as const;

function fail(stage: string, details: string): never {
  console.log(`✗ ${stage}\n${details}\n`);
  console.log(
    `Not ready: the ${stage.toLowerCase()} failed (above). Fix it and run \`npm run check\` again.`,
  );
  process.exit(1);
}

async function main() {
  const dir = contentDir();
  const shownDir = path.relative(ROOT, dir) || '.';
  if (!existsSync(dir))
    fail(
      'Content check',
      `    CONTENT_DIR names ${shownDir}, which does not exist: correct CONTENT_DIR in .env (or the environment), or create the folder (e.g. cp -r src/content ${shownDir}).`,
    );
  console.log(`npm run check: the site of ${shownDir}\n`);

  const warned = new Set<string>();
  // `npm run check -- --built`: the site as it was last built, without building it again.
  const stages = process.argv.includes('--built') ? [] : STAGES;
  for (const [stage, script] of stages) {
    const since = performance.now();
    const { passed, output } = await runScript(script);
    if (!passed) fail(stage, script === 'typecheck' ? typeProblems(output, dir) : tail(output));
    // Each warning once: the build repeats the content check's.
    const warnings = output
      .split('\n')
      .filter((line) => /^\s*(warning|⚠)/i.test(line) && !warned.has(line.trim()));
    for (const line of warnings) warned.add(line.trim());
    console.log(
      `✓ ${stage} (${seconds(since)})${warnings.length ? `, ${warnings.length} warning(s):` : ''}`,
    );
    for (const line of warnings.slice(0, 10)) console.log(`    ${line.trim()}`);
  }

  const dist = path.resolve(ROOT, outDir());
  const base = basePath();
  const pages = builtPages(dist);
  const since = performance.now();
  const { server } = createAppServer({ dist, base });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: findChromium({ headlessShell: true }),
    args: [...CHROMIUM_ARGS, BLOCK_OTHER_HOSTS],
  });
  let result;
  try {
    result = await sweepSite({
      browser,
      origin: `http://127.0.0.1:${port}${base}`,
      pages,
      servedSize: (pathname) => servedSize(dist, pathname.slice(base.length - 1)),
      publicUrl: publicUrlOf(dist),
    });
  } finally {
    await browser.close();
    server.close();
  }
  const phoneView = VIEWS[0]?.name ?? '';
  const problems = mergeViews([...result.problems, ...budgetProblems(result.loaded, phoneView)]);
  const oversized = oversizedFiles(dist);
  const languages = [
    ...new Set(pages.map((page) => /^\/([a-z]{2})(\/|$)/.exec(page)?.[1] ?? 'en')),
  ];
  console.log(
    `${problems.length + oversized.length === 0 ? '✓' : '✗'} Every page in a browser: ${pages.length} pages, ${VIEWS.map((v) => v.name).join(' and ')}, ${result.addressesChecked} addresses on the site (${seconds(since)})`,
  );
  const shownContent = shownDir;
  for (const problem of problems) console.log(describeProblem(problem, shownContent));
  for (const { file, bytes } of oversized)
    console.log(
      `  ✗ ${file} is ${Math.round(bytes / 1024)} KB, over the ${FILE_BUDGET / 1024} KB a file of the site may weigh.\n    Change: the picture or file it comes from in ${shownContent}. Offer a large file as a download (a .pdf or .zip), or make it smaller.`,
    );
  console.log(
    `\n${verdict(problems.length + oversized.length, pages.length, languages)} (${seconds(started)} in all)`,
  );
  process.exit(problems.length + oversized.length === 0 ? 0 : 1);
}

await main();
