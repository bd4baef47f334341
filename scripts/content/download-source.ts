/**
 * Where a download named in content lives. `download('downloads/cv.pdf', label)` is looked up
 * in the content folder first (`<CONTENT_DIR>/downloads/cv.pdf`, so a content folder carries
 * its own files) and then under `public/` (where the sample's game JAR is built to). The
 * content check, the size step, the dev server, the build's copy step and the doctor all ask
 * this one function.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export interface DownloadFolders {
  content: string;
  public: string;
}

/** The file behind `href` (e.g. `/downloads/cv.pdf`), or undefined when neither folder has it. */
export function downloadSource(href: string, folders: DownloadFolders): string | undefined {
  const rel = href.replace(/^\/+/, '');
  for (const base of [folders.content, folders.public]) {
    const root = path.resolve(base);
    const file = path.resolve(root, rel);
    if (!file.startsWith(root + path.sep)) continue;
    if (path.extname(file) === '.ts' || path.extname(file) === '.tsx') continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/**
 * The file behind `href` when it comes from the content folder (the build then copies it into
 * the site), else undefined (under public/ it is in the site already, or it does not exist).
 */
export function contentDownload(href: string, folders: DownloadFolders): string | undefined {
  const file = downloadSource(href, folders);
  return file?.startsWith(path.resolve(folders.content) + path.sep) ? file : undefined;
}
