import { parseBuildDate } from './env';
import { formatLongUsDate } from './format';

describe('formatLongUsDate', () => {
  it('writes the long US format', () => {
    expect(formatLongUsDate(new Date('2026-11-21T12:00:00Z'))).toBe('November 21, 2026');
    expect(formatLongUsDate(new Date('2027-01-05'))).toBe('January 5, 2027');
  });

  it('uses UTC so the prerendered date and the browser agree', () => {
    expect(formatLongUsDate(new Date('2026-11-21T23:59:00Z'))).toBe('November 21, 2026');
  });
});

describe('parseBuildDate', () => {
  it('takes a valid override', () => {
    expect(parseBuildDate('2025-02-03', '2026-11-21T00:00:00Z').toISOString()).toBe(
      '2025-02-03T00:00:00.000Z',
    );
  });

  it('falls back to the build time when the override is missing or not a date', () => {
    expect(parseBuildDate(undefined, '2026-11-21T00:00:00Z').toISOString()).toBe(
      '2026-11-21T00:00:00.000Z',
    );
    expect(parseBuildDate('next tuesday', '2026-11-21T00:00:00Z').toISOString()).toBe(
      '2026-11-21T00:00:00.000Z',
    );
  });
});
