/**
 * The analytics builds the end-to-end tests share (one build each, shared through
 * startVariant's name):
 * - ANALYTICS_BUILD, Google Analytics with its consent prompt: analytics.spec checks the prompt,
 *   the page views and the build's other settings, analytics-projects.spec the Projects page's
 *   hotspot events;
 * - PLAUSIBLE_BUILD and UMAMI_BUILD, the privacy-first providers (analytics-privacy.spec).
 */
export const MEASUREMENT_ID = 'G-TEST12345';
export const SITE_URL = 'https://portfolio.example.test';

export const ANALYTICS_BUILD = {
  name: 'analytics',
  env: {
    VITE_GA_MEASUREMENT_ID: MEASUREMENT_ID,
    VITE_SITE_URL: SITE_URL,
    // One build serves more than analytics: the footer's date from VITE_LAST_UPDATED too.
    VITE_LAST_UPDATED: '2025-03-04',
  },
} as const;

/** The domain the site is registered under at Plausible. */
export const PLAUSIBLE_DOMAIN = 'portfolio.example.test';

export const PLAUSIBLE_BUILD = {
  name: 'analytics-plausible',
  env: { VITE_PLAUSIBLE_DOMAIN: PLAUSIBLE_DOMAIN },
} as const;

export const UMAMI_WEBSITE_ID = '4f0a1b2c-3d4e-4f60-8a9b-0c1d2e3f4a5b';
export const UMAMI_SRC = 'https://umami.example.test/script.js';

export const UMAMI_BUILD = {
  name: 'analytics-umami',
  env: { VITE_UMAMI_WEBSITE_ID: UMAMI_WEBSITE_ID, VITE_UMAMI_SRC: UMAMI_SRC },
} as const;
