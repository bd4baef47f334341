/**
 * The one source of the site's security headers and Content-Security-Policy. The build step
 * (scripts/host-config.ts) feeds it the inline scripts and styles found in dist/ and the build
 * variables; it writes the result to dist/_headers, which Netlify, Cloudflare Pages and the
 * `npm start` server (server/app.ts) all read.
 */
import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import type { AnalyticsSettings } from '../build-config';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

/** Origin of the e-mail provider's API (the contact form posts to /api/v1.0/email/send-form). */
export const EMAIL_API_ORIGIN = 'https://api.emailjs.com';

/** Sources an analytics provider needs, by directive. */
export interface AnalyticsSources {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
}

/** Hosts Google Analytics 4 needs; allowed only when VITE_GA_MEASUREMENT_ID is set. */
export const ANALYTICS_SOURCES: AnalyticsSources = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** Where Plausible's tracker sends events unless the owner runs their own server. */
export const PLAUSIBLE_ORIGIN = 'https://plausible.io';

const NO_SOURCES: AnalyticsSources = { script: [], connect: [], img: [] };

/**
 * Exactly the hosts the chosen provider talks to, and none without one:
 * - Google Analytics: its script host and its collection hosts (above);
 * - Plausible: its tracker is bundled with the site and sends events to plausible.io, or to the
 *   origin of VITE_PLAUSIBLE_SRC (a self-hosted server);
 * - Umami: its script from VITE_UMAMI_SRC, which sends events back to the same origin.
 */
export function analyticsSources(settings: AnalyticsSettings): AnalyticsSources {
  switch (settings.provider) {
    case 'google':
      return ANALYTICS_SOURCES;
    case 'plausible': {
      const origin = settings.src ? new URL(settings.src).origin : PLAUSIBLE_ORIGIN;
      return { script: [], connect: [origin], img: [] };
    }
    case 'umami': {
      const origin = new URL(settings.src).origin;
      return { script: [origin], connect: [origin], img: [] };
    }
    case 'none':
      return NO_SOURCES;
  }
}

/** HSTS lifetime: two years, the preload list's recommendation. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;
/** Hashed build assets never change under their name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** HTML and other unhashed files: the browser checks for a new version on every visit. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

/** Browser features the site never uses, switched off for the page and anything it embeds. */
export const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
] as const;

/** CSP source expressions ('sha256-…') for the inline code the built pages contain. */
export interface InlineSources {
  /** Inline <script> elements that run (not data blocks such as JSON-LD). */
  scripts: string[];
  /** Inline <style> elements. */
  styles: string[];
  /** style="…" attributes (allowed by hash through 'unsafe-hashes'). */
  styleAttributes: string[];
}

export interface PolicyInput {
  inline: InlineSources;
  /** The build's analytics provider (build-config.ts `analyticsSettings`). */
  analytics: AnalyticsSettings;
}

/**
 * The CSP hash source of an inline script or style: 'sha256-<base64>' of its UTF-8 text.
 * Line breaks are normalised as the HTML parser does before the browser hashes the text.
 */
export function cspHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** Script types the browser runs; anything else (e.g. application/ld+json) is a data block. */
const JS_MIME =
  /^(?:(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/(?:javascript1\.[0-5]|jscript|livescript))$/;

function isExecutableScript(element: Element): boolean {
  if (element.attrs.some((a) => a.name === 'src')) return false;
  const type =
    element.attrs
      .find((a) => a.name === 'type')
      ?.value.trim()
      .toLowerCase() ?? '';
  return (
    type === '' ||
    type === 'module' ||
    type === 'importmap' ||
    type === 'speculationrules' ||
    JS_MIME.test(type)
  );
}

function textOf(element: Element): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

function* elementsOf(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('content' in node && node.content) yield* elementsOf(node.content);
  if ('childNodes' in node) {
    for (const child of node.childNodes) yield* elementsOf(child);
  }
}

/** Finds the inline scripts, inline styles and style attributes in HTML documents. */
export function inlineSourcesOf(documents: Iterable<string>): InlineSources {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  for (const html of documents) {
    for (const element of elementsOf(parse(html))) {
      if (element.tagName === 'script' && isExecutableScript(element)) {
        scripts.add(cspHash(textOf(element)));
      } else if (element.tagName === 'style') {
        styles.add(cspHash(textOf(element)));
      }
      const style = element.attrs.find((a) => a.name === 'style');
      if (style) styleAttributes.add(cspHash(style.value));
    }
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    scripts: sorted(scripts),
    styles: sorted(styles),
    styleAttributes: sorted(styleAttributes),
  };
}

/** The Content-Security-Policy directives, in order. */
export function cspDirectives({ inline, analytics }: PolicyInput): [string, string[]][] {
  const measuring = analyticsSources(analytics);
  const styleAttributeSources =
    inline.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...inline.styleAttributes] : [];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inline.scripts, ...measuring.script]],
    ['style-src', ["'self'", ...inline.styles, ...styleAttributeSources]],
    ['img-src', ["'self'", 'data:', ...measuring.img]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", EMAIL_API_ORIGIN, ...measuring.connect]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // mailto: lets the contact form open an e-mail when JavaScript is off (ContactForm).
    ['form-action', ["'self'", 'mailto:']],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** Directives a <meta> policy may not carry (the browser ignores them there, with a warning). */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/** The policy as one header value; `forMeta` leaves out what a <meta> element cannot hold. */
export function contentSecurityPolicy(input: PolicyInput, { forMeta = false } = {}): string {
  return policyOf(input, (name) => !forMeta || !HEADER_ONLY_DIRECTIVES.has(name));
}

/** The directives `keep` accepts, as one policy value. */
function policyOf(input: PolicyInput, keep: (name: string) => boolean): string {
  return cspDirectives(input)
    .filter(([name]) => keep(name))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The directives of the policy that do not depend on what a page holds: the policy every
 * response carries (the site-wide rule of _headers). A page's own full policy joins it on the
 * page's paths (host-config.ts), so a picture or a script is not sent with every page's hashes
 * (2 KB of headers on each response of a page), and a browser enforces both on a page: this one
 * is a part of the page's, so the page's policy decides.
 */
const SITE_WIDE_DIRECTIVES = new Set(['object-src', 'base-uri', 'form-action', 'frame-ancestors']);

/** The site-wide part of the policy as one header value. */
export function siteWidePolicy(input: PolicyInput): string {
  return policyOf(input, (name) => SITE_WIDE_DIRECTIVES.has(name));
}

/** Headers every response carries (a page adds its own policy, host-config.ts). */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': siteWidePolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
