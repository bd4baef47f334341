/**
 * Files the build generates into dist/ (scripts/seo/), shared by the page <head> and the build
 * scripts. Paths are under the base path. Build scripts load this module too: relative imports
 * only, and no import.meta.env.
 */

/**
 * The social preview image (Open Graph / Twitter), 1200 x 630 as the platforms expect. Its alt
 * text names the owner (src/lib/meta.ts, from `@/content/profile`).
 */
export const SOCIAL_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
} as const;

/**
 * The social image of a page in `lang`: the default language's at `SOCIAL_IMAGE.path`, each
 * other language's beside it (`/og-image.tr.png`), drawn with that language's texts.
 */
export function socialImagePath(lang: string, languages: readonly string[]): string {
  return lang === languages[0]
    ? SOCIAL_IMAGE.path
    : SOCIAL_IMAGE.path.replace(/\.png$/, `.${lang}.png`);
}

/**
 * A post's social image in `lang`: `/og/<slug>.png` in the default language, `/og/<slug>.tr.png`
 * in another (scripts/seo/writing.ts draws them).
 */
export function postSocialImagePath(slug: string, lang: string, languages: readonly string[]) {
  return lang === languages[0] ? `/og/${slug}.png` : `/og/${slug}.${lang}.png`;
}

/** Favicons and home-screen icons, drawn from the logo mark. */
export const ICONS = {
  svg: '/favicon.svg',
  /** 32 x 32 PNG inside an ICO container, for browsers without SVG favicons. */
  ico: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  /** Home-screen and splash icons listed in the web manifest, by size in pixels. */
  manifest: { 192: '/icon-192.png', 512: '/icon-512.png' },
} as const;

export const WEB_MANIFEST = '/site.webmanifest';
export const SITEMAP = '/sitemap.xml';
export const ROBOTS = '/robots.txt';

/** The feeds of a site with posts, each language's under its prefix (scripts/seo/feeds.ts). */
export const FEEDS = [
  { file: 'feed.xml', type: 'application/rss+xml', label: 'RSS' },
  { file: 'atom.xml', type: 'application/atom+xml', label: 'Atom' },
  { file: 'feed.json', type: 'application/feed+json', label: 'JSON Feed' },
] as const;

/**
 * The owner's record as JSON Resume (scripts/resume/json-resume.ts), one per language: the
 * default language's at `/resume.json`, each other one's under its prefix (`/tr/resume.json`).
 */
export function resumeJsonPath(lang: string, languages: readonly string[]): string {
  return lang === languages[0] ? '/resume.json' : `/${lang}/resume.json`;
}
