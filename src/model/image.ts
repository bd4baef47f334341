import type { ImageAsset, ImageFile, Text } from './types';

/**
 * An image of the content: `image('cards/my-app.png', 'What the picture shows')`. The path is
 * relative to the content folder's `images/`. Write only the first two arguments: the build
 * (scripts/images/plugin.ts) adds the third, the processed file with its size and variants.
 */
export function image(src: string, alt: Text, file?: ImageFile): ImageAsset {
  return file ? { src, alt, file } : { src, alt };
}
