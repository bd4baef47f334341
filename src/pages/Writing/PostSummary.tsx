import { Link } from 'react-router';
import type { Lang } from '@/model/types';
import styles from './PostSummary.module.css';

/** What a list of posts shows of one (Writing page, home page). */
export interface PostListItem {
  href: string;
  title: string;
  summary: string;
  /** `YYYY-MM-DD`. */
  date: string;
  dateText: string;
  minutes: number;
  tags: readonly string[];
  /** Set when the post is shown untranslated, in this language. */
  lang?: Lang;
}

/** A post in a list: date and reading time, its title as the link, its summary and tags. */
export function PostSummary({
  post,
  minutesText,
  headingLevel = 2,
}: {
  post: PostListItem;
  minutesText: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.summary}>
      <p className={styles.meta}>
        <time dateTime={post.date}>{post.dateText}</time>
        <span aria-hidden="true"> · </span>
        <span className="visually-hidden">, </span>
        <span>{minutesText}</span>
      </p>
      <Heading className={styles.title} lang={post.lang}>
        <Link to={post.href} className={styles.titleLink}>
          {post.title}
        </Link>
      </Heading>
      <p className={styles.text} lang={post.lang}>
        {post.summary}
      </p>
      <PostTags tags={post.tags} lang={post.lang} />
    </article>
  );
}

/** A post's tags, in the post's language (nothing when it has none). */
export function PostTags({ tags, lang }: { tags: readonly string[]; lang?: string | undefined }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.postTags} lang={lang}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
