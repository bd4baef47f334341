// @vitest-environment node
/**
 * Soak: 2,000 contact messages of random valid content (seeded, so every run sends the same)
 * posted to the real server on 127.0.0.1, 16 at a time, within 60 s. Every message must be
 * saved intact, the heap must come back to where it was, and the site must keep answering.
 * Prints its figures (time, heap, slowest page) for the record.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { CONTACT_LIMITS, SEND_FORM_PATH, type ContactMessage } from '../src/lib/emailFields';
import type { OutboxMessage } from './outbox';
import { raw, startTestServer, type TestServer } from './testSite';

const MESSAGES = 2000;
const CONCURRENCY = 16;
const DEADLINE_MS = 60_000;
/** Heap the run may keep after a full collection (the server holds no per-message state). */
const HEAP_GROWTH_LIMIT_BYTES = 16 * 1024 * 1024;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** mulberry32: a small seeded generator, so the soak sends the same messages every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = 'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ0123456789 .,!?-';
const next = random(20261122);
const int = (max: number) => 1 + Math.floor(next() * max);
const text = (length: number, lines = false) =>
  Array.from({ length }, () =>
    lines && next() < 0.02 ? '\n' : ALPHABET[Math.floor(next() * ALPHABET.length)],
  ).join('');

function randomMessage(): ContactMessage {
  return {
    from_name: text(int(CONTACT_LIMITS.from_name)).trim() || 'x',
    from_email: `${text(int(20)).replace(/[^a-z0-9]/gi, '') || 'x'}@example.com`,
    message: text(int(CONTACT_LIMITS.message), true).trim() || 'x',
  };
}

let site: TestServer;

beforeAll(async () => {
  site = await startTestServer({
    version: 'soak',
    localOutbox: true,
    outbox: { dir: '', maxPerMinute: MESSAGES * 2, maxTotalBytes: 512 * 1024 * 1024 },
  });
});
afterAll(() => site.close());

it(`saves ${MESSAGES} messages intact within 60 s, with the heap stable and the site answering`, async () => {
  const outbox = site.outboxDir;
  const messages = Array.from({ length: MESSAGES }, randomMessage);
  const send = async (message: ContactMessage) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(message)) body.append(name, value);
    const response = await fetch(`${site.origin}${SEND_FORM_PATH}`, {
      method: 'POST',
      headers: { origin: site.origin },
      body,
    });
    expect(response.status).toBe(200);
    await response.text();
  };

  // Warm up, then measure the heap after a full collection.
  for (const message of messages.slice(0, CONCURRENCY)) await send(message);
  gc();
  const heapBefore = process.memoryUsage().heapUsed;

  const started = performance.now();
  let nextIndex = CONCURRENCY;
  let slowestPageMs = 0;
  const worker = async () => {
    while (nextIndex < MESSAGES) {
      const index = nextIndex;
      nextIndex += 1;
      await send(messages[index] as ContactMessage);
      if (index % 100 === 0) {
        const asked = performance.now();
        const page = await raw(site.origin, '/');
        slowestPageMs = Math.max(slowestPageMs, performance.now() - asked);
        expect(page.status).toBe(200);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsedMs = performance.now() - started;
  gc();
  const heapAfter = process.memoryUsage().heapUsed;

  // Every message once, intact (multipart sends line breaks as CRLF).
  const files = readdirSync(outbox);
  expect(files).toHaveLength(MESSAGES);
  const saved = files
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as OutboxMessage)
    .map(({ fields }) =>
      JSON.stringify([fields.from_name, fields.from_email, fields.message?.replace(/\r\n/g, '\n')]),
    )
    .sort();
  const sent = messages.map((m) => JSON.stringify([m.from_name, m.from_email, m.message])).sort();
  expect(saved).toEqual(sent);

  const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.info(
    `soak: ${MESSAGES} messages in ${(elapsedMs / 1000).toFixed(1)} s ` +
      `(${Math.round(MESSAGES / (elapsedMs / 1000))}/s), heap ${megabytes(heapBefore)} → ` +
      `${megabytes(heapAfter)} MB, slowest page ${slowestPageMs.toFixed(0)} ms`,
  );
  expect(elapsedMs).toBeLessThan(DEADLINE_MS);
  expect(heapAfter - heapBefore).toBeLessThan(HEAP_GROWTH_LIMIT_BYTES);
}, 90_000);
