/**
 * How a screenshot sits on its device's screen. One whose shape is the screen's (within
 * FIT_TOLERANCE) fills it edge to edge; any other is shown whole, fitted inside the screen on
 * the screen's colour (like `object-fit: contain`), never cropped: a 4:3 game screenshot on a
 * 16:10 monitor keeps its player character. The content check names each fitted screenshot and
 * the shape the screen wants (scripts/content/device-pictures.ts), with the same rule.
 */
import type { Hotspot } from '@/model/types';

/** Shapes closer than this (3 %) count as the same: the sliver cropped is not seen. */
export const FIT_TOLERANCE = 0.03;

/** Whether a screenshot of shape `shot` (width ÷ height) fills a screen of shape `screen`. */
export function fillsScreen(shot: number, screen: number): boolean {
  return Math.abs(shot / screen - 1) <= FIT_TOLERANCE;
}

/** The shape (width ÷ height) of a screen area on a picture of `width` × `height` pixels. */
export function areaShape(area: Hotspot, width: number, height: number): number {
  return (area.width * width) / (area.height * height);
}

/**
 * The share of the box's width a picture of shape `shot` is drawn at when fitted inside a box
 * of shape `box`: less than 1 when it is narrower than the box (bars at its sides).
 */
export function fittedWidthShare(shot: number, box: number): number {
  return Math.min(1, shot / box);
}

/** The indexes of `text`'s characters `char` outside parentheses. */
function topLevel(text: string, char: string): number[] {
  const found: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') depth -= 1;
    else if (text[i] === char && depth === 0) found.push(i);
  }
  return found;
}

/**
 * A `sizes` attribute with every width multiplied by `share` (the picture drawn at that share of
 * the width `sizes` gives): `(max-width: 960px) 16rem, 17.5rem` × 0.8 →
 * `(max-width: 960px) calc(16rem * 0.8000), calc(17.5rem * 0.8000)`. Unchanged for a share of 1.
 */
export function scaleSizes(sizes: string, share: number): string {
  if (share >= 1) return sizes;
  const factor = share.toFixed(4);
  const commas = topLevel(sizes, ',');
  return [-1, ...commas]
    .map((comma, i) => sizes.slice(comma + 1, commas[i] ?? sizes.length).trim())
    .map((entry) => {
      // The width is the entry's last word outside parentheses; a media condition may precede it.
      const space = topLevel(entry, ' ').at(-1) ?? -1;
      const condition = entry.slice(0, space + 1);
      return `${condition}calc(${entry.slice(space + 1)} * ${factor})`;
    })
    .join(', ');
}
