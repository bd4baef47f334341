/**
 * After React Router's build: keep only the deployable static site in dist/ and add what a
 * plain static host needs (404.html that sends unknown paths home).
 * Later build steps (resume PDF, sitemap, headers…) add their own files here.
 */
import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { basePath, DIST_DIR, RR_BUILD_DIR } from '../build-config';
import { notFoundHtml } from './not-found-page';

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

writeFileSync(path.join(dist, '404.html'), notFoundHtml(basePath()));

console.log(`postbuild: ${DIST_DIR}/ holds ${readdirSync(dist).length} entries`);
