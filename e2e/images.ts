/** What the end-to-end tests read off the images a page shows. */
import { expect, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { contentDir } from '../build-config';
import { filesIn } from '../scripts/build-step';
import { uprightSize } from '../scripts/images/upright';
import { safeName } from '../src/lib/imageVariants';
import { drawnWidth, sizesProblem } from '../test-support/drawnWidth';
import { escapeRegExp } from '../test-support/escapeRegExp';

export interface ShownImage {
  alt: string;
  currentSrc: string;
  /** Width of the file the browser chose (from its `srcset` entry), or its natural width. */
  fileWidth: number;
  /**
   * With `w` descriptors the browser reports the natural width as the file's width divided by
   * its density, which is the width `sizes` gave for this layout, in CSS pixels.
   */
  naturalWidth: number;
  naturalHeight: number;
  /** CSS pixels of the image's box (with its padding). */
  boxWidth: number;
  /** CSS pixels of its content box (without padding): where the picture is drawn. */
  contentWidth: number;
  contentHeight: number;
  objectFit: string;
  srcset: string;
  sizes: string;
  width: string | null;
  height: string | null;
  decoding: string | null;
  loading: string | null;
  /** The `type` of each `<source>` in its `<picture>`. */
  sourceTypes: string[];
  sourceSizes: string[];
}

/** Every loaded, visible `<img>` of the page that shows content (not icons from the sprite). */
export async function shownImages(page: Page): Promise<ShownImage[]> {
  return page.locator('main img, footer img').evaluateAll((imgs: HTMLImageElement[]) =>
    imgs
      .filter((img) => img.complete && img.currentSrc && img.getClientRects().length > 0)
      .map((img) => {
        const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
        const sources = picture ? [...picture.querySelectorAll('source')] : [];
        const candidates = [...sources.map((s) => s.srcset), img.srcset]
          .flatMap((srcset) => srcset.split(','))
          .map((candidate) => candidate.trim().split(/\s+/));
        const chosen = candidates.find(
          ([url]) => new URL(url ?? '', location.href).href === img.currentSrc,
        );
        return {
          alt: img.alt,
          currentSrc: img.currentSrc,
          fileWidth: Number(chosen?.[1]?.replace('w', '')) || img.naturalWidth,
          naturalWidth: img.naturalWidth,
          naturalHeight: img.naturalHeight,
          boxWidth: img.clientWidth,
          contentWidth:
            img.clientWidth -
            parseFloat(getComputedStyle(img).paddingLeft) -
            parseFloat(getComputedStyle(img).paddingRight),
          contentHeight:
            img.clientHeight -
            parseFloat(getComputedStyle(img).paddingTop) -
            parseFloat(getComputedStyle(img).paddingBottom),
          objectFit: getComputedStyle(img).objectFit,
          srcset: img.getAttribute('srcset') ?? '',
          sizes: img.getAttribute('sizes') ?? '',
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          decoding: img.getAttribute('decoding'),
          loading: img.getAttribute('loading'),
          sourceTypes: sources.map((s) => s.type),
          sourceSizes: sources.map((s) => s.sizes),
        };
      }),
  );
}

/** Widths offered in a `srcset` ("a.webp 320w, b.webp 640w" → [320, 640]). */
export function srcsetWidths(srcset: string): number[] {
  return srcset
    .split(',')
    .map((candidate) => Number(/\s(\d+)w\s*$/.exec(candidate.trim())?.[1]))
    .filter((w) => w > 0);
}

/**
 * Device pixels of width the image needs to fill its box: the width it is drawn at
 * (test-support/drawnWidth.ts: more than its box when `object-fit: cover` crops, less when
 * `contain` letterboxes it).
 */
export function neededWidth(image: ShownImage, deviceScaleFactor: number): number {
  return drawnWidthOf(image) * deviceScaleFactor;
}

/** CSS pixels of width the picture is drawn at in its content box, by its `object-fit`. */
function drawnWidthOf(image: ShownImage): number {
  const box = {
    boxWidth: image.contentWidth,
    boxHeight: image.contentHeight,
    objectFit: image.objectFit,
  };
  return drawnWidth(box, image.naturalWidth / image.naturalHeight);
}

/**
 * Why the width `sizes` gave (the browser reports it as the natural width of a `w`-described
 * file) misstates the width the picture is drawn at, or undefined.
 */
export function sizesProblemOf(image: ShownImage): string | undefined {
  return sizesProblem(image.naturalWidth, drawnWidthOf(image));
}

/** True for a request of a raster variant the image step made. */
export function isImageVariant(path: string): boolean {
  return /\/assets\/[^/]+\.(avif|webp)$/.test(path);
}

/**
 * The files made from a content image `src`: `screens/home-1.png` → `/assets/home-1-<hash>-<width>.avif`
 * (scripts/images/plugin.ts), an SVG → `/assets/<name>-<hash>.svg` (named by Vite).
 */
export function variantsOf(src: string): RegExp {
  const name = escapeRegExp(safeName(src));
  return src.toLowerCase().endsWith('.svg')
    ? new RegExp(`/assets/${name}-[\\w-]{8}\\.svg$`)
    : new RegExp(`/assets/${name}-[\\w-]{10}-\\d+\\.(avif|webp)$`);
}

/**
 * The content folder's picture a built variant was made from, as the owner finds it:
 * `/assets/mot-1-<hash>-640.avif` → `src/content/images/screens/mot-1.png`; undefined for a file
 * that is not made from a content picture.
 */
export function contentPictureOf(urlPath: string): string | undefined {
  const images = path.join(contentDir(), 'images');
  if (!existsSync(images)) return undefined;
  const src = filesIn(images, () => true).find((file) => variantsOf(file).test(urlPath));
  return src === undefined
    ? undefined
    : path.relative(process.cwd(), path.join(images, src)).split(path.sep).join('/');
}

/** Width and height of a content picture's file, as the build reads them. */
export async function sourceSize(src: string): Promise<{ width: number; height: number }> {
  const size = uprightSize(await sharp(path.resolve(contentDir(), 'images', src)).metadata());
  if (!size) throw new Error(`cannot read ${src}`);
  return size;
}

/**
 * Scrolls through the page so that lazy images load, then waits for every image to finish (but
 * those the layout does not draw, such as a preview a small screen has no room for: a lazy
 * image out of the layout is never fetched).
 */
export async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
  });
  // An image still loading is brought into view again (a lazy one the quick scroll passed may
  // not have started) and named, should it never finish.
  await expect
    .poll(
      () =>
        page.locator('img').evaluateAll((imgs: HTMLImageElement[]) => {
          const pending = imgs.filter((i) => !i.complete && i.getClientRects().length > 0);
          pending[0]?.scrollIntoView({ block: 'center' });
          return pending.map((i) => i.currentSrc || i.getAttribute('src') || i.alt);
        }),
      { timeout: 30_000 },
    )
    .toEqual([]);
}

/**
 * Loads every picture of the page (loadAllImages) and checks that none is wider than the window
 * and that the page does not scroll sideways (`width`: the window's width), softly.
 */
export async function expectImagesFit(page: Page, route: string, width: number) {
  await loadAllImages(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect.soft(overflow, route).toBeLessThanOrEqual(0);
  for (const image of await shownImages(page))
    expect.soft(image.boxWidth, `${route} ${image.alt}`).toBeLessThanOrEqual(width);
}
