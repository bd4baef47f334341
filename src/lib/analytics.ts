import type ReactGAInstance from 'react-ga4';
import {
  createConsentStore,
  NOT_ASKING,
  usableStorage,
  type ConsentChoice,
  type ConsentState,
  type ConsentStore,
} from './consent';
import { env } from './env';

/**
 * The only module that knows the analytics vendors. The build variables choose one provider at
 * most (the build refuses two: build-config.ts `analyticsProblem`):
 *
 * - **Google Analytics 4** (VITE_GA_MEASUREMENT_ID), through react-ga4. It sets cookies, so the
 *   visitor is asked first (src/lib/consent.ts, the ConsentPrompt): until they agree nothing of
 *   Google's is loaded and no cookie is written. On "yes" gtag starts with Consent Mode v2's
 *   defaults denied, then analytics storage granted (advertising stays denied: it is never asked
 *   for). Events go through react-ga4's string form, which hands names to gtag unchanged (its
 *   object form title-cases them). What lands in `window.dataLayer`:
 *     ['consent', 'default', {…denied}], ['consent', 'update', { analytics_storage: 'granted' }]
 *     ['event', 'page_view', { page_path, page_title, page_location }]
 *     ['event', action, { event_category, event_label }]
 *     ['event', 'click', { event_category: 'outbound', event_label: url, link_url, outbound, … }]
 * - **Plausible** (VITE_PLAUSIBLE_DOMAIN, optionally VITE_PLAUSIBLE_SRC for a self-hosted
 *   server), through its official npm tracker: cookieless, so no prompt. Events go to
 *   `https://plausible.io/api/event`, or to the self-hosted server's (the origin of its script,
 *   as Plausible's own script does). Page views as `pageview` with the URL; the showcase events
 *   by their action with `{ category, label }` as properties; outbound clicks as Plausible's own
 *   'Outbound Link: Click' with `{ url }`.
 * - **Umami** (VITE_UMAMI_WEBSITE_ID and VITE_UMAMI_SRC): its script, loaded after hydration
 *   with automatic tracking off; cookieless, so no prompt. Page views as `umami.track` with the
 *   path and title; events by their action with `{ category, label }`; outbound clicks as
 *   'outbound-link-click' with `{ url }`.
 *
 * Without a provider, or when the visitor sends Do Not Track / Global Privacy Control, nothing is
 * loaded, no request is made and every call does nothing.
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
/** Plausible's and Umami's names for an outbound-link click (Plausible's shows in its reports). */
const PLAUSIBLE_OUTBOUND = 'Outbound Link: Click';
const UMAMI_OUTBOUND = 'outbound-link-click';

// `import.meta.env.VITE_…` is written into the build by Vite, and these constants are folded by
// the minifier: in a build without a provider every function below shrinks to its early return
// and the visitor downloads none of the rest; a build with one provider carries only its code.
const GOOGLE = !!import.meta.env.VITE_GA_MEASUREMENT_ID;
const PLAUSIBLE = !!import.meta.env.VITE_PLAUSIBLE_DOMAIN;
const UMAMI = !!import.meta.env.VITE_UMAMI_WEBSITE_ID;

/** Whether the build asks visitors before measuring (the consent prompt and its footer link). */
export const ASKS_CONSENT = GOOGLE;

/** The service the consent prompt names. */
export const CONSENT_SERVICE = 'Google Analytics';

/** A page entry as the providers receive it. */
interface PageEntry {
  /** With the base path, e.g. '/projects'. */
  path: string;
  title: string;
  location: string;
}

/** What the site asks of a provider once it is loaded. */
interface Tracker {
  pageView: (page: PageEntry) => void;
  event: (event: AnalyticsEvent) => void;
  /** Sends an outbound click; `sent` runs when the provider confirms (if it ever does). */
  outbound: (url: string, sent: () => void) => void;
  /** Stops measuring (the visitor withdrew consent). */
  stop?: () => void;
}

let loading: Promise<Tracker | undefined> | undefined;
let consent: ConsentStore | undefined;
/** The page the visitor is on while they have not answered: measured if they say yes. */
let unanswered: PageEntry | undefined;

function visitorOptedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/**
 * This visit's consent (created on first use in the browser), or undefined where no consent is
 * asked: a build without Google Analytics, or prerendering.
 */
export function consentStore(): ConsentStore | undefined {
  if (!ASKS_CONSENT || typeof window === 'undefined') return undefined;
  if (!consent) {
    consent = createConsentStore({
      settings: env.gaMeasurementId ?? '',
      optedOut: visitorOptedOut(),
      storage: usableStorage(),
    });
    consent.subscribe(onConsentChange);
  }
  return consent;
}

/** The consent state for components (NOT_ASKING where no consent is asked). */
export function consentState(): ConsentState {
  return consentStore()?.getSnapshot() ?? NOT_ASKING;
}

/** The visitor's answer: measurement starts (with the page they are on) or stops. */
export function chooseConsent(choice: ConsentChoice): void {
  consentStore()?.choose(choice);
}

/** Opens the consent prompt again (the footer's link). */
export function openConsentPrompt(): void {
  consentStore()?.openPrompt();
}

function onConsentChange(): void {
  const { choice } = consentState();
  if (choice === 'granted' && unanswered) {
    const page = unanswered;
    unanswered = undefined;
    void initAnalytics().then((tracker) => tracker?.pageView(page));
  }
  if (choice === 'denied' && loading) {
    const stopping = loading;
    loading = undefined;
    void stopping.then((tracker) => tracker?.stop?.());
  }
}

export function isAnalyticsEnabled(): boolean {
  if (!GOOGLE && !PLAUSIBLE && !UMAMI) return false;
  if (typeof window === 'undefined' || visitorOptedOut()) return false;
  return !ASKS_CONSENT || consentState().choice === 'granted';
}

/** Loads and initialises measurement once; resolves to undefined when analytics is off. */
export function initAnalytics(): Promise<Tracker | undefined> {
  if (!GOOGLE && !PLAUSIBLE && !UMAMI) return Promise.resolve(undefined);
  if (!isAnalyticsEnabled()) return Promise.resolve(undefined);
  loading ??= loadTracker().catch(() => undefined);
  return loading;
}

function loadTracker(): Promise<Tracker | undefined> {
  if (GOOGLE && env.gaMeasurementId) return loadGoogle(env.gaMeasurementId);
  if (PLAUSIBLE && env.plausibleDomain) return loadPlausible(env.plausibleDomain);
  if (UMAMI && env.umamiWebsiteId && env.umamiSrc)
    return loadUmami(env.umamiWebsiteId, env.umamiSrc);
  return Promise.resolve(undefined);
}

/** Sends a page view for a path (with the base path), e.g. '/projects'. */
export function trackPageView(path: string): void {
  if (!GOOGLE && !PLAUSIBLE && !UMAMI) return;
  if (typeof window === 'undefined' || visitorOptedOut()) return;
  const page = { path, title: document.title, location: `${window.location.origin}${path}` };
  const { canAsk, choice } = consentState();
  if (ASKS_CONSENT && canAsk && choice === undefined) {
    unanswered = page;
    return;
  }
  if (!isAnalyticsEnabled()) return;
  void initAnalytics().then((tracker) => tracker?.pageView(page));
}

/** Sends an event with its names exactly as given (no title-casing). */
export function trackEvent(event: AnalyticsEvent): void {
  if (!GOOGLE && !PLAUSIBLE && !UMAMI) return;
  if (!isAnalyticsEnabled()) return;
  void initAnalytics().then((tracker) => tracker?.event(event));
}

/**
 * Sends an outbound-link click. `done` (if given) runs exactly once: when analytics has sent
 * the event, or after OUTBOUND_FALLBACK_MS at the latest, or at once when analytics is off.
 */
export function trackOutboundClick(url: string, done?: () => void): void {
  if ((!GOOGLE && !PLAUSIBLE && !UMAMI) || !isAnalyticsEnabled()) {
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
  void initAnalytics().then((tracker) => {
    if (!tracker) finish();
    else tracker.outbound(url, finish);
  });
}

/* ----------------------------------------------------------------------------------------- */
/* Google Analytics 4                                                                         */

/** Consent Mode v2: everything denied until the visitor answers (advertising is never asked). */
const CONSENT_DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

async function loadGoogle(id: string): Promise<Tracker> {
  const { default: ga } = await import('react-ga4');
  ga.gtag('consent', 'default', CONSENT_DENIED);
  ga.gtag('consent', 'update', { analytics_storage: 'granted' });
  // Page views are sent by trackPageView on each page entry, not by gtag's config.
  ga.initialize(id, { gtagOptions: { send_page_view: false } });
  return googleTracker(ga);
}

function googleTracker(ga: ReactGA): Tracker {
  return {
    pageView: ({ path, title, location }) =>
      ga.send({ hitType: 'pageview', page: path, title, location }),
    event: ({ category, action, label }) =>
      ga.event(action, { event_category: category, event_label: String(label) }),
    outbound: (url, sent) =>
      ga.event(OUTBOUND_ACTION, {
        event_category: OUTBOUND_CATEGORY,
        event_label: url,
        link_url: url,
        outbound: true,
        transport_type: 'beacon',
        event_callback: sent,
      }),
    stop: () => {
      ga.gtag('consent', 'update', { analytics_storage: 'denied' });
      removeGoogleCookies();
    },
  };
}

/** Google Analytics' cookies (`_ga`, `_ga_<stream>`), removed when the visitor withdraws. */
function removeGoogleCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  // gtag sets them on the widest domain it may: try each from the host up.
  const parts = window.location.hostname.split('.');
  const domains = parts.map((_, i) => parts.slice(i).join('.')).slice(0, -1);
  for (const name of names) {
    const expired = `${name}=; Max-Age=0; path=/`;
    document.cookie = expired;
    for (const domain of domains) document.cookie = `${expired}; domain=${domain}`;
  }
}

/* ----------------------------------------------------------------------------------------- */
/* Plausible                                                                                  */

async function loadPlausible(domain: string): Promise<Tracker> {
  const { init, track } = await import('@plausible-analytics/tracker');
  init({
    domain,
    // A self-hosted server receives events where its script would send them (its /api/event).
    ...(env.plausibleSrc ? { endpoint: new URL('/api/event', env.plausibleSrc).href } : {}),
    autoCapturePageviews: false,
    logging: false,
  });
  return {
    pageView: ({ location }) => track('pageview', { url: location }),
    event: ({ category, action, label }) =>
      track(action, { props: { category, label: String(label) } }),
    outbound: (url, sent) => track(PLAUSIBLE_OUTBOUND, { props: { url }, callback: sent }),
  };
}

/* ----------------------------------------------------------------------------------------- */
/* Umami                                                                                      */

interface UmamiPayload {
  url?: string;
  title?: string;
  [key: string]: unknown;
}

/** `umami.track`: Umami 2 answers with a promise of the request, older versions with nothing. */
interface Umami {
  track: {
    (transform: (payload: UmamiPayload) => UmamiPayload): Promise<unknown> | undefined;
    (event: string, data?: Record<string, string>): Promise<unknown> | undefined;
  };
}

/** Loads Umami's script with automatic tracking off; resolves once `window.umami` is there. */
function loadUmami(websiteId: string, src: string): Promise<Tracker | undefined> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.defer = true;
    script.src = src;
    script.dataset.websiteId = websiteId;
    script.dataset.autoTrack = 'false';
    script.dataset.doNotTrack = 'true';
    script.addEventListener('load', () => {
      const { umami } = window as Window & { umami?: Umami };
      resolve(umami ? umamiTracker(umami) : undefined);
    });
    script.addEventListener('error', () => resolve(undefined));
    document.head.append(script);
  });
}

function umamiTracker(umami: Umami): Tracker {
  return {
    pageView: ({ path, title }) =>
      void umami.track((payload) => ({ ...payload, url: path, title })),
    event: ({ category, action, label }) =>
      void umami.track(action, { category, label: String(label) }),
    outbound: (url, sent) => {
      void Promise.resolve(umami.track(UMAMI_OUTBOUND, { url })).then(sent, sent);
    },
  };
}
