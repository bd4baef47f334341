/**
 * The owner-facing check of the content's pictures, run first in `npm run build`: every image
 * named in content exists, is a picture the build can read, and is large enough for where it is
 * shown (warnings for too small or needlessly huge files). Lists every problem at once, each
 * with the content file, the entry and what to do.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageAsset } from '../../src/model/types';
import { svgParts } from './svg-safety';
import { svgSize, svgSizeProblem } from './svg-size';
import { uprightSize } from './upright';
import { IMAGE_EXTENSIONS } from '../../src/lib/imageVariants';
import { isTranslations } from '../../src/i18n/localise';

/** An image named in content, and where: `projects.ts › mot › screens[2].image`. */
export interface ImageUse {
  where: string;
  /** The property that holds it (`cardImage`, `avatar`, `image`, …). */
  field: string;
  image: ImageAsset;
  /** The object that holds it (a project section's `device` decides how large its picture shows). */
  holder?: Record<string, unknown>;
}

export interface ImageCheck {
  errors: string[];
  warnings: string[];
}

/**
 * The largest CSS width (px) each kind of picture is shown at, in any layout (see the `sizes`
 * of the components). A screenshot taller than wide is a phone screenshot.
 */
export const SHOWN_AT = {
  avatar: 288,
  cardImage: 528,
  phoneScreenshot: 208,
  desktopScreenshot: 880,
  /** An own device picture: a phone at most 22.5rem wide, a desktop 50rem (DeviceHotspots). */
  phonePicture: 360,
  picture: 800,
} as const;

/**
 * Characters a picture's file name may not have: quotes and backslashes end the path in
 * `image('…')` (the build then misses the call), `#`, `?` and `%` change what a URL means.
 */
const UNSAFE_NAME = /['"`\\#?%]/;

/** Above these a file is accepted but slows the build for nothing. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_MEGAPIXELS = 25;

/** What `image(src, alt)` makes, whatever the file's type (an unsupported one is named). */
function isImageAsset(value: unknown): value is ImageAsset {
  if (!value || typeof value !== 'object') return false;
  const { src, alt } = value as Record<string, unknown>;
  return typeof src === 'string' && (typeof alt === 'string' || isTranslations(alt));
}

/** An image's alt texts: the one, or one per language. */
function altTexts(alt: ImageAsset['alt']): string[] {
  return typeof alt === 'string' ? [alt] : Object.values(alt).map((text) => text ?? '');
}

const SUPPORTED = 'PNG, JPEG, WebP, AVIF or SVG';

/**
 * Every image in a content module's exports, with a readable place for messages: list items
 * are named by their `id` (`projects.ts › robber › screens[2].image`).
 */
export function findImages(file: string, exports: Record<string, unknown>): ImageUse[] {
  const found: ImageUse[] = [];
  const join = (where: string, key: string) =>
    where.endsWith('›') ? `${where} ${key}` : `${where}.${key}`;
  const walk = (value: unknown, where: string, field: string, holder?: Record<string, unknown>) => {
    if (isImageAsset(value)) {
      found.push({ where: where.replace(/ ›$/, ''), field, image: value, holder });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        const id = (item as { id?: unknown } | null)?.id;
        const base = where.replace(/ ›$/, '');
        walk(item, typeof id === 'string' ? `${base} › ${id} ›` : `${base}[${i}]`, field);
      });
    } else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      for (const [key, child] of Object.entries(object)) walk(child, join(where, key), key, object);
    }
  };
  for (const [name, value] of Object.entries(exports))
    walk(value, Array.isArray(value) ? `${file} ›` : `${file} › ${name}`, name);
  return found;
}

function shownAt(use: ImageUse, width: number, height: number): number | undefined {
  if (use.field === 'avatar') return SHOWN_AT.avatar;
  if (use.field === 'cardImage') return SHOWN_AT.cardImage;
  if (use.field === 'picture')
    return use.holder?.device === 'phone' ? SHOWN_AT.phonePicture : SHOWN_AT.picture;
  if (use.field === 'image')
    return height > width ? SHOWN_AT.phoneScreenshot : SHOWN_AT.desktopScreenshot;
  return undefined;
}

/**
 * The most pixels the build reads in one picture: sharp's own limit (`limitInputPixels`,
 * 16,383 × 16,383). A larger file stops the build, so the check names it first.
 */
export const MAX_INPUT_PIXELS = 0x3fff * 0x3fff;

/** The longer side the owner is told to resize a too-large picture to (plenty for the site). */
export const RESIZE_TO_PX = 3000;

/** Where pictures found whole are remembered (by their bytes' hash), so each is decoded once. */
export const DECODED_CACHE_DIR = path.resolve(
  import.meta.dirname,
  '../../node_modules/.cache/image-check',
);

/** A picture's size, or why the build cannot use it (the end of a sentence after its name). */
type Reading = { size: { width: number; height: number } } | { problem: string };

const REEXPORT = 'Open it in an image editor and export it again as PNG or JPEG';

/**
 * Reads a picture as the build will: its size from the header, then every pixel once (a file
 * with a good header and damaged data would otherwise stop the build minutes later, in the
 * middle of encoding, without its name). A file decoded whole is remembered by its hash.
 */
async function readPicture(file: string, cacheDir: string): Promise<Reading> {
  if (file.toLowerCase().endsWith('.svg')) {
    const svg = readFileSync(file, 'utf8');
    const size = svgSize(svg);
    return size ? { size } : { problem: svgSizeProblem(svg) ?? '' };
  }
  const unreadable = {
    problem: `is not a picture the build can read (damaged, or not really ${SUPPORTED}). ${REEXPORT}.`,
  };
  let size: { width: number; height: number } | undefined;
  let format: string | undefined;
  try {
    const metadata = await sharp(file, { limitInputPixels: false }).metadata();
    size = uprightSize(metadata);
    format = metadata.format;
  } catch {
    return unreadable;
  }
  if (!size) return unreadable;
  const { width, height } = size;
  if (width * height > MAX_INPUT_PIXELS)
    return {
      problem: `is ${width}×${height} px (${Math.round((width * height) / 1e6)} megapixels): too large for the build, which reads at most ${Math.round(MAX_INPUT_PIXELS / 1e6)} megapixels (16383×16383 px). Resize it to at most ${RESIZE_TO_PX} px on its longer side (the site shows no picture larger) and save it again.`,
    };
  const bytes = readFileSync(file);
  const marker = path.join(cacheDir, createHash('sha256').update(bytes).digest('hex'));
  if (existsSync(marker)) return { size };
  try {
    await sharp(bytes).stats();
  } catch {
    return {
      problem: `is damaged: its header says it is a ${format?.toUpperCase() ?? 'picture'} of ${width}×${height} px, but the picture data after it is broken or cut short, so the build could not encode it. ${REEXPORT} (or copy the original again).`,
    };
  }
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(marker, '');
  return { size };
}

/**
 * Checks each use against the files under `imagesDir`. Pictures found whole are remembered in
 * `cacheDir` (default DECODED_CACHE_DIR).
 */
export async function checkImages(
  uses: ImageUse[],
  imagesDir: string,
  cacheDir: string = DECODED_CACHE_DIR,
  /** Screenshots on an owner's own device picture: the widest each is drawn (CSS px). */
  shownWidths: ReadonlyMap<string, number> = new Map(),
): Promise<ImageCheck> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const shown = (file: string) => path.relative(process.cwd(), file) || file;
  for (const use of uses) {
    const { src, alt } = use.image;
    const file = path.resolve(imagesDir, src);
    const at = `${use.where}: '${src}'`;
    if (altTexts(alt).some((text) => !text.trim()))
      errors.push(`${at} has no alt text. Describe what the picture shows.`);
    const extension = path.extname(src).toLowerCase();
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
      errors.push(
        `${at} is ${extension ? `a ${extension.slice(1).toUpperCase()} file` : 'a file without an extension'}, which the build cannot use. It takes ${SUPPORTED} (${IMAGE_EXTENSIONS.join(', ')}): export the picture as PNG or JPEG and name that file.`,
      );
      continue;
    }
    if (UNSAFE_NAME.test(src)) {
      errors.push(
        `${at}: the name has a character the build cannot carry into a web address (${[...new Set(src.match(new RegExp(UNSAFE_NAME, 'g')))].join(' ')}). Rename the file with letters, digits, dashes and dots (e.g. '${src.replace(new RegExp(UNSAFE_NAME, 'g'), '').replace(/\s+/g, '-')}') and write the new name here.`,
      );
      continue;
    }
    if (!file.startsWith(path.resolve(imagesDir) + path.sep) || !existsSync(file)) {
      errors.push(
        `${at} not found: ${shown(file)} does not exist. Put the picture there, or fix the path (it is relative to ${shown(imagesDir)}/).`,
      );
      continue;
    }
    const reading = await readPicture(file, cacheDir);
    if ('problem' in reading) {
      errors.push(`${at}: ${shown(file)} ${reading.problem}`);
      continue;
    }
    const { size } = reading;
    if (file.toLowerCase().endsWith('.svg')) {
      const parts = svgParts(readFileSync(file, 'utf8'));
      const unsafe = parts.filter((p) => !p.editorData).map((p) => p.part);
      const editorData = parts.filter((p) => p.editorData).map((p) => p.part);
      if (unsafe.length)
        errors.push(
          `${at}: ${shown(file)} has parts that could run code or load from other sites, which the site never ships: ${unsafe.join(', ')}. Remove them (export a plain SVG from your drawing app), or use a PNG.`,
        );
      else if (editorData.length)
        warnings.push(
          `${at}: ${shown(file)} carries your drawing app's own data, which the build leaves out (the picture looks the same): ${editorData.join(', ')}. Export a plain SVG to be rid of this note.`,
        );
      continue;
    }
    const bytes = statSync(file).size;
    const megapixels = (size.width * size.height) / 1e6;
    if (bytes > MAX_FILE_BYTES || megapixels > MAX_MEGAPIXELS) {
      warnings.push(
        `${at} is ${(bytes / 1024 / 1024).toFixed(1)} MB, ${size.width}×${size.height} (${megapixels.toFixed(0)} megapixels): more than the site can show. It works, but builds slower; an export about 2,000–3,000 px wide is plenty.`,
      );
    }
    const css =
      (use.field === 'image' ? shownWidths.get(src) : undefined) ??
      shownAt(use, size.width, size.height);
    if (css && size.width < 2 * css) {
      warnings.push(
        `${at} is ${size.width} px wide but shown up to ${css} px wide, so it looks soft on phones and high-density screens (they need ${2 * css} px). Use a larger original if you have one.`,
      );
    }
  }
  return { errors, warnings };
}
