/**
 * A raster picture's size as it is shown: EXIF orientations 5–8 are quarter turns (a phone
 * photo taken upright is often stored sideways with such a tag), so width and height swap.
 * The image step and the image check both read sizes through this, so they agree.
 */
export function uprightSize(metadata: {
  width?: number;
  height?: number;
  orientation?: number;
}): { width: number; height: number } | undefined {
  const { width, height, orientation } = metadata;
  if (!width || !height) return undefined;
  return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}
