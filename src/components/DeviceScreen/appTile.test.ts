// @vitest-environment node
import { contrastRatio, initialsOf, tileTextColour } from './appTile';

describe('initialsOf', () => {
  it.each([
    ['Pocket Ledger', 'PL'],
    ['Harbour Maps iOS', 'HM'],
    ['Lantern', 'La'],
    ["Ayşe Kaya's Portfolio", 'AK'],
    ['the-best app', 'BA'],
    ['  ', '?'],
    ['çiçek ödev', 'ÇÖ'],
  ])('%s -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('tileTextColour', () => {
  it.each(['#1f9d6b', '#2563eb', '#ea7a17', '#c026d3', '#7c3aed', '#0f766e', '#fde047', '#000000'])(
    'text on %s has at least 3:1 contrast (large text)',
    (accent) => {
      expect(contrastRatio(accent, tileTextColour(accent))).toBeGreaterThanOrEqual(3);
    },
  );
  it('is dark on a light tile and light on a dark one', () => {
    expect(tileTextColour('#fde047')).not.toBe(tileTextColour('#1e1b4b'));
  });
});
