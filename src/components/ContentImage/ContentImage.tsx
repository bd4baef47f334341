import type { ImgHTMLAttributes } from 'react';
import type { ImageAsset } from '@/content/types';
import { asset } from '@/lib/paths';

type ContentImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
> & {
  image: ImageAsset;
};

/**
 * An image from the content: its file under the base path, its alt text and its intrinsic size
 * (so the page never shifts while it loads), decoded off the main thread. Pass
 * `loading="lazy"` for images below the fold.
 */
export function ContentImage({ image, ...rest }: ContentImageProps) {
  return (
    <img
      src={asset(image.src)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      {...rest}
    />
  );
}
