// @vitest-environment node
import type { ImageAsset } from '@/model/view';
import { tilePictureOf, tileSizes, TILE_REM } from './appTile';

const picture = (src: string, w: number, h: number): ImageAsset => ({
  src,
  alt: src,
  file: { name: src, hash: 'h', w, h },
});

describe('tilePictureOf', () => {
  const icon = picture('icons/app.png', 192, 192);
  const screen = picture('screens/app-1.png', 1080, 2340);
  const card = picture('cards/app.jpg', 1600, 1000);
  const screens = [{ name: 'Home', description: 'Home', image: screen }];

  it('shows the project’s own icon first', () => {
    expect(tilePictureOf({ icon, screens, cardImage: card })).toBe(icon);
  });
  it('without an icon, crops the first screenshot', () => {
    expect(tilePictureOf({ screens, cardImage: card })).toBe(screen);
  });
  it('without screenshots, crops the card picture', () => {
    expect(tilePictureOf({ screens: [], cardImage: card })).toBe(card);
  });
});

describe('tileSizes', () => {
  it('is the tile’s width for a square or tall picture', () => {
    expect(tileSizes(picture('a', 1080, 2340))).toBe(`${TILE_REM.toFixed(2)}rem`);
    expect(tileSizes(picture('b', 192, 192))).toBe(`${TILE_REM.toFixed(2)}rem`);
  });
  it('is wider for a wide picture, which the square tile crops at its height', () => {
    expect(tileSizes(picture('c', 1600, 1000))).toBe(`${(TILE_REM * 1.6).toFixed(2)}rem`);
  });
});
