import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ICON_SPRITE_ID, symbolsIn } from '../src/components/Icon/spriteSymbols';
import { UI_SPRITE_PATH } from '../src/components/Icon/Icon';
import { rewritePages, type BuildStep } from './build-step';

/**
 * Each page's interface icons travel inside its HTML: the step copies the <symbol>s a page
 * draws (`<use href="#icon-…">`) from the built sprite into the page's empty inline sprite, so
 * the first paint draws every icon without requesting the sprite (a request the browser would
 * otherwise make while painting the first view). IconSprite adds the remaining symbols after
 * hydration.
 *
 * Fails the build if a page draws an icon the sprite lacks, or draws icons without the sprite.
 */

const USED_ICON = /<use href="#(icon-[a-z0-9-]+)"/g;
const EMPTY_SPRITE = new RegExp(`(<svg id="${ICON_SPRITE_ID}"[^>]*>)(</svg>)`);

export function inlineIconsInHtml(html: string, symbols: ReadonlyMap<string, string>): string {
  const used = [...new Set([...html.matchAll(USED_ICON)].map((match) => match[1] as string))];
  if (used.length === 0) return html;
  if (!EMPTY_SPRITE.test(html)) {
    throw new Error(
      `inline-icons: the page draws ${used.join(', ')} but has no empty #${ICON_SPRITE_ID}`,
    );
  }
  const markup = used.map((id) => {
    const symbol = symbols.get(id);
    if (!symbol)
      throw new Error(`inline-icons: ${UI_SPRITE_PATH} has no symbol "${id}"; run npm run icons`);
    return symbol;
  });
  return html.replace(
    EMPTY_SPRITE,
    (_match, open: string, close: string) => open + markup.join('') + close,
  );
}

/** Build step: runs after the SVGs are optimised, so pages carry the optimised symbols. */
export const inlineIcons: BuildStep = ({ dist }) => {
  const symbols = symbolsIn(readFileSync(path.join(dist, UI_SPRITE_PATH.slice(1)), 'utf8'));
  rewritePages(dist, (html) => inlineIconsInHtml(html, symbols));
};
