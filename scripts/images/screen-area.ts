/**
 * Where the screen is on an owner's own device picture (`ProjectSection.picture`), found from
 * the picture itself when the owner gives no `screenArea`: the content check and the build ask
 * this, and `npm run screen-area -- <picture>` prints it for the owner to keep in the content.
 *
 * Three ways, tried in order, each a region inside the picture (not touching its edges, at least
 * MIN_SHARE of it, filling at least MIN_FILL of its bounding box, so rounded corners pass):
 * 1. the transparent region of a cut-out frame (a PNG with its screen left see-through);
 * 2. the largest region of one colour (a switched-off or blank screen);
 * 3. what a frame of one colour encloses (the bezel around a photo's lit screen).
 * Undefined when none is found: the owner then measures the screen and gives `screenArea`.
 */
import sharp from 'sharp';
import type { Hotspot } from '../../src/model/types';

/** The smallest share of the picture a screen takes. */
export const MIN_SHARE = 0.04;
/** How much of its bounding box a screen region fills at least. */
export const MIN_FILL = 0.85;
/** The picture is read at most this many pixels on its longer side (precise to about 0.1 %). */
const ANALYSIS_SIZE = 1000;
/** Alpha below this is see-through. */
const TRANSPARENT = 32;
/** How far (0–255, per channel) a pixel of a one-colour region may be from its first pixel. */
const TOLERANCE = 18;

export interface FoundScreen {
  /** In percent of the picture, as `screenArea` takes it. */
  area: Hotspot;
  how: 'transparent' | 'one colour' | 'inside the frame';
  /** The screen's colour (`#rrggbb`), or the frame's when the screen shows a picture; none when see-through. */
  colour?: string;
}

interface Region {
  count: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  touchesEdge: boolean;
  r: number;
  g: number;
  b: number;
}

interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * The regions of 4-connected pixels `same` joins (from each region's first pixel), among the
 * pixels `eligible` allows; `labels` gets each pixel's region index (-1 for none).
 */
function regions(
  { data, width, height }: Pixels,
  eligible: (i: number) => boolean,
  same: (seed: number, i: number) => boolean,
  labels: Int32Array,
): Region[] {
  labels.fill(-1);
  const found: Region[] = [];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < width * height; start++) {
    if (labels[start] !== -1 || !eligible(start)) continue;
    const index = found.length;
    const region: Region = {
      count: 0,
      minX: width,
      minY: height,
      maxX: -1,
      maxY: -1,
      touchesEdge: false,
      r: data[start * 4] ?? 0,
      g: data[start * 4 + 1] ?? 0,
      b: data[start * 4 + 2] ?? 0,
    };
    let top = 0;
    stack[top++] = start;
    labels[start] = index;
    while (top > 0) {
      const i = stack[--top] ?? 0;
      const x = i % width;
      const y = (i - x) / width;
      region.count += 1;
      if (x < region.minX) region.minX = x;
      if (x > region.maxX) region.maxX = x;
      if (y < region.minY) region.minY = y;
      if (y > region.maxY) region.maxY = y;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) region.touchesEdge = true;
      const next = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const n of next) {
        if (n < 0 || n >= width * height || labels[n] !== -1) continue;
        if (!eligible(n) || !same(start, n)) continue;
        labels[n] = index;
        stack[top++] = n;
      }
    }
    found.push(region);
  }
  return found;
}

function isScreenLike(region: Region, total: number): boolean {
  const box = (region.maxX - region.minX + 1) * (region.maxY - region.minY + 1);
  return !region.touchesEdge && region.count >= total * MIN_SHARE && region.count / box >= MIN_FILL;
}

function largestScreenLike(found: readonly Region[], total: number): Region | undefined {
  return found.filter((region) => isScreenLike(region, total)).sort((a, b) => b.count - a.count)[0];
}

const round = (value: number) => Math.round(value * 100) / 100;

function areaOf(region: Region, { width, height }: Pixels): Hotspot {
  return {
    x: round((region.minX / width) * 100),
    y: round((region.minY / height) * 100),
    width: round(((region.maxX - region.minX + 1) / width) * 100),
    height: round(((region.maxY - region.minY + 1) / height) * 100),
  };
}

const hex = ({ r, g, b }: Pick<Region, 'r' | 'g' | 'b'>) =>
  `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/**
 * The largest screen-like region a frame (region `frame` of `labels`) encloses: the pixels
 * that cannot reach the picture's edge without crossing the frame.
 */
function enclosedBy(frame: number, pixels: Pixels, labels: Int32Array): Region | undefined {
  const { width, height } = pixels;
  const total = width * height;
  const outside = new Uint8Array(total);
  const stack = new Int32Array(total);
  let top = 0;
  for (let i = 0; i < total; i++) {
    const x = i % width;
    const y = (i - x) / width;
    const isEdge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
    if (isEdge && labels[i] !== frame) {
      outside[i] = 1;
      stack[top++] = i;
    }
  }
  while (top > 0) {
    const i = stack[--top] ?? 0;
    const x = i % width;
    for (const n of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (n < 0 || n >= total || outside[n] || labels[n] === frame) continue;
      outside[n] = 1;
      stack[top++] = n;
    }
  }
  const holeLabels = new Int32Array(total);
  const holes = regions(
    pixels,
    (i) => !outside[i] && labels[i] !== frame,
    () => true,
    holeLabels,
  );
  return largestScreenLike(holes, total);
}

/** The screen of the device picture `input` (a file or its bytes), or undefined. */
export async function findScreenArea(input: string | Buffer): Promise<FoundScreen | undefined> {
  const { data, info } = await sharp(input)
    .rotate()
    .resize({
      width: ANALYSIS_SIZE,
      height: ANALYSIS_SIZE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels: Pixels = { data, width: info.width, height: info.height };
  const total = info.width * info.height;
  const labels = new Int32Array(total);
  const alpha = (i: number) => data[i * 4 + 3] ?? 255;

  const clear = regions(
    pixels,
    (i) => alpha(i) < TRANSPARENT,
    () => true,
    labels,
  );
  const seeThrough = largestScreenLike(clear, total);
  if (seeThrough) return { area: areaOf(seeThrough, pixels), how: 'transparent' };

  const near = (seed: number, i: number) =>
    Math.abs((data[seed * 4] ?? 0) - (data[i * 4] ?? 0)) <= TOLERANCE &&
    Math.abs((data[seed * 4 + 1] ?? 0) - (data[i * 4 + 1] ?? 0)) <= TOLERANCE &&
    Math.abs((data[seed * 4 + 2] ?? 0) - (data[i * 4 + 2] ?? 0)) <= TOLERANCE;
  const solid = regions(pixels, (i) => alpha(i) >= TRANSPARENT, near, labels);
  const blank = largestScreenLike(solid, total);
  if (blank) return { area: areaOf(blank, pixels), how: 'one colour', colour: hex(blank) };

  // A frame: a one-colour region inside the picture that spans much of it, though it fills
  // little of its own bounding box (a ring).
  const frames = solid
    .map((region, index) => ({ region, index }))
    .filter(({ region }) => {
      const width = region.maxX - region.minX + 1;
      const height = region.maxY - region.minY + 1;
      return (
        !region.touchesEdge &&
        region.count >= total * 0.01 &&
        region.count / (width * height) < 0.5 &&
        width >= info.width * 0.3 &&
        height >= info.height * 0.3
      );
    })
    .sort((a, b) => b.region.count - a.region.count)
    .slice(0, 6);
  let best: { screen: Region; frame: Region } | undefined;
  for (const { region, index } of frames) {
    const screen = enclosedBy(index, pixels, labels);
    if (screen && (!best || screen.count > best.screen.count)) best = { screen, frame: region };
  }
  return best
    ? { area: areaOf(best.screen, pixels), how: 'inside the frame', colour: hex(best.frame) }
    : undefined;
}

/** The area as the owner pastes it into projects.ts: `screenArea: { x: …, … },`. */
export function screenAreaLine(area: Hotspot): string {
  return `screenArea: { x: ${area.x}, y: ${area.y}, width: ${area.width}, height: ${area.height} },`;
}

/** What the owner is told when no screen can be found on `picture` (its path under images/). */
export function noScreenSentence(picture: string): string {
  return `no screen could be found on ${picture} (no see-through region, no region of one colour, nothing a frame of one colour encloses). Give the section its screenArea: where the screen is, as x, y, width and height in percent of the picture, e.g. screenArea: { x: 6, y: 5, width: 88, height: 72 } (x is the screen's left edge ÷ the picture's width × 100).`;
}
