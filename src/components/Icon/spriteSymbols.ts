/** The id of the page's inline sprite of interface icons (IconSprite; filled by scripts/inline-icons.ts). */
export const ICON_SPRITE_ID = 'ui-icons';

/** A <symbol> of an SVG sprite with its id (sprites hold no nested symbols). */
const SYMBOL = /<symbol\b[^>]*?\bid="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g;

/** The symbols of a sprite file's text, by id, in the file's order. */
export function symbolsIn(sprite: string): Map<string, string> {
  return new Map([...sprite.matchAll(SYMBOL)].map((match) => [match[1] as string, match[0]]));
}
