import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Finds a Chromium to drive, in this order: CHROME_PATH, (with `headlessShell`, Debian's
 * headless shell: see findTestBrowser), Debian's /usr/bin/chromium, an installed Google Chrome,
 * Playwright's own download. Fails with instructions when none exists.
 */
export function findChromium({ headlessShell = false } = {}): string {
  const candidates = [
    process.env.CHROME_PATH,
    ...(headlessShell ? [DEBIAN_HEADLESS_SHELL] : []),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const bundled = safeBundledPath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    [
      'No Chromium found for the end-to-end tests.',
      'Install one and run again, for example:',
      '  Debian/Ubuntu: sudo apt-get install -y chromium',
      '  or set CHROME_PATH=/path/to/chrome',
      '  or, with internet access: npx playwright install chromium',
    ].join('\n'),
  );
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * Debian's headless-only build of the same Chromium (package `chromium-headless-shell`, same
 * version and engine as `chromium`): the build Playwright itself runs headless tests in. Without
 * the browser's window machinery it took about a fifth less time for the same end-to-end suite
 * on two cores (483 tests: 7.9 min instead of 10.0).
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the end-to-end tests run in: CHROME_PATH when set, as everywhere; else Debian's
 * headless shell when installed; else the Chromium `findChromium` finds. The bench and the
 * screenshot script keep the full browser (`findChromium()`), whose figures and pictures are a
 * visitor's.
 */
export function findTestBrowser(): string {
  return findChromium({ headlessShell: true });
}

/** Flags for a quiet headless Chromium on a machine without outside network. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Chromium 156 keeps the address bar's popups (chrome://omnibox-popup.top-chrome) rendered in
 * the background even when headless: two renderers per browser that took a fifth to two fifths
 * of a core each while tests ran. Off, with the features Playwright itself turns off
 * (playwright-core's chromiumSwitches.ts), because a second --disable-features replaces the first.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
export const NO_BROWSER_UI_RENDERERS = `--disable-features=${[
  ...PLAYWRIGHT_DISABLED_FEATURES,
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
].join(',')}`;

/**
 * For end-to-end tests: every host but this machine fails to resolve, inside the browser. No
 * request can leave, and unlike request interception (which holds every request for a round
 * trip to the test runner and turns the HTTP cache off) it costs nothing per request. Tests that
 * stand in for a third party (analytics, e-mail) still answer its requests with `page.route`.
 */
export const BLOCK_OTHER_HOSTS =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';
