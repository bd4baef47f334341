/**
 * The download step of the build. Content names a file to download with
 * `download('downloads/game.jar', label)`; this Vite plugin reads the file's size under
 * `public/` at build time and hands it to the call as its third argument, so the page shows
 * "(48 KB)" and nobody types a size. A missing file stops the build with the place and the path.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin, ResolvedConfig } from 'vite';

/** `download('…'` with a literal path. */
const DOWNLOAD_CALL = /(?<![\w.$])download\(\s*(['"`])([^'"`\n]+)\1/g;

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
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(contentDir + path.sep) || !/\.[cm]?tsx?$/.test(file)) return null;
      if (path.basename(file).startsWith('download.')) return null;
      const publicDir = path.resolve(options.publicDir ?? config.publicDir ?? 'public');
      const out = new MagicString(code);
      let changed = false;
      for (const match of code.matchAll(DOWNLOAD_CALL)) {
        const rel = (match[2] ?? '').replace(/^\/+/, '');
        const target = path.join(publicDir, rel);
        if (!target.startsWith(publicDir + path.sep) || !existsSync(target)) {
          this.error(
            `${path.relative(config.root, file)}: download('${rel}') names a file that does not exist (${path.relative(config.root, target)}). Put the file there, or fix the path: it is relative to public/.`,
          );
        }
        const bytes = statSync(target).size;
        out.overwrite(
          match.index,
          match.index + 'download('.length,
          `((file, label) => download(file, label, ${bytes}))(`,
        );
        changed = true;
      }
      if (!changed) return null;
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
