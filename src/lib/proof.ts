import type { TimelineEntry } from '@/model/view';
import { newestFirst, PRESENT } from '@/model/dates';

/** The hero's proof line: what the owner does now, or did last, taken from the timeline. */
export interface ProofLine {
  /** An ongoing entry ('Now'), or one that has ended ('Latest'). */
  current: boolean;
  text: string;
}

/**
 * The newest work entry of the timeline (an education entry if there is no work), as
 * "title, subtitle": the one fact a recruiter looks for first. Undefined for an empty timeline.
 */
export function proofLine(timeline: readonly TimelineEntry[]): ProofLine | undefined {
  const ordered = newestFirst(timeline);
  const entry =
    ordered.find((e) => e.kind === 'work') ?? ordered.find((e) => e.kind === 'education');
  if (!entry) return undefined;
  return {
    current: entry.end === PRESENT,
    text: entry.subtitle ? `${entry.title}, ${entry.subtitle}` : entry.title,
  };
}
