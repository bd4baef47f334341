// @vitest-environment node
import { parseBuildDate } from './env';
import { formatBytes, formatCount, formatLongUsDate, telHref } from './format';

describe('formatLongUsDate', () => {
  it('writes the long US format', () => {
    expect(formatLongUsDate(new Date('2026-11-21T12:00:00Z'))).toBe('November 21, 2026');
    expect(formatLongUsDate(new Date('2027-01-05'))).toBe('January 5, 2027');
  });

  it('agrees with Intl for every month and for days of one and two digits', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 10, 28]) {
        const date = new Date(Date.UTC(2020 + month, month, day, 23, 30));
        expect(formatLongUsDate(date)).toBe(intl.format(date));
      }
    }
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

describe('formatBytes and telHref', () => {
  it('writes file sizes for people', () => {
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(13 * 1024 + 100)).toBe('13 KB');
    expect(formatBytes(2.44 * 1024 * 1024)).toBe('2.4 MB');
  });

  it('dials a phone number as written', () => {
    expect(telHref('+1 (250) 555-0142')).toBe('tel:+12505550142');
  });
});

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 5000, 12345, 999999, 1234567, -4500]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});
