/**
 * `npm run screen-area -- <picture>`: where the screen is on your own device picture, in the
 * form `projects.ts` takes it (`screenArea: { x, y, width, height }`, in percent of the picture),
 * found by scripts/images/screen-area.ts. The build finds it by itself when `screenArea` is left
 * out; writing it into the content keeps it as it is, and lets you adjust it. The picture is a
 * path from here or from the content folder's `images/` (`devices/phone.jpg`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentDir } from '../../build-config';
import { findScreenArea, noScreenSentence, screenAreaLine } from './screen-area';

/** Where the screen-area command looks for `given`: as written, then under the content's images/. */
export function pictureFile(given: string, dir: string = contentDir()): string | undefined {
  return [path.resolve(given), path.resolve(dir, 'images', given)].find((file) => existsSync(file));
}

/** What the command prints for a picture: the line to paste, or what to do instead. */
export async function screenAreaReport(
  given: string,
  dir: string = contentDir(),
): Promise<{ ok: boolean; text: string }> {
  const file = pictureFile(given, dir);
  if (!file)
    return {
      ok: false,
      text: `${given}: not found, neither from here nor in ${path.relative(process.cwd(), path.join(dir, 'images')) || '.'}/. Give the picture's path, e.g. npm run screen-area -- devices/phone.jpg`,
    };
  let found;
  try {
    found = await findScreenArea(file);
  } catch {
    return {
      ok: false,
      text: `${given}: not an image the build can read (damaged, or not really PNG, JPEG, WebP or AVIF). Export it again as PNG or JPEG.`,
    };
  }
  if (!found) return { ok: false, text: noScreenSentence(given) };
  const colour = found.colour ? `, colour ${found.colour}` : '';
  return {
    ok: true,
    text: `${given}: the screen is the ${found.how === 'inside the frame' ? 'region inside the frame' : `${found.how} region`}${colour}. In projects.ts, give the section with this picture:\n\n    ${screenAreaLine(found.area)}\n\n(The build finds the same by itself when screenArea is left out; written down, you can adjust it.)`,
  };
}

async function main() {
  const given = process.argv[2];
  if (!given) {
    console.error('Name your device picture: npm run screen-area -- devices/phone.jpg');
    process.exit(1);
  }
  const { ok, text } = await screenAreaReport(given);
  if (ok) console.log(text);
  else {
    console.error(text);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
