import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesIn, type BuildStep } from './build-step';

/** Text files worth compressing ahead of time. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest|map)$/;
/** Below this size compression does not pay for itself. */
const MIN_BYTES = 1024;

/**
 * Build step: writes .br and .gz next to each text file, so `npm start`'s server (and hosts
 * that serve precompressed files) send small responses without compressing on each request.
 * Runs last, after every other step has written its files.
 */
export const precompress: BuildStep = ({ dist }) => {
  const files = filesIn(dist, (file) => COMPRESSIBLE.test(file)).map((file) =>
    path.join(dist, file),
  );
  for (const file of files) {
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
};
