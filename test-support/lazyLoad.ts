/**
 * Chromium's lazy-load distance (issue 51: a lazy picture in a short post was counted as loaded
 * before the first paint, though Chromium loads it on purpose). Chromium starts fetching a
 * `loading="lazy"` image once it comes within a distance of the viewport: 1250 px on a fast
 * connection (effective type '4g'), 2500 px on a slower or unknown one (Chromium's
 * `lazyImageLoadingDistanceThresholdPx`, web.dev "Browser-level image lazy loading").
 */

/** Chromium's lazy-load distance in CSS pixels for a connection's effective type. */
export function lazyLoadDistance(effectiveType: string | undefined): number {
  return effectiveType === '4g' ? 1250 : 2500;
}

/** A picture's box in page coordinates (CSS pixels from the page's top left), and how it loads. */
export interface PlacedPicture {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** False when the layout draws it nowhere (`display: none`). */
  shown: boolean;
  lazy: boolean;
}

/**
 * True when a browser that has not scrolled fetches the picture at once by its own rules: an
 * eager one in the first view, a lazy one within the lazy-load distance of it (measured from
 * the viewport's edges: below, from its bottom). An eager picture further down is not: it
 * should be lazy.
 */
export function fetchedAtOnce(
  picture: PlacedPicture,
  viewport: { width: number; height: number },
  distance: number,
): boolean {
  if (!picture.shown) return false;
  const margin = picture.lazy ? distance : 0;
  return (
    picture.top < viewport.height + margin &&
    picture.bottom > -margin &&
    picture.left < viewport.width + margin &&
    picture.right > -margin
  );
}
