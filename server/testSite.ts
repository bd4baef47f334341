/**
 * Test helpers for the server: a small built site written the way the build writes it (pages,
 * a hashed asset, 404.html, the host files from the real build step, precompressed copies and
 * the build stamp), a server on 127.0.0.1 and raw HTTP requests that send paths unchanged.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { removeBuildStamp, writeBuildStamp } from '../scripts/build-stamp';
import { writeHostConfig } from '../scripts/host-config';
import { notFoundHtml } from '../scripts/not-found-page';
import { createAppServer, type AppServerOptions } from './app';
import { listenLocally } from './listen';

/** The page of build `version`: it names its own asset, so a mixed site is visible. */
export function pageHtml(version: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>v${version}</title></head><body><main><h1>Build ${version}</h1><script type="module" src="/assets/app-${version}.js"></script>${'<p>text</p>'.repeat(200)}</main></body></html>`;
}

export function assetJs(version: string): string {
  return `document.body.dataset.build = ${JSON.stringify(version)};\n`.repeat(50);
}

/** Writes build `version` of the test site into `dist`, stamp last (as the build does). */
export async function writeSite(
  dist: string,
  version: string,
  {
    localOutbox = false,
    stamp = true,
    between = () => Promise.resolve(),
  }: {
    localOutbox?: boolean;
    stamp?: boolean;
    /** Awaited between the build's steps, so a test can look at every state on the way. */
    between?: () => Promise<void>;
  } = {},
): Promise<void> {
  removeBuildStamp(dist);
  await between();
  rmSync(dist, { recursive: true, force: true });
  await between();
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'experiences'));
  const page = pageHtml(version);
  writeFileSync(path.join(dist, 'index.html'), page);
  await between();
  writeFileSync(path.join(dist, 'experiences', 'index.html'), page.replace('<h1>', '<h1>Exp '));
  writeFileSync(path.join(dist, 'assets', `app-${version}.js`), assetJs(version));
  await between();
  writeFileSync(path.join(dist, '404.html'), notFoundHtml('/'));
  await writeHostConfig({ root: dist, dist, base: '/' });
  await between();
  for (const file of ['index.html', `assets/app-${version}.js`]) {
    const content = readFileSync(path.join(dist, file));
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
    await between();
  }
  if (stamp) writeBuildStamp(dist, { localOutbox });
}

export interface TestServer {
  origin: string;
  dist: string;
  /** Where the outbox (when given) saves: beside dist/ unless the options name a folder. */
  outboxDir: string;
  server: Server;
  close: () => Promise<void>;
}

/** A temporary dist/ with build `version`, served on 127.0.0.1 by the real app. */
export async function startTestServer(
  options: Partial<AppServerOptions> & { version?: string; localOutbox?: boolean } = {},
): Promise<TestServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'server-test-'));
  const dist = path.join(root, 'dist');
  await writeSite(dist, options.version ?? '1', { localOutbox: options.localOutbox });
  const outboxDir = options.outbox?.dir || path.join(root, 'outbox');
  const outbox = options.outbox && { ...options.outbox, dir: outboxDir };
  const { server } = createAppServer({ dist, base: '/', ...options, outbox });
  const origin = await listenLocally(server);
  return {
    origin,
    dist,
    outboxDir,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with the path sent exactly as given. */
export function raw(
  origin: string,
  pathname: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}
