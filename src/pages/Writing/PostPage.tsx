import { data, Link } from 'react-router';
import { ContentImage } from '@/components/ContentImage/ContentImage';
import { stringsFor } from '@/i18n/dictionary';
import { fill, plural } from '@/i18n/fill';
import { langOfUrl } from '@/i18n/pageLang';
import { useStrings } from '@/i18n/SiteContext';
import { projectHref } from '@/lib/deepLink';
import { contentIn, pageIn } from '@/lib/localContent';
import { pageMeta, rootData } from '@/lib/meta';
import { usePage } from '@/lib/pages';
import { keepUnits } from '@/lib/keepUnits';
import { postBodyHtml } from '@/lib/postBody';
import { postImageSizes, readingMinutes, TOC_FROM_SECTIONS } from '@/model/post';
import { languagesOf, longDate, postIn } from '@/lib/posts';
import { articleMeta } from './articleMeta';
import { FeedLink } from './FeedLink';
import { PostContents } from './PostContents';
import { PostTags } from './PostSummary';
import type { LoaderArgs, PageArgs, PageMetaArgs } from './routeTypes';
import summary from './PostSummary.module.css';
import styles from './Writing.module.css';

export function meta({ matches, loaderData }: PageMetaArgs<typeof loader>) {
  const site = rootData(matches);
  const head = loaderData?.head;
  const tags = pageMeta('writing', site, head);
  return head ? [...tags, ...articleMeta(site, head.article, head.description, tags)] : tags;
}

/**
 * Runs at build time, in the page's language: the post, its body as HTML with its pictures in
 * place, its dates written out, its table of contents and the project it is a case study of.
 */
export function loader({ request, params }: LoaderArgs) {
  const lang = langOfUrl(request.url);
  const post = postIn(lang, params.slug);
  if (!post) throw data(null, { status: 404 });
  const content = contentIn(lang);
  const strings = stringsFor(lang, ['dates', 'months']);
  const path = `${pageIn(content, 'writing').path}/${post.slug}`;
  const project = content.projects.find((p) => p.id === post.projectId);
  const sections = post.toc.filter((entry) => entry.depth === 2).length;
  return {
    head: {
      description: post.summary,
      article: {
        title: post.title,
        path,
        slug: post.slug,
        languages: languagesOf(post.slug),
        published: post.date,
        ...(post.updated ? { modified: post.updated } : {}),
        tags: post.tags,
        ...(post.shownIn ? { lang: post.shownIn } : {}),
      },
    },
    strings: stringsFor(lang, ['writing']),
    post: {
      // Never broken between a number and its unit ('4.1 s').
      title: keepUnits(post.title),
      date: post.date,
      dateText: longDate(strings, post.date),
      ...(post.updated
        ? { updated: post.updated, updatedText: longDate(strings, post.updated) }
        : {}),
      minutes: readingMinutes(post.words),
      tags: post.tags,
      ...(post.shownIn ? { lang: post.shownIn } : {}),
      ...(post.cover ? { cover: post.cover } : {}),
      html: postBodyHtml(post),
      toc: sections >= TOC_FROM_SECTIONS ? post.toc : [],
    },
    project: project
      ? { name: project.name, href: projectHref(project.id, pageIn(content, 'projects').path) }
      : null,
  };
}

/**
 * One post: its title, date, reading time and tags; a case study names its project and links
 * it; a long post has a table of contents; then the body, made at build time. The body is
 * HTML in the page: it works without JavaScript and costs the page none.
 */
export default function PostPage({ loaderData }: PageArgs<typeof loader>) {
  const { post, project } = loaderData;
  const { writing } = useStrings();
  const page = usePage('writing');
  return (
    <div className={`container ${styles.postPage}`}>
      {/* The post's own texts say their language when it is not the page's (untranslated). */}
      <article className={styles.post}>
        <header className={styles.postHeader}>
          <p className={styles.back}>
            <Link to={page.path}>{writing.backToWriting}</Link>
          </p>
          <h1 className={styles.postTitle} lang={post.lang}>
            {post.title}
          </h1>
          <PostFacts post={post} />
          {project ? (
            <p className={styles.caseStudy}>
              <Link to={project.href}>{fill(writing.caseStudyOf, { name: project.name })}</Link>
            </p>
          ) : null}
        </header>
        {post.lang ? <p className={styles.untranslated}>{writing.notTranslated}</p> : null}
        {post.cover ? (
          <figure className={styles.cover} lang={post.lang}>
            <ContentImage image={post.cover} sizes={postImageSizes()} fetchPriority="high" />
          </figure>
        ) : null}
        <div className={styles.columns}>
          {post.toc.length > 0 ? (
            <PostContents toc={post.toc} title={writing.contents} lang={post.lang} />
          ) : null}
          <div
            className={styles.body}
            lang={post.lang}
            // The feeds take the post's body from the built page (scripts/seo/writing.ts).
            data-post-body=""
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
        </div>
        <footer className={styles.postFooter}>
          <Link to={page.path}>{writing.allWriting}</Link>
          <FeedLink />
        </footer>
      </article>
    </div>
  );
}

function PostFacts({
  post,
}: {
  post: {
    date: string;
    dateText: string;
    updated?: string;
    updatedText?: string;
    minutes: number;
    tags: readonly string[];
    lang?: string;
  };
}) {
  const { writing } = useStrings();
  return (
    <div className={summary.facts}>
      <p className={summary.meta}>
        <time dateTime={post.date}>{post.dateText}</time>
        <span aria-hidden="true"> · </span>
        <span className="visually-hidden">, </span>
        <span>{fill(plural(writing.readingTime, post.minutes), { count: post.minutes })}</span>
        {post.updated ? (
          <>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">, </span>
            <time dateTime={post.updated}>
              {fill(writing.updated, { date: post.updatedText ?? '' })}
            </time>
          </>
        ) : null}
      </p>
      <PostTags tags={post.tags} lang={post.lang} />
    </div>
  );
}
