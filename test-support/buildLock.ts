/**
 * A lock between test workers of one machine: a folder, since creating one either succeeds or
 * fails, never both for two processes. It holds the taker's pid, so a lock left behind by a run
 * that was stopped midway is cleared instead of waited on.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a lock without a pid may stand before it counts as left behind. */
const PIDLESS_MS = 60_000;

/** Runs `work` while holding `lock`, waiting first while another process holds it. */
export async function withLock<T>(
  lock: string,
  work: () => T | Promise<T>,
  { wait = () => sleep(250) }: { wait?: () => Promise<unknown> } = {},
): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (holderGone(lock)) rmSync(lock, { recursive: true, force: true });
    else await wait();
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** True when the process that took the lock has ended without removing it. */
export function holderGone(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // Taken a moment ago, its pid not written yet; or left empty by a run stopped long ago.
    return Date.now() - (modified(lock) ?? Date.now()) > PIDLESS_MS;
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function modified(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}
