import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { basePath } from '../build-config';
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

/**
 * Request handler for the built site: files from dist/, unknown pages redirected home,
 * and a 404.html body for anything else that is missing; optionally the local e-mail outbox.
 */
export function createApp({ dist, base = basePath(), outbox }: AppOptions): Handler {
  const saveToOutbox = outbox && createOutboxHandler(outbox);
  const notFoundPage = readFileSync(path.join(dist, '404.html'));
  const assets = sirv(dist, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      }
    },
  });

  // A page that does not exist sends the visitor home; a missing file is a plain 404.
  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')) {
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
    // The e-mail SDK posts to its origin (this server) at the provider's path, outside the base.
    if (saveToOutbox && url.split('?')[0] === OUTBOX_PATH) {
      void saveToOutbox(req, res);
      return;
    }
    if (!url.startsWith(base) && `${url}/` !== base) {
      sendNotFound(req, res);
      return;
    }
    // Serve the site as if it lived at the root of dist/.
    req.url = `/${url.slice(base.length)}`.replace(/^\/\/+/, '/');
    assets(req, res, () => sendNotFound(req, res));
  };
}
