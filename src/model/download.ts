import type { ProjectDownload } from './types';

/**
 * A file a visitor can download, e.g. `download('downloads/robber.jar', 'Download the game')`.
 * The path is relative to `public/`; any kind of file works (JAR, ZIP, APK, PDF, …). Write only
 * the first two arguments: the build (scripts/content/files-plugin.ts) adds the file's size,
 * which the page shows next to the label.
 */
export function download(file: string, label: string, bytes?: number): ProjectDownload {
  const href = `/${file.replace(/^\/+/, '')}`;
  const fileName = href.slice(href.lastIndexOf('/') + 1);
  return bytes === undefined ? { href, label, fileName } : { href, label, fileName, bytes };
}
