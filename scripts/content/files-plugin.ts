/**
 * The download step of the build. Content names a file to download with
 * `download('downloads/game.jar', label)`; this Vite plugin reads the file's size under
 * `public/` at build time and hands it to the call as its third argument, so the page shows
 * "(48 KB)" and nobody types a size. A missing file stops the build with the place and the path.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { rewriteHelperCalls } from './helper-calls.ts';

export function contentFiles(options: { contentDir: string; publicDir?: string }): Plugin {
  const contentDir = path.resolve(options.contentDir);
  let config: ResolvedConfig;
  return {
    name: 'content-files:sizes',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    transform(code, id) {
      const publicDir = path.resolve(options.publicDir ?? config.publicDir ?? 'public');
      const out = rewriteHelperCalls(code, id, {
        contentDir,
        helper: 'download',
        argumentFor: ({ literal }) => {
          const rel = literal.replace(/^\/+/, '');
          const target = path.join(publicDir, rel);
          if (!target.startsWith(publicDir + path.sep) || !existsSync(target)) {
            this.error(
              `${path.relative(config.root, id.split('?')[0] ?? id)}: download('${rel}') names a file that does not exist (${path.relative(config.root, target)}). Put the file there, or fix the path: it is relative to public/.`,
            );
          }
          return String(statSync(target).size);
        },
      });
      return out ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}
