import { Link } from 'react-router';
import { dateParts } from '@/model/dates';
import type { TimelineEntry, TimelineKind } from '@/model/view';
import { useRevealOnce } from '@/hooks/useRevealOnce';
import { fill } from '@/i18n/fill';
import { langOf } from '@/i18n/localise';
import { useStrings } from '@/i18n/SiteContext';
import { Icon } from '../Icon/Icon';
import { Markup } from '../Markup/Markup';
import type { IconName } from '../Icon/iconNames';
import styles from './Timeline.module.css';

/** Spec: entries are revealed once they are 40 px inside the bottom of the viewport. */
export const TIMELINE_REVEAL_MARGIN_PX = 40;

interface KindStyle {
  icon: IconName;
  className: string | undefined;
}

const KINDS: Record<TimelineKind, KindStyle> = {
  work: { icon: 'briefcase', className: styles.work },
  project: { icon: 'code', className: styles.project },
  education: { icon: 'graduation-cap', className: styles.education },
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
  const { icon, className } = KINDS[entry.kind];
  const strings = useStrings();
  const label = strings.timeline.kinds[entry.kind];
  const { start: startText, rest: restText } = dateParts(entry, {
    months: strings.timelineMonths,
    present: strings.dates.present,
  });
  const titleId = `timeline-${entry.id}`;

  return (
    <li ref={ref} className={`${styles.item} ${className ?? ''}`} data-reveal={state}>
      <span className={styles.dot} aria-hidden="true">
        <Icon name={icon} />
      </span>
      <article className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title} lang={langOf(entry, 'title')}>
          {entry.title}
        </h2>
        <p className={styles.meta}>
          <span className={styles.kind}>{label}</span>
          <span className="visually-hidden">, </span>
          <span className={styles.date}>
            <time dateTime={entry.start}>{startText}</time>
            <span lang={langOf(entry, 'endNote')}>{restText}</span>
          </span>
        </p>
        {entry.subtitle && (
          <p className={styles.subtitle} lang={langOf(entry, 'subtitle')}>
            {entry.subtitle}
          </p>
        )}
        {entry.location && (
          <p className={styles.location} lang={langOf(entry, 'location')}>
            <Icon name="map-pin" className={styles.pin} />
            {entry.location}
          </p>
        )}
        {entry.bullets.length > 0 && (
          <ul className={styles.bullets} lang={langOf(entry, 'bullets')}>
            {entry.bullets.map((bullet, index) => (
              <li key={bullet} lang={langOf(entry, `bullets.${index}`)}>
                <Markup text={bullet} />
              </li>
            ))}
          </ul>
        )}
        {(entry.gpa || (entry.coursework && entry.coursework.length > 0)) && (
          <dl className={styles.facts}>
            {entry.gpa && (
              <div className={styles.fact}>
                <dt>{strings.timeline.gpa}</dt>
                <dd>{entry.gpa}</dd>
              </div>
            )}
            {entry.coursework && entry.coursework.length > 0 && (
              <div className={styles.fact}>
                <dt>{strings.timeline.coursework}</dt>
                <dd>
                  <ul className={styles.courses} lang={langOf(entry, 'coursework')}>
                    {entry.coursework.map((course, index) => (
                      <li key={course} lang={langOf(entry, `coursework.${index}`)}>
                        {course}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
        )}
        {project && (
          <Link
            to={project.href}
            className={styles.projectLink}
            aria-label={fill(strings.timeline.viewProjectLabel, { name: project.name })}
          >
            {strings.timeline.viewProject}
            <Icon name="arrow-right" className={styles.arrow} />
          </Link>
        )}
      </article>
    </li>
  );
}
