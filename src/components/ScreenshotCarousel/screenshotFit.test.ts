// @vitest-environment node
import { SCREENSHOT_SIZES, screenshotFit } from './ScreenshotCarousel';

describe('a screenshot on its screen', () => {
  const screen = { shape: 16 / 10, boxShape: 16 / 10 };

  it('fills a screen of its shape, with the sizes as given', () => {
    expect(screenshotFit({ w: 1600, h: 1000 }, screen, SCREENSHOT_SIZES.desktop)).toEqual({
      sizes: SCREENSHOT_SIZES.desktop,
    });
    // Nothing known of the screen or the file: as before.
    expect(screenshotFit(undefined, screen, '10rem')).toEqual({ sizes: '10rem' });
    expect(screenshotFit({ w: 4, h: 3 }, undefined, '10rem')).toEqual({ sizes: '10rem' });
  });

  it('is fitted whole into a screen of another shape, its sizes the width it is drawn at', () => {
    const fitted = screenshotFit({ w: 1024, h: 768 }, screen, '10rem, 20rem');
    expect(fitted).toEqual({
      sizes: 'calc(10rem * 0.8333), calc(20rem * 0.8333)',
      'data-fit': 'contain',
      style: { '--shot-aspect': '1.3333' },
    });
    // Wider than the screen: the whole width, bars above and below.
    expect(screenshotFit({ w: 2100, h: 900 }, screen, '10rem')).toMatchObject({
      sizes: '10rem',
      'data-fit': 'contain',
    });
  });
});
