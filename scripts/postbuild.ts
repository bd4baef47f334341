/**
 * After React Router's build: keep only the deployable static site, run the build steps that
 * add files to it, and only then put it in dist/. Each step is a small module of its own under
 * scripts/; add a step by adding one line to STEPS.
 *
 * The steps work on React Router's client folder, not on dist/: a step that fails (a mistake in
 * the content the check did not catch, a full disk) leaves the previous dist/ exactly as it was,
 * never half a site, and the build ends with one line saying what failed instead of a stack trace.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { basePath, outDir, rrBuildDir } from '../build-config';
import { hoistBasePathPages } from './base-path-pages';
import { removeBuildStamp, stampBuild } from './build-stamp';
import { pageFiles, type BuildContext, type BuildStep } from './build-step';
import { copyContentDownloads } from './content/copy-downloads';
import { deferHydration } from './defer-hydration';
import { writeHostConfig } from './host-config';
import { inlineCss } from './inline-css';
import { inlineFavicon } from './inline-favicon';
import { writeSiteSkillSprite } from './icon-sprites';
import { inlineIcons } from './inline-icons';
import { writeNotFoundPage } from './not-found-page';
import { optimiseSvgFiles } from './optimise-svg';
import { precompress } from './precompress';
import { writeJsonResume } from './resume/build-json-resume';
import { writeResume } from './resume/build-resume';
import { writeSeoFiles } from './seo';
import { writeFeedFiles } from './seo/writing';

export const STEPS: BuildStep[] = [
  // Keep first: moves the pages of a sub-path build to the top of the site.
  hoistBasePathPages,
  deferHydration,
  inlineCss,
  writeNotFoundPage,
  writeSeoFiles,
  // Reads the post pages: after every step that changes their body (none before it does).
  writeFeedFiles,
  writeResume,
  writeJsonResume,
  copyContentDownloads,
  writeSiteSkillSprite,
  optimiseSvgFiles,
  // After the SVGs are optimised: copies each page's icons from the sprite into the page.
  inlineIcons,
  // After the SVGs are optimised: puts the tab icon into each page.
  inlineFavicon,
  // After every step that changes HTML: hashes the final inline scripts for the CSP.
  writeHostConfig,
  // Compresses what the steps above wrote.
  precompress,
];

export interface FinishOptions {
  root: string;
  /** React Router's build folder (its `client/` is the site). */
  rrBuild: string;
  /** Where the finished site goes. */
  dist: string;
  base: string;
  steps?: readonly BuildStep[];
}

/**
 * React Router writes a single-page-app shell (`"isSpaMode":true`) besides the prerendered pages:
 * as `__spa-fallback.html`, or, in a sub-path build, as the client folder's `index.html` (the
 * pages sit in `<base>/` there until hoistBasePathPages moves them up). It is not needed: every
 * route is prerendered and 404.html handles the rest.
 */
export function removeSpaFallback(site: string): void {
  rmSync(path.join(site, '__spa-fallback.html'), { force: true });
  const top = path.join(site, 'index.html');
  if (existsSync(top) && readFileSync(top, 'utf8').includes('"isSpaMode":true')) rmSync(top);
}

/** A build step that failed: the step's name and its message, dist/ untouched. */
export class BuildStepError extends Error {}

/**
 * Runs the steps on the client folder and, when every one succeeded, swaps it in as `dist`
 * and stamps the build (the stamp last: a running `npm start` server switches only then).
 * Throws a BuildStepError, with `dist` unchanged, when a step fails.
 */
export async function finishBuild({
  root,
  rrBuild,
  dist,
  base,
  steps = STEPS,
}: FinishOptions): Promise<void> {
  const site = path.join(rrBuild, 'client');
  if (!existsSync(site))
    throw new BuildStepError(`${site} is missing; run "react-router build" first.`);
  removeSpaFallback(site);
  const context: BuildContext = { root, dist: site, base };
  for (const step of steps) {
    try {
      await step(context);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new BuildStepError(
        `the step ${step.name || 'unnamed'} failed: ${message.split('\n')[0]}`,
        { cause: error },
      );
    }
  }
  // A running server keeps serving its copy of the old site until the new stamp stands.
  removeBuildStamp(dist);
  rmSync(dist, { recursive: true, force: true });
  renameSync(site, dist);
  rmSync(rrBuild, { recursive: true, force: true });
  await stampBuild({ root, dist, base });
}

async function main() {
  const root = process.cwd();
  const dist = path.resolve(root, outDir());
  try {
    await finishBuild({ root, rrBuild: path.resolve(root, rrBuildDir()), dist, base: basePath() });
  } catch (error) {
    if (!(error instanceof BuildStepError)) throw error;
    console.error(`postbuild: ${error.message}`);
    console.error(
      `postbuild: ${outDir()}/ was left as it was. Run \`npm run check:content\` and fix what it names, then build again.`,
    );
    process.exit(1);
  }
  // React Router's line per prerendered page is left out of the log (scripts/build-log.ts).
  const pages = pageFiles(dist).length;
  console.log(
    `postbuild: ${pages} pages prerendered; ${outDir()}/ holds ${readdirSync(dist).length} entries`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
