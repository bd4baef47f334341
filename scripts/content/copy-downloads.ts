import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { contentDir } from '../../build-config';
import type { BuildStep } from '../build-step';
import { contentDownload } from './download-source';
import { loadContent } from './load';

/**
 * Build step: copies the downloads that live in the content folder (e.g.
 * `my-content/downloads/poster.pdf`) into the site at the address the page links
 * (`dist/downloads/poster.pdf`). Downloads under public/ are already there.
 */
export const copyContentDownloads: BuildStep = async ({ root, dist }) => {
  const folders = { content: contentDir(), public: path.join(root, 'public') };
  const { projects } = await loadContent();
  for (const { download } of projects) {
    const source = download && contentDownload(download.href, folders);
    if (!download || !source) continue;
    const target = path.join(dist, download.href);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(source, target);
    console.log(`download: ${download.href.slice(1)} (from the content folder)`);
  }
};
