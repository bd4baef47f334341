// @vitest-environment node
import { areaShape, fillsScreen, fittedWidthShare, scaleSizes } from './screenFit';

describe('a screenshot on its screen', () => {
  it('fills a screen of its own shape, and is fitted inside one of another', () => {
    expect(fillsScreen(16 / 10, 16 / 10)).toBe(true);
    expect(fillsScreen(1.6, 1.62)).toBe(true);
    expect(fillsScreen(4 / 3, 16 / 10)).toBe(false);
    expect(fillsScreen(9 / 16, 9 / 19.5)).toBe(false);
  });

  it('measures a screen area on its picture, and the width a fitted picture takes', () => {
    expect(areaShape({ x: 0, y: 0, width: 50, height: 50 }, 1600, 900)).toBeCloseTo(16 / 9);
    expect(fittedWidthShare(4 / 3, 16 / 10)).toBeCloseTo(0.8333);
    // Wider than the box: the whole width, bars above and below.
    expect(fittedWidthShare(16 / 9, 4 / 3)).toBe(1);
  });

  it('scales every width of a sizes attribute, keeping its media conditions', () => {
    expect(scaleSizes('(max-width: 960px) 16rem, 17.5rem', 0.8)).toBe(
      '(max-width: 960px) calc(16rem * 0.8000), calc(17.5rem * 0.8000)',
    );
    expect(
      scaleSizes(
        '(max-width: 960px) calc(min(17rem, 100vw - 3.5rem) * 0.932), calc(min(18.5rem, (100vh - 18rem) * 0.5)) ',
        0.5,
      ),
    ).toBe(
      '(max-width: 960px) calc(calc(min(17rem, 100vw - 3.5rem) * 0.932) * 0.5000), calc(calc(min(18.5rem, (100vh - 18rem) * 0.5)) * 0.5000)',
    );
    expect(scaleSizes('(min-width: 40em) and (max-width: 60em) 50vw, 100vw', 0.25)).toBe(
      '(min-width: 40em) and (max-width: 60em) calc(50vw * 0.2500), calc(100vw * 0.2500)',
    );
    expect(scaleSizes('100vw', 1)).toBe('100vw');
  });
});
