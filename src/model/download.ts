import type { ProjectDownload, Text } from './types';

/** What an owner may add to a download. */
export interface DownloadOptions {
  /**
   * The name the visitor's browser saves it under, when it should differ from the file's own
   * (e.g. `'Robber-1.2.jar'` for `downloads/robber.jar`); keep the extension.
   */
  fileName?: string;
  /** Filled in by the build (scripts/content/files-plugin.ts): the file's size in bytes. */
  bytes?: number;
}

/**
 * A file a visitor can download, e.g. `download('downloads/robber.jar', 'Download the game')`
 * or `download('downloads/robber.jar', 'Download the game', { fileName: 'Robber.jar' })`.
 * The path is relative to the content folder (or `public/`); any kind of file works (JAR, ZIP,
 * APK, PDF, …). The build adds the file's size, which the page shows next to the label.
 */
export function download(
  file: string,
  label: Text,
  { fileName, bytes }: DownloadOptions = {},
): ProjectDownload {
  const href = `/${file.replace(/^\/+/, '')}`;
  const name = fileName ?? href.slice(href.lastIndexOf('/') + 1);
  return bytes === undefined
    ? { href, label, fileName: name }
    : { href, label, fileName: name, bytes };
}
