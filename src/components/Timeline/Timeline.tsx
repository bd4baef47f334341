import type { TimelineEntry } from '@/model/view';
import { TimelineItem, type TimelineProjectLink } from './TimelineItem';
import styles from './Timeline.module.css';

interface TimelineProps {
  entries: readonly TimelineEntry[];
  /** Accessible name of the list, e.g. "Timeline, newest first". */
  label: string;
  /** Where each project entry links to, by project id (entries without one have no link). */
  projectLinks?: Readonly<Record<string, TimelineProjectLink>>;
}

/**
 * A vertical timeline: two alternating columns around a centre line on wide screens, one column
 * with the line on the left on narrow screens (CSS only).
 */
export function Timeline({ entries, label, projectLinks = {} }: TimelineProps) {
  return (
    <ol className={styles.timeline} aria-label={label}>
      {entries.map((entry) => (
        <TimelineItem
          key={entry.id}
          entry={entry}
          project={entry.projectId ? projectLinks[entry.projectId] : undefined}
        />
      ))}
    </ol>
  );
}
