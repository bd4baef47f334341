import { Link } from 'react-router';
import { dateParts } from '@/model/dates';
import type { TimelineEntry, TimelineKind } from '@/model/types';
import { useRevealOnce } from '@/hooks/useRevealOnce';
import { Icon } from '../Icon/Icon';
import { Markup } from '../Markup/Markup';
import type { IconName } from '../Icon/iconNames';
import styles from './Timeline.module.css';

/** Spec: entries are revealed once they are 40 px inside the bottom of the viewport. */
export const TIMELINE_REVEAL_MARGIN_PX = 40;

interface KindStyle {
  label: string;
  icon: IconName;
  className: string | undefined;
}

const KINDS: Record<TimelineKind, KindStyle> = {
  work: { label: 'Work', icon: 'briefcase', className: styles.work },
  project: { label: 'Project', icon: 'code', className: styles.project },
  education: { label: 'Education', icon: 'graduation-cap', className: styles.education },
};

/** A project entry's link to the project on the Projects page. */
export interface TimelineProjectLink {
  name: string;
  href: string;
}

interface TimelineItemProps {
  entry: TimelineEntry;
  project?: TimelineProjectLink;
}

export function TimelineItem({ entry, project }: TimelineItemProps) {
  const { ref, state } = useRevealOnce(TIMELINE_REVEAL_MARGIN_PX);
  const { label, icon, className } = KINDS[entry.kind];
  const { start: startText, rest: restText } = dateParts(entry);
  const titleId = `timeline-${entry.id}`;

  return (
    <li ref={ref} className={`${styles.item} ${className ?? ''}`} data-reveal={state}>
      <span className={styles.dot} aria-hidden="true">
        <Icon name={icon} />
      </span>
      <article className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {entry.title}
        </h2>
        <p className={styles.meta}>
          <span className={styles.kind}>{label}</span>
          <span className="visually-hidden">, </span>
          <span className={styles.date}>
            <time dateTime={entry.start}>{startText}</time>
            {restText}
          </span>
        </p>
        {entry.subtitle && <p className={styles.subtitle}>{entry.subtitle}</p>}
        {entry.location && (
          <p className={styles.location}>
            <Icon name="map-pin" className={styles.pin} />
            {entry.location}
          </p>
        )}
        {entry.bullets.length > 0 && (
          <ul className={styles.bullets}>
            {entry.bullets.map((bullet) => (
              <li key={bullet}>
                <Markup text={bullet} />
              </li>
            ))}
          </ul>
        )}
        {project && (
          <Link
            to={project.href}
            className={styles.projectLink}
            aria-label={`View project: ${project.name} on the Projects page`}
          >
            View project
            <Icon name="arrow-right" className={styles.arrow} />
          </Link>
        )}
      </article>
    </li>
  );
}
