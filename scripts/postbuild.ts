/**
 * After React Router's build: keep only the deployable static site in dist/, then run the
 * build steps that add files to it. Each step is a small module of its own under scripts/;
 * add a step by adding one line to STEPS.
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { basePath, DIST_DIR, RR_BUILD_DIR } from '../build-config';
import type { BuildContext, BuildStep } from './build-step';
import { writeNotFoundPage } from './not-found-page';

const STEPS: BuildStep[] = [writeNotFoundPage];

const root = process.cwd();
const client = path.join(root, RR_BUILD_DIR, 'client');
const dist = path.join(root, DIST_DIR);

if (!existsSync(client)) {
  console.error(`postbuild: ${client} is missing; run "react-router build" first.`);
  process.exit(1);
}

rmSync(dist, { recursive: true, force: true });
renameSync(client, dist);
rmSync(path.join(root, RR_BUILD_DIR), { recursive: true, force: true });
// The SPA fallback shell is not needed: every route is prerendered and 404.html handles the rest.
rmSync(path.join(dist, '__spa-fallback.html'), { force: true });

const context: BuildContext = { root, dist, base: basePath() };
for (const step of STEPS) {
  await step(context);
}

console.log(`postbuild: ${DIST_DIR}/ holds ${readdirSync(dist).length} entries`);
