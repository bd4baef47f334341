// @vitest-environment node
import { keepUnits, NO_BREAK_SPACE as NB } from './keepUnits';

describe('keepUnits', () => {
  it('joins a number and the unit after it with a no-break space', () => {
    expect(keepUnits('From 4.1 s to 1.3 s: what made a booking page slow')).toBe(
      `From 4.1${NB}s to 1.3${NB}s: what made a booking page slow`,
    );
    expect(keepUnits('Cutting 120 KB and 300 ms')).toBe(`Cutting 120${NB}KB and 300${NB}ms`);
    expect(keepUnits('1,200 km/h, 60 fps, 30 % faster, 3 x smaller')).toBe(
      `1,200${NB}km/h, 60${NB}fps, 30${NB}% faster, 3${NB}x smaller`,
    );
  });

  it('takes the longest unit that stands as a word of its own', () => {
    expect(keepUnits('in 2 min.')).toBe(`in 2${NB}min.`);
    expect(keepUnits('2 ms)')).toBe(`2${NB}ms)`);
    expect(keepUnits('5 km away')).toBe(`5${NB}km away`);
  });

  it('leaves numbers before words, and words that start like a unit, alone', () => {
    for (const text of [
      '3 apps in 2 years',
      'Top 10 mistakes',
      'Version 2 shipped',
      '4 steps to go',
      'List<T> & the questions I couldn’t answer',
      '2025 highlights',
    ])
      expect(keepUnits(text)).toBe(text);
  });

  it('leaves text without numbers unchanged, and is idempotent', () => {
    expect(keepUnits('Porting Harbour Maps to Android')).toBe('Porting Harbour Maps to Android');
    const once = keepUnits('From 4.1 s to 1.3 s');
    expect(keepUnits(once)).toBe(once);
  });
});
