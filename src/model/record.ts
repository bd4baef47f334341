/**
 * The owner's record (`record.ts`): when an availability note stops holding, and the record's
 * sections in the order the site, the resume and `resume.json` show them. Pure data.
 */
import type { Availability, DateLike, OwnerRecord } from './types';

/**
 * The moment an availability note stops holding: the start (UTC) of the day after `until`, or
 * of the month or year after a month or a year. `Infinity` without an end.
 */
export function availabilityEndsAt(until: DateLike | undefined): number {
  if (!until) return Number.POSITIVE_INFINITY;
  const [year = 0, month, day] = until.split('-').map(Number);
  if (day !== undefined && month !== undefined) return Date.UTC(year, month - 1, day + 1);
  if (month !== undefined) return Date.UTC(year, month, 1);
  return Date.UTC(year + 1, 0, 1);
}

/** Whether the note still holds at `now` (ms since the epoch). */
export function isAvailable(availability: Pick<Availability, 'until'>, now: number): boolean {
  return now < availabilityEndsAt(availability.until);
}

/** The sections of the record with entries, in the order they are shown. */
export const RECORD_SECTIONS = [
  'volunteering',
  'awards',
  'certifications',
  'publications',
] as const;

export type RecordSectionId = (typeof RECORD_SECTIONS)[number];

/** Whether the record has anything to show besides the availability note. */
export function hasRecordSections(record: Pick<OwnerRecord, RecordSectionId>): boolean {
  return RECORD_SECTIONS.some((id) => (record[id]?.length ?? 0) > 0);
}
