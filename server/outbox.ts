/**
 * The local outbox: under `npm start` (no e-mail provider configured) the contact form's SDK
 * posts here instead of to the provider. Each message becomes one JSON file in outbox/,
 * named <timestamp>-<random>.json; the answer is the provider's: 200 'OK'.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/** The provider's send-form path, which the SDK appends to its origin. */
export const OUTBOX_PATH = '/api/v1.0/email/send-form';
/** Largest request body taken; a contact message is a few kilobytes. */
export const OUTBOX_MAX_BODY_BYTES = 64 * 1024;

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
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function reply(res: ServerResponse, status: number, text: string, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > OUTBOX_MAX_BODY_BYTES) {
      reject(new HttpError(413, 'Payload Too Large'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > OUTBOX_MAX_BODY_BYTES) {
        req.pause();
        reject(new HttpError(413, 'Payload Too Large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Parses multipart (or url-encoded) form data with the web platform's own parser. */
async function parseForm(req: IncomingMessage, body: Buffer): Promise<Record<string, string>> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw new HttpError(415, 'Unsupported Media Type');
  }
  let form: FormData;
  try {
    form = await new Request('http://outbox.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new HttpError(400, 'Bad Request');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

function fileName(date: Date): string {
  const stamp = date.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${randomBytes(4).toString('hex')}.json`;
}

/** Handles a request to OUTBOX_PATH. */
export function createOutboxHandler({ dir, onSaved }: OutboxOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      reply(res, 405, 'Method Not Allowed', { Allow: 'POST' });
      return;
    }
    try {
      const fields = await parseForm(req, await readBody(req));
      const receivedAt = new Date();
      const message: OutboxMessage = { receivedAt: receivedAt.toISOString(), fields };
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, fileName(receivedAt));
      await writeFile(file, `${JSON.stringify(message, null, 2)}\n`, { flag: 'wx' });
      onSaved?.(file);
      reply(res, 200, 'OK');
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      const text = error instanceof HttpError ? error.message : 'Internal Server Error';
      if (status === 413) {
        // Answer, then drop the rest of a body that is too large.
        res.on('finish', () => req.destroy());
        reply(res, status, text, { Connection: 'close' });
      } else {
        reply(res, status, text);
      }
    }
  };
}
