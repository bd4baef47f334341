import { dateParts } from '@/model/dates';
import { fill } from '@/i18n/fill';
import { useStrings } from '@/i18n/SiteContext';
import type { RecordItem, RecordSection } from '@/lib/recordItems';
import { Icon } from '../Icon/Icon';
import { Markup } from '../Markup/Markup';
import { OutboundLink } from '../OutboundLink/OutboundLink';
import styles from './RecordSections.module.css';

interface RecordSectionsProps {
  sections: readonly RecordSection[];
}

/**
 * The owner's record besides the timeline (record.ts): volunteering, awards and hackathons,
 * certifications and publications, each a section with its entries newest first. Static markup;
 * nothing at all when the owner has none.
 */
export function RecordSections({ sections }: RecordSectionsProps) {
  if (sections.length === 0) return null;
  return (
    <div className={styles.record}>
      {sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </div>
  );
}

function Section({ section }: { section: RecordSection }) {
  const { record } = useStrings();
  const headingId = `record-${section.id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-record={section.id}>
      <h2 id={headingId} className={styles.heading}>
        {record[section.id]}
      </h2>
      <ul className={styles.list}>
        {section.items.map((item, index) => (
          <li key={`${item.start}-${index}`}>
            <Item item={item} kind={section.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Item({ item, kind }: { item: RecordItem; kind: RecordSection['id'] }) {
  const strings = useStrings();
  const words = strings.record;
  const { start, rest } = dateParts(item, {
    months: strings.timelineMonths,
    present: strings.dates.present,
  });
  const link =
    kind === 'certifications'
      ? { text: words.verify, label: fill(words.verifyLabel, { name: item.title.text }) }
      : kind === 'publications'
        ? { text: words.read, label: fill(words.readLabel, { title: item.title.text }) }
        : { text: words.details, label: fill(words.detailsLabel, { title: item.title.text }) };
  return (
    <article className={styles.item}>
      <h3 className={styles.title} lang={item.title.lang}>
        {item.title.text}
      </h3>
      <p className={styles.meta}>
        <span lang={item.by.lang}>{item.by.text}</span>
        {item.coAuthors && (
          <span className={styles.coAuthors}>
            {', '}
            {fill(words.coAuthors, { names: item.coAuthors.join(', ') })}
          </span>
        )}
        <span className={styles.separator} aria-hidden="true">
          {' · '}
        </span>
        <span className="visually-hidden">, </span>
        <span className={styles.date}>
          <time dateTime={item.start}>{start}</time>
          {rest}
        </span>
        {item.location && (
          <>
            <span className={styles.separator} aria-hidden="true">
              {' · '}
            </span>
            <span className="visually-hidden">, </span>
            <span lang={item.location.lang}>{item.location.text}</span>
          </>
        )}
      </p>
      {item.summary && (
        <p className={styles.summary} lang={item.summary.lang}>
          <Markup text={item.summary.text} />
        </p>
      )}
      {item.bullets && (
        <ul className={styles.bullets}>
          {item.bullets.map((bullet) => (
            <li key={bullet.text} lang={bullet.lang}>
              <Markup text={bullet.text} />
            </li>
          ))}
        </ul>
      )}
      {item.url && (
        <OutboundLink href={item.url} className={styles.link} aria-label={link.label}>
          {link.text}
          <Icon name="arrow-right" className={styles.arrow} />
        </OutboundLink>
      )}
    </article>
  );
}
