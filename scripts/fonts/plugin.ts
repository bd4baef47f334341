/**
 * Vite plugin: cuts the site's typeface to the content folder's characters (./subset.ts) before
 * anything is bundled, so src/styles/fonts.css finds its files in the build, the dev server and
 * the component tests alike.
 */
import type { Plugin } from 'vite';
import { writeSiteFonts } from './subset.ts';

export function siteFonts(options: { contentDir: string }): Plugin {
  return {
    name: 'site-fonts',
    async buildStart() {
      await writeSiteFonts(options.contentDir);
    },
  };
}
