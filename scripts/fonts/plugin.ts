/**
 * Vite plugin: cuts the site's typeface to the content folder's characters (./subset.ts) before
 * anything is bundled, and points src/styles/fonts.css's `./fonts/<file>` at the cut, so the
 * stylesheet finds its files in the build, the dev server and the component tests alike.
 */
import type { Plugin } from 'vite';
import { FACES, writeSiteFonts } from './subset.ts';

/** How fonts.css names the cut files: `./fonts/inter-latin.woff2`, … */
const FONT_FILES = new RegExp(
  `^\\./fonts/(${FACES.map((face) => face.file.replaceAll('.', '\\.')).join('|')})$`,
);

export function siteFonts(options: { contentDir: string }): Plugin {
  return {
    name: 'site-fonts',
    async config() {
      const dir = await writeSiteFonts(options.contentDir);
      return { resolve: { alias: [{ find: FONT_FILES, replacement: `${dir}/$1` }] } };
    },
  };
}
