// @vitest-environment node
/** The drawn width of a picture by `object-fit`, and the `sizes` check built on it (images.spec). */
import { describe, expect, it } from 'vitest';
import { drawnWidth, sizesProblem } from './drawnWidth';

const box = (objectFit: string) => ({ boxWidth: 400, boxHeight: 300, objectFit });
const phoneScreenshot = 9 / 19.5;
const wide = 16 / 9;

describe('drawn width', () => {
  it('is the content box for fill, more for cover, less for contain in a box of another shape', () => {
    expect(drawnWidth(box('fill'), phoneScreenshot)).toBe(400);
    expect(drawnWidth(box('cover'), wide)).toBeCloseTo(533.3, 1);
    expect(drawnWidth(box('contain'), phoneScreenshot)).toBeCloseTo(138.5, 1);
    expect(drawnWidth(box('contain'), wide)).toBe(400);
  });
});

describe('sizes accuracy', () => {
  it('passes a contained picture drawn 324 px wide whose sizes says 325 px', () => {
    const drawn = drawnWidth({ boxWidth: 400, boxHeight: 540, objectFit: 'contain' }, 0.6);
    expect(drawn).toBe(324);
    expect(sizesProblem(325, drawn)).toBeUndefined();
  });

  it('allows rounding on a small picture', () => {
    expect(sizesProblem(9, 8)).toBeUndefined();
  });

  it('fails sizes that give the box, not the contained picture', () => {
    const drawn = drawnWidth({ boxWidth: 400, boxHeight: 540, objectFit: 'contain' }, 0.3);
    expect(sizesProblem(400, drawn)).toMatch(/sizes gives 400 px for a picture drawn 162 px wide/);
  });

  it('fails sizes far from the drawn width either way', () => {
    expect(sizesProblem(100, 390)).toBeDefined();
    expect(sizesProblem(390, 100)).toBeDefined();
  });
});
