/**
 * Variant builds for end-to-end tests that need other build settings than the main `dist/`
 * (a sub-path, an analytics id, e-mail settings…). Each variant is built once per test run
 * into .e2e-builds/<name> and served by the same server as `npm start`. Spec files that need the
 * same settings share a variant by name: the first worker to ask builds it while a second one
 * waits (a lock folder per variant), and a name asked for with other settings fails loudly.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createApp } from '../server/app';
import { withLock } from '../test-support/buildLock';
import { listenLocally } from '../server/listen';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILDS = path.join(ROOT, '.e2e-builds');
/** Held while any variant's `react-router build` runs (see startVariant). */
const ROUTE_TYPES_LOCK = path.join(BUILDS, 'react-router-build.lock');

export interface Variant {
  /** Origin plus base path, e.g. http://127.0.0.1:41234/portfolio/ */
  url: string;
  origin: string;
  dir: string;
  close: () => Promise<void>;
}

/**
 * Builds (unless built already during this test run) and serves a variant.
 * `env` holds build variables, e.g. { BASE_PATH: '/portfolio/' }.
 */
export async function startVariant(
  name: string,
  env: Record<string, string>,
  options: { createApp?: typeof createApp } = {},
): Promise<Variant> {
  const dir = path.join(BUILDS, name);
  // The stamp says which run built the variant, and with which settings.
  const stamp = path.join(BUILDS, `${name}.stamp`);
  const run = process.env.E2E_RUN_ID ?? 'local';
  const wanted = JSON.stringify({ run, env });
  // Two locks. The variant's own: one build of it at a time, and a worker that asks for it
  // while another builds it waits and then serves that build. And one for React Router's build
  // step of any variant: it writes the route types in .react-router/ (even `react-router build`
  // does), and two at once once failed removing each other's folder there (ENOTEMPTY) in a
  // student's run. The postbuild step writes only in the variant's own folders, so one variant's
  // postbuild runs beside the next one's React Router build. Under one lock for the whole build
  // a worker waited for both halves of the other's: in the sample's run both workers were
  // outside any test for 128 of its 899 s.
  const lock = path.join(BUILDS, `${name}.lock`);
  mkdirSync(BUILDS, { recursive: true });
  await withLock(lock, async () => {
    const built = existsSync(dir) ? readStamp(stamp) : undefined;
    if (JSON.stringify(built) === wanted) return;
    if (built?.run === run)
      throw new Error(
        `Variant “${name}” was built in this run with ${JSON.stringify(built.env)}, ` +
          `not ${JSON.stringify(env)}: give the variant with other settings another name.`,
      );
    rmSync(dir, { recursive: true, force: true });
    const buildEnv = { ...process.env, ...env, OUT_DIR: dir };
    // The binaries themselves, not through npx (which costs about half a second each time).
    await withLock(ROUTE_TYPES_LOCK, () =>
      execFileSync(BIN('react-router'), ['build'], { cwd: ROOT, env: buildEnv, stdio: 'pipe' }),
    );
    execFileSync(BIN('tsx'), ['scripts/postbuild.ts'], { cwd: ROOT, env: buildEnv, stdio: 'pipe' });
    writeFileSync(stamp, wanted);
  });
  const base = env.BASE_PATH ?? '/';
  const handler = (options.createApp ?? createApp)({ dist: dir, base });
  const server: Server = createServer(handler);
  const origin = await listenLocally(server);
  return {
    url: `${origin}${base.startsWith('/') ? base : `/${base}`}`,
    origin,
    dir,
    // Open connections (a browser's keep-alive, a request cut short) are ended too: waiting for
    // them once held a test's afterAll past its minute on a busy machine.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The run and settings a variant was built with, if its stamp can be read. */
function readStamp(file: string): { run: string; env: Record<string, string> } | undefined {
  try {
    const stamp = JSON.parse(readFileSync(file, 'utf8')) as { run?: unknown; env?: unknown };
    if (typeof stamp.run !== 'string' || typeof stamp.env !== 'object' || stamp.env === null)
      return undefined;
    return { run: stamp.run, env: stamp.env as Record<string, string> };
  } catch {
    return undefined;
  }
}

/** A binary of this repository's node_modules. */
const BIN = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
