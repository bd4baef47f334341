import { Fragment } from 'react';
import { fill, fillParts, plural } from '@/i18n/fill';
import { useStrings } from '@/i18n/SiteContext';
import { formatCount } from '@/lib/format';
import type { ProjectFacts } from '@/model/view';
import styles from './GitHubFacts.module.css';

interface GitHubFactsProps {
  facts: ProjectFacts;
  className?: string;
}

/**
 * A project's facts from its GitHub repository in one quiet line:
 * '★ 128 · TypeScript, Swift · MIT · updated Mar 2026'. The star is read out as words
 * ('128 stars on GitHub'), the dots not at all; a space between facts keeps them apart in the
 * text a screen reader reads and lets the line wrap there. Inline, so it fits inside a card's
 * link.
 */
export function GitHubFacts({ facts, className }: GitHubFactsProps) {
  const { github: words, numbers } = useStrings();
  const stars = formatCount(facts.stars, numbers);
  const parts = [
    <span key="stars" className={styles.fact}>
      <span aria-hidden="true">★ {stars}</span>
      <span className="visually-hidden">
        {fill(plural(words.stars, facts.stars), { count: stars })}
      </span>
    </span>,
    facts.languages.length > 0 && (
      <span key="languages" className={styles.fact}>
        {facts.languages.join(', ')}
      </span>
    ),
    facts.license && (
      <span key="license" className={styles.fact}>
        <span className="visually-hidden">{words.license} </span>
        {facts.license}
      </span>
    ),
    facts.archived && (
      <span key="archived" className={styles.fact}>
        {words.archived}
      </span>
    ),
    facts.updated && (
      <span key="updated" className={styles.fact}>
        {fillParts(words.updated, {
          date: (
            <time key="date" dateTime={facts.updated.iso}>
              {facts.updated.text}
            </time>
          ),
        })}
      </span>
    ),
  ].filter(Boolean);
  return (
    <span className={className ? `${styles.facts} ${className}` : styles.facts}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
