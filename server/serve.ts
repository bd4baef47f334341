/**
 * The production server behind `npm start`: serves dist/ (prerendered pages as
 * <path>/index.html, hashed assets cached for a year), sends unknown paths home, and keeps
 * the contact form's messages in outbox/ when the build sends them here (VITE_EMAIL_LOCAL_OUTBOX).
 */
import path from 'node:path';
import { outDir } from '../build-config';
import { createAppServer } from './app';
import { hostNamesFromEnv } from './host-check';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const dist = path.resolve(outDir());
const outboxDir = path.resolve('outbox');

const { server } = createAppServer({
  dist,
  log: (line) => console.log(line),
  // localhost, 127.0.0.1 and [::1], plus HOST (when a name) and ALLOWED_HOSTS.
  allowedHosts: hostNamesFromEnv(),
  outbox: {
    dir: outboxDir,
    onSaved: (file) => console.log(`Contact message saved to ${path.relative('.', file)}`),
  },
});
server.listen(port, host, () => {
  console.log(`Portfolio served from ${dist} at http://localhost:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
