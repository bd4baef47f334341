// @vitest-environment node
import { createServer } from 'node:http';
import { listenLocally } from './listen';

describe('listenLocally', () => {
  it('serves on a free loopback port and resolves with its origin', async () => {
    const server = createServer((_, res) => res.end('here'));
    const origin = await listenLocally(server);
    try {
      expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${origin}/`)).text()).toBe('here');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('rejects, instead of waiting for ever, when the server cannot listen', async () => {
    const server = createServer();
    await listenLocally(server);
    try {
      await expect(listenLocally(server)).rejects.toMatchObject({
        code: 'ERR_SERVER_ALREADY_LISTEN',
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // An address the system refuses is reported as an 'error' event, after listen returns.
    const refused = createServer();
    refused.listen = (() => {
      process.nextTick(() => refused.emit('error', new Error('listen EADDRNOTAVAIL')));
      return refused;
    }) as typeof refused.listen;
    await expect(listenLocally(refused)).rejects.toThrow('listen EADDRNOTAVAIL');
  });
});
