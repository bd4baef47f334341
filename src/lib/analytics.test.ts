import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AnalyticsModule from './analytics';

type Analytics = typeof AnalyticsModule;
type DataLayerWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

const win = window as DataLayerWindow;

/** The analytics module as built with (or without) a measurement id. */
async function loadAnalytics(measurementId: string): Promise<Analytics> {
  vi.stubEnv('VITE_GA_MEASUREMENT_ID', measurementId);
  vi.resetModules();
  return import('./analytics');
}

/** dataLayer entries as plain arrays (gtag pushes `arguments` objects). */
function dataLayer(): unknown[][] {
  return (win.dataLayer ?? []).map((entry) => Array.from(entry));
}

function events(name: string): Record<string, unknown>[] {
  return dataLayer()
    .filter(([command, action]) => command === 'event' && action === name)
    .map(([, , params]) => params as Record<string, unknown>);
}

function setNavigatorFlag(key: 'doNotTrack' | 'globalPrivacyControl', value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true });
}

const analyticsScripts = () => document.querySelectorAll('script[src*="googletagmanager"]');

beforeEach(() => {
  delete win.dataLayer;
  delete win.gtag;
  analyticsScripts().forEach((script) => script.remove());
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  setNavigatorFlag('doNotTrack', undefined);
  setNavigatorFlag('globalPrivacyControl', undefined);
});

describe('with a measurement id', () => {
  it('initialises once, loading gtag for the id, without an automatic page view', async () => {
    const analytics = await loadAnalytics('G-TEST12345');
    await analytics.initAnalytics();
    await analytics.initAnalytics();
    expect(analyticsScripts()).toHaveLength(1);
    expect(analyticsScripts()[0]?.getAttribute('src')).toContain('id=G-TEST12345');
    expect(dataLayer().filter(([command]) => command === 'config')).toEqual([
      ['config', 'G-TEST12345', { send_page_view: false }],
    ]);
  });

  it('sends both showcase events with their names exactly, labels 1-3', async () => {
    const analytics = await loadAnalytics('G-TEST12345');
    for (const action of ['clicked_mobile_app_area', 'clicked_desktop_area']) {
      for (const label of [1, 2, 3]) {
        analytics.trackEvent({ category: 'user_interaction', action, label });
      }
    }
    await vi.waitFor(() => expect(events('clicked_desktop_area')).toHaveLength(3));
    for (const action of ['clicked_mobile_app_area', 'clicked_desktop_area']) {
      expect(events(action)).toEqual(
        ['1', '2', '3'].map((label) => ({
          event_category: 'user_interaction',
          event_label: label,
        })),
      );
    }
  });

  it('sends a page view with the path, title and location', async () => {
    document.title = 'Projects';
    const analytics = await loadAnalytics('G-TEST12345');
    analytics.trackPageView('/projects');
    await vi.waitFor(() => expect(events('page_view')).toHaveLength(1));
    expect(events('page_view')[0]).toEqual({
      page_path: '/projects',
      page_title: 'Projects',
      page_location: `${window.location.origin}/projects`,
    });
  });

  it('calls back after an outbound click once analytics confirms it', async () => {
    const analytics = await loadAnalytics('G-TEST12345');
    const done = vi.fn();
    analytics.trackOutboundClick('https://github.com/someone', done);
    await vi.waitFor(() => expect(events('click')).toHaveLength(1));
    const params = events('click')[0] as { event_label: string; event_callback: () => void };
    expect(params).toMatchObject({
      event_category: 'outbound',
      event_label: 'https://github.com/someone',
      transport_type: 'beacon',
    });
    expect(done).not.toHaveBeenCalled();
    params.event_callback();
    params.event_callback();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('calls back after 250 ms at the latest when analytics never answers', async () => {
    const analytics = await loadAnalytics('G-TEST12345');
    await analytics.initAnalytics();
    vi.useFakeTimers();
    const done = vi.fn();
    analytics.trackOutboundClick('mailto:someone@example.com', done);
    await vi.advanceTimersByTimeAsync(analytics.OUTBOUND_FALLBACK_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(analytics.OUTBOUND_FALLBACK_MS).toBe(250);
  });

  it.each([
    ['Do Not Track', 'doNotTrack', '1'],
    ['Global Privacy Control', 'globalPrivacyControl', true],
  ] as const)('sends nothing and loads nothing under %s', async (_, flag, value) => {
    setNavigatorFlag(flag, value);
    const analytics = await loadAnalytics('G-TEST12345');
    expect(analytics.isAnalyticsEnabled()).toBe(false);
    expect(await analytics.initAnalytics()).toBeUndefined();
    analytics.trackPageView('/');
    analytics.trackEvent({
      category: 'user_interaction',
      action: 'clicked_desktop_area',
      label: 1,
    });
    const done = vi.fn();
    analytics.trackOutboundClick('https://github.com/someone', done);
    expect(done).toHaveBeenCalledTimes(1);
    expect(win.dataLayer).toBeUndefined();
    expect(analyticsScripts()).toHaveLength(0);
  });
});

describe('without a measurement id', () => {
  it('loads nothing, sends nothing and lets outbound links go at once', async () => {
    const analytics = await loadAnalytics('');
    expect(analytics.isAnalyticsEnabled()).toBe(false);
    expect(await analytics.initAnalytics()).toBeUndefined();
    analytics.trackPageView('/');
    analytics.trackEvent({
      category: 'user_interaction',
      action: 'clicked_mobile_app_area',
      label: 2,
    });
    const done = vi.fn();
    analytics.trackOutboundClick('mailto:someone@example.com', done);
    expect(done).toHaveBeenCalledTimes(1);
    expect(win.dataLayer).toBeUndefined();
    expect(analyticsScripts()).toHaveLength(0);
  });
});
