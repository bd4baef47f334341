/**
 * Timeline dates: an entry has a typed `start` and `end` (`'2021'`, `'2021-09'` or `'Present'`);
 * the text the site and the resume show, and the order of entries, are derived from them.
 * Pure data: imports nothing from the UI.
 */
import type { TimelineEntry, YearOrMonth } from './types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const PRESENT = 'Present';
export const DATE_RANGE_SEPARATOR = ' – ';

/** `'2021'` or `'2021-09'` (month 01-12). */
export function isYearOrMonth(value: string): value is YearOrMonth {
  return /^\d{4}(-(0[1-9]|1[0-2]))?$/.test(value);
}

/** How dates are written in a language: its month names and its word for 'Present'. */
export interface DateWords {
  months: readonly string[];
  present: string;
}

/** English, as the specification writes dates ('Sep 2021 – Present'). */
export const ENGLISH_DATES: DateWords = { months: MONTHS, present: PRESENT };

/** `'2021-09'` → `'Sep 2021'` (`'Eylül 2021'` with Turkish words), `'2021'` → `'2021'`. */
export function formatYearOrMonth(value: string, months: readonly string[] = MONTHS): string {
  const [year, month] = value.split('-');
  return month ? `${months[Number(month) - 1] ?? month} ${year}` : (year ?? value);
}

/** What the page shows: the start, then the rest (`' – Apr 2027 (expected)'`). */
export function dateParts(
  entry: Pick<TimelineEntry, 'start' | 'end'> & { endNote?: string },
  words: DateWords = ENGLISH_DATES,
): {
  start: string;
  rest: string;
} {
  const end =
    entry.end === undefined
      ? ''
      : entry.end === PRESENT
        ? words.present
        : formatYearOrMonth(entry.end, words.months);
  const note = entry.endNote ? ` ${entry.endNote}` : '';
  return {
    start: formatYearOrMonth(entry.start, words.months),
    rest: `${end ? `${DATE_RANGE_SEPARATOR}${end}` : ''}${note}`,
  };
}

/** `'Sep 2023 – Apr 2027 (expected)'`. */
export function dateRange(
  entry: Pick<TimelineEntry, 'start' | 'end'> & { endNote?: string },
  words: DateWords = ENGLISH_DATES,
): string {
  const { start, rest } = dateParts(entry, words);
  return `${start}${rest}`;
}

/** Sort key: a year counts as its January, so '2022' sorts before '2022-03' when newest first. */
function startKey(start: string): string {
  return start.length === 4 ? `${start}-00` : start;
}

/** Entries newest first by start (an ongoing entry before a finished one starting the same month). */
export function newestFirst<T extends Pick<TimelineEntry, 'start' | 'end'>>(
  entries: readonly T[],
): T[] {
  return [...entries].sort(
    (a, b) =>
      startKey(b.start).localeCompare(startKey(a.start)) ||
      Number(b.end === PRESENT) - Number(a.end === PRESENT),
  );
}
