import type { ImgHTMLAttributes } from 'react';
import type { ImageAsset } from '@/content/types';

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

/**
 * An image from the content, as the build made it: AVIF and WebP variants for the browser to
 * choose from by `sizes`, its intrinsic size (so the page never shifts while it loads), decoded
 * off the main thread. Pass `loading="lazy"` for images below the fold.
 */
export function ContentImage({ image, sizes, ...rest }: ContentImageProps) {
  const { file, alt } = image;
  if (!file) throw new Error(`The image ${image.src} was not processed by the build.`);
  const { avif, webp } = file.sources;
  const img = (
    <img
      src={file.img.src}
      srcSet={webp}
      sizes={webp ? sizes : undefined}
      alt={alt}
      width={file.img.w}
      height={file.img.h}
      decoding="async"
      {...rest}
    />
  );
  if (!avif) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}
