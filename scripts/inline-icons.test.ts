import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon } from '../src/components/Icon/Icon';
import { IconSprite } from '../src/components/Icon/IconSprite';
import { ICON_NAMES, iconSymbolId } from '../src/components/Icon/iconNames';
import { ICON_SPRITE_ID, symbolsIn } from '../src/components/Icon/spriteSymbols';
import { UI_SPRITE_FILE } from './icon-sprites';
import { inlineIconsInHtml } from './inline-icons';

const symbols = symbolsIn(readFileSync(UI_SPRITE_FILE, 'utf8'));
const [first, second] = ICON_NAMES;

/** A prerendered page as React renders it: icons in the page, the empty sprite at the end. */
function page(...names: (typeof ICON_NAMES)[number][]): string {
  const icons = names.map((name) => renderToStaticMarkup(createElement(Icon, { name }))).join('');
  return `<body><nav>${icons}</nav>${renderToStaticMarkup(createElement(IconSprite))}</body>`;
}

/** The ids of the symbols inside the page's sprite, in order. */
function inlined(html: string): string[] {
  const sprite = new DOMParser().parseFromString(html, 'text/html').getElementById(ICON_SPRITE_ID);
  return [...(sprite?.querySelectorAll('symbol') ?? [])].map((symbol) => symbol.id);
}

describe('inlineIconsInHtml', () => {
  it('holds every icon of the sprite file', () => {
    expect([...symbols.keys()].sort()).toEqual(ICON_NAMES.map(iconSymbolId).sort());
  });

  it('copies the symbols a page draws into its sprite, each once, in the order drawn', () => {
    const html = inlineIconsInHtml(page(second, first, second), symbols);
    expect(inlined(html)).toEqual([iconSymbolId(second), iconSymbolId(first)]);
    expect(html).toContain(symbols.get(iconSymbolId(first)));
  });

  it('leaves a page without icons as it is', () => {
    const html = page();
    expect(inlineIconsInHtml(html, symbols)).toBe(html);
  });

  it('reads only <use> references, not links to a fragment of the same name', () => {
    const html = page(first).replace('<nav>', `<nav><a href="#${iconSymbolId(second)}">x</a>`);
    expect(inlined(inlineIconsInHtml(html, symbols))).toEqual([iconSymbolId(first)]);
  });

  it('fails the build for an icon the sprite lacks, naming it and the fix', () => {
    const html = page(first).replace(iconSymbolId(first), 'icon-not-drawn');
    expect(() => inlineIconsInHtml(html, symbols)).toThrow(/"icon-not-drawn".*npm run icons/);
  });

  it('fails the build for icons on a page without the sprite', () => {
    const html = page(first).replace(`id="${ICON_SPRITE_ID}"`, 'id="elsewhere"');
    expect(() => inlineIconsInHtml(html, symbols)).toThrow(
      new RegExp(`no empty #${ICON_SPRITE_ID}`),
    );
  });
});
