import type ReactGAInstance from 'react-ga4';
import { env } from './env';

/**
 * The only module that knows the analytics vendor (Google Analytics 4 through react-ga4).
 * Without VITE_GA_MEASUREMENT_ID, or when the visitor sends Do Not Track / Global Privacy
 * Control, nothing is loaded and every call does nothing.
 */

type ReactGA = typeof ReactGAInstance;

export interface AnalyticsEvent {
  category: 'user_interaction';
  action: string;
  /** Sent as text, e.g. the app index '1'. */
  label: string | number;
}

let loading: Promise<ReactGA | undefined> | undefined;

function visitorOptedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

export function isAnalyticsEnabled(): boolean {
  return typeof window !== 'undefined' && !!env.gaMeasurementId && !visitorOptedOut();
}

/** Loads and initialises measurement once; resolves to undefined when analytics is off. */
export function initAnalytics(): Promise<ReactGA | undefined> {
  if (!loading) {
    const id = env.gaMeasurementId;
    loading =
      id && isAnalyticsEnabled()
        ? import('react-ga4').then(({ default: ga }) => {
            ga.initialize(id, { gtagOptions: { send_page_view: false } });
            return ga;
          })
        : Promise.resolve(undefined);
  }
  return loading;
}

/** Sends a page view for a route path. */
export function trackPageView(path: string): void {
  if (!isAnalyticsEnabled()) return;
  void initAnalytics().then((ga) => ga?.send({ hitType: 'pageview', page: path }));
}

/** Sends an event with its names exactly as given (no title-casing). */
export function trackEvent({ category, action, label }: AnalyticsEvent): void {
  if (!isAnalyticsEnabled()) return;
  void initAnalytics().then((ga) => ga?.event(action, { category, label: String(label) }));
}
