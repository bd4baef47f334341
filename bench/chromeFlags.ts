/**
 * The flags the bench launches Chromium with: chrome-launcher's defaults (what Lighthouse's own
 * runs use) with the project's quiet-headless flags, and with one `--disable-features` that joins
 * chrome-launcher's list and the project's (e2e/browser.ts, NO_BROWSER_UI_RENDERERS): Chromium
 * reads only the last `--disable-features` it is given, so adding ours beside chrome-launcher's
 * would switch its list back on. Without NO_BROWSER_UI_RENDERERS, the browser keeps its address
 * bar's popup renderers alive in the background, work on a 2-core machine that competes with the
 * page being measured.
 */
import { CHROMIUM_ARGS, NO_BROWSER_UI_RENDERERS } from '../e2e/browser';

const DISABLE_FEATURES = '--disable-features=';

/** `defaults` and `extra` as one list, their `--disable-features` lists merged into one flag. */
export function mergeChromeFlags(defaults: readonly string[], extra: readonly string[]): string[] {
  const all = [...defaults, ...extra];
  const features = all
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','))
    .filter(Boolean);
  const others = all.filter((flag) => !flag.startsWith(DISABLE_FEATURES));
  const unique = [...new Set(others)];
  return features.length
    ? [...unique, `${DISABLE_FEATURES}${[...new Set(features)].join(',')}`]
    : unique;
}

/** chrome-launcher's defaults plus the project's flags, for `ignoreDefaultFlags: true`. */
export function benchChromeFlags(launcherDefaults: readonly string[]): string[] {
  return mergeChromeFlags(launcherDefaults, [...CHROMIUM_ARGS, NO_BROWSER_UI_RENDERERS]);
}
