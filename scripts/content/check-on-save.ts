/**
 * `npm run dev` re-checks the content on save: this Vite plugin (dev server only) runs the
 * content check (scripts/content/check.ts, in a process of its own, so every module is read
 * afresh) whenever a file under the content folder changes. Problems go to the terminal and to
 * the browser, in Vite's error overlay; once they are fixed the terminal says so and the page
 * reloads without the overlay. A save during a check is checked right after it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';

/** What one run of the check said: whether it passed, and its own words (errors first). */
export interface CheckRun {
  ok: boolean;
  output: string;
}

export interface CheckOnSaveOptions {
  contentDir: string;
  /** Runs the check (default: `tsx scripts/content/check.ts` for the content folder). */
  runCheck?: () => Promise<CheckRun>;
  /** Saves within this many milliseconds are checked once (default 200). */
  settleMs?: number;
}

/** The content check in a process of its own, on `contentDir`. */
export function runContentCheck(
  contentDir: string,
  root: string = process.cwd(),
): Promise<CheckRun> {
  const tsx = fileURLToPath(import.meta.resolve('tsx/cli'));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsx, path.join(root, 'scripts/content/check.ts')], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: contentDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => resolve({ ok: false, output: error.message }));
    child.on('close', (code) => resolve({ ok: code === 0, output: code === 0 ? stdout : stderr }));
  });
}

/** The lines of a failed check that name problems (not its warnings): what the overlay shows. */
export function problemText(output: string): string {
  const lines = output.split('\n').filter((line) => line.trim() && !line.startsWith('warning: '));
  return lines.join('\n').trim();
}

export function contentCheckOnSave(options: CheckOnSaveOptions): Plugin {
  const contentDir = path.resolve(options.contentDir);
  const runCheck = options.runCheck ?? (() => runContentCheck(contentDir));
  const settleMs = options.settleMs ?? 200;
  return {
    name: 'content-check-on-save',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const { logger } = server.config;
      /** The problems the browser should show now; undefined while the content is fine. */
      let shown: string | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let running: Promise<void> | undefined;
      let again = false;

      const showInBrowser = (message: string) =>
        server.ws.send({
          type: 'error',
          err: {
            message: `The content check found problems (the page may show them wrong until they are fixed):\n\n${message}`,
            stack: '',
            plugin: 'content-check-on-save',
          },
        });

      const check = async (): Promise<void> => {
        const { ok, output } = await runCheck();
        if (!ok) {
          const problems = problemText(output);
          if (problems !== shown) logger.error(problems, { timestamp: true });
          shown = problems;
          showInBrowser(problems);
          return;
        }
        if (shown !== undefined) {
          logger.info('content: fixed, no problems left', { timestamp: true });
          shown = undefined;
          server.ws.send({ type: 'full-reload' });
        }
      };

      const start = () => {
        if (running) {
          again = true;
          return;
        }
        running = check().finally(() => {
          running = undefined;
          if (again) {
            again = false;
            start();
          }
        });
      };

      server.watcher.add(contentDir);
      server.watcher.on('all', (_event: string, file: string) => {
        if (!path.resolve(file).startsWith(contentDir + path.sep)) return;
        clearTimeout(timer);
        timer = setTimeout(start, settleMs);
      });
      // A page opened (or reloaded) while problems stand shows them too.
      server.ws.on('connection', () => {
        if (shown !== undefined) showInBrowser(shown);
      });
    },
  };
}
