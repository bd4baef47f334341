/** What the end-to-end tests read off the images a page shows. */
import type { Page } from '@playwright/test';

export interface ShownImage {
  alt: string;
  currentSrc: string;
  naturalWidth: number;
  naturalHeight: number;
  /** CSS pixels of the box the image is drawn in. */
  boxWidth: number;
  boxHeight: number;
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
        return {
          alt: img.alt,
          currentSrc: img.currentSrc,
          naturalWidth: img.naturalWidth,
          naturalHeight: img.naturalHeight,
          boxWidth: img.clientWidth,
          boxHeight: img.clientHeight,
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
 * Device pixels of width the image needs to fill its box: its box width, or more when it
 * covers a box of another shape (`object-fit: cover` crops).
 */
export function neededWidth(image: ShownImage, deviceScaleFactor: number): number {
  const aspect = image.naturalWidth / image.naturalHeight;
  const cssWidth =
    image.objectFit === 'cover'
      ? Math.max(image.boxWidth, image.boxHeight * aspect)
      : image.boxWidth;
  return cssWidth * deviceScaleFactor;
}

/** True for a request of a raster variant the image step made. */
export function isImageVariant(path: string): boolean {
  return /\/assets\/[^/]+\.(avif|webp)$/.test(path);
}

/**
 * The variants made from a content image `src` (`screens/mot-1.png` → `/assets/mot-1-<hash>.avif`):
 * Vite names each after its source file plus an eight-character hash.
 */
export function variantsOf(src: string): RegExp {
  const name = (src.split('/').pop() ?? src).replace(/\.[^.]+$/, '');
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`/assets/${escaped}-[\\w-]{8}\\.(avif|webp|svg)$`);
}
