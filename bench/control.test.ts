// @vitest-environment node
import { controlPage, createControlServer } from './control';
import { listenLocally } from '../server/listen';
import { securityHeaders } from '../scripts/security-headers';

describe('the bench control page', () => {
  it('is bare HTML: nothing to fetch, no style and no script', () => {
    const html = controlPage();
    expect(html).not.toMatch(/<(script|style|link|img|picture|iframe|svg)\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
  });

  it('passes the audits a route passes (language, viewport, title, description)', () => {
    const html = controlPage();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<meta name="viewport" content="width=device-width/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
  });

  it('is served as HTML at any path', async () => {
    const server = createControlServer();
    const origin = await listenLocally(server);
    try {
      const response = await fetch(`${origin}/anything`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(controlPage());
      // Served as the site serves its pages: the same security headers (COOP among them).
      const site = securityHeaders({
        inline: { scripts: [], styles: [], styleAttributes: [] },
        analytics: { provider: 'none' },
      });
      for (const [name, value] of Object.entries(site))
        expect(response.headers.get(name), name).toBe(value);
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    } finally {
      server.close();
    }
  });
});
