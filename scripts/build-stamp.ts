/**
 * The build stamp: `<dist>.build.json` beside dist/ (never deployed), removed when a build
 * starts replacing dist/ and written as the build's very last step. The `npm start` server
 * (server/site.ts) serves a copy of dist/ taken while one stamp stood before and after, so a
 * rebuild under a running server switches from the old site to the new one whole. It also tells
 * the server whether this build sends its contact messages to the local outbox.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { sendsToLocalOutbox } from '../src/lib/emailFields';
import type { BuildStep } from './build-step';

export interface BuildStamp {
  /** Unique per build. */
  id: string;
  builtAt: string;
  /** The build sends contact messages to the local server's outbox (see server/outbox.ts). */
  localOutbox: boolean;
}

export function buildStampFile(dist: string): string {
  return `${dist.replace(/[\\/]+$/, '')}.build.json`;
}

/** The stamp of a finished build, or undefined while none stands (or it is unreadable). */
export function readBuildStamp(dist: string): BuildStamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(buildStampFile(dist), 'utf8')) as Partial<BuildStamp>;
    if (typeof stamp.id !== 'string' || !stamp.id) return undefined;
    return {
      id: stamp.id,
      builtAt: String(stamp.builtAt),
      localOutbox: stamp.localOutbox === true,
    };
  } catch {
    return undefined;
  }
}

export function removeBuildStamp(dist: string): void {
  rmSync(buildStampFile(dist), { force: true });
}

export function writeBuildStamp(dist: string, stamp: Omit<BuildStamp, 'id' | 'builtAt'>): void {
  const full: BuildStamp = { id: randomUUID(), builtAt: new Date().toISOString(), ...stamp };
  writeFileSync(buildStampFile(dist), `${JSON.stringify(full, null, 2)}\n`);
}

/** Build step (keep it last): the stamp, with the e-mail settings read the way Vite reads them. */
export const stampBuild: BuildStep = ({ root, dist }) => {
  writeBuildStamp(dist, { localOutbox: sendsToLocalOutbox(loadEnv('production', root, 'VITE_')) });
};
