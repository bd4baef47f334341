/**
 * The width a picture is drawn at inside its element, by `object-fit`, and whether its `sizes`
 * says that width (issue 51: a picture drawn 324 px wide with `object-fit: contain` in a wider
 * box, whose `sizes` said 325 px, was failed against the box's width).
 */

/** An `<img>`'s content box (CSS pixels) and how the picture fits it. */
export interface FittedBox {
  /** Width and height of the content box: the element's box without its padding. */
  boxWidth: number;
  boxHeight: number;
  /** Its computed `object-fit`. */
  objectFit: string;
}

/**
 * CSS pixels of width the picture is drawn at, for its intrinsic aspect ratio (width / height):
 * the box's width (`fill`), more when it covers a box of another shape (`cover` crops), less when
 * it is contained in one (`contain`, `scale-down`: letterboxed).
 */
export function drawnWidth(box: FittedBox, aspect: number): number {
  if (box.boxHeight <= 0 || !Number.isFinite(aspect) || aspect <= 0) return box.boxWidth;
  const byHeight = box.boxHeight * aspect;
  switch (box.objectFit) {
    case 'cover':
      return Math.max(box.boxWidth, byHeight);
    case 'contain':
    case 'scale-down':
      return Math.min(box.boxWidth, byHeight);
    default:
      return box.boxWidth;
  }
}

/** How far `sizes` may be from the drawn width: 15 %, and never less than rounding (1.5 px). */
export const SIZES_TOLERANCE = { ratio: 0.15, pixels: 1.5 } as const;

/**
 * Why `sizes` (the width it gives for this layout, CSS pixels) misstates the drawn width, or
 * undefined when it is within the tolerance.
 */
export function sizesProblem(sizesWidth: number, drawn: number): string | undefined {
  const allowed = Math.max(SIZES_TOLERANCE.pixels, SIZES_TOLERANCE.ratio * drawn);
  if (Math.abs(sizesWidth - drawn) <= allowed) return undefined;
  return `sizes gives ${Math.round(sizesWidth)} px for a picture drawn ${Math.round(drawn)} px wide (at most ${allowed.toFixed(1)} px apart)`;
}
