// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Launcher } from 'chrome-launcher';
import { CHROMIUM_ARGS, NO_BROWSER_UI_RENDERERS } from '../e2e/browser';
import { benchChromeFlags, mergeChromeFlags } from './chromeFlags';

const featuresOf = (flags: string[]) =>
  flags
    .filter((f) => f.startsWith('--disable-features='))
    .map((f) => f.slice('--disable-features='.length).split(','));

describe('the bench’s Chromium flags', () => {
  it('give Chromium one --disable-features holding both lists', () => {
    const merged = mergeChromeFlags(
      ['--a', '--disable-features=One,Two'],
      ['--b', '--a', '--disable-features=Two,Three'],
    );
    expect(merged).toEqual(['--a', '--b', '--disable-features=One,Two,Three']);
  });

  it('keep every chrome-launcher default and project flag, and turn off the browser UI renderers', () => {
    const defaults = Launcher.defaultFlags();
    const flags = benchChromeFlags(defaults);
    const [features, ...more] = featuresOf(flags);
    expect(more).toEqual([]);
    for (const flag of [...defaults, ...CHROMIUM_ARGS].filter(
      (f) => !f.startsWith('--disable-features='),
    ))
      expect(flags).toContain(flag);
    for (const list of featuresOf([...defaults, NO_BROWSER_UI_RENDERERS]).flat())
      expect(features).toContain(list);
    expect(features).toContain('WebUIOmniboxPopup');
  });

  it('add nothing when there is no --disable-features at all', () => {
    expect(mergeChromeFlags(['--x'], ['--y'])).toEqual(['--x', '--y']);
  });
});
