// @vitest-environment node
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTACT_LIMITS, SEND_FORM_PATH } from '../src/lib/emailFields';
import {
  createOutboxHandler,
  OUTBOX_MAX_BODY_BYTES,
  type OutboxMessage,
  type OutboxOptions,
} from './outbox';
import { listenLocally } from './listen';

let dir: string;
let server: Server;
let url: string;
let origin: string;
const saved: string[] = [];
const lines: string[] = [];

async function start(options: Partial<OutboxOptions> = {}) {
  server = createServer(
    createOutboxHandler({
      dir,
      onSaved: (file) => saved.push(file),
      log: (line) => lines.push(line),
      ...options,
    }),
  );
  origin = await listenLocally(server);
  url = `${origin}${SEND_FORM_PATH}`;
}

async function restart(options: Partial<OutboxOptions>) {
  await new Promise((resolve) => server.close(resolve));
  await start(options);
}

/** A POST from a page of this server, as the browser sends it. */
function post(body: FormData | string, headers: Record<string, string> = {}) {
  return fetch(url, { method: 'POST', headers: { origin, ...headers }, body });
}

beforeEach(async () => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-test-')), 'outbox');
  saved.length = 0;
  lines.length = 0;
  await start();
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
  from_name: 'Ayşe Kaya',
  from_email: 'ayse@example.com',
  message: 'Merhaba!\nÇok güzel.',
  lib_version: '4.4.1',
  service_id: 'local-outbox',
  template_id: 'local-outbox',
  user_id: 'local-outbox',
};

describe('local outbox', () => {
  it('saves a multipart message as one JSON file and answers 200 OK', async () => {
    const response = await post(form(FIELDS));
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

  it('saves nothing for a page that gave up waiting (its send was aborted)', async () => {
    await new Promise((resolve) => server.close(resolve));
    const handler = createOutboxHandler({ dir, log: (line) => lines.push(line) });
    let received: IncomingMessage | undefined;
    let answer = () => {};
    const answerNow = new Promise<void>((resolve) => (answer = resolve));
    // The server takes its time: the whole request is in, the answer waits.
    server = createServer((req, res) => {
      received = req;
      void answerNow.then(() => handler(req, res));
    });
    origin = await listenLocally(server);
    url = `${origin}${SEND_FORM_PATH}`;
    const controller = new AbortController();
    const sending = fetch(url, {
      method: 'POST',
      headers: { origin },
      body: form(FIELDS),
      signal: controller.signal,
    }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(received?.complete).toBe(true));
    controller.abort();
    expect(await sending).toBeInstanceOf(Error);
    // The server has seen the connection close; its answer would come only now.
    await vi.waitFor(() => expect(received?.destroyed).toBe(true));
    const dropped = 'Outbox dropped a message: the page had given up waiting for the answer';
    answer();
    await vi.waitFor(() => expect(lines).toContain(dropped));
    expect(saved).toEqual([]);
    expect(() => readdirSync(dir)).toThrow();
  });

  it('keeps two messages sent at once apart', async () => {
    await Promise.all([post(form(FIELDS)), post(form(FIELDS))]);
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('refuses a body over the limit with 413 and saves nothing', async () => {
    const big = { ...FIELDS, message: 'x'.repeat(OUTBOX_MAX_BODY_BYTES) };
    const response = await post(form(big));
    expect(response.status).toBe(413);
    expect(saved).toEqual([]);
    expect(lines).toEqual([
      `Outbox refused a message: 413 Payload Too Large (body over ${OUTBOX_MAX_BODY_BYTES} bytes)`,
    ]);
  });

  it('refuses other methods (405) and other content types (415)', async () => {
    expect((await fetch(url)).status).toBe(405);
    const json = await post(JSON.stringify(FIELDS), { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    const broken = await post('not multipart', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(broken.status).toBe(400);
    expect(saved).toEqual([]);
    expect(lines).toHaveLength(3);
  });

  it('takes only same-origin POSTs (403 for other sites or none)', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:1' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await post(form(FIELDS), headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    const withoutOrigin = await fetch(url, { method: 'POST', body: form(FIELDS) });
    expect(withoutOrigin.status).toBe(403);
    expect(saved).toEqual([]);
    expect(lines[0]).toBe(
      'Outbox refused a message: 403 Forbidden (not from a page of this server (Origin https://evil.example))',
    );
    expect(lines).toHaveLength(5);
  });

  it('answers 400 to a body that is not a contact message, and saves nothing', async () => {
    const over = (field: keyof typeof CONTACT_LIMITS) => ({
      ...FIELDS,
      [field]: 'x'.repeat(CONTACT_LIMITS[field] + 1),
    });
    const bodies: [Record<string, string>, string][] = [
      [{}, 'from_name is missing or empty'],
      [{ ...FIELDS, from_name: '  ' }, 'from_name is missing or empty'],
      [{ ...FIELDS, message: '' }, 'message is missing or empty'],
      [{ ...FIELDS, from_email: 'not-an-address' }, 'from_email is not an e-mail address'],
      [over('from_name'), `from_name is longer than ${CONTACT_LIMITS.from_name} characters`],
      [over('from_email'), `from_email is longer than ${CONTACT_LIMITS.from_email} characters`],
      [over('message'), `message is longer than ${CONTACT_LIMITS.message} characters`],
    ];
    for (const [fields, reason] of bodies) {
      const response = await post(form(fields));
      expect(response.status, reason).toBe(400);
      expect(lines.at(-1)).toBe(`Outbox refused a message: 400 Bad Request (${reason})`);
    }
    expect(saved).toEqual([]);
  });

  it('takes a message at the limit, counting a line break as one character', async () => {
    const lines5000 = `${'a'.repeat(99)}\n`.repeat(CONTACT_LIMITS.message / 100);
    const response = await post(form({ ...FIELDS, message: lines5000 }));
    expect(response.status).toBe(200);
    expect(saved).toHaveLength(1);
  });

  it('takes at most maxPerMinute requests a minute (429 with Retry-After), then more', async () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    await restart({ maxPerMinute: 3, now: () => now });
    for (let i = 0; i < 3; i += 1) expect((await post(form(FIELDS))).status).toBe(200);
    now += 20_000;
    const refused = await post(form(FIELDS));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(lines).toEqual([
      'Outbox refused a message: 429 Too Many Requests (more than 3 in a minute)',
    ]);
    now += 40_000;
    expect((await post(form(FIELDS))).status).toBe(200);
    expect(saved).toHaveLength(4);
  });

  it('stops at maxTotalBytes on disk (507), counting what was there before', async () => {
    expect((await post(form(FIELDS))).status).toBe(200);
    const size = readFileSync(saved[0] ?? '').length;
    // A restarted server counts the file already there.
    await restart({ maxTotalBytes: size * 2 + 10 });
    expect((await post(form(FIELDS))).status).toBe(200);
    const full = await post(form(FIELDS));
    expect(full.status).toBe(507);
    expect(readdirSync(dir)).toHaveLength(2);
    expect(lines.at(-1)).toMatch(
      /^Outbox refused a message: 507 Insufficient Storage \(the outbox is full/,
    );
  });

  it('takes messages again as soon as the full outbox is emptied, without a restart', async () => {
    expect((await post(form(FIELDS))).status).toBe(200);
    const size = readFileSync(saved[0] ?? '').length;
    await restart({ maxTotalBytes: size * 2 + 10 });
    expect((await post(form(FIELDS))).status).toBe(200);
    expect((await post(form(FIELDS))).status).toBe(507);
    // The developer empties the folder (or deletes it) while the server runs.
    for (const file of readdirSync(dir)) rmSync(path.join(dir, file));
    expect((await post(form(FIELDS))).status).toBe(200);
    expect((await post(form(FIELDS))).status).toBe(200);
    expect((await post(form(FIELDS))).status).toBe(507);
    rmSync(dir, { recursive: true });
    expect((await post(form(FIELDS))).status).toBe(200);
    expect(readdirSync(dir)).toHaveLength(1);
  });
});

describe('one message, one file (a key per message)', () => {
  const KEY = 'k-3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

  it('saves a message sent again with the same key once, and answers 200 both times', async () => {
    expect((await post(form({ ...FIELDS, message_key: KEY }))).status).toBe(200);
    expect((await post(form({ ...FIELDS, message_key: KEY }))).status).toBe(200);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const message = JSON.parse(
      readFileSync(path.join(dir, files[0] ?? ''), 'utf8'),
    ) as OutboxMessage;
    expect(message.fields.message_key).toBe(KEY);
    expect(lines).toEqual([
      'Outbox already holds this message (sent again with the same key): not saved twice',
    ]);
    // Another key is another message.
    expect((await post(form({ ...FIELDS, message_key: `${KEY}-2` }))).status).toBe(200);
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('saves once when the same key arrives twice at once (a browser retrying a POST)', async () => {
    const answers = await Promise.all([
      post(form({ ...FIELDS, message_key: KEY })),
      post(form({ ...FIELDS, message_key: KEY })),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('remembers the keys of messages already on disk when it starts again', async () => {
    expect((await post(form({ ...FIELDS, message_key: KEY }))).status).toBe(200);
    await restart({});
    expect((await post(form({ ...FIELDS, message_key: KEY }))).status).toBe(200);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('ignores a key that is not one the form makes (saved as a message without a key)', async () => {
    for (const key of ['short', 'x'.repeat(65), '../../etc']) {
      expect((await post(form({ ...FIELDS, message_key: key }))).status).toBe(200);
    }
    expect(readdirSync(dir)).toHaveLength(3);
  });
});

describe('a message file appears whole or not at all', () => {
  it('whoever reads the folder while messages arrive only ever finds whole messages', async () => {
    mkdirSync(dir, { recursive: true });
    await restart({ maxPerMinute: 100 });
    const broken: string[] = [];
    const seen = new Set<string>();
    // Every name that appears is read at once, as a script mailing the messages would.
    const watcher = watch(dir, (_event, name) => {
      if (!name || name.startsWith('.') || seen.has(name)) return;
      try {
        const text = readFileSync(path.join(dir, name), 'utf8');
        JSON.parse(text);
        seen.add(name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') broken.push(name);
      }
    });
    try {
      const long = 'ş'.repeat(CONTACT_LIMITS.message);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post(
            form({ ...FIELDS, message: long, message_key: `key-${String(i).padStart(4, '0')}` }),
          ),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    } finally {
      watcher.close();
    }
    expect(broken).toEqual([]);
    expect(readdirSync(dir)).toHaveLength(40);
    // Nothing hidden is left behind.
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('a hidden file left by a crash mid-write is neither counted nor read as a message', async () => {
    mkdirSync(dir, { recursive: true });
    const KEY = 'k-3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
    // What a crash between writing and linking leaves: its size would fill the outbox.
    writeFileSync(
      path.join(dir, '.2026-01-01T00-00-00-000Z-k0123456789abcdef.json.partial'),
      'x'.repeat(4096),
    );
    await restart({ maxTotalBytes: 2048 });
    expect((await post(form({ ...FIELDS, message_key: KEY }))).status).toBe(200);
    expect(readdirSync(dir).filter((name) => !name.startsWith('.'))).toHaveLength(1);
  });
});

describe('a slow body', () => {
  /** Sends the head and part of a body, then nothing; resolves with what the server answered. */
  function slowPost(): Promise<string> {
    const { port } = new URL(origin);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST ${SEND_FORM_PATH} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nOrigin: ${origin}\r\n` +
            'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nfrom_name=A',
        );
      });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('is closed with 408 when not whole in time, and does not count against the rate', async () => {
    await restart({ bodyTimeoutMs: 300, maxPerMinute: 1 });
    const answer = await slowPost();
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(lines).toEqual([
      'Outbox refused a message: 408 Request Timeout (the body was not whole after 0.3 s; the connection is closed)',
    ]);
    // The one message a minute is still free.
    expect((await post(form(FIELDS))).status).toBe(200);
    expect(saved).toHaveLength(1);
  });
});
