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

/** 'true', '1' or 'yes' (any case) switch a flag on; anything else leaves it off. */
export function parseFlag(value: string | undefined): boolean {
  return ['true', '1', 'yes'].includes(clean(value)?.toLowerCase() ?? '');
}

/** A comma-separated list, e.g. 'a@example.com, b@example.com'; empty items dropped. */
export function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A whole number above zero, or undefined (absent, zero, negative or not a number). */
export function parsePositiveInteger(value: string | undefined): number | undefined {
  const number = Number(clean(value));
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

export interface EmailConfig {
  serviceId?: string;
  templateId?: string;
  publicKey?: string;
  /** Client-side protections of the e-mail SDK, all off by default. */
  blockHeadless: boolean;
  /** E-mail addresses whose messages are refused before sending. */
  blockList: string[];
  /** Minimum time between two messages from one browser, in ms. */
  limitRateMs?: number;
  /** Only `npm start` sets it: without provider keys, deliver to the local server's outbox. */
  localOutbox: boolean;
}

const emailjs: EmailConfig = {
  serviceId: clean(import.meta.env.VITE_EMAILJS_SERVICE_ID),
  templateId: clean(import.meta.env.VITE_EMAILJS_TEMPLATE_ID),
  publicKey: clean(import.meta.env.VITE_EMAILJS_PUBLIC_KEY),
  blockHeadless: parseFlag(import.meta.env.VITE_EMAILJS_BLOCK_HEADLESS),
  blockList: parseList(import.meta.env.VITE_EMAILJS_BLOCK_LIST),
  limitRateMs: parsePositiveInteger(import.meta.env.VITE_EMAILJS_LIMIT_RATE_MS),
  localOutbox: parseFlag(import.meta.env.VITE_EMAIL_LOCAL_OUTBOX),
};

export const env = {
  emailjs,
  /** Analytics: one provider's settings at most (the build refuses two; build-config.ts). */
  gaMeasurementId: clean(import.meta.env.VITE_GA_MEASUREMENT_ID),
  plausibleDomain: clean(import.meta.env.VITE_PLAUSIBLE_DOMAIN),
  plausibleSrc: clean(import.meta.env.VITE_PLAUSIBLE_SRC),
  umamiWebsiteId: clean(import.meta.env.VITE_UMAMI_WEBSITE_ID),
  umamiSrc: clean(import.meta.env.VITE_UMAMI_SRC),
  /** Shown as 'Last Updated'. VITE_LAST_UPDATED overrides the build time. */
  lastUpdated: parseBuildDate(clean(import.meta.env.VITE_LAST_UPDATED), __BUILD_TIME__),
  /** Public origin of the site without trailing slash. */
  siteUrl: (clean(import.meta.env.VITE_SITE_URL) ?? site.url).replace(/\/+$/, ''),
  /** Base path the site is served under, with leading and trailing slash. */
  basePath: import.meta.env.BASE_URL,
  isProduction: import.meta.env.PROD,
} as const;
