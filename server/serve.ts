/**
 * The production server behind `npm start`: serves dist/ (prerendered pages as
 * <path>/index.html, hashed assets cached for a year), sends unknown paths home, and keeps
 * the contact form's messages in outbox/ when the build sends them here (VITE_EMAIL_LOCAL_OUTBOX).
 *
 * What stops it is said in one sentence, never a stack trace: no built site, a port in use or
 * not allowed. It removes its copy of the site (server/site.ts) on every exit it can see:
 * Ctrl+C, `kill`, a closed terminal (SIGHUP), a crash (Node's own exit); what it cannot see
 * (SIGKILL) the next server cleans up.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { outDir } from '../build-config';
import { createAppServer } from './app';
import { hostNamesFromEnv } from './host-check';
import { NoSiteError } from './site';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const dist = path.resolve(outDir());
const outboxDir = path.resolve('outbox');

/** Says why the server cannot run, in one line, and ends (its site copy is removed on exit). */
function stop(sentence: string): never {
  console.error(sentence);
  process.exit(1);
}

/** The sentence for an error `listen` reports. */
function listenProblem(error: NodeJS.ErrnoException, where: string): string {
  const next = `PORT=${port + 1} npm run serve`;
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${host} is already in use (another server, or this one started twice): stop that one, or choose another port, e.g. ${next}.`;
    case 'EACCES':
      return `This user may not listen on ${where} (ports below 1024 need rights): choose another port, e.g. ${next}.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `HOST=${host} is not an address of this machine: leave HOST unset (127.0.0.1) or name one of its own addresses.`;
    default:
      return `The server could not listen on ${where}: ${error.message}.`;
  }
}

let server: Server;
try {
  ({ server } = createAppServer({
    dist,
    log: (line) => console.log(line),
    // localhost, 127.0.0.1 and [::1], plus HOST (when a name) and ALLOWED_HOSTS.
    allowedHosts: hostNamesFromEnv(),
    outbox: {
      dir: outboxDir,
      onSaved: (file) => console.log(`Contact message saved to ${path.relative('.', file)}`),
    },
  }));
} catch (error) {
  if (error instanceof NoSiteError) stop(error.message);
  throw error;
}

server.once('error', (error: NodeJS.ErrnoException) => {
  stop(listenProblem(error, `${host}:${port}`));
});
server.listen(port, host, () => {
  console.log(`Portfolio served from ${dist} at http://localhost:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    // Open connections (a browser's keep-alive) must not keep the process, and its copy, alive.
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
