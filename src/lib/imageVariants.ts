/**
 * The variants the build makes of each raster picture, shared by the build step
 * (scripts/images/plugin.ts) and the page (ContentImage), which rebuilds their URLs from the
 * picture's name, hash and width instead of shipping every URL in the JavaScript.
 *
 * Widths grow by at most about 1.28× per step, so a browser never needs to download more than
 * about 1.6× the pixels it shows; they cover a 200 px phone screenshot on a 1× screen up to a
 * full-width picture on a 1920 px window. Widths above the file's own are dropped and the file's
 * own width is used instead (never upscaled).
 */
export const VARIANT_WIDTHS = [200, 256, 320, 400, 512, 640, 800, 1024, 1280, 1600, 1920] as const;

/**
 * AVIF first (smallest), WebP for browsers without AVIF (every current browser has one of the
 * two, so no JPEG/PNG copy is made). Quality chosen by eye on screenshots with small text.
 * AVIF at effort 2 instead of the encoder's default 4 encodes about five times faster (a first
 * build of the sample: 2 min of encoding → under 30 s); quality 56 there gives the files of
 * effort 4 at quality 60 within 2 %.
 */
export const VARIANT_FORMATS = [
  { format: 'avif', quality: 56, effort: 2 },
  { format: 'webp', quality: 80, effort: 4 },
] as const;

export type VariantFormat = (typeof VARIANT_FORMATS)[number]['format'];

/**
 * Variants this wide or wider serve dense screens (a phone at 2–3×) or pictures shown large: their
 * AVIF is encoded at DENSE_AVIF_QUALITY, whose finer artefacts such a screen does not resolve. On
 * the sample's home cards and screenshots at 1280 px it saves about a fifth (26.1 → 19.2 KB,
 * 51.6 → 40 KB), which keeps a phone's first visit within its budget now that the cards and the
 * Projects list show real screenshots.
 */
export const DENSE_VARIANT_WIDTH = 1024;
export const DENSE_AVIF_QUALITY = 46;

/** The encoder settings of one variant. */
export function encodingOf(
  format: VariantFormat,
  width: number,
): { quality: number; effort: number } {
  const settings = VARIANT_FORMATS.find((f) => f.format === format) ?? VARIANT_FORMATS[0];
  const dense = format === 'avif' && width >= DENSE_VARIANT_WIDTH;
  return { quality: dense ? DENSE_AVIF_QUALITY : settings.quality, effort: settings.effort };
}

/** File types the owner may name in content. */
export const RASTER_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.avif'] as const;
export const IMAGE_EXTENSIONS = [...RASTER_EXTENSIONS, '.svg'] as const;

/** The widths made of a file `intrinsicWidth` pixels wide. */
export function variantWidths(intrinsicWidth: number): number[] {
  const largest = Math.min(
    intrinsicWidth,
    VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? intrinsicWidth,
  );
  return [...VARIANT_WIDTHS.filter((w) => w < largest), largest];
}

/** Path of one variant under the site root: `assets/mot-1-Ab3dE9_xQz-640.avif`. */
export function variantPath(name: string, hash: string, width: number, format: VariantFormat) {
  return `assets/${name}-${hash}-${width}.${format}`;
}

/**
 * The name of a picture's variants, from its file name, safe in a URL:
 * `screens/Screenshot 2024-05-01 at 10.00.png` → `Screenshot-2024-05-01-at-10-00`.
 */
export function safeName(file: string): string {
  const base = (file.split(/[\\/]/).pop() ?? file).replace(/\.[^.]*$/, '');
  return base.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'image';
}
