/**
 * The build with a measurement id that both analytics specs use (one build, shared through
 * startVariant's name): analytics.spec checks the page views and the build's other settings,
 * analytics-projects.spec the Projects page's hotspot events.
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
