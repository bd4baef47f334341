/**
 * SECOND SAMPLE OWNER. Where the site lives (VITE_SITE_URL overrides `url`). `.example` is a
 * reserved name: a real owner puts their own address here.
 */
export const site = {
  /** Public origin of the deployed site, without a trailing slash. */
  url: 'https://angstrom-nakamura.example',
  lang: 'en',
  locale: 'en_CA',
  /** Your accent colour (links, buttons, focus rings; adjusted for each scheme) and the browser UI colour in the light theme (web manifest and the `theme-color` meta). */
  themeColor: '#b4235a',
  /** Browser UI colour in the dark theme (the dark page background). */
  themeColorDark: '#0e1116',
  /** Page background of the light scheme (web manifest splash screen). */
  backgroundColor: '#fafaf9',
} as const;
