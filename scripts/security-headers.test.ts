// @vitest-environment node
import {
  ANALYTICS_SOURCES,
  contentSecurityPolicy,
  cspDirectives,
  cspHash,
  EMAIL_API_ORIGIN,
  inlineSourcesOf,
  PLAUSIBLE_ORIGIN,
  securityHeaders,
  siteWidePolicy,
  type InlineSources,
} from './security-headers';
import type { AnalyticsSettings } from '../build-config';

// Reference values from `printf '<text>' | openssl dgst -sha256 -binary | base64`.
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"; // alert(1)
const LINES_HASH = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='"; // a\nb
const STYLE_ATTR_HASH = "'sha256-NerDAUWfwD31YdZHveMrq0GLjsNFMwxLpZl0dPUeCcw='"; // color: red
const STYLE_HASH = "'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='"; // body{margin:0}

const NO_INLINE: InlineSources = { scripts: [], styles: [], styleAttributes: [] };
const NONE: AnalyticsSettings = { provider: 'none' };
const GOOGLE: AnalyticsSettings = { provider: 'google', measurementId: 'G-TEST12345' };

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((d) => d.split(' ')[0] === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.split(' ').slice(1);
}

const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;

describe('cspHash', () => {
  it('is the sha256 of the text in base64, quoted as a CSP source', () => {
    expect(cspHash('alert(1)')).toBe(ALERT_HASH);
  });

  it('normalises line breaks the way the HTML parser does', () => {
    expect(cspHash('a\r\nb')).toBe(LINES_HASH);
    expect(cspHash('a\rb')).toBe(LINES_HASH);
  });
});

describe('inlineSourcesOf', () => {
  it('hashes every inline script that runs, once, across all documents', () => {
    const sources = inlineSourcesOf([
      page('<script>alert(1)</script><script type="module">a\nb</script>'),
      page('<script>alert(1)</script>'),
    ]);
    expect(sources.scripts).toEqual([ALERT_HASH, LINES_HASH].sort());
  });

  it('hashes the raw script text (no entity decoding) with CRLF normalised', () => {
    expect(inlineSourcesOf([page('<script>a\r\nb</script>')]).scripts).toEqual([LINES_HASH]);
    const raw = '1 &amp;&amp; 2';
    expect(inlineSourcesOf([page(`<script>${raw}</script>`)]).scripts).toEqual([cspHash(raw)]);
  });

  it('skips external scripts and data blocks such as JSON-LD', () => {
    const sources = inlineSourcesOf([
      page(
        '<script src="/assets/app.js"></script>' +
          '<script type="application/ld+json">{"@type":"Person"}</script>' +
          '<script type="application/json">{}</script>',
      ),
    ]);
    expect(sources.scripts).toEqual([]);
  });

  it('counts classic JavaScript types, import maps and scripts inside <head>', () => {
    const html =
      '<!DOCTYPE html><html><head><script type="text/javascript">alert(1)</script>' +
      '<script type="importmap">a\nb</script></head><body></body></html>';
    expect(inlineSourcesOf([html]).scripts).toEqual([ALERT_HASH, LINES_HASH].sort());
  });

  it('hashes inline <style> elements and style attributes separately', () => {
    const sources = inlineSourcesOf([
      page('<style>body{margin:0}</style><p style="color: red">x</p><b style="color: red">y</b>'),
    ]);
    expect(sources.styles).toEqual([STYLE_HASH]);
    expect(sources.styleAttributes).toEqual([STYLE_ATTR_HASH]);
  });

  it('finds nothing in a page without inline code', () => {
    expect(inlineSourcesOf([page('<p>Hello</p>')])).toEqual(NO_INLINE);
  });
});

describe('contentSecurityPolicy', () => {
  const withScripts: InlineSources = { ...NO_INLINE, scripts: [ALERT_HASH, LINES_HASH] };

  it('allows scripts from self plus the given hashes, never unsafe-inline or eval', () => {
    const policy = contentSecurityPolicy({ inline: withScripts, analytics: NONE });
    expect(directive(policy, 'script-src')).toEqual(["'self'", ALERT_HASH, LINES_HASH]);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('has the strict defaults', () => {
    const policy = contentSecurityPolicy({ inline: NO_INLINE, analytics: NONE });
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(policy, 'font-src')).toEqual(["'self'"]);
    expect(directive(policy, 'manifest-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'mailto:']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets the contact form reach the site itself and the e-mail provider only', () => {
    const policy = contentSecurityPolicy({ inline: NO_INLINE, analytics: NONE });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", EMAIL_API_ORIGIN]);
  });

  it("names no analytics host unless analytics is configured, and Google's for Google Analytics", () => {
    const off = contentSecurityPolicy({ inline: NO_INLINE, analytics: NONE });
    expect(off).not.toMatch(/google|plausible|umami/);
    const on = contentSecurityPolicy({ inline: withScripts, analytics: GOOGLE });
    expect(directive(on, 'script-src')).toEqual([
      "'self'",
      ALERT_HASH,
      LINES_HASH,
      ...ANALYTICS_SOURCES.script,
    ]);
    expect(directive(on, 'connect-src')).toEqual([
      "'self'",
      EMAIL_API_ORIGIN,
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(directive(on, 'img-src')).toEqual(["'self'", 'data:', ...ANALYTICS_SOURCES.img]);
  });

  it("allows Plausible's event endpoint only (its tracker is the site's own code)", () => {
    const cloud = contentSecurityPolicy({
      inline: NO_INLINE,
      analytics: { provider: 'plausible', domain: 'jane.dev' },
    });
    expect(directive(cloud, 'connect-src')).toEqual(["'self'", EMAIL_API_ORIGIN, PLAUSIBLE_ORIGIN]);
    expect(directive(cloud, 'script-src')).toEqual(["'self'"]);
    expect(directive(cloud, 'img-src')).toEqual(["'self'", 'data:']);
    const own = contentSecurityPolicy({
      inline: NO_INLINE,
      analytics: {
        provider: 'plausible',
        domain: 'jane.dev',
        src: 'https://stats.jane.dev/js/script.js',
      },
    });
    expect(directive(own, 'connect-src')).toEqual([
      "'self'",
      EMAIL_API_ORIGIN,
      'https://stats.jane.dev',
    ]);
    expect(own).not.toMatch(/plausible\.io|google/);
  });

  it("allows Umami's script host, which it also sends to, and nothing of Google's", () => {
    const policy = contentSecurityPolicy({
      inline: NO_INLINE,
      analytics: { provider: 'umami', websiteId: 'abc', src: 'https://cloud.umami.is/script.js' },
    });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://cloud.umami.is']);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      EMAIL_API_ORIGIN,
      'https://cloud.umami.is',
    ]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(policy).not.toMatch(/google|plausible/);
  });

  it("allows style attributes by hash through 'unsafe-hashes' only when the pages have some", () => {
    const inline = { ...NO_INLINE, styles: [STYLE_HASH], styleAttributes: [STYLE_ATTR_HASH] };
    const policy = contentSecurityPolicy({ inline, analytics: NONE });
    expect(directive(policy, 'style-src')).toEqual([
      "'self'",
      STYLE_HASH,
      "'unsafe-hashes'",
      STYLE_ATTR_HASH,
    ]);
  });

  it('leaves header-only directives out of the <meta> version', () => {
    const input = { inline: withScripts, analytics: NONE };
    const meta = contentSecurityPolicy(input, { forMeta: true });
    expect(meta).not.toContain('frame-ancestors');
    expect(cspDirectives(input).map(([name]) => name)).toContain('frame-ancestors');
    expect(directive(meta, 'script-src')).toEqual(
      directive(contentSecurityPolicy(input), 'script-src'),
    );
  });
});

describe('securityHeaders', () => {
  it("sends the hardening headers with the policy's site-wide part, which is the end of a page's", () => {
    const input = { inline: { ...NO_INLINE, scripts: ["'sha256-abc='"] }, analytics: NONE };
    const headers = securityHeaders(input);
    expect(headers['Content-Security-Policy']).toBe(siteWidePolicy(input));
    // Nothing a page holds: no script, style or host of a page's policy.
    expect(siteWidePolicy(input)).not.toMatch(/sha256|script-src|default-src/);
    // Each of its directives is in a page's policy as it is: a page enforcing both gets its own.
    for (const part of siteWidePolicy(input).split('; '))
      expect(contentSecurityPolicy(input).split('; ')).toContain(part);
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'interest-cohort']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });
});
