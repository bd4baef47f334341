// @vitest-environment node
import { checkBudgets } from './budgets';
import { goodRun } from './runFixture';
import {
  PROFILES,
  calibrationNote,
  isOffCalibration,
  medianIndex,
  selectProfiles,
  slowdownFor,
} from './profiles';

const [mid, low] = PROFILES;

describe('bench device profiles', () => {
  it('slows this machine down to the device: its index over the device index', () => {
    if (!mid || !low) throw new Error('two profiles expected');
    expect(slowdownFor(1500, mid)).toBe(1.5);
    expect(slowdownFor(1500, low)).toBeCloseTo(1500 / 264, 2);
    expect(slowdownFor(mid.deviceIndex * 4, mid)).toBe(4);
  });

  it('never speeds a slow machine up, and says it measured pessimistically', () => {
    if (!low) throw new Error('two profiles expected');
    expect(slowdownFor(200, low)).toBe(1);
    expect(calibrationNote(200, low)).toMatch(/slower than a low-tier phone/);
    expect(calibrationNote(2000, low)).toBeUndefined();
  });

  it('refuses an index that is not a positive number', () => {
    if (!mid) throw new Error('two profiles expected');
    expect(() => slowdownFor(Number.NaN, mid)).toThrow(/not a positive number/);
    expect(() => slowdownFor(0, mid)).toThrow(/not a positive number/);
  });

  it('asks the low-tier phone for a later largest paint than the mid-tier one', () => {
    if (!mid || !low) throw new Error('two profiles expected');
    expect(low.deviceIndex).toBeLessThan(mid.deviceIndex);
    expect(low.maxLcpMs).toBe(1500);
    expect(mid.maxLcpMs).toBe(1000);
  });

  it('holds the low-tier phone to TBT within 50 ms of the control and Performance 99 (issue #52)', () => {
    if (!mid || !low) throw new Error('two profiles expected');
    const route = (tbt: number, performance = 99) => [
      { route: '/', median: { ...goodRun, tbt, performance, longestTask: 400 } },
    ];
    expect(checkBudgets(route(250), low, { tbt: 200 })).toEqual([]);
    expect(checkBudgets(route(251), low, { tbt: 200 })).toEqual([
      "/: TBT 251 ms > the control's 200 ms + 50 ms",
    ]);
    expect(checkBudgets(route(40, 98), low, { tbt: 20 })).toEqual(['/: Performance 98 < 99']);
    // The mid-tier phone keeps the site's first budgets: TBT 50 ms, Performance 100.
    expect(checkBudgets(route(51, 100), mid)).toEqual(['/: TBT 51 ms > 50 ms']);
    expect(checkBudgets(route(40, 99), mid)).toEqual(['/: Performance 99 < 100']);
  });

  it('selects profiles by BENCH_PROFILES and names an unknown one', () => {
    expect(selectProfiles(undefined).map((p) => p.id)).toEqual(['mid', 'low']);
    expect(selectProfiles(' low ').map((p) => p.id)).toEqual(['low']);
    expect(() => selectProfiles('mid,fast')).toThrow(/BENCH_PROFILES names fast; use mid or low/);
  });

  it('takes the median index, ignoring runs that reported none', () => {
    expect(medianIndex([1370, 2390, 1500])).toBe(1500);
    expect(medianIndex([1000, Number.NaN, 2000])).toBe(1500);
    expect(() => medianIndex([Number.NaN])).toThrow(/no benchmark index/);
  });

  it('measures a run again when the machine strayed more than a quarter from the calibration', () => {
    expect(isOffCalibration(2000, 2000)).toBe(false);
    expect(isOffCalibration(2400, 2000)).toBe(false);
    expect(isOffCalibration(1700, 2000)).toBe(false);
    expect(isOffCalibration(2600, 2000)).toBe(true);
    expect(isOffCalibration(1500, 2000)).toBe(true);
    expect(isOffCalibration(Number.NaN, 2000)).toBe(false);
  });
});
