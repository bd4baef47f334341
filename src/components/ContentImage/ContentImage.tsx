import type { ImgHTMLAttributes } from 'react';
import { langOf } from '@/i18n/localise';
import type { ImageAsset } from '@/model/view';
import { variantPath, variantWidths, type VariantFormat } from '@/lib/imageVariants';
import { asset } from '@/lib/paths';

type ContentImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt' | 'width' | 'height' | 'sizes'
> & {
  image: ImageAsset;
  /**
   * How wide the image is shown in each layout, as in the `sizes` attribute: the browser picks
   * the variant that fits it. Must match the CSS (see where each component sets it).
   */
  sizes: string;
};

/** `srcset` of one format of a raster picture: every variant the build made, by width. */
export function variantSrcset(name: string, hash: string, width: number, format: VariantFormat) {
  return variantWidths(width)
    .map((w) => `${asset(variantPath(name, hash, w, format))} ${w}w`)
    .join(', ');
}

/**
 * An image from the content, as the build made it: AVIF and WebP variants for the browser to
 * choose from by `sizes`, its intrinsic size (so the page never shifts while it loads), decoded
 * off the main thread. An SVG is shown as it is. Pass `loading="lazy"` below the fold.
 */
export function ContentImage({ image, sizes, ...rest }: ContentImageProps) {
  const { file, alt } = image;
  if (!file) throw new Error(`The image ${image.src} was not processed by the build.`);
  // An untranslated alt text says which language it is in.
  const common = {
    width: file.w,
    height: file.h,
    decoding: 'async',
    lang: langOf(image, 'alt'),
    ...rest,
  } as const;
  if ('src' in file) return <img src={file.src} alt={alt} {...common} />;
  const { name, hash, w } = file;
  const webp = variantSrcset(name, hash, w, 'webp');
  return (
    <picture>
      <source type="image/avif" srcSet={variantSrcset(name, hash, w, 'avif')} sizes={sizes} />
      <img
        src={asset(variantPath(name, hash, Math.min(w, 800), 'webp'))}
        srcSet={webp}
        sizes={sizes}
        alt={alt}
        {...common}
      />
    </picture>
  );
}
