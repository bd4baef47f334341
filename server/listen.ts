import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts `server` on a free port of this machine's loopback address (never reachable from
 * outside) and resolves with its origin, e.g. `http://127.0.0.1:41234`: for tests, the bench
 * and the screenshot script, which each serve a site or a stand-in of their own.
 */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
