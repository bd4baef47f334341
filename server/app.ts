import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { isLang } from '../src/i18n/languages';
import path from 'node:path';
import { contentType } from 'mime-types';
import parseRange from 'range-parser';
import send from 'send';
import { basePath } from '../build-config';
import { headersFor } from '../scripts/headers-file';
import { REVALIDATE_CACHE } from '../scripts/security-headers';
import { SEND_FORM_PATH } from '../src/lib/emailFields';
import { allowedHostNames, isAllowedHost } from './host-check';
import { createOutboxHandler, type OutboxOptions } from './outbox';
import { Site, type Snapshot } from './site';

export interface AppOptions {
  /** Folder of the built site. */
  dist: string;
  /** Base path the site was built for ('/' or '/portfolio/'). */
  base?: string;
  /**
   * Accept the contact form's messages into a local outbox folder (see server/outbox.ts).
   * Only used when the build was made to send there (its build stamp says so).
   */
  outbox?: OutboxOptions;
  /** One line per event worth telling the person running the server. */
  log?: (line: string) => void;
  /**
   * Host names answered besides localhost, 127.0.0.1 and [::1] (server/host-check.ts); a
   * request for any other name gets 421 and nothing else.
   */
  allowedHosts?: readonly string[];
}

export interface AppServerOptions extends AppOptions {
  /**
   * A connection that sends nothing for this long is closed, and one that has not sent a whole
   * request head by then gets 408 and is closed (slow or silent clients cannot hold it open).
   */
  idleTimeoutMs?: number;
}

/** Default of `idleTimeoutMs`: ample for a browser, short for a connection left hanging. */
export const IDLE_TIMEOUT_MS = 10_000;

export type App = ((req: IncomingMessage, res: ServerResponse) => void) & {
  /** Headers every response carries (for answers written outside the handler). */
  baseHeaders: () => Record<string, string>;
  /** Stops using the site's copy (deletes it). */
  close: () => void;
};

/** Methods that read files; anything else gets 405. */
const READ_METHODS = new Set(['GET', 'HEAD']);
/** Precompressed variants written by the build, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function plain(res: ServerResponse, status: number, text: string, headers = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** The decoded path of a request, or undefined when it cannot name a file. */
function decodedPath(pathname: string): string | undefined {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') || decoded.includes('\\') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/** The file a site path names: the path itself, `<path>.html` or `<path>/index.html`. */
function findFile(snapshot: Snapshot, sitePath: string): string | undefined {
  const normal = path.posix.normalize(sitePath);
  if (normal !== sitePath && `${normal}/` !== sitePath) return undefined;
  const candidates = sitePath.endsWith('/')
    ? [`${sitePath}index.html`]
    : [sitePath, `${sitePath}.html`, `${sitePath}/index.html`];
  return candidates.find((candidate) => snapshot.files.has(candidate));
}

/** `/experiences/index.html` (group 1: `/experiences`) or `/index.html` (group 1 empty). */
const INDEX_HTML = /^(\/.*?)?\/index\.html$/;

/** Hashed build files: a page of the previous build may still ask for its own. */
const HASHED_ASSETS = /^\/assets\//;

function acceptsEncoding(req: IncomingMessage, name: string): boolean {
  const header = String(req.headers['accept-encoding'] ?? '');
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    return coding?.trim() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/**
 * Request handler for the built site: files from a whole copy of dist/ (server/site.ts), unknown
 * pages redirected home, and a 404.html body for anything else that is missing. Every response,
 * errors included, carries the headers of dist/_headers (security headers, caching), exactly as
 * Netlify and Cloudflare Pages send them. Files are sent by `send` (ranges, ETags, HEAD); a
 * malformed or unsatisfiable range gets 416 before it. Optionally serves the local outbox.
 */
export function createApp({
  dist,
  base = basePath(),
  outbox,
  log = () => undefined,
  allowedHosts = [],
}: AppOptions): App {
  const hostNames = allowedHostNames(allowedHosts);
  const site = new Site({ dist, log });
  const saveToOutbox = outbox && createOutboxHandler({ log, ...outbox });
  // The snapshot of the latest request, for answers written outside the handler.
  let latest = site.acquire();
  latest.release();

  // A page that does not exist sends the visitor home (the home of the language its prefix
  // names, when the site has that language: /tr/unknown → /tr/); a missing file is a plain 404.
  const sendNotFound = (req: IncomingMessage, res: ServerResponse, snapshot: Snapshot) => {
    if ((req.headers.accept ?? '').includes('text/html')) {
      res.writeHead(302, { Location: homeOf(req, snapshot), 'Cache-Control': 'no-cache' });
      res.end();
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : snapshot.notFoundPage);
  };

  const homeOf = (req: IncomingMessage, snapshot: Snapshot): string => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const [first = ''] = pathname.startsWith(base) ? pathname.slice(base.length).split('/') : [];
    return isLang(first) && snapshot.files.has(`/${first}/index.html`) ? `${base}${first}/` : base;
  };

  const sendFile = (
    req: IncomingMessage,
    res: ServerResponse,
    snapshot: Snapshot,
    file: string,
  ) => {
    const size = snapshot.files.get(file) ?? 0;
    const range = req.headers.range;
    if (range !== undefined) {
      const ranges = parseRange(size, range, { combine: true });
      if (ranges === -1 || ranges === -2) {
        plain(res, 416, 'Range Not Satisfiable', { 'Content-Range': `bytes */${size}` });
        return;
      }
    }
    const variants = ENCODINGS.filter(({ suffix }) => snapshot.files.has(`${file}${suffix}`));
    const encoding =
      range === undefined ? variants.find(({ name }) => acceptsEncoding(req, name)) : undefined;
    if (variants.length > 0) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) {
      res.setHeader('Content-Encoding', encoding.name);
      res.setHeader(
        'Content-Type',
        contentType(path.posix.basename(file)) || 'application/octet-stream',
      );
    }
    const served = encoding ? `${file}${encoding.suffix}` : file;
    send(req, served.split('/').map(encodeURIComponent).join('/'), {
      root: snapshot.dir,
      dotfiles: 'allow',
      index: false,
      cacheControl: false,
      acceptRanges: !encoding,
    })
      .on('error', (error: { status?: number }) => {
        if (error.status === 404) sendNotFound(req, res, snapshot);
        else fail(res, error);
      })
      .pipe(res);
  };

  const fail = (res: ServerResponse, error: unknown) => {
    log(`Error while answering: ${error instanceof Error ? error.message : String(error)}`);
    plain(res, 500, 'Internal Server Error');
  };

  const handle = (
    req: IncomingMessage,
    res: ServerResponse,
    snapshot: Snapshot,
    previous: Snapshot | undefined,
  ) => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] || '/';

    // The e-mail SDK posts to its origin (this server) at the provider's path, outside the base.
    if (pathname === SEND_FORM_PATH && saveToOutbox && snapshot.stamp?.localOutbox) {
      saveToOutbox(req, res).catch((error: unknown) => fail(res, error));
      return;
    }
    if (!READ_METHODS.has(req.method ?? '')) {
      plain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const decoded = decodedPath(pathname);
    const inBase = decoded?.startsWith(base) || `${decoded}/` === base;
    const sitePath = decoded && inBase ? `/${decoded.slice(base.length)}` : undefined;
    const file = sitePath && findFile(snapshot, sitePath);
    // A page's `…/index.html` address: the router knows the page only by its clean address.
    const page = sitePath && INDEX_HTML.exec(sitePath);
    if (file && page) {
      const clean = page[1] ? `${base}${page[1].slice(1)}` : base;
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      res.writeHead(301, { Location: `${clean}${query}`, 'Cache-Control': 'no-cache' });
      res.end();
      return;
    }
    if (file) {
      sendFile(req, res, snapshot, file);
      return;
    }
    const oldAsset =
      sitePath && previous && HASHED_ASSETS.test(sitePath) && findFile(previous, sitePath);
    if (oldAsset && previous) sendFile(req, res, previous, oldAsset);
    else sendNotFound(req, res, snapshot);
  };

  const app = ((req, res) => {
    latest = site.acquire();
    const { snapshot, previous, release } = latest;
    res.once('close', release);
    try {
      const pathname = (req.url ?? '/').split('?')[0] || '/';
      for (const [name, value] of Object.entries(headersFor(snapshot.headerRules, pathname))) {
        res.setHeader(name, value);
      }
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', REVALIDATE_CACHE);
      if (!isAllowedHost(req.headers.host, hostNames)) {
        log(`Refused a request for another host: ${JSON.stringify(req.headers.host ?? '')}`);
        req.resume();
        plain(res, 421, 'Misdirected Request: this server answers only to its own host names.', {
          Connection: 'close',
        });
        return;
      }
      handle(req, res, snapshot, previous);
    } catch (error) {
      fail(res, error);
    }
  }) as App;
  app.baseHeaders = () => headersFor(latest.snapshot.headerRules, '/');
  app.close = () => site.close();
  return app;
}

/**
 * An HTTP server for the app. Requests Node cannot even parse get a 400 with the same security
 * headers, and the server goes on. Connections that stay silent for `idleTimeoutMs` are closed;
 * a request head still incomplete by then gets 408.
 */
export function createAppServer({
  idleTimeoutMs = IDLE_TIMEOUT_MS,
  ...options
}: AppServerOptions): {
  server: Server;
  app: App;
} {
  // A contact message's body must be whole within the same time as a request head.
  const outbox = options.outbox && { bodyTimeoutMs: idleTimeoutMs, ...options.outbox };
  const app = createApp({ ...options, outbox });
  const server = createServer(
    // How often Node looks for request heads that take too long (default 30 s).
    { connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(idleTimeoutMs / 4))) },
    app,
  );
  // Nothing received or sent for idleTimeoutMs: the socket is closed.
  server.setTimeout(idleTimeoutMs);
  // A head that trickles in (a byte now and then) must still be complete by then.
  server.headersTimeout = idleTimeoutMs;
  // A body that trickles in is closed by the outbox (408) after idleTimeoutMs; this is the
  // backstop for any other request whose body never ends.
  server.requestTimeout = idleTimeoutMs * 2;
  server.keepAliveTimeout = Math.min(server.keepAliveTimeout, idleTimeoutMs);
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const headers = Object.entries({ ...app.baseHeaders(), 'Cache-Control': 'no-store' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const text = STATUS_CODES[status] ?? 'Bad Request';
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\n${headers}Content-Type: text/plain; charset=utf-8\r\n` +
        `Connection: close\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  });
  server.on('close', () => app.close());
  return { server, app };
}
