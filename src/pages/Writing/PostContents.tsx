import type { TocEntry } from '@/model/post';
import styles from './Writing.module.css';

/**
 * A long post's table of contents. On a wide screen it stands beside the text while it scrolls;
 * narrower, it is folded under its title (a native disclosure, no script), so a phone's first
 * screen reaches the text. Each form is hidden by CSS where the other shows.
 */
export function PostContents({
  toc,
  title,
  lang,
}: {
  toc: readonly TocEntry[];
  title: string;
  lang?: string | undefined;
}) {
  const list = (
    <ol lang={lang}>
      {toc.map((entry) => (
        <li key={entry.id} className={entry.depth === 3 ? styles.tocSub : undefined}>
          <a href={`#${entry.id}`}>{entry.text}</a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <details className={styles.tocFold}>
        <summary className={styles.tocTitle}>{title}</summary>
        <nav aria-label={title}>{list}</nav>
      </details>
      <nav className={styles.toc} aria-labelledby="toc-title">
        <h2 id="toc-title" className={styles.tocTitle}>
          {title}
        </h2>
        {list}
      </nav>
    </>
  );
}
