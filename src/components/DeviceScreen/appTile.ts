import type { Project } from '@/model/view';
import { isHexColour } from '@/lib/colour';

/** Small words that do not make an initial ("Money on Track" -> "MT"). */
const SMALL_WORDS = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'the', 'to', 'with']);

/**
 * The letters of a generated app tile: the first letters of the first two significant words
 * ("Money on Track" -> "MT"), or the first two letters of a single word ("Robber" -> "Ro").
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s\-_/]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word.length > 0);
  const significant = words.filter((word) => !SMALL_WORDS.has(word.toLowerCase()));
  const chosen = significant.length > 0 ? significant : words;
  const [first, second] = chosen;
  if (!first) return '?';
  if (!second) return Array.from(first).slice(0, 2).join('');
  return `${Array.from(first)[0] ?? ''}${Array.from(second)[0] ?? ''}`.toLocaleUpperCase('en');
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

export const TILE_TEXT_LIGHT = '#ffffff';
export const TILE_TEXT_DARK = '#111418';

/** The text colour (white or near-black) that reads best on a tile of the given colour. */
export function tileTextColour(accent: string): string {
  if (!isHexColour(accent)) return TILE_TEXT_LIGHT;
  return contrastRatio(accent, TILE_TEXT_LIGHT) >= contrastRatio(accent, TILE_TEXT_DARK)
    ? TILE_TEXT_LIGHT
    : TILE_TEXT_DARK;
}

/** What a generated icon shows: its letters and its colour. */
export interface TileFace {
  label: string;
  colour: string;
}

/** Letters to try for a name, best first: its initials, then first and last word. */
function labelCandidates(name: string): string[] {
  const words = name.split(/[\s\-_/]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const first = Array.from(words[0] ?? '?');
  const last = Array.from(words.at(-1) ?? '');
  const upper = (text: string) => text.toLocaleUpperCase('en');
  return [
    initialsOf(name),
    upper(`${first[0] ?? ''}${last[0] ?? ''}`),
    `${upper(first[0] ?? '')}${last.slice(0, 2).join('')}`,
    `${upper(first[0] ?? '')}${last.join('').slice(0, 3)}`,
  ].filter((label) => label.length > 0);
}

/** `#rrggbb` turned around the colour wheel by `degrees` (keeping lightness and saturation). */
export function rotateHue(hex: string, degrees: number): string {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  h = (((h * 60 + degrees) % 360) + 360) % 360;
  // A grey has no hue to turn: give it one, so copies still differ.
  const sat = s < 0.15 ? 0.45 : s;
  const c = (1 - Math.abs(2 * l - 1)) * sat;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return `#${[r1, g1, b1]
    .map((v) =>
      Math.round((v + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The generated icons of one home screen, in order: no two alike. Each takes its project's
 * accent and initials; letters another icon already shows give way to other letters from the
 * name ('MountDoug Maps Android' -> 'MA'), and a colour another icon already has is turned
 * around the wheel (by the golden angle, so even thirty copies of one project stay apart).
 */
export function tileFaces(
  projects: readonly Pick<Project, 'name' | 'accent'>[],
  neutral = '#4b5563',
): TileFace[] {
  const takenLabels = new Set<string>();
  const colourCount = new Map<string, number>();
  return projects.map((project) => {
    const base = isHexColour(project.accent) ? project.accent.toLowerCase() : neutral;
    const candidates = labelCandidates(project.name);
    const seen = colourCount.get(base) ?? 0;
    colourCount.set(base, seen + 1);
    const colour = seen === 0 ? base : rotateHue(base, seen * 137.5);
    const label = candidates.find((text) => !takenLabels.has(text)) ?? candidates[0] ?? '?';
    takenLabels.add(label);
    return { label, colour };
  });
}
