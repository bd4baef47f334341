// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headersFor, parseHeadersFile, pathMatches } from './headers-file';
import {
  analyticsOf,
  headerRules,
  htmlFilesIn,
  redirectsFile,
  SVG_POLICY,
  urlPathsOf,
  withMetaPolicy,
  writeHostConfig,
} from './host-config';
import { cspHash, IMMUTABLE_CACHE, REVALIDATE_CACHE } from './security-headers';

const INPUT = {
  inline: { scripts: [], styles: [], styleAttributes: [] },
  analytics: { provider: 'none' as const },
};
const page = (script: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title></head><body><script>${script}</script></body></html>`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'host-config-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe('urlPathsOf', () => {
  it('lists the paths a host serves a page under, below the base path', () => {
    expect(urlPathsOf('index.html', '/')).toEqual(['/', '/index.html']);
    expect(urlPathsOf('projects/index.html', '/portfolio/')).toEqual([
      '/portfolio/projects',
      '/portfolio/projects/',
      '/portfolio/projects/index.html',
    ]);
    expect(urlPathsOf('404.html', '/')).toEqual(['/404.html', '/404']);
  });
});

describe('headerRules', () => {
  it('caches hashed assets for a year and revalidates pages, under the base path', () => {
    const rules = headerRules(INPUT, '/portfolio/', ['index.html', 'experiences/index.html']);
    expect(headersFor(rules, '/portfolio/assets/app-1234.js')['Cache-Control']).toBe(
      IMMUTABLE_CACHE,
    );
    expect(headersFor(rules, '/portfolio/experiences')['Cache-Control']).toBe(REVALIDATE_CACHE);
    expect(headersFor(rules, '/portfolio/')['Cache-Control']).toBe(REVALIDATE_CACHE);
    expect(headersFor(rules, '/portfolio/')['Content-Security-Policy']).toContain(
      "default-src 'self'",
    );
    // An asset carries the policy's site-wide part only, not a page's.
    expect(
      headersFor(rules, '/portfolio/assets/app-1234.js')['Content-Security-Policy'],
    ).not.toContain('script-src');
  });

  it("gives one path a header from two rules only for the CSP: a page's own, an SVG's (hosts join them)", () => {
    const rules = headerRules(
      INPUT,
      '/',
      ['index.html', 'experiences/index.html', '404.html'],
      ['assets/a-1234.svg', 'downloads/poster.SVG'],
    );
    for (const probe of ['/', '/index.html', '/experiences/', '/assets/a.js', '/404', '/x']) {
      const names = rules
        .filter((rule) => pathMatches(rule.path, probe))
        .flatMap((rule) => Object.keys(rule.headers))
        .filter((name) => name !== 'Content-Security-Policy');
      expect(new Set(names).size, probe).toBe(names.length);
    }
    for (const svg of ['/assets/a-1234.svg', '/downloads/poster.SVG']) {
      const policy = headersFor(rules, svg)['Content-Security-Policy'];
      // Two policies, joined as the hosts join them: the site-wide part, then the SVG's own.
      expect(policy).toMatch(/^object-src 'none';[^,]*, default-src 'none'; .*sandbox$/);
      expect(policy?.endsWith(SVG_POLICY)).toBe(true);
    }
  });
});

describe('redirectsFile', () => {
  it('needs no rule at the root: 404.html handles unknown paths', () => {
    const lines = redirectsFile('/')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual([]);
  });

  it('serves a sub-path build from the top of the published folder', () => {
    const lines = redirectsFile('/portfolio/')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual(['/portfolio/*  /:splat  200']);
  });
});

describe('withMetaPolicy', () => {
  it('puts the policy right after the charset and replaces an earlier one', () => {
    const once = withMetaPolicy(page('x'), "default-src 'self'");
    expect(once).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`,
    );
    const twice = withMetaPolicy(once, "default-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'none'"`);
  });

  it('falls back to the start of <head> when there is no charset', () => {
    expect(withMetaPolicy('<html><head><title>t</title></head></html>', 'x')).toContain(
      '<head><meta http-equiv="Content-Security-Policy" content="x"/><title>',
    );
  });
});

describe('analyticsOf', () => {
  it('follows the analytics variables from the environment or a .env file', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', '');
    expect(analyticsOf(dir)).toEqual({ provider: 'none' });
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', '  ');
    expect(analyticsOf(dir)).toEqual({ provider: 'none' });
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    expect(analyticsOf(dir)).toEqual({ provider: 'google', measurementId: 'G-TEST123' });
    vi.unstubAllEnvs();
    delete process.env.VITE_GA_MEASUREMENT_ID;
    writeFileSync(path.join(dir, '.env'), 'VITE_PLAUSIBLE_DOMAIN=jane.dev\n');
    expect(analyticsOf(dir)).toEqual({ provider: 'plausible', domain: 'jane.dev' });
  });

  it("stops with the build's sentence when two providers are set", () => {
    writeFileSync(path.join(dir, '.env'), 'VITE_PLAUSIBLE_DOMAIN=jane.dev\n');
    vi.stubEnv('VITE_UMAMI_WEBSITE_ID', 'abc');
    vi.stubEnv('VITE_UMAMI_SRC', 'https://cloud.umami.is/script.js');
    expect(() => analyticsOf(dir)).toThrow(/VITE_PLAUSIBLE_DOMAIN and VITE_UMAMI_WEBSITE_ID/);
    vi.unstubAllEnvs();
  });
});

describe('writeHostConfig', () => {
  it("writes _headers with each page's policy for its own code on its paths, and the same into the page", async () => {
    const dist = path.join(dir, 'dist');
    mkdirSync(path.join(dist, 'projects'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), page('alert(1)'));
    writeFileSync(path.join(dist, 'projects', 'index.html'), page('alert(2)'));
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', '');

    await writeHostConfig({ root: dir, dist, base: '/' });
    const headersText = readFileSync(path.join(dist, '_headers'), 'utf8');
    const rules = parseHeadersFile(headersText);
    // The site-wide part, then the page's own policy (a browser enforces both).
    const [siteWide, own] = (
      headersFor(rules, '/projects/')['Content-Security-Policy'] ?? ''
    ).split(', ');
    expect(headersFor(rules, '/x.png')['Content-Security-Policy']).toBe(siteWide);
    expect(own).toContain(cspHash('alert(2)'));
    expect(own).not.toContain(cspHash('alert(1)'));
    expect(own).toContain("frame-ancestors 'none'");
    expect(headersFor(rules, '/')['Content-Security-Policy']).toContain(cspHash('alert(1)'));
    expect(htmlFilesIn(dist)).toEqual(['index.html', 'projects/index.html']);

    const html = readFileSync(path.join(dist, 'projects', 'index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    expect(meta).toBe(own?.replace("; frame-ancestors 'none'", ''));

    // Running again (or after another step) gives the same result: the meta tag is no script.
    await writeHostConfig({ root: dir, dist, base: '/' });
    expect(readFileSync(path.join(dist, '_headers'), 'utf8')).toBe(headersText);
    expect(readFileSync(path.join(dist, '_redirects'), 'utf8')).toBe(redirectsFile('/'));
  });
});
