/**
 * SAMPLE CONTENT. Where the site lives. The build variable VITE_SITE_URL overrides `url`
 * (see src/lib/env.ts); the base path comes from the BASE_PATH build variable.
 */
export const site = {
  /** Public origin of the deployed site, without a trailing slash. */
  url: 'https://deniz-yilmaz-dev.github.io',
  /** Language of the content (of its default language, when it has several). */
  lang: 'en',
  /**
   * The site's languages, the default first: every page in each, the others under their prefix
   * (`/tr/…`). A text may then be written once per language: `{ en: '…', tr: '…' }`. Leave
   * this out for a site in the one language `lang`.
   */
  languages: ['en', 'tr'],
  /** Open Graph locale of the default language (the others use their usual one, e.g. tr_TR). */
  locale: 'en_US',
  /** Your accent colour (links, buttons, focus rings; adjusted for each scheme) and the browser UI colour in the light theme (web manifest and the `theme-color` meta). */
  themeColor: '#0f766e',
  /** Browser UI colour in the dark theme (the dark page background). */
  themeColorDark: '#0e1116',
  /** Page background of the light scheme (web manifest splash screen). */
  backgroundColor: '#fafaf9',
} as const;
