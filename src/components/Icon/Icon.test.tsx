import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { buildUiSprite, UI_SPRITE_FILE } from '../../../scripts/icon-sprites';
import { Icon } from './Icon';
import { ICON_NAMES, iconSymbolId, type IconName } from './iconNames';
import { UI_ICONS } from './iconSources';

const sprite = () =>
  new DOMParser().parseFromString(readFileSync(UI_SPRITE_FILE, 'utf8'), 'image/svg+xml');

describe('Icon', () => {
  it('every icon name has a source drawing', () => {
    expect(Object.keys(UI_ICONS).sort()).toEqual([...ICON_NAMES].sort());
  });

  it.each([...ICON_NAMES])(
    'draws %s from its symbol in the page, which the sprite holds',
    (name) => {
      const { container } = render(<Icon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg?.querySelector('use')).toHaveAttribute('href', `#${iconSymbolId(name)}`);
      const symbol = sprite().getElementById(iconSymbolId(name));
      expect(symbol?.tagName).toBe('symbol');
      expect(symbol?.querySelector('path, circle, rect, line, polyline, polygon')).not.toBeNull();
    },
  );

  it('keeps each icon’s own paint: Lucide outlines stroke, Font Awesome shapes fill', () => {
    const paint = (name: IconName, attribute: string) =>
      sprite().getElementById(iconSymbolId(name))?.querySelector('g')?.getAttribute(attribute);
    expect(paint('menu', 'fill')).toBe('none');
    expect(paint('menu', 'stroke-width')).toBe('2');
    expect(paint('github', 'fill')).toBe('currentColor');
  });

  it('the committed sprite is up to date (run `npm run icons` after changing the icons)', () => {
    expect(readFileSync(UI_SPRITE_FILE, 'utf8')).toBe(buildUiSprite());
  });
});
