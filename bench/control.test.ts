// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { controlPage, createControlServer } from './control';

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
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/anything`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(controlPage());
    } finally {
      server.close();
    }
  });
});
