// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createOutboxHandler,
  OUTBOX_MAX_BODY_BYTES,
  OUTBOX_PATH,
  type OutboxMessage,
} from './outbox';

let dir: string;
let server: Server;
let url: string;
const saved: string[] = [];

beforeEach(async () => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-test-')), 'outbox');
  saved.length = 0;
  server = createServer(createOutboxHandler({ dir, onSaved: (file) => saved.push(file) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${OUTBOX_PATH}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(path.dirname(dir), { recursive: true, force: true });
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const FIELDS = {
  from_name: 'Deniz Yılmaz',
  from_email: 'deniz@example.com',
  message: 'Merhaba!\nÇok güzel.',
  lib_version: '4.4.1',
  service_id: 'local-outbox',
  template_id: 'local-outbox',
  user_id: 'local-outbox',
};

describe('local outbox', () => {
  it('saves a multipart message as one JSON file and answers 200 OK', async () => {
    const response = await fetch(url, { method: 'POST', body: form(FIELDS) });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.json$/);
    const message = JSON.parse(
      readFileSync(path.join(dir, files[0] ?? ''), 'utf8'),
    ) as OutboxMessage;
    // Multipart encoding sends line breaks as CRLF, as browsers do.
    expect(message.fields).toEqual({ ...FIELDS, message: 'Merhaba!\r\nÇok güzel.' });
    expect(Number.isNaN(Date.parse(message.receivedAt))).toBe(false);
    expect(saved).toEqual([path.join(dir, files[0] ?? '')]);
  });

  it('keeps two messages sent at once apart', async () => {
    await Promise.all([
      fetch(url, { method: 'POST', body: form(FIELDS) }),
      fetch(url, { method: 'POST', body: form(FIELDS) }),
    ]);
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('refuses a body over the limit with 413 and saves nothing', async () => {
    const big = { ...FIELDS, message: 'x'.repeat(OUTBOX_MAX_BODY_BYTES) };
    const response = await fetch(url, { method: 'POST', body: form(big) });
    expect(response.status).toBe(413);
    expect(saved).toEqual([]);
  });

  it('refuses other methods (405) and other content types (415)', async () => {
    expect((await fetch(url)).status).toBe(405);
    const json = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(FIELDS),
    });
    expect(json.status).toBe(415);
    const broken = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'not multipart',
    });
    expect(broken.status).toBe(400);
    expect(saved).toEqual([]);
  });
});
