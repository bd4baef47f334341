/**
 * The bench's control: a page of bare HTML (a heading and a few paragraphs; no stylesheet, no
 * script, no picture, no web font), measured like a route at the same CPU slowdown. What it
 * scores is the floor this machine and its browser set at that slowdown (the first style and
 * layout of any page is one task the site cannot split), so each route's figures can be read
 * against it.
 */
import { createServer, type Server } from 'node:http';

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

/** Serves the control page at every path (on its own port, apart from the site's server). */
export function createControlServer(): Server {
  const body = controlPage();
  return createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(body);
  });
}
