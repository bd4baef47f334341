import { Link } from 'react-router';
import { fill, plural } from '@/i18n/fill';
import { useStrings } from '@/i18n/SiteContext';
import { PostSummary, type PostListItem } from '../Writing/PostSummary';
import styles from './LatestWriting.module.css';

/** The home page's newest posts, with a link to all of them (only when there are posts). */
export function LatestWriting({
  posts,
  allHref,
}: {
  posts: readonly PostListItem[];
  allHref: string;
}) {
  const { writing } = useStrings();
  return (
    <section className={styles.section} aria-labelledby="latest-writing-heading">
      <div className="container">
        <div className={styles.head}>
          <h2 id="latest-writing-heading" className={styles.heading}>
            {writing.latest}
          </h2>
          <Link to={allHref} className={styles.all}>
            {writing.allWriting}
          </Link>
        </div>
        <ul className={styles.grid}>
          {posts.map((post) => (
            <li key={post.href}>
              <PostSummary
                post={post}
                headingLevel={3}
                minutesText={fill(plural(writing.readingTime, post.minutes), {
                  count: post.minutes,
                })}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
