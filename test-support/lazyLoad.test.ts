// @vitest-environment node
/**
 * Which pictures a browser fetches before the first paint by its own rules (first-view.spec):
 * a lazy one within Chromium's lazy-load distance of the viewport, an eager one in it; never an
 * eager one far down.
 */
import { describe, expect, it } from 'vitest';
import { fetchedAtOnce, lazyLoadDistance, type PlacedPicture } from './lazyLoad';

const phone = { width: 390, height: 844 };
const at = (top: number, lazy: boolean, shown = true): PlacedPicture => ({
  top,
  bottom: top + 300,
  left: 16,
  right: 374,
  shown,
  lazy,
});

describe('lazy-load distance', () => {
  it('is 1250 px on a 4G connection and 2500 px on slower or unknown ones', () => {
    expect(lazyLoadDistance('4g')).toBe(1250);
    expect(lazyLoadDistance('3g')).toBe(2500);
    expect(lazyLoadDistance('slow-2g')).toBe(2500);
    expect(lazyLoadDistance(undefined)).toBe(2500);
  });

  it('lets a lazy picture of a short post load, measured from the viewport bottom', () => {
    expect(fetchedAtOnce(at(1200, true), phone, 1250)).toBe(true);
    expect(fetchedAtOnce(at(844 + 1249, true), phone, 1250)).toBe(true);
    expect(fetchedAtOnce(at(844 + 1250, true), phone, 1250)).toBe(false);
    expect(fetchedAtOnce(at(844 + 2400, true), phone, 2500)).toBe(true);
  });

  it('fails an eager picture below the first view, near or far', () => {
    expect(fetchedAtOnce(at(100, false), phone, 1250)).toBe(true);
    expect(fetchedAtOnce(at(1200, false), phone, 1250)).toBe(false);
    expect(fetchedAtOnce(at(6000, false), phone, 2500)).toBe(false);
  });

  it('fails a picture the layout does not draw', () => {
    expect(fetchedAtOnce(at(100, true, false), phone, 1250)).toBe(false);
  });
});
