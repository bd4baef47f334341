/**
 * The privacy-first providers: Plausible (its npm tracker, mocked here) and Umami (its script,
 * stood in for by a `window.umami` set as the script "loads"). Cookieless, so nothing is asked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init, track } from '@plausible-analytics/tracker';
import type * as AnalyticsModule from './analytics';

vi.mock('@plausible-analytics/tracker', () => ({
  init: vi.fn(),
  track: vi.fn((_name: string, options?: { callback?: () => void }) => options?.callback?.()),
}));

type Analytics = typeof AnalyticsModule;
type UmamiWindow = Window & { umami?: { track: ReturnType<typeof vi.fn> } };

const win = window as UmamiWindow;
const UMAMI_SRC = 'https://umami.example.test/script.js';
const UMAMI_ID = '4f0a1b2c-3d4e-4f60-8a9b-0c1d2e3f4a5b';
const SHOWCASE = {
  category: 'user_interaction',
  action: 'clicked_mobile_app_area',
  label: 2,
} as const;

async function loadWith(env: Record<string, string>): Promise<Analytics> {
  vi.stubEnv('VITE_GA_MEASUREMENT_ID', '');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('./analytics');
}

function setNavigatorFlag(key: 'doNotTrack' | 'globalPrivacyControl', value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true });
}

const umamiScripts = () => document.querySelectorAll<HTMLScriptElement>('script[data-website-id]');

/** Lets the Umami script "load": `window.umami` appears and the script fires `load`. */
function loadUmamiScript() {
  const track = vi.fn(() => Promise.resolve());
  win.umami = { track };
  umamiScripts()[0]?.dispatchEvent(new Event('load'));
  return track;
}

beforeEach(() => {
  vi.mocked(init).mockClear();
  vi.mocked(track).mockClear();
  delete win.umami;
  umamiScripts().forEach((script) => script.remove());
});

afterEach(() => {
  vi.unstubAllEnvs();
  setNavigatorFlag('doNotTrack', undefined);
  setNavigatorFlag('globalPrivacyControl', undefined);
});

describe('Plausible', () => {
  it('asks nothing, starts the tracker without automatic page views, sends views and events', async () => {
    const analytics = await loadWith({ VITE_PLAUSIBLE_DOMAIN: 'jane.dev' });
    expect(analytics.ASKS_CONSENT).toBe(false);
    expect(analytics.consentState().isPromptOpen).toBe(false);
    analytics.trackPageView('/projects');
    analytics.trackEvent(SHOWCASE);
    await vi.waitFor(() => expect(track).toHaveBeenCalledTimes(2));
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith({
      domain: 'jane.dev',
      autoCapturePageviews: false,
      logging: false,
    });
    expect(vi.mocked(track).mock.calls).toEqual([
      ['pageview', { url: `${window.location.origin}/projects` }],
      ['clicked_mobile_app_area', { props: { category: 'user_interaction', label: '2' } }],
    ]);
  });

  it("sends to a self-hosted server's endpoint, as its script would", async () => {
    const analytics = await loadWith({
      VITE_PLAUSIBLE_DOMAIN: 'jane.dev',
      VITE_PLAUSIBLE_SRC: 'https://stats.jane.dev/js/script.js',
    });
    await analytics.initAnalytics();
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: 'https://stats.jane.dev/api/event' }),
    );
  });

  it('sends an outbound click as Plausible’s own event and goes on when it is sent', async () => {
    const analytics = await loadWith({ VITE_PLAUSIBLE_DOMAIN: 'jane.dev' });
    const done = vi.fn();
    analytics.trackOutboundClick('https://github.com/someone', done);
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(vi.mocked(track).mock.calls[0]?.slice(0, 1)).toEqual(['Outbound Link: Click']);
    expect(vi.mocked(track).mock.calls[0]?.[1]).toMatchObject({
      props: { url: 'https://github.com/someone' },
    });
  });

  it.each([
    ['Do Not Track', 'doNotTrack', '1'],
    ['Global Privacy Control', 'globalPrivacyControl', true],
  ] as const)('sends nothing and loads nothing under %s', async (_, flag, value) => {
    setNavigatorFlag(flag, value);
    const analytics = await loadWith({ VITE_PLAUSIBLE_DOMAIN: 'jane.dev' });
    analytics.trackPageView('/');
    analytics.trackEvent(SHOWCASE);
    expect(await analytics.initAnalytics()).toBeUndefined();
    expect(init).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });
});

describe('Umami', () => {
  const UMAMI = { VITE_UMAMI_WEBSITE_ID: UMAMI_ID, VITE_UMAMI_SRC: UMAMI_SRC };

  it('asks nothing, loads its script with automatic tracking off, then sends views and events', async () => {
    document.title = 'Projects';
    const analytics = await loadWith(UMAMI);
    expect(analytics.ASKS_CONSENT).toBe(false);
    analytics.trackPageView('/projects');
    analytics.trackEvent(SHOWCASE);
    const [script] = umamiScripts();
    expect(script?.src).toBe(UMAMI_SRC);
    expect(script?.dataset).toMatchObject({
      websiteId: UMAMI_ID,
      autoTrack: 'false',
      doNotTrack: 'true',
    });
    const umamiTrack = loadUmamiScript();
    await vi.waitFor(() => expect(umamiTrack).toHaveBeenCalledTimes(2));
    const [[transform], event] = umamiTrack.mock.calls as unknown as [
      [(payload: object) => object],
      unknown[],
    ];
    expect(transform({ website: UMAMI_ID, url: '/other', title: 'x' })).toEqual({
      website: UMAMI_ID,
      url: '/projects',
      title: 'Projects',
    });
    expect(event).toEqual([
      'clicked_mobile_app_area',
      { category: 'user_interaction', label: '2' },
    ]);
    expect(umamiScripts()).toHaveLength(1);
  });

  it('sends an outbound click and goes on once Umami has sent it', async () => {
    const analytics = await loadWith(UMAMI);
    const done = vi.fn();
    analytics.trackOutboundClick('mailto:someone@example.com', done);
    const umamiTrack = loadUmamiScript();
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(umamiTrack).toHaveBeenCalledWith('outbound-link-click', {
      url: 'mailto:someone@example.com',
    });
  });

  it('sends nothing when its script cannot load', async () => {
    const analytics = await loadWith(UMAMI);
    const tracker = analytics.initAnalytics();
    umamiScripts()[0]?.dispatchEvent(new Event('error'));
    expect(await tracker).toBeUndefined();
  });

  it('loads nothing under Global Privacy Control', async () => {
    setNavigatorFlag('globalPrivacyControl', true);
    const analytics = await loadWith(UMAMI);
    analytics.trackPageView('/');
    expect(umamiScripts()).toHaveLength(0);
  });
});
