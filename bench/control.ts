/**
 * The bench's control: a page of bare HTML (a heading and a few paragraphs; no stylesheet, no
 * script, no picture, no web font), served with the site's security headers and measured like a
 * route at the same CPU slowdown. What it scores is the floor this machine and its browser set
 * at that slowdown (the first style and layout of any page is one task the site cannot split),
 * so each route's figures can be read against it.
 */
import { createServer, type Server } from 'node:http';
import { securityHeaders } from '../scripts/security-headers';

export const CONTROL_LABEL = 'bare HTML (control)';

const PARAGRAPH =
  'A paragraph of plain text with no styling at all, long enough to wrap over a few lines on a phone, as the first screen of a simple page would be.';

/** The control page: valid, described and sized for a phone, so its audits run as a route's. */
export function controlPage(): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Control page</title>',
    '<meta name="description" content="A page of bare HTML that the bench measures as its floor.">',
    '</head>',
    '<body>',
    '<h1>Control page</h1>',
    ...Array.from({ length: 4 }, () => `<p>${PARAGRAPH}</p>`),
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * The headers every page of the site is served with (scripts/security-headers.ts), for a page
 * with no inline code and no analytics. The control is served with them too, because they cost
 * the first task of every navigation something no page can avoid: Cross-Origin-Opener-Policy
 * puts the page in a browsing context group of its own, and Lighthouse's navigation from
 * about:blank then switches renderer (measured on the low-tier phone: the control's TBT 100-195 ms
 * without it, 518 ms with it, its longest task 294 and 470 ms).
 */
export const CONTROL_HEADERS = securityHeaders({
  inline: { scripts: [], styles: [], styleAttributes: [] },
  analytics: { provider: 'none' },
});

/** Serves the control page at every path (on its own port, apart from the site's server). */
export function createControlServer(): Server {
  const body = controlPage();
  return createServer((_request, response) => {
    response.writeHead(200, {
      ...CONTROL_HEADERS,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(body);
  });
}
