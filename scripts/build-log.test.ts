// @vitest-environment node
import { createLogger } from 'vite';
import { withoutFileList } from './build-log';

function printed(...messages: string[]): string[] {
  const lines: string[] = [];
  const logger = createLogger('info');
  logger.info = (message) => void lines.push(message);
  const quiet = withoutFileList(logger);
  for (const message of messages) quiet.info(message);
  return lines;
}

describe('the build log', () => {
  it('leaves out the lists of written files and prerendered pages, from Vite and React Router', () => {
    expect(
      printed(
        '\u001b[2mdist.rr-build/client/\u001b[22m\u001b[32massets/mot-1-39la6S1uRu-800.avif  \u001b[39m\u001b[1m\u001b[2m 41.20 kB\u001b[22m\u001b[1m\u001b[22m',
        'dist.rr-build/client/assets/entry.client-ByAZOa2Q.js   203.11 kB │ gzip: 64.15 kB',
        'dist.rr-build/server/index.js                                 189.73 kB',
        'dist.rr-build/client/assets/portrait-1d0zl3Sb_u-200.avif\ndist.rr-build/client/assets/portrait-1d0zl3Sb_u-200.webp',
        'Prerender (data): /tr/ -> \u001b[1mdist.rr-build/client/tr/_.data\u001b[22m',
        'Prerender (html): /projects -> dist.rr-build/client/projects/index.html',
        'Prerender (html): SPA Fallback -> dist.rr-build/client/__spa-fallback.html',
      ),
    ).toEqual([]);
  });

  it('keeps what the owner can act on or wants to see: steps, counts, warnings', () => {
    const kept = [
      'vite v8.3.8 building client environment for production...',
      'images: 20 pictures (2.7 MB as given) → 384 AVIF and WebP files (5.5 MB); 384 encoded, 0 from the cache',
      '✓ 370 assets moved from React Router server build to client assets.',
      'Prerender (html): Received a 500 status code while prerendering the /projects path.',
    ];
    expect(printed(...kept)).toEqual(kept);
    expect(printed('✓ built in 3s\ndist/assets/a.js  1.00 kB')).toEqual(['✓ built in 3s']);
  });
});
