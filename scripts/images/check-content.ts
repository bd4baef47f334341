/**
 * The pictures named in a content folder's modules, with where each is named. The content
 * check (scripts/content/check.ts, first in `npm run build`) checks them with check.ts.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findImages, type ImageUse } from './check';

const CONTENT_MODULE = /^(?!.*\.test\.)(?!types\.)(?!image\.).+\.tsx?$/;

export async function imagesOfContent(dir: string): Promise<ImageUse[]> {
  const uses: ImageUse[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => CONTENT_MODULE.test(f))
    .sort()) {
    const exports = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<
      string,
      unknown
    >;
    uses.push(...findImages(file, exports));
  }
  return uses;
}
