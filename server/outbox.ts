/**
 * The local outbox: under `npm start` (no e-mail provider configured) the contact form's SDK
 * posts here instead of to the provider. Each message becomes one JSON file in outbox/,
 * named <timestamp>-<random>.json; the answer is the provider's: 200 'OK'.
 *
 * It is a local tool, not an open inbox: only POSTs from a page of this same server (Origin
 * must match Host), only real contact messages (the three fields, filled, within the form's
 * limits), at most `maxPerMinute` requests a minute and `maxTotalBytes` on disk. Every refusal
 * gets a clear status and one line in the server output.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { CONTACT_FIELDS, CONTACT_LIMITS, fieldLength } from '../src/lib/emailFields';

/** Largest request body taken; a contact message within the limits is at most about 21 KB. */
export const OUTBOX_MAX_BODY_BYTES = 64 * 1024;
/** Requests a minute the outbox takes by default: plenty for trying the form by hand. */
export const OUTBOX_MAX_PER_MINUTE = 30;
/** Space the outbox may fill by default (thousands of messages). */
export const OUTBOX_MAX_TOTAL_BYTES = 20 * 1024 * 1024;
/** The e-mail SDK's own fields, kept beside the message. */
const SDK_FIELDS = ['lib_version', 'service_id', 'template_id', 'user_id'] as const;
const MINUTE_MS = 60_000;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

export interface OutboxMessage {
  receivedAt: string;
  /** The posted form fields: from_name, from_email, message, lib_version, service_id, … */
  fields: Record<string, string>;
}

export interface OutboxOptions {
  /** Folder the messages are written to (created when missing). */
  dir: string;
  /** Told the path of each saved message. */
  onSaved?: (file: string) => void;
  /** Told why a request was refused (one line each). */
  log?: (line: string) => void;
  maxPerMinute?: number;
  maxTotalBytes?: number;
  /** The clock, in ms (tests pass their own). */
  now?: () => number;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    readonly reason: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(reason);
  }
}

/** The connection closed before the message was saved: nobody is waiting for the answer. */
class PageGaveUp extends Error {}

function reply(res: ServerResponse, status: number, text: string, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** Same-origin only: a page of this server, never another site the developer has open. */
function checkOrigin(req: IncomingMessage): void {
  const origin = req.headers.origin;
  const host = req.headers.host;
  const site = req.headers['sec-fetch-site'];
  if (!origin || !host || origin !== `http://${host}` || (site && site !== 'same-origin')) {
    throw new HttpError(
      403,
      'Forbidden',
      `not from a page of this server (Origin ${origin ?? 'none'})`,
    );
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  const tooLarge = new HttpError(
    413,
    'Payload Too Large',
    `body over ${OUTBOX_MAX_BODY_BYTES} bytes`,
  );
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > OUTBOX_MAX_BODY_BYTES) {
      reject(tooLarge);
      return;
    }
    if (req.destroyed) {
      reject(new PageGaveUp());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > OUTBOX_MAX_BODY_BYTES) {
        req.pause();
        reject(tooLarge);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    // Closed before the end was read (the page gave up): the body is gone with the connection.
    req.on('close', () => reject(new Error('connection closed before the body was read')));
  });
}

/** Parses multipart (or url-encoded) form data with the web platform's own parser. */
async function parseForm(req: IncomingMessage, body: Buffer): Promise<Record<string, string>> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw new HttpError(415, 'Unsupported Media Type', `content type ${contentType || 'none'}`);
  }
  let form: FormData;
  try {
    form = await new Request('http://outbox.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new HttpError(400, 'Bad Request', 'the body is not form data');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** The message's fields (and the SDK's), or 400 when the body is not a contact message. */
function contactMessage(fields: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of CONTACT_FIELDS) {
    const value = fields[name] ?? '';
    if (!value.trim()) throw new HttpError(400, 'Bad Request', `${name} is missing or empty`);
    if (fieldLength(value) > CONTACT_LIMITS[name]) {
      throw new HttpError(
        400,
        'Bad Request',
        `${name} is longer than ${CONTACT_LIMITS[name]} characters`,
      );
    }
    kept[name] = value;
  }
  if (!EMAIL.test(kept.from_email ?? '')) {
    throw new HttpError(400, 'Bad Request', 'from_email is not an e-mail address');
  }
  for (const name of SDK_FIELDS) {
    if (fields[name] !== undefined) kept[name] = fields[name].slice(0, 100);
  }
  return kept;
}

function fileName(date: Date): string {
  const stamp = date.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${randomBytes(4).toString('hex')}.json`;
}

async function bytesIn(dir: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  const sizes = await Promise.all(
    names.map((name) =>
      stat(path.join(dir, name)).then(
        (s) => (s.isFile() ? s.size : 0),
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Handles a request to the send-form path. */
export function createOutboxHandler({
  dir,
  onSaved,
  log = () => undefined,
  maxPerMinute = OUTBOX_MAX_PER_MINUTE,
  maxTotalBytes = OUTBOX_MAX_TOTAL_BYTES,
  now = Date.now,
}: OutboxOptions) {
  const recent: number[] = [];
  /** Bytes in the outbox folder: counted from the disk once, then kept up to date. */
  let usedBytes: number | undefined;
  let counting: Promise<number> | undefined;

  const admit = () => {
    const time = now();
    while (recent.length > 0 && (recent[0] ?? 0) <= time - MINUTE_MS) recent.shift();
    if (recent.length >= maxPerMinute) {
      const retry = Math.max(1, Math.ceil(((recent[0] ?? time) + MINUTE_MS - time) / 1000));
      throw new HttpError(429, 'Too Many Requests', `more than ${maxPerMinute} in a minute`, {
        'Retry-After': String(retry),
      });
    }
    recent.push(time);
  };

  const save = async (message: OutboxMessage, receivedAt: Date): Promise<string> => {
    const text = `${JSON.stringify(message, null, 2)}\n`;
    const size = Buffer.byteLength(text);
    if (usedBytes === undefined) {
      counting ??= bytesIn(dir);
      const counted = await counting;
      usedBytes ??= counted;
    }
    if (usedBytes + size > maxTotalBytes) {
      const mb = Math.round(maxTotalBytes / 1024 / 1024);
      throw new HttpError(
        507,
        'Insufficient Storage',
        `the outbox is full (${mb} MB); empty ${dir}`,
      );
    }
    // Counted before the first await, so messages arriving together cannot overshoot the cap.
    usedBytes += size;
    const file = path.join(dir, fileName(receivedAt));
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(file, text, { flag: 'wx' });
    } catch (error) {
      usedBytes -= size;
      throw error;
    }
    return file;
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      if (req.method !== 'POST') {
        throw new HttpError(405, 'Method Not Allowed', `method ${req.method}`, { Allow: 'POST' });
      }
      checkOrigin(req);
      admit();
      const fields = contactMessage(await parseForm(req, await readBody(req)));
      // The page gave up (its send timed out and was aborted): it has told the visitor the
      // message failed, so it must not arrive now.
      if (req.socket.destroyed) throw new PageGaveUp();
      const receivedAt = new Date(now());
      const file = await save({ receivedAt: receivedAt.toISOString(), fields }, receivedAt);
      onSaved?.(file);
      reply(res, 200, 'OK');
    } catch (error) {
      if (error instanceof PageGaveUp || req.socket.destroyed) {
        log('Outbox dropped a message: the page had given up waiting for the answer');
        return;
      }
      if (!(error instanceof HttpError)) throw error;
      log(`Outbox refused a message: ${error.status} ${error.text} (${error.reason})`);
      if (error.status === 413) {
        // Answer, then drop the rest of a body that is too large.
        res.on('finish', () => req.destroy());
        reply(res, error.status, error.text, { ...error.headers, Connection: 'close' });
      } else {
        req.resume();
        reply(res, error.status, error.text, error.headers);
      }
    }
  };
}
