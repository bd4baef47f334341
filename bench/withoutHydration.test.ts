// @vitest-environment node
import { createServer } from 'node:http';
import { createWithoutHydrationServer, withoutModuleScripts } from './withoutHydration';
import { listenLocally } from '../server/listen';

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<script>document.documentElement.dataset.theme="dark"</script>',
  '<style>body{margin:0}</style></head><body><h1>A page</h1>',
  '<script>window.__reactRouterContext = {}</script>',
  '<script type="module" async="">await new Promise((r) => r());\nimport("/assets/entry.js");</script>',
  '</body></html>',
].join('');

describe('the bench without hydration', () => {
  it('takes out the module script and keeps the page, its styles and its inline scripts', () => {
    const html = withoutModuleScripts(PAGE);
    expect(html).not.toMatch(/type="module"/);
    expect(html).not.toContain('entry.js');
    expect(html).toContain('<h1>A page</h1>');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('dataset.theme');
    expect(html).toContain('__reactRouterContext');
  });

  it('serves the site with pages stripped and other files as they are', async () => {
    const site = createServer((request, response) => {
      if (request.url === '/app.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' });
        response.end('console.log("kept")');
        return;
      }
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(PAGE),
        'content-security-policy': "script-src 'self'",
      });
      response.end(PAGE);
    });
    const stripped = createWithoutHydrationServer(await listenLocally(site));
    try {
      const origin = await listenLocally(stripped);
      const page = await fetch(`${origin}/about`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe("script-src 'self'");
      expect(await page.text()).toBe(withoutModuleScripts(PAGE));
      expect(await (await fetch(`${origin}/app.js`)).text()).toBe('console.log("kept")');
    } finally {
      stripped.close();
      site.close();
    }
  });

  it('answers calmly when the site is not there', async () => {
    const stripped = createWithoutHydrationServer('http://127.0.0.1:9');
    try {
      const response = await fetch(`${await listenLocally(stripped)}/`);
      expect(response.status).toBe(502);
      expect(await response.text()).toMatch(/did not answer/);
    } finally {
      stripped.close();
    }
  });
});
