/**
 * Variant builds for end-to-end tests that need other build settings than the main `dist/`
 * (a sub-path, an analytics id, e-mail settings…). Each variant is built once per test run
 * into .e2e-builds/<name> and served by the same server as `npm start`. Use one variant per
 * spec file (built in `test.beforeAll`), so two workers never build the same one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from '../server/app';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILDS = path.join(ROOT, '.e2e-builds');

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
  const stamp = path.join(BUILDS, `${name}.stamp`);
  const runId = process.env.E2E_RUN_ID ?? 'local';
  if (!existsSync(stamp) || !existsSync(dir) || readStamp(stamp) !== runId) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(BUILDS, { recursive: true });
    execFileSync('npx', ['react-router', 'build'], {
      cwd: ROOT,
      env: { ...process.env, ...env, OUT_DIR: dir },
      stdio: 'pipe',
    });
    execFileSync('npx', ['tsx', 'scripts/postbuild.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env, OUT_DIR: dir },
      stdio: 'pipe',
    });
    writeFileSync(stamp, runId);
  }
  const base = env.BASE_PATH ?? '/';
  const handler = (options.createApp ?? createApp)({ dist: dir, base });
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}${base.startsWith('/') ? base : `/${base}`}`,
    origin,
    dir,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function readStamp(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
