// @vitest-environment node
import {
  DENSE_AVIF_QUALITY,
  DENSE_VARIANT_WIDTH,
  encodingOf,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
} from './imageVariants';

describe('encodingOf', () => {
  const base = (format: string) => VARIANT_FORMATS.find((f) => f.format === format);

  it('encodes AVIF for dense screens at the lower quality, narrower variants as set', () => {
    for (const width of VARIANT_WIDTHS) {
      const { quality, effort } = encodingOf('avif', width);
      expect(effort).toBe(base('avif')?.effort);
      expect(quality).toBe(
        width >= DENSE_VARIANT_WIDTH ? DENSE_AVIF_QUALITY : base('avif')?.quality,
      );
    }
    expect(DENSE_AVIF_QUALITY).toBeLessThan(base('avif')?.quality ?? 0);
  });

  it('keeps WebP (the fallback) at its one quality', () => {
    for (const width of VARIANT_WIDTHS)
      expect(encodingOf('webp', width)).toEqual({
        quality: base('webp')?.quality,
        effort: base('webp')?.effort,
      });
  });
});
