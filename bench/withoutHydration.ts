/**
 * The bench's second control (`BENCH_WITHOUT_HYDRATION=1`): every route again, served without
 * the module script that loads and hydrates React (scripts/defer-hydration.ts writes it), so the
 * browser draws the same HTML and CSS and runs only the small inline scripts of the head. The
 * difference between a route's row and its row here is what hydration costs at that slowdown;
 * the row here is what rendering the page costs before any of the site's JavaScript runs.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { BOOTSTRAP } from '../scripts/defer-hydration';

/** The module script the build leaves in every page (its bootstrap, deferred). */
const MODULE_SCRIPT = new RegExp(BOOTSTRAP.source, 'g');

/** A built page's HTML without its module scripts; everything else as it was. */
export function withoutModuleScripts(html: string): string {
  return html.replace(MODULE_SCRIPT, '');
}

/**
 * Serves `origin` (the site's own server) with the module scripts taken out of its HTML.
 * Other responses pass through unchanged. Asks for identity encoding, so the HTML can be read.
 */
export function createWithoutHydrationServer(origin: string): Server {
  return createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      `${origin}${incoming.url ?? '/'}`,
      {
        method: incoming.method,
        headers: { ...incoming.headers, host: new URL(origin).host, 'accept-encoding': 'identity' },
      },
      (response) => {
        const headers = { ...response.headers };
        if (!/^text\/html/.test(String(headers['content-type'] ?? ''))) {
          outgoing.writeHead(response.statusCode ?? 502, headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = withoutModuleScripts(Buffer.concat(chunks).toString('utf8'));
          delete headers['content-length'];
          delete headers.etag;
          outgoing.writeHead(response.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      outgoing.end(`bench: the site's server did not answer (${error.message})`);
    });
    incoming.pipe(upstream);
  });
}
