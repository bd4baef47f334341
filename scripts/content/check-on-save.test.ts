// @vitest-environment node
import { EventEmitter } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { contentDir } from '../../build-config';
import { contentCheckOnSave, problemText, runContentCheck, type CheckRun } from './check-on-save';

const dir = path.resolve('some-content');

/** A dev server as the plugin sees it: a file watcher, the browser's socket, the logger. */
function devServer() {
  const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
  const sockets = new EventEmitter();
  const server = {
    watcher,
    ws: { send: vi.fn(), on: (event: string, fn: () => void) => sockets.on(event, fn) },
    config: { logger: { info: vi.fn(), error: vi.fn(), warn: vi.fn() } },
  };
  return { server, watcher, sockets };
}

/** The plugin on a mock server, its check answering from `runs` in turn. */
function start(runs: CheckRun[]) {
  const runCheck = vi.fn(async () => runs.shift() ?? { ok: true, output: '' });
  const plugin = contentCheckOnSave({ contentDir: dir, runCheck, settleMs: 5 });
  const { server, watcher, sockets } = devServer();
  const hook = plugin.configureServer;
  if (typeof hook !== 'function') throw new Error('the plugin has no configureServer');
  void hook.call({} as never, server as unknown as ViteDevServer);
  const save = async (file: string) => {
    watcher.emit('all', 'change', file);
    await vi.waitFor(() => expect(runCheck.mock.calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 30));
  };
  return { plugin, server, sockets, runCheck, save };
}

const FAILED: CheckRun = {
  ok: false,
  output:
    "warning: a warning\nThe content in some-content/ needs attention (1):\n  - timeline.ts › ta › start: 'Jun 2025' is not a date.\n",
};

describe('npm run dev re-checks the content on save', () => {
  it('is for the dev server only', () => {
    expect(start([]).plugin.apply).toBe('serve');
  });

  it('shows the problems in the terminal and the browser, and clears them once fixed', async () => {
    const { server, sockets, runCheck, save } = start([FAILED, FAILED, { ok: true, output: '' }]);
    await save(path.join(dir, 'timeline.ts'));
    expect(runCheck).toHaveBeenCalledTimes(1);
    expect(server.config.logger.error).toHaveBeenCalledWith(
      expect.stringContaining("timeline.ts › ta › start: 'Jun 2025' is not a date."),
      { timestamp: true },
    );
    const [sent] = server.ws.send.mock.calls.at(-1) ?? [];
    expect(sent).toMatchObject({
      type: 'error',
      err: { message: expect.stringContaining("'Jun 2025' is not a date"), stack: '' },
    });
    expect(JSON.stringify(sent)).not.toContain('a warning');
    // A page opened now shows them too.
    server.ws.send.mockClear();
    sockets.emit('connection');
    expect(server.ws.send).toHaveBeenCalledWith(expect.objectContaining({ type: 'error' }));
    // The same problems again: the terminal is not told twice.
    await save(path.join(dir, 'timeline.ts'));
    await vi.waitFor(() => expect(runCheck).toHaveBeenCalledTimes(2));
    expect(server.config.logger.error).toHaveBeenCalledTimes(1);
    // Fixed: said once, and the page reloads without the overlay.
    await save(path.join(dir, 'timeline.ts'));
    await vi.waitFor(() => expect(runCheck).toHaveBeenCalledTimes(3));
    await vi.waitFor(() =>
      expect(server.ws.send).toHaveBeenLastCalledWith({ type: 'full-reload' }),
    );
    expect(server.config.logger.info).toHaveBeenCalledWith('content: fixed, no problems left', {
      timestamp: true,
    });
    server.ws.send.mockClear();
    sockets.emit('connection');
    expect(server.ws.send).not.toHaveBeenCalled();
  });

  it('checks only for files of the content folder, once for a burst of saves', async () => {
    const { runCheck, save, server } = start([]);
    server.watcher.emit('all', 'change', path.resolve('src/components/Logo/Logo.tsx'));
    server.watcher.emit('all', 'change', path.join(dir, 'profile.ts'));
    server.watcher.emit('all', 'add', path.join(dir, 'images', 'new.png'));
    await save(path.join(dir, 'projects.ts'));
    expect(runCheck).toHaveBeenCalledTimes(1);
    expect(server.config.logger.error).not.toHaveBeenCalled();
  });

  it('keeps the problem lines of the check’s output, not its warnings', () => {
    expect(problemText(FAILED.output)).toBe(
      "The content in some-content/ needs attention (1):\n  - timeline.ts › ta › start: 'Jun 2025' is not a date.",
    );
  });

  it('runs the real check on a content folder: a date written as words fails, naming it', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'check-on-save-'));
    cpSync(contentDir(), copy, { recursive: true });
    const timeline = path.join(copy, 'timeline.ts');
    const source = readFileSync(timeline, 'utf8');
    const broken = source.replace(/start: '(\d{4})(-\d{2})?'/, "start: 'Jun $1'");
    expect(broken).not.toBe(source);
    writeFileSync(timeline, broken);
    const run = await runContentCheck(copy);
    expect(run.ok).toBe(false);
    expect(problemText(run.output)).toMatch(/timeline\.ts › .* 'Jun \d{4}' is not a date/);
  }, 180_000);
});
