// @vitest-environment node
/**
 * `npm run serve` as a process: what stops it is one sentence, and its copy of the site never
 * outlives it for long (removed on the exits it sees, and by the next server after a SIGKILL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSite } from './testSite';

let work: string;
const running = new Set<ChildProcess>();
let dist: string;
let tmp: string;

beforeEach(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'serve-test-'));
  dist = path.join(work, 'dist');
  // The servers' own temporary folder, where they keep their copies of the site.
  tmp = path.join(work, 'tmp');
  mkdirSync(tmp);
  await writeSite(dist, '1');
});
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
  rmSync(work, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exited: Promise<number | null>;
}

function serve(env: Record<string, string>): Run {
  // Node itself (with tsx as a loader), so that the pid and the signals are the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    env: { ...process.env, TMPDIR: tmp, OUT_DIR: dist, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, out: () => out, err: () => err, exited };
}

const copies = () => readdirSync(tmp).filter((name) => name.startsWith('portfolio-site-'));

describe('npm run serve', () => {
  it('says in one sentence that there is no build, and ends', async () => {
    const run = serve({ OUT_DIR: path.join(work, 'never-built') });
    expect(await run.exited).toBe(1);
    expect(run.err().trim().split('\n')).toEqual([
      `There is no built site in ${path.join(work, 'never-built')} (or it is incomplete): run "npm run build" first, or "npm start" to build and serve.`,
    ]);
    expect(run.out()).toBe('');
    expect(copies()).toEqual([]);
  }, 30_000);

  it('says in one sentence that the port is in use, and ends without leaving its copy', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      const run = serve({ PORT: String(port) });
      expect(await run.exited).toBe(1);
      expect(run.err().trim().split('\n')).toEqual([
        `Port ${port} on 127.0.0.1 is already in use (another server, or this one started twice): stop that one, or choose another port, e.g. PORT=${port + 1} npm run serve.`,
      ]);
      expect(copies()).toEqual([]);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 30_000);

  it('leaves no copy after a closed terminal; the next server removes one a SIGKILL left', async () => {
    const killed = serve({});
    await vi.waitFor(() => expect(killed.out()).toContain('Portfolio served from'), {
      timeout: 20_000,
    });
    expect(copies()).toEqual([expect.stringMatching(`^portfolio-site-${killed.child.pid}-`)]);
    killed.child.kill('SIGKILL');
    await killed.exited;
    const [left] = copies();
    expect(left).toBeDefined();

    const next = serve({});
    await vi.waitFor(() => expect(next.out()).toContain('Portfolio served from'), {
      timeout: 20_000,
    });
    expect(next.out()).toContain(
      `Removed 1 copy of the site left behind by a server that did not stop cleanly (${path.join(tmp, left ?? '')})`,
    );
    expect(copies()).toEqual([expect.stringMatching(`^portfolio-site-${next.child.pid}-`)]);

    // The terminal it ran in is closed.
    next.child.kill('SIGHUP');
    expect(await next.exited).toBe(0);
    expect(copies()).toEqual([]);
  }, 60_000);
});
