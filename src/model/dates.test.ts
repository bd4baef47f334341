// @vitest-environment node
import { dateRange, formatYearOrMonth, isYearOrMonth, newestFirst } from './dates';
import type { TimelineEntry } from './types';

const entry = (start: TimelineEntry['start'], end?: TimelineEntry['end'], endNote?: string) => ({
  start,
  end,
  endNote,
});

describe('timeline dates', () => {
  it('accepts YYYY and YYYY-MM only', () => {
    expect(['2018', '2018-09', '2018-12'].every(isYearOrMonth)).toBe(true);
    expect(['2018-13', '2018-9', 'Sep 2018', '18', ''].some(isYearOrMonth)).toBe(false);
  });

  it('shows a year, a month, ranges, Present and a note', () => {
    expect(formatYearOrMonth('2018-09')).toBe('Sep 2018');
    expect(formatYearOrMonth('2018')).toBe('2018');
    expect(dateRange(entry('2018', '2022'))).toBe('2018 – 2022');
    expect(dateRange(entry('2024-09', 'Present'))).toBe('Sep 2024 – Present');
    expect(dateRange(entry('2023-09', '2027-04', '(expected)'))).toBe(
      'Sep 2023 – Apr 2027 (expected)',
    );
    expect(dateRange(entry('2021-06'))).toBe('Jun 2021');
  });

  it('orders newest first whatever the order in content, ongoing first on a tie', () => {
    const entries = [
      { id: 'a', ...entry('2018') },
      { id: 'b', ...entry('2022-03', '2022-06') },
      { id: 'c', ...entry('2022') },
      { id: 'd', ...entry('2022-03', 'Present') },
    ];
    expect(newestFirst(entries).map((e) => e.id)).toEqual(['d', 'b', 'c', 'a']);
  });
});
