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

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
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
