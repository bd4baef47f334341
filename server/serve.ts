/**
 * The production server behind `npm start`: serves dist/ (prerendered pages as
 * <path>/index.html, hashed assets cached for a year), and sends unknown paths home.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { outDir } from '../build-config';
import { createApp } from './app';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const dist = path.resolve(outDir());

const server = createServer(createApp({ dist }));
server.listen(port, host, () => {
  console.log(`Portfolio served from ${dist} at http://localhost:${port}/`);
});
