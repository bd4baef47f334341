import { site } from '@/content/site';

/**
 * The build configuration, read from import.meta.env here and nowhere else.
 * Every value is optional: a missing one switches its feature off calmly (see README).
 */

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Parses an ISO date (YYYY-MM-DD or a full timestamp); falls back when it is not a date. */
export function parseBuildDate(value: string | undefined, fallback: string): Date {
  const candidate = value ? new Date(value) : undefined;
  return candidate && !Number.isNaN(candidate.getTime()) ? candidate : new Date(fallback);
}

export const env = {
  emailjs: {
    serviceId: clean(import.meta.env.VITE_EMAILJS_SERVICE_ID),
    templateId: clean(import.meta.env.VITE_EMAILJS_TEMPLATE_ID),
    publicKey: clean(import.meta.env.VITE_EMAILJS_PUBLIC_KEY),
  },
  gaMeasurementId: clean(import.meta.env.VITE_GA_MEASUREMENT_ID),
  /** Shown as 'Last Updated'. VITE_LAST_UPDATED overrides the build time. */
  lastUpdated: parseBuildDate(clean(import.meta.env.VITE_LAST_UPDATED), __BUILD_TIME__),
  /** Public origin of the site without trailing slash. */
  siteUrl: (clean(import.meta.env.VITE_SITE_URL) ?? site.url).replace(/\/+$/, ''),
  /** Base path the site is served under, with leading and trailing slash. */
  basePath: import.meta.env.BASE_URL,
  isProduction: import.meta.env.PROD,
} as const;
