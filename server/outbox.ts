/**
 * The local outbox: under `npm start` (no e-mail provider configured) the contact form's SDK
 * posts here instead of to the provider. Each message becomes one JSON file in outbox/,
 * named <timestamp>-<random>.json; the answer is the provider's: 200 'OK'.
 *
 * It is a local tool, not an open inbox: only POSTs from a page of this same server (Origin
 * must match Host), only real contact messages (the three fields, filled, within the form's
 * limits), at most `maxPerMinute` requests a minute and `maxTotalBytes` on disk (counted again
 * from the disk whenever the folder changed, so emptying it helps at once), and a body must be
 * whole within `bodyTimeoutMs` (a slow body is closed with 408 and never counts against the
 * rate). Every refusal gets a clear status and one line in the server output.
 *
 * One message, one file: the form sends a key with each message (`message_key`, the same for a
 * resend of the same text). A message whose key the outbox already holds, or is saving right
 * now, is answered 200 and not saved again, so neither a resend after "may have gone" nor a
 * browser retrying a POST whose connection dropped stores it twice.
 *
 * A file appears whole or not at all: it is written under a hidden name (`.<name>.partial`) and
 * then linked to its own name, so whoever reads the folder (a test, a script mailing the
 * messages) never opens half a message, and a crash mid-write leaves only a hidden file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  fieldLength,
  MESSAGE_KEY_FIELD,
} from '../src/lib/emailFields';

/** Largest request body taken; a contact message within the limits is at most about 21 KB. */
export const OUTBOX_MAX_BODY_BYTES = 64 * 1024;
/** Requests a minute the outbox takes by default: plenty for trying the form by hand. */
export const OUTBOX_MAX_PER_MINUTE = 30;
/** Space the outbox may fill by default (thousands of messages). */
export const OUTBOX_MAX_TOTAL_BYTES = 20 * 1024 * 1024;
/** How long a request body may take to arrive by default (the server's idle time-out). */
export const OUTBOX_BODY_TIMEOUT_MS = 10_000;
/** The e-mail SDK's own fields, kept beside the message. */
const SDK_FIELDS = ['lib_version', 'service_id', 'template_id', 'user_id'] as const;
/** A message's key as the form makes it (src/lib/emailFields.ts); anything else is ignored. */
const MESSAGE_KEY = /^[\w-]{8,64}$/;
/** The end of the file name of a message saved with a key: `-k<16 hex digits of its hash>.json`. */
const KEYED_FILE = /-k([0-9a-f]{16})\.json$/;
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
  /** A body not whole by then gets 408 (default OUTBOX_BODY_TIMEOUT_MS). */
  bodyTimeoutMs?: number;
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
class PageGaveUp extends Error {
  constructor(readonly line = 'the page had given up waiting for the answer') {
    super(line);
  }
}

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

/**
 * The request body: 408 when it is not whole within `timeoutMs` (the server stops waiting),
 * PageGaveUp when the page closes the connection first.
 */
function readBody(req: IncomingMessage, timeoutMs: number): Promise<Buffer> {
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
    const timer = setTimeout(() => {
      req.pause();
      reject(
        new HttpError(
          408,
          'Request Timeout',
          `the body was not whole after ${timeoutMs / 1000} s; the connection is closed`,
        ),
      );
    }, timeoutMs);
    const settle = () => clearTimeout(timer);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > OUTBOX_MAX_BODY_BYTES) {
        settle();
        req.pause();
        reject(tooLarge);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      settle();
      resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      settle();
      reject(error);
    });
    // Closed before the end was read (the page gave up): the body is gone with the connection.
    req.on('close', () => {
      settle();
      reject(new PageGaveUp('the connection closed before the whole message arrived'));
    });
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

/** The key's hash as file names carry it (a key itself may hold any word character). */
function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

function fileName(date: Date, key: string | undefined): string {
  const stamp = date.toISOString().replace(/[:.]/g, '-');
  return key ? `${stamp}-k${keyHash(key)}.json` : `${stamp}-${randomBytes(4).toString('hex')}.json`;
}

/** What the folder holds, read from the disk: its bytes and the keys of its messages. */
interface DiskUsage {
  /** Changes whenever a file is added to or removed from the folder (or the folder goes). */
  version: string;
  bytes: number;
  keys: Set<string>;
}

async function folderVersion(dir: string): Promise<string> {
  try {
    const s = await stat(dir);
    return `${s.ino}:${s.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

async function readUsage(dir: string): Promise<DiskUsage> {
  const version = await folderVersion(dir);
  let names: string[];
  try {
    // Messages only: not a hidden file being written (or left by a crash mid-write).
    names = (await readdir(dir)).filter((name) => !name.startsWith('.'));
  } catch {
    return { version, bytes: 0, keys: new Set() };
  }
  const sizes = await Promise.all(
    names.map((name) =>
      stat(path.join(dir, name)).then(
        (s) => (s.isFile() ? s.size : 0),
        () => 0,
      ),
    ),
  );
  const keys = new Set(names.flatMap((name) => KEYED_FILE.exec(name)?.[1] ?? []));
  return { version, bytes: sizes.reduce((sum, size) => sum + size, 0), keys };
}

/** Handles a request to the send-form path. */
export function createOutboxHandler({
  dir,
  onSaved,
  log = () => undefined,
  maxPerMinute = OUTBOX_MAX_PER_MINUTE,
  maxTotalBytes = OUTBOX_MAX_TOTAL_BYTES,
  bodyTimeoutMs = OUTBOX_BODY_TIMEOUT_MS,
  now = Date.now,
}: OutboxOptions) {
  const recent: number[] = [];
  /** The folder as last read from the disk; read again whenever it changed. */
  let usage: DiskUsage | undefined;
  let reading: Promise<DiskUsage> | undefined;
  /** Bytes being written right now (not on the disk yet). */
  let writing = 0;
  /** Keys being saved right now, with the save: the same key waits for it. */
  const saving = new Map<string, Promise<string | undefined>>();

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

  /** The folder's usage, read again from the disk when the folder changed since. */
  const currentUsage = async (): Promise<DiskUsage> => {
    const version = await folderVersion(dir);
    if (usage?.version === version) return usage;
    reading ??= readUsage(dir).finally(() => (reading = undefined));
    usage = await reading;
    return usage;
  };

  /** Saves the message; undefined when its key is already in the outbox (nothing saved). */
  const save = async (
    message: OutboxMessage,
    receivedAt: Date,
    key: string | undefined,
  ): Promise<string | undefined> => {
    const text = `${JSON.stringify(message, null, 2)}\n`;
    const size = Buffer.byteLength(text);
    const known = await currentUsage();
    if (key && known.keys.has(keyHash(key))) return undefined;
    if (known.bytes + writing + size > maxTotalBytes) {
      const mb = Math.round(maxTotalBytes / 1024 / 1024);
      throw new HttpError(
        507,
        'Insufficient Storage',
        `the outbox is full (${mb} MB); empty ${dir}`,
      );
    }
    // Counted before the next await, so messages arriving together cannot overshoot the cap.
    writing += size;
    const name = fileName(receivedAt, key);
    const file = path.join(dir, name);
    const partial = path.join(dir, `.${name}.partial`);
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(partial, text, { flag: 'wx' });
      // Linked, not renamed: like 'wx', it never replaces a message already there.
      try {
        await link(partial, file);
      } finally {
        await unlink(partial).catch(() => undefined);
      }
      // Our own file: the folder's new state is known without reading it all again.
      if (usage === known) {
        known.bytes += size;
        if (key) known.keys.add(keyHash(key));
        known.version = await folderVersion(dir);
      }
    } finally {
      writing -= size;
    }
    return file;
  };

  /** Saves once per key: a message whose key is being saved waits for that save instead. */
  const saveOnce = (
    message: OutboxMessage,
    receivedAt: Date,
    key: string | undefined,
  ): Promise<string | undefined> => {
    if (!key) return save(message, receivedAt, undefined);
    const pending = saving.get(key);
    if (pending) return pending.then(() => undefined);
    const started = save(message, receivedAt, key).finally(() => saving.delete(key));
    saving.set(key, started);
    return started;
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      if (req.method !== 'POST') {
        throw new HttpError(405, 'Method Not Allowed', `method ${req.method}`, { Allow: 'POST' });
      }
      checkOrigin(req);
      // The body first: a slow one is closed (408) before it can count against the rate.
      const body = await readBody(req, bodyTimeoutMs);
      admit();
      const posted = await parseForm(req, body);
      const fields = contactMessage(posted);
      const postedKey = posted[MESSAGE_KEY_FIELD] ?? '';
      const key = MESSAGE_KEY.test(postedKey) ? postedKey : undefined;
      // The page gave up (its send timed out and was aborted) before the message was saved:
      // it told the visitor it may have gone and kept the text, and a resend carries the key.
      if (req.socket.destroyed) throw new PageGaveUp();
      const receivedAt = new Date(now());
      const message = { receivedAt: receivedAt.toISOString(), fields: { ...fields } };
      if (key) message.fields[MESSAGE_KEY_FIELD] = key;
      const file = await saveOnce(message, receivedAt, key);
      if (file) onSaved?.(file);
      else log('Outbox already holds this message (sent again with the same key): not saved twice');
      reply(res, 200, 'OK');
    } catch (error) {
      if (error instanceof PageGaveUp) {
        log(`Outbox dropped a message: ${error.line}`);
        return;
      }
      if (!(error instanceof HttpError)) throw error;
      log(`Outbox refused a message: ${error.status} ${error.text} (${error.reason})`);
      if (req.socket.destroyed) return;
      if (error.status === 413 || error.status === 408) {
        // Answer, then drop the rest of a body that is too large or too slow.
        res.on('finish', () => req.destroy());
        reply(res, error.status, error.text, { ...error.headers, Connection: 'close' });
      } else {
        req.resume();
        reply(res, error.status, error.text, error.headers);
      }
    }
  };
}
