/**
 * The download step of the build. Content names a file to download with
 * `download('downloads/game.jar', label)`; this Vite plugin finds the file (in the content
 * folder, else under `public/`: ./download-source.ts), reads its size at build time and hands
 * it to the call as its third argument, so the page shows "(48 KB)" and nobody types a size. A
 * missing file stops the build with the place and the path. The dev server also serves the
 * content folder's downloads; `npm run build` copies them into the site
 * (scripts/content/copy-downloads.ts).
 */
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { contentDownload, downloadSource } from './download-source.ts';
import { rewriteHelperCalls } from './helper-calls.ts';

export function contentFiles(options: { contentDir: string; publicDir?: string }): Plugin {
  const contentDir = path.resolve(options.contentDir);
  let config: ResolvedConfig;
  /** Every download content has named so far (`/downloads/cv.pdf`): the dev server serves these. */
  const named = new Set<string>();
  const folders = () => ({
    content: contentDir,
    public: path.resolve(options.publicDir ?? config.publicDir ?? 'public'),
  });
  return {
    name: 'content-files:sizes',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      // Dev only: `/downloads/cv.pdf` from the content folder, as the build will ship it.
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        const base = config.base.replace(/\/$/, '');
        if (!url.startsWith(`${base}/`) || (req.method !== 'GET' && req.method !== 'HEAD'))
          return next();
        const href = decodeURIComponent(url.slice(base.length));
        const file = named.has(href) ? contentDownload(href, folders()) : undefined;
        if (!file) return next();
        res.setHeader('Content-Length', String(statSync(file).size));
        res.setHeader('Content-Disposition', 'attachment');
        if (req.method === 'HEAD') return res.end();
        createReadStream(file).pipe(res);
      });
    },
    transform(code, id) {
      const out = rewriteHelperCalls(code, id, {
        contentDir,
        helper: 'download',
        argumentFor: ({ literal }) => {
          const rel = literal.replace(/^\/+/, '');
          const source = downloadSource(rel, folders());
          if (!source) {
            const { content, public: publicDir } = folders();
            this.error(
              `${path.relative(config.root, id.split('?')[0] ?? id)}: download('${rel}') names a file that does not exist (neither ${path.relative(config.root, path.join(content, rel))} nor ${path.relative(config.root, path.join(publicDir, rel))}). Put the file in your content folder (or under public/), or fix the path.`,
            );
          }
          named.add(`/${rel}`);
          return String(statSync(source).size);
        },
        // The owner's own options (a fileName) stay; the size joins them.
        wrap: (bytes) => `((a, b, o) => download(a, b, { ...o, bytes: ${bytes} }))(`,
      });
      return out ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}
