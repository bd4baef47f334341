/**
 * The phones `npm run bench` emulates. Lighthouse's mobile preset slows the CPU by a fixed 4×, so
 * what it emulates depends on the machine it runs on. We calibrate the way Chrome DevTools does:
 * Lighthouse's benchmark index of this machine divided by the index of the device class gives
 * the CPU slowdown that makes this machine behave like that device.
 */
import { BUDGETS, medianOf, type DeviceLimits } from './budgets';

export interface DeviceProfile extends DeviceLimits {
  /** Short key (the table's heading, `BENCH_PROFILES=mid`). */
  id: 'mid' | 'low';
  name: string;
  /** Lighthouse benchmark index of a device of the class (DevTools' calibration presets). */
  deviceIndex: number;
}

export const PROFILES: readonly DeviceProfile[] = [
  {
    id: 'mid',
    name: 'mid-tier phone (Pixel 5 class, index 1000)',
    deviceIndex: 1000,
    maxLcpMs: BUDGETS.maxLcpMs,
    maxFcpMs: BUDGETS.maxFcpMs,
  },
  {
    id: 'low',
    name: 'low-tier phone (Moto G Power 2022 class, index 264)',
    deviceIndex: 264,
    maxLcpMs: 1500,
    maxFcpMs: 1500,
    // Issue #52: as light as bare HTML. The control's own first task runs over 50 ms at this
    // slowdown on a machine like ours, so the earlier "no task over 50 ms" (issue #25) could
    // not be met by any page; the table still shows each route's longest task.
    minPerformance: 99,
    maxTbtOverControlMs: 50,
  },
];

/**
 * The CPU slowdown that makes a machine of `machineIndex` emulate `profile`. Never below 1: a
 * machine slower than the device cannot be sped up, and the bench says so (see `calibrationNote`).
 */
export function slowdownFor(machineIndex: number, profile: DeviceProfile): number {
  if (!Number.isFinite(machineIndex) || machineIndex <= 0)
    throw new Error(`benchmark index ${machineIndex} is not a positive number`);
  return Math.max(1, Math.round((machineIndex / profile.deviceIndex) * 100) / 100);
}

/** A warning when this machine is too slow to emulate the profile faithfully, else undefined. */
export function calibrationNote(machineIndex: number, profile: DeviceProfile): string | undefined {
  return machineIndex < profile.deviceIndex
    ? `this machine (index ${Math.round(machineIndex)}) is slower than a ${profile.name}: measured without slowdown, so the figures are pessimistic`
    : undefined;
}

/** The profiles named in `BENCH_PROFILES` (comma-separated ids), all when unset. */
export function selectProfiles(setting: string | undefined): DeviceProfile[] {
  if (!setting?.trim()) return [...PROFILES];
  const ids = setting.split(',').map((id) => id.trim());
  const unknown = ids.filter((id) => !PROFILES.some((p) => p.id === id));
  if (unknown.length)
    throw new Error(
      `BENCH_PROFILES names ${unknown.join(', ')}; use ${PROFILES.map((p) => p.id).join(' or ')}`,
    );
  return PROFILES.filter((p) => ids.includes(p.id));
}

/** Median of a list of numbers (the benchmark index varies from run to run). */
export function medianIndex(values: number[]): number {
  const reported = values.filter(Number.isFinite);
  if (!reported.length) throw new Error('Lighthouse reported no benchmark index');
  return medianOf(reported);
}

/** How far (as a ratio) a run's own benchmark index may stray from the calibration. */
export const INDEX_TOLERANCE = 1.25;

/** A run's index differs from the calibration by more than the tolerance, either way. */
export function isOffCalibration(runIndex: number, calibratedIndex: number): boolean {
  if (!Number.isFinite(runIndex) || runIndex <= 0) return false;
  const ratio = runIndex / calibratedIndex;
  return ratio > INDEX_TOLERANCE || ratio < 1 / INDEX_TOLERANCE;
}
