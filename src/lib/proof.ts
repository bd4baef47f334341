import type { TimelineEntry } from '@/model/types';
import { newestFirst, PRESENT } from '@/model/dates';

/** The hero's proof line: what the owner does now, or did last, taken from the timeline. */
export interface ProofLine {
  /** 'Now' for an ongoing entry, 'Latest' for one that has ended. */
  lead: 'Now' | 'Latest';
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
    lead: entry.end === PRESENT ? 'Now' : 'Latest',
    text: entry.subtitle ? `${entry.title}, ${entry.subtitle}` : entry.title,
  };
}
