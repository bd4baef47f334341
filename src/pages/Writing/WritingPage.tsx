import type { FocusEvent } from 'react';
import { Link, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { stringsFor } from '@/i18n/dictionary';
import { fill, plural } from '@/i18n/fill';
import { langOf } from '@/i18n/localise';
import { langOfUrl } from '@/i18n/pageLang';
import { useStrings } from '@/i18n/SiteContext';
import { useIsHydrated } from '@/hooks/useIsHydrated';
import { contentIn, pageIn } from '@/lib/localContent';
import { pageMeta, rootData } from '@/lib/meta';
import { usePage } from '@/lib/pages';
import { postListItem, postsIn } from '@/lib/posts';
import { pageHead } from '@/lib/siteData';
import type { LoaderArgs, PageArgs, PageMetaArgs } from './routeTypes';
import { FeedLink } from './FeedLink';
import { PostSummary } from './PostSummary';
import styles from './Writing.module.css';

export function meta({ matches, loaderData }: PageMetaArgs<typeof loader>) {
  return pageMeta('writing', rootData(matches), loaderData?.head);
}

/**
 * Runs at build time, in the page's language: every published post, newest first, with its
 * date written out and its reading time, and the tags with their counts, so the page's
 * JavaScript carries no post.
 */
export function loader({ request }: LoaderArgs) {
  const lang = langOfUrl(request.url);
  const content = contentIn(lang);
  const strings = stringsFor(lang, ['writing', 'dates', 'months']);
  const writingPath = pageIn(content, 'writing').path;
  const posts = postsIn(lang).map((post) => postListItem(post, writingPath, strings));
  const counts = new Map<string, number>();
  for (const post of posts)
    for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const tags = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], lang))
    .map(([name, count]) => ({ name, count }));
  return {
    head: pageHead(lang, 'writing'),
    strings: stringsFor(lang, ['writing']),
    posts,
    tags,
  };
}

/** Choosing a tag only filters what the page already has: nothing to load again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * The owner's posts, newest first, each with its date, reading time, summary and tags. A tag
 * (`?tag=…`, a plain link) filters the list once the page is interactive; before that, and
 * without JavaScript, every post is listed.
 */
/**
 * A tag that takes focus is brought whole into the row's view: on a phone the row scrolls
 * sideways, and Chromium's own focus scrolling left a student's last tag half outside it.
 */
function revealInRow(event: FocusEvent<HTMLAnchorElement>) {
  event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

export default function WritingPage({ loaderData }: PageArgs<typeof loader>) {
  const page = usePage('writing');
  const { writing } = useStrings();
  // The address's `?tag=` (read plainly: useSearchParams would add to every page's router code).
  const { search } = useLocation();
  const hydrated = useIsHydrated();
  const chosen = hydrated ? new URLSearchParams(search).get('tag') : null;
  const tag = loaderData.tags.some((t) => t.name === chosen) ? chosen : null;
  const shown = tag ? loaderData.posts.filter((post) => post.tags.includes(tag)) : loaderData.posts;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 lang={langOf(page, 'navLabel')}>{page.navLabel}</h1>
        <p className={styles.intro}>{writing.intro}</p>
        <FeedLink />
      </header>
      {loaderData.tags.length > 1 ? (
        <nav className={styles.tags} aria-label={writing.tagsLabel}>
          <ul>
            <li>
              <Link
                to="."
                className={styles.tag}
                aria-current={tag === null ? 'page' : undefined}
                preventScrollReset
                onFocus={revealInRow}
              >
                {writing.allTags} <span className={styles.count}>{loaderData.posts.length}</span>
              </Link>
            </li>
            {loaderData.tags.map(({ name, count }) => (
              <li key={name}>
                <Link
                  to={`?tag=${encodeURIComponent(name)}`}
                  className={styles.tag}
                  aria-current={tag === name ? 'page' : undefined}
                  preventScrollReset
                  onFocus={revealInRow}
                >
                  {name} <span className={styles.count}>{count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section aria-label={tag ? fill(writing.taggedWith, { tag }) : page.navLabel}>
        <ol className={styles.list}>
          {shown.map((post) => (
            <li key={post.href}>
              <PostSummary
                post={post}
                minutesText={fill(plural(writing.readingTime, post.minutes), {
                  count: post.minutes,
                })}
              />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
