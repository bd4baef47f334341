import type ReactGAInstance from 'react-ga4';
import { env } from './env';

/**
 * The only module that knows the analytics vendor (Google Analytics 4 through react-ga4).
 * Without VITE_GA_MEASUREMENT_ID, or when the visitor sends Do Not Track / Global Privacy
 * Control, nothing is loaded, no request is made and every call does nothing.
 *
 * Events go through react-ga4's string form, which hands names to gtag unchanged (its object
 * form title-cases them). What lands in `window.dataLayer`:
 *   ['event', 'page_view', { page_path, page_title, page_location }]
 *   ['event', action, { event_category, event_label }]
 *   ['event', 'click', { event_category: 'outbound', event_label: url, link_url, outbound, … }]
 */

type ReactGA = typeof ReactGAInstance;

export interface AnalyticsEvent {
  category: 'user_interaction';
  action: string;
  /** Sent as text, e.g. the app index '1'. */
  label: string | number;
}

/** Longest wait for analytics before a same-tab outbound link navigates anyway (spec: 250 ms). */
export const OUTBOUND_FALLBACK_MS = 250;

/** Event name and category of an outbound-link click (GA4's own name for link clicks). */
const OUTBOUND_ACTION = 'click';
const OUTBOUND_CATEGORY = 'outbound';

let loading: Promise<ReactGA | undefined> | undefined;

// `import.meta.env.VITE_GA_MEASUREMENT_ID` is written into the build by Vite: in a build without
// an id each function below shrinks to its early return, and the visitor downloads none of the
// rest (the checks read it directly so the minifier can see the constant).

function visitorOptedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

export function isAnalyticsEnabled(): boolean {
  if (!import.meta.env.VITE_GA_MEASUREMENT_ID) return false;
  return typeof window !== 'undefined' && !!env.gaMeasurementId && !visitorOptedOut();
}

/** Loads and initialises measurement once; resolves to undefined when analytics is off. */
export function initAnalytics(): Promise<ReactGA | undefined> {
  if (!import.meta.env.VITE_GA_MEASUREMENT_ID) return Promise.resolve(undefined);
  if (!loading) {
    const id = env.gaMeasurementId;
    loading =
      id && isAnalyticsEnabled()
        ? import('react-ga4').then(({ default: ga }) => {
            // Page views are sent by trackPageView on each page entry, not by gtag's config.
            ga.initialize(id, { gtagOptions: { send_page_view: false } });
            return ga;
          })
        : Promise.resolve(undefined);
  }
  return loading;
}

/** Sends a page view for a path (with the base path), e.g. '/projects'. */
export function trackPageView(path: string): void {
  if (!import.meta.env.VITE_GA_MEASUREMENT_ID || !isAnalyticsEnabled()) return;
  const title = document.title;
  const location = `${window.location.origin}${path}`;
  void initAnalytics().then((ga) => ga?.send({ hitType: 'pageview', page: path, title, location }));
}

/** Sends an event with its names exactly as given (no title-casing). */
export function trackEvent({ category, action, label }: AnalyticsEvent): void {
  if (!import.meta.env.VITE_GA_MEASUREMENT_ID || !isAnalyticsEnabled()) return;
  void initAnalytics().then((ga) =>
    ga?.event(action, { event_category: category, event_label: String(label) }),
  );
}

/**
 * Sends an outbound-link click. `done` (if given) runs exactly once: when analytics has sent
 * the event, or after OUTBOUND_FALLBACK_MS at the latest, or at once when analytics is off.
 */
export function trackOutboundClick(url: string, done?: () => void): void {
  if (!import.meta.env.VITE_GA_MEASUREMENT_ID || !isAnalyticsEnabled()) {
    done?.();
    return;
  }
  let isDone = false;
  const finish = () => {
    if (isDone) return;
    isDone = true;
    clearTimeout(fallback);
    done?.();
  };
  const fallback = setTimeout(finish, OUTBOUND_FALLBACK_MS);
  void initAnalytics().then((ga) => {
    if (!ga) {
      finish();
      return;
    }
    ga.event(OUTBOUND_ACTION, {
      event_category: OUTBOUND_CATEGORY,
      event_label: url,
      link_url: url,
      outbound: true,
      transport_type: 'beacon',
      event_callback: finish,
    });
  });
}
