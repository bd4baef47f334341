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

/** The module built with a measurement id, for a visitor who has said yes. */
async function consentedAnalytics(): Promise<Analytics> {
  const analytics = await loadAnalytics('G-TEST12345');
  analytics.chooseConsent('granted');
  return analytics;
}

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim())
    .filter(Boolean);

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

/**
 * A page view, a hotspot event and an outbound click, as a visitor's actions send them; returns
 * the outbound link's callback, which must run at once when nothing may be sent.
 */
function sendEveryKind(analytics: Analytics, path: string) {
  analytics.trackPageView(path);
  analytics.trackEvent({
    category: 'user_interaction',
    action: 'clicked_mobile_app_area',
    label: 2,
  });
  const done = vi.fn();
  analytics.trackOutboundClick('https://github.com/someone', done);
  return done;
}

beforeEach(() => {
  localStorage.clear();
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
    const analytics = await consentedAnalytics();
    await analytics.initAnalytics();
    await analytics.initAnalytics();
    expect(analyticsScripts()).toHaveLength(1);
    expect(analyticsScripts()[0]?.getAttribute('src')).toContain('id=G-TEST12345');
    expect(dataLayer().filter(([command]) => command === 'config')).toEqual([
      ['config', 'G-TEST12345', { send_page_view: false }],
    ]);
  });

  it('sends both showcase events with their names exactly, labels 1-3', async () => {
    const analytics = await consentedAnalytics();
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
    const analytics = await consentedAnalytics();
    analytics.trackPageView('/projects');
    await vi.waitFor(() => expect(events('page_view')).toHaveLength(1));
    expect(events('page_view')[0]).toEqual({
      page_path: '/projects',
      page_title: 'Projects',
      page_location: `${window.location.origin}/projects`,
    });
  });

  it('calls back after an outbound click once analytics confirms it', async () => {
    const analytics = await consentedAnalytics();
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
    const analytics = await consentedAnalytics();
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
    expect(analytics.consentState()).toMatchObject({ canAsk: false, isPromptOpen: false });
    analytics.chooseConsent('granted');
    expect(analytics.isAnalyticsEnabled()).toBe(false);
    expect(await analytics.initAnalytics()).toBeUndefined();
    expect(sendEveryKind(analytics, '/')).toHaveBeenCalledTimes(1);
    expect(win.dataLayer).toBeUndefined();
    expect(analyticsScripts()).toHaveLength(0);
  });
});

describe('consent before Google Analytics', () => {
  it('loads nothing and writes no cookie until the visitor says yes, then sends the page they are on', async () => {
    document.title = 'About';
    const analytics = await loadAnalytics('G-TEST12345');
    expect(analytics.consentState()).toEqual({
      choice: undefined,
      canAsk: true,
      isPromptOpen: true,
    });
    analytics.trackPageView('/');
    analytics.trackPageView('/about-me');
    analytics.trackEvent({
      category: 'user_interaction',
      action: 'clicked_desktop_area',
      label: 1,
    });
    expect(await analytics.initAnalytics()).toBeUndefined();
    expect(analytics.isAnalyticsEnabled()).toBe(false);
    expect(win.dataLayer).toBeUndefined();
    expect(analyticsScripts()).toHaveLength(0);
    expect(document.cookie).toBe('');

    analytics.chooseConsent('granted');
    await vi.waitFor(() => expect(events('page_view')).toHaveLength(1));
    expect(events('page_view')[0]).toMatchObject({ page_path: '/about-me', page_title: 'About' });
    expect(events('clicked_desktop_area')).toEqual([]);
    expect(analytics.consentState()).toMatchObject({ choice: 'granted', isPromptOpen: false });
  });

  it('starts gtag with Consent Mode v2: everything denied, then analytics storage granted', async () => {
    const analytics = await consentedAnalytics();
    await analytics.initAnalytics();
    const consent = dataLayer().filter(([command]) => command === 'consent');
    expect(consent).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
    // Before anything else gtag is told.
    expect(dataLayer().slice(0, 2)).toEqual(consent);
  });

  it('after no, sends nothing and loads nothing, on this page and the next visit', async () => {
    const analytics = await loadAnalytics('G-TEST12345');
    analytics.trackPageView('/');
    analytics.chooseConsent('denied');
    expect(sendEveryKind(analytics, '/projects')).toHaveBeenCalledTimes(1);
    expect(win.dataLayer).toBeUndefined();

    const nextVisit = await loadAnalytics('G-TEST12345');
    expect(nextVisit.consentState()).toEqual({
      choice: 'denied',
      canAsk: true,
      isPromptOpen: false,
    });
    nextVisit.trackPageView('/');
    expect(await nextVisit.initAnalytics()).toBeUndefined();
    expect(analyticsScripts()).toHaveLength(0);
  });

  it('withdrawn later, stops measuring and removes Google Analytics cookies', async () => {
    const analytics = await consentedAnalytics();
    analytics.trackPageView('/');
    await vi.waitFor(() => expect(events('page_view')).toHaveLength(1));
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_TEST12345=GS1.1.456; path=/';
    document.cookie = 'other=kept; path=/';
    analytics.openConsentPrompt();
    expect(analytics.consentState().isPromptOpen).toBe(true);
    analytics.chooseConsent('denied');
    await vi.waitFor(() => expect(cookieNames()).toEqual(['other']));
    expect(dataLayer().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    analytics.trackPageView('/projects');
    await Promise.resolve();
    expect(events('page_view')).toHaveLength(1);
    document.cookie = 'other=; Max-Age=0; path=/';
  });

  it('asks again only when the measurement id changes', async () => {
    const first = await consentedAnalytics();
    expect(first.consentState().isPromptOpen).toBe(false);
    expect((await loadAnalytics('G-TEST12345')).consentState().isPromptOpen).toBe(false);
    const other = await loadAnalytics('G-OTHER6789');
    expect(other.consentState()).toEqual({ choice: undefined, canAsk: true, isPromptOpen: true });
  });

  it('where storage is blocked, neither asks nor measures', async () => {
    const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      const analytics = await loadAnalytics('G-TEST12345');
      expect(analytics.consentState()).toEqual({
        choice: undefined,
        canAsk: false,
        isPromptOpen: false,
      });
      analytics.openConsentPrompt();
      analytics.chooseConsent('granted');
      analytics.trackPageView('/');
      expect(analytics.isAnalyticsEnabled()).toBe(false);
      expect(win.dataLayer).toBeUndefined();
    } finally {
      if (own) Object.defineProperty(window, 'localStorage', own);
    }
  });
});

describe('without a measurement id', () => {
  it('loads nothing, sends nothing and lets outbound links go at once', async () => {
    const analytics = await loadAnalytics('');
    expect(analytics.isAnalyticsEnabled()).toBe(false);
    expect(analytics.ASKS_CONSENT).toBe(false);
    expect(analytics.consentStore()).toBeUndefined();
    expect(await analytics.initAnalytics()).toBeUndefined();
    expect(sendEveryKind(analytics, '/')).toHaveBeenCalledTimes(1);
    expect(win.dataLayer).toBeUndefined();
    expect(analyticsScripts()).toHaveLength(0);
  });
});
