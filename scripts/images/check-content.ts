/**
 * `tsx scripts/images/check-content.ts`: the first step of `npm run build`. Reads the content
 * modules of CONTENT_DIR and checks every picture they name (see check.ts). Problems stop the
 * build with one line each; warnings are printed and the build goes on.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentDir } from '../../build-config';
import { checkImages, findImages, type ImageUse } from './check';

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

async function main() {
  const dir = path.resolve(contentDir());
  const uses = await imagesOfContent(dir);
  const { errors, warnings } = await checkImages(uses, path.join(dir, 'images'));
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  if (errors.length) {
    console.error(`The content's pictures need attention (${errors.length}):`);
    for (const error of errors) console.error(`  - ${error}`);
    process.exit(1);
  }
  console.log(
    `images: ${uses.length} pictures named in ${path.relative(process.cwd(), dir)}, all found`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
