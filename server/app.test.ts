// @vitest-environment node
import { existsSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { writeBuildStamp } from '../scripts/build-stamp';
import { SEND_FORM_PATH } from '../src/lib/emailFields';
import { assetJs, raw, startTestServer, writeSite, type TestServer } from './testSite';

let site: TestServer;
const lines: string[] = [];

beforeEach(async () => {
  lines.length = 0;
  site = await startTestServer({ log: (line) => lines.push(line) });
});
afterEach(() => site.close());

function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  // The policy's site-wide part, on every response (a page's own policy joins it).
  expect(headers['content-security-policy'], label).toMatch(/^object-src 'none'; base-uri 'self'/);
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['strict-transport-security'], label).toMatch(/^max-age=/);
}

/** The build number a page names and whether the asset it loads is there. */
async function pageAndAsset(origin: string) {
  const page = await raw(origin, '/', { headers: { accept: 'text/html' } });
  const version = /app-(\w+)\.js/.exec(page.body.toString())?.[1];
  const asset = await raw(origin, `/assets/app-${version}.js`, { headers: { accept: '*/*' } });
  return { page, version, asset };
}

describe('static files', () => {
  it('serves pages, folders as index.html, assets, HEAD, with the security headers', async () => {
    const home = await raw(site.origin, '/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expectSecurityHeaders(home.headers, '/');
    for (const pathname of ['/experiences', '/experiences/']) {
      const page = await raw(site.origin, pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.body.toString(), pathname).toContain('<h1>Exp Build 1</h1>');
    }
    // A page's index.html address sends to the page's own address, where the router knows it.
    for (const [pathname, clean] of [
      ['/experiences/index.html', '/experiences'],
      ['/experiences/index.html?ref=cv', '/experiences?ref=cv'],
      ['/index.html', '/'],
    ] as const) {
      const page = await raw(site.origin, pathname, { headers: { accept: 'text/html' } });
      expect(page.status, pathname).toBe(301);
      expect(page.headers.location, pathname).toBe(clean);
      expectSecurityHeaders(page.headers, pathname);
    }
    const head = await raw(site.origin, '/experiences', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const { asset } = await pageAndAsset(site.origin);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy a client accepts, with the type of the original', async () => {
    const response = await raw(site.origin, '/assets/app-1.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(response.body).toString()).toBe(assetJs('1'));
    const identity = await raw(site.origin, '/assets/app-1.js', {
      headers: { 'accept-encoding': 'br;q=0' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['content-type']).toBe(identity.headers['content-type']);
    expect(identity.body.toString()).toBe(assetJs('1'));
  });

  it('answers ranges: 206 for a good one, 416 for malformed or unsatisfiable ones', async () => {
    const size = Buffer.byteLength(assetJs('1'));
    const part = await raw(site.origin, '/assets/app-1.js', { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe(assetJs('1').slice(0, 10));
    for (const range of ['bytes=100-50', `bytes=${size}-`, 'bytes=abc', 'bytes=', 'bytes=-0']) {
      const response = await raw(site.origin, '/assets/app-1.js', { headers: { range } });
      expect(response.status, range).toBe(416);
      expect(response.headers['content-range'], range).toBe(`bytes */${size}`);
      expectSecurityHeaders(response.headers, range);
    }
    // A unit the server does not know is ignored, as HTTP says.
    expect((await raw(site.origin, '/', { headers: { range: 'lines=1-2' } })).status).toBe(200);
    expect((await raw(site.origin, '/')).status).toBe(200);
  });

  it('serves files only to GET and HEAD (405 otherwise) and changes nothing', async () => {
    const before = readdirSync(site.dist).sort();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const pathname of ['/', '/index.html', '/assets/app-1.js', SEND_FORM_PATH]) {
        const response = await raw(site.origin, pathname, { method });
        expect(response.status, `${method} ${pathname}`).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD');
        expectSecurityHeaders(response.headers, `${method} ${pathname}`);
      }
    }
    expect(readdirSync(site.dist).sort()).toEqual(before);
  });

  it('follows no symbolic link out of dist/ (links inside are served as their file)', async () => {
    symlinkSync('/etc/passwd', path.join(site.dist, 'passwd'));
    symlinkSync('/etc', path.join(site.dist, 'etc'));
    symlinkSync(path.join(site.dist, 'index.html'), path.join(site.dist, 'home.html'));
    writeBuildStamp(site.dist, { localOutbox: false });
    for (const pathname of ['/passwd', '/etc/passwd', '/etc/hostname']) {
      const response = await raw(site.origin, pathname, { headers: { accept: '*/*' } });
      expect(response.status, pathname).toBe(404);
      expect(response.body.toString()).not.toContain('root:');
    }
    const inside = await raw(site.origin, '/home.html');
    expect(inside.status).toBe(200);
    expect(inside.body.toString()).toContain('<h1>Build 1</h1>');
    expect(lines).toContain('Not serving passwd: a link to outside of dist/');
  });

  it('never serves the host files, under any spelling', async () => {
    for (const pathname of [
      '/_headers',
      '/_headers/',
      '/%5Fheaders',
      '/%5fheaders',
      '/_HEADERS',
      '/./_headers',
      '/assets/../_headers',
      '/assets/%2e%2e/_headers',
      '//_headers',
      '/_headers.',
      '/_headers%00',
      '/_headers?x=1',
      '/_redirects',
      '/%5Fredirects/',
    ]) {
      for (const accept of ['*/*', 'text/html']) {
        const response = await raw(site.origin, pathname, { headers: { accept } });
        expect([302, 404], `${pathname} ${accept}`).toContain(response.status);
        expect(response.body.toString()).not.toMatch(/Content-Security-Policy:|Generated by/);
        expectSecurityHeaders(response.headers, pathname);
      }
    }
  });

  it('answers a request Node cannot parse with 400 and the security headers, then goes on', async () => {
    const { port } = new URL(site.origin);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GARBAGE / HTTP/9\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toMatch(/\r\nContent-Security-Policy: object-src 'none'/);
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff/);
    expect((await raw(site.origin, '/')).status).toBe(200);
  });
});

describe('a rebuild under the running server', () => {
  it('serves the old site or the new one whole, never a page without its files', async () => {
    const seen: string[] = [];
    /** Loads a page and its asset, and checks that they belong together. */
    const visit = async () => {
      const { page, version, asset } = await pageAndAsset(site.origin);
      expect(page.status).toBe(200);
      expect(asset.status, `asset of build ${version}`).toBe(200);
      expect(page.body.toString()).toContain(`<h1>Build ${version}</h1>`);
      seen.push(version ?? '?');
    };
    // Three rebuilds, each replacing every file; a visit between every two steps of a build.
    for (const version of ['2', '3', '4']) {
      await writeSite(site.dist, version, { between: visit });
      await visit();
    }
    expect(seen.length).toBeGreaterThan(20);
    // Each build is seen only once it is complete, in order, and the last one at the end.
    expect([...new Set(seen)]).toEqual(['1', '2', '3', '4']);
    expect(seen.at(-1)).toBe('4');
    expect(lines.filter((line) => line === `Serving the new build of ${site.dist}`)).toHaveLength(
      3,
    );
  });

  it('still serves the assets of a page loaded just before the new build took over', async () => {
    const before = await raw(site.origin, '/');
    await writeSite(site.dist, '2');
    const next = await pageAndAsset(site.origin);
    expect(next.version).toBe('2');
    const oldAsset = /\/assets\/app-\w+\.js/.exec(before.body.toString())?.[0] ?? '';
    expect(oldAsset).toBe('/assets/app-1.js');
    expect((await raw(site.origin, oldAsset)).status).toBe(200);
    // Only hashed assets: the old build's pages are gone with it.
    await writeSite(site.dist, '3');
    expect((await pageAndAsset(site.origin)).version).toBe('3');
    expect((await raw(site.origin, oldAsset, { headers: { accept: '*/*' } })).status).toBe(404);
  });

  it('keeps serving when dist/ is deleted, and takes the next build when it is complete', async () => {
    rmSync(`${site.dist}.build.json`);
    rmSync(site.dist, { recursive: true });
    const during = await pageAndAsset(site.origin);
    expect(during.page.status).toBe(200);
    expect(during.version).toBe('1');
    expect(during.asset.status).toBe(200);
    await writeSite(site.dist, '2', { stamp: false });
    expect((await pageAndAsset(site.origin)).version).toBe('1');
    await writeSite(site.dist, '2');
    const after = await pageAndAsset(site.origin);
    expect(after.version).toBe('2');
    expect(after.asset.status).toBe(200);
  });
});

describe('the outbox only where the build sends there', () => {
  it('is off for a build that does not use it (405, nothing saved)', async () => {
    await site.close();
    site = await startTestServer({ outbox: { dir: '' } });
    const response = await fetch(`${site.origin}${SEND_FORM_PATH}`, {
      method: 'POST',
      headers: { origin: site.origin },
      body: new URLSearchParams({ from_name: 'A', from_email: 'a@b.c', message: 'Hi' }),
    });
    expect(response.status).toBe(405);
    expect(existsSync(site.outboxDir)).toBe(false);
  });

  it('turns an unexpected error into a 500 with the security headers and keeps serving', async () => {
    await site.close();
    site = await startTestServer({
      localOutbox: true,
      log: (line) => lines.push(line),
      outbox: {
        dir: '',
        onSaved: () => {
          throw new Error('disk on fire');
        },
      },
    });
    const response = await fetch(`${site.origin}${SEND_FORM_PATH}`, {
      method: 'POST',
      headers: { origin: site.origin },
      body: new URLSearchParams({ from_name: 'A', from_email: 'a@b.c', message: 'Hi' }),
    });
    expect(response.status).toBe(500);
    expectSecurityHeaders(Object.fromEntries(response.headers), '500');
    expect(lines).toContain('Error while answering: disk on fire');
    expect((await raw(site.origin, '/')).status).toBe(200);
  });
});

describe('only its own host names, no connection held open', () => {
  it('answers localhost, 127.0.0.1, [::1] and a given name; refuses any other Host with 421', async () => {
    await site.close();
    site = await startTestServer({
      localOutbox: true,
      outbox: { dir: '' },
      allowedHosts: ['portfolio.lan'],
      log: (line) => lines.push(line),
    });
    const { port } = new URL(site.origin);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'LOCALHOST']) {
      expect((await raw(site.origin, '/', { headers: { host } })).status, host).toBe(200);
    }
    expect((await raw(site.origin, '/', { headers: { host: 'portfolio.lan' } })).status).toBe(200);
    // A rebinding page: its own name resolves to 127.0.0.1, and its Origin matches its Host.
    for (const host of ['evil.example', `evil.example:${port}`, 'localhost.evil.example']) {
      const page = await raw(site.origin, '/', { headers: { host } });
      expect(page.status, host).toBe(421);
      expectSecurityHeaders(page.headers, host);
      const post = await raw(site.origin, SEND_FORM_PATH, {
        method: 'POST',
        headers: {
          host,
          origin: `http://${host}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          from_name: 'A',
          from_email: 'a@b.c',
          message: 'Hi',
        }).toString(),
      });
      expect(post.status, `POST ${host}`).toBe(421);
    }
    expect(existsSync(site.outboxDir)).toBe(false);
    expect(lines).toContain('Refused a request for another host: "evil.example"');
  });

  it('closes a connection that sends nothing, and one whose request head never ends', async () => {
    await site.close();
    // Short enough for a quick test, long enough that a busy machine's pause between a
    // connection and its request counts for nothing (300 ms was once too short for the last
    // request, and 1 s once too: 'socket hang up' while other tests ran).
    site = await startTestServer({ idleTimeoutMs: 3000 });
    const { port } = new URL(site.origin);
    /** Opens a connection, lets `talk` write to it; resolves with what came back once closed. */
    const answerUntilClosed = (talk: (socket: Socket) => void) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => talk(socket));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    // Silent: connected, not a byte sent. The server closes it (the test times out otherwise):
    // the idle timeout closes it as it is, or Node's head timeout, checked on its own clock,
    // answers 408 first (Node 24 counts a silent connection's head from the connect).
    const silent = await answerUntilClosed(() => undefined);
    expect(silent === '' || silent.startsWith('HTTP/1.1 408 Request Timeout\r\n'), silent).toBe(
      true,
    );
    // A head trickling in, a header line every 100 ms, never finished: 408, then closed.
    let drip: ReturnType<typeof setInterval> | undefined;
    const trickled = await answerUntilClosed((socket) => {
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      let n = 0;
      drip = setInterval(() => socket.writable && socket.write(`X-Slow-${n++}: 1\r\n`), 100);
    });
    clearInterval(drip);
    expect(trickled).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(trickled).toMatch(/\r\nContent-Security-Policy: object-src 'none'/);
    // The server goes on.
    expect((await raw(site.origin, '/')).status).toBe(200);
  }, 15_000);
});
