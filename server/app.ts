import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { basePath } from '../build-config';
import { headersFor, parseHeadersFile } from '../scripts/headers-file';
import { REVALIDATE_CACHE } from '../scripts/security-headers';
import { createOutboxHandler, OUTBOX_PATH, type OutboxOptions } from './outbox';

export interface AppOptions {
  /** Folder of the built site. */
  dist: string;
  /** Base path the site was built for ('/' or '/portfolio/'). */
  base?: string;
  /** Accept the contact form's messages into a local outbox folder (see server/outbox.ts). */
  outbox?: OutboxOptions;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Host configuration files in dist/ that static hosts read but never serve. */
const HOST_FILES = new Set(['/_headers', '/_redirects']);

/**
 * Request handler for the built site: files from dist/, unknown pages redirected home,
 * and a 404.html body for anything else that is missing. Every response carries the headers
 * of dist/_headers (security headers, caching), exactly as Netlify and Cloudflare Pages send them.
 * Optionally it also serves the local e-mail outbox.
 */
export function createApp({ dist, base = basePath(), outbox }: AppOptions): Handler {
  const saveToOutbox = outbox && createOutboxHandler(outbox);
  const notFoundPage = readFileSync(path.join(dist, '404.html'));
  const headerRules = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8'));
  const assets = sirv(dist, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
  });

  // A page that does not exist sends the visitor home; a missing file is a plain 404.
  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    const isPageRequest = req.method === 'GET' || req.method === 'HEAD';
    if (isPageRequest && (req.headers.accept ?? '').includes('text/html')) {
      res.statusCode = 302;
      res.setHeader('Location', base);
      res.setHeader('Cache-Control', 'no-cache');
      res.end();
      return;
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(notFoundPage);
  };

  return (req, res) => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    for (const [name, value] of Object.entries(headersFor(headerRules, pathname))) {
      res.setHeader(name, value);
    }
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', REVALIDATE_CACHE);

    // The e-mail SDK posts to its origin (this server) at the provider's path, outside the base.
    if (saveToOutbox && pathname === OUTBOX_PATH) {
      void saveToOutbox(req, res);
      return;
    }
    if (!url.startsWith(base) && `${url}/` !== base) {
      sendNotFound(req, res);
      return;
    }
    // Serve the site as if it lived at the root of dist/.
    req.url = `/${url.slice(base.length)}`.replace(/^\/\/+/, '/');
    if (HOST_FILES.has(req.url.split('?')[0] ?? '')) {
      sendNotFound(req, res);
      return;
    }
    assets(req, res, () => sendNotFound(req, res));
  };
}
