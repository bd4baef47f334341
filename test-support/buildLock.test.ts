// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holderGone, withLock } from './buildLock';

let folder: string;
let lock: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'build-lock-'));
  lock = path.join(folder, 'variant.lock');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A pid that belonged to a process which has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/** A lock folder as another process leaves it. */
function lockHeldBy(pid: number | undefined): void {
  mkdirSync(lock);
  if (pid !== undefined) writeFileSync(path.join(lock, 'pid'), String(pid));
}

describe('withLock', () => {
  it('runs the work, returns its result and leaves no lock behind, also when the work fails', async () => {
    expect(await withLock(lock, () => 42)).toBe(42);
    expect(existsSync(lock)).toBe(false);
    await expect(
      withLock(lock, () => {
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect(existsSync(lock)).toBe(false);
  });

  it('makes a second taker wait until the first is done, so the two never overlap', async () => {
    const order: string[] = [];
    let finishFirst = () => {};
    const firstHolds = new Promise<void>((resolve) => {
      void withLock(lock, async () => {
        order.push('first starts');
        resolve();
        await new Promise<void>((done) => (finishFirst = done));
        order.push('first ends');
      });
    });
    await firstHolds;
    let waited = 0;
    let secondWaited = () => {};
    const waiting = new Promise<void>((resolve) => (secondWaited = resolve));
    const second = withLock(lock, () => order.push('second runs'), {
      wait: async () => {
        waited += 1;
        secondWaited();
        await new Promise((next) => setImmediate(next));
      },
    });
    await waiting;
    expect(order).toEqual(['first starts']);
    finishFirst();
    await second;
    expect(order).toEqual(['first starts', 'first ends', 'second runs']);
    expect(waited).toBeGreaterThan(0);
  });

  it('clears a lock whose process has ended (a run stopped mid-build) instead of waiting', async () => {
    lockHeldBy(endedPid());
    let waited = 0;
    const result = await withLock(lock, () => 'built', { wait: async () => void (waited += 1) });
    expect(result).toBe('built');
    expect(waited).toBe(0);
  });
});

describe('holderGone', () => {
  it('is false while the process that took the lock runs, true once it has ended', () => {
    lockHeldBy(process.pid);
    expect(holderGone(lock)).toBe(false);
    rmSync(lock, { recursive: true });
    lockHeldBy(endedPid());
    expect(holderGone(lock)).toBe(true);
  });

  it('gives a lock without a pid a minute to be written, then counts it as left behind', () => {
    lockHeldBy(undefined);
    expect(holderGone(lock)).toBe(false);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(lock, twoMinutesAgo, twoMinutesAgo);
    expect(holderGone(lock)).toBe(true);
  });
});
