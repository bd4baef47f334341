/**
 * After React Router's build: keep only the deployable static site in dist/, then run the
 * build steps that add files to it. Each step is a small module of its own under scripts/;
 * add a step by adding one line to STEPS.
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { basePath, outDir, rrBuildDir } from '../build-config';
import { hoistBasePathPages } from './base-path-pages';
import { removeBuildStamp, stampBuild } from './build-stamp';
import type { BuildContext, BuildStep } from './build-step';
import { copyContentDownloads } from './content/copy-downloads';
import { deferHydration } from './defer-hydration';
import { writeHostConfig } from './host-config';
import { inlineCss } from './inline-css';
import { inlineIcons } from './inline-icons';
import { writeNotFoundPage } from './not-found-page';
import { optimiseSvgFiles } from './optimise-svg';
import { precompress } from './precompress';
import { writeResume } from './resume/build-resume';
import { writeSeoFiles } from './seo';

const STEPS: BuildStep[] = [
  // Keep first: moves the pages of a sub-path build to the top of dist/.
  hoistBasePathPages,
  deferHydration,
  inlineCss,
  writeNotFoundPage,
  writeSeoFiles,
  writeResume,
  copyContentDownloads,
  optimiseSvgFiles,
  // After the SVGs are optimised: copies each page's icons from the sprite into the page.
  inlineIcons,
  // After every step that changes HTML: hashes the final inline scripts for the CSP.
  writeHostConfig,
  // Compresses what the steps above wrote.
  precompress,
  // Keep last: tells a running `npm start` server that dist/ is complete.
  stampBuild,
];

const root = process.cwd();
const rrBuild = path.resolve(root, rrBuildDir());
const client = path.join(rrBuild, 'client');
const dist = path.resolve(root, outDir());

if (!existsSync(client)) {
  console.error(`postbuild: ${client} is missing; run "react-router build" first.`);
  process.exit(1);
}

// A running server keeps serving its copy of the old site until the new stamp stands.
removeBuildStamp(dist);
rmSync(dist, { recursive: true, force: true });
renameSync(client, dist);
rmSync(rrBuild, { recursive: true, force: true });
// The SPA fallback shell is not needed: every route is prerendered and 404.html handles the rest.
rmSync(path.join(dist, '__spa-fallback.html'), { force: true });

const context: BuildContext = { root, dist, base: basePath() };
for (const step of STEPS) {
  await step(context);
}

console.log(`postbuild: ${outDir()}/ holds ${readdirSync(dist).length} entries`);
