/**
 * Build time only (loaders, meta data): the owner's posts in one language of the site, newest
 * first, as the build made them (scripts/posts/plugin.ts). A page takes what it shows of them
 * from its loader's data.
 */
import { posts } from 'virtual:posts';
import type { PageStrings } from '@/i18n/dictionary';
import { longDate, readingMinutes, type Post } from '@/model/post';
import type { PostListItem } from '@/pages/Writing/PostSummary';
import type { CaseStudyLink } from '@/model/view';
import { keepUnits } from '@/lib/keepUnits';

export { longDate };
import type { Lang } from '@/model/types';

/** Whether the owner has published posts (the Writing page and its links exist only then). */
export const hasPosts = Object.values(posts).some((list) => list.length > 0);

/** The posts of `lang`, newest first. */
export function postsIn(lang: Lang): readonly Post[] {
  return posts[lang] ?? [];
}

/** A post of `lang` by its slug. */
export function postIn(lang: Lang, slug: string | undefined): Post | undefined {
  return postsIn(lang).find((post) => post.slug === slug);
}

/** The languages a post is shown in (its own and those it has no translation for). */
export function languagesOf(slug: string): Lang[] {
  return Object.entries(posts)
    .filter(([, list]) => list.some((post) => post.slug === slug))
    .map(([lang]) => lang as Lang);
}

/** Each project's case study in `lang`: the newest post naming it (`projectId`). */
export function caseStudies(lang: Lang, writingPath: string): Map<string, CaseStudyLink> {
  const links = new Map<string, CaseStudyLink>();
  for (const post of postsIn(lang))
    if (post.projectId && !links.has(post.projectId))
      links.set(post.projectId, {
        href: `${writingPath}/${post.slug}`,
        title: post.title,
        ...(post.shownIn ? { lang: post.shownIn } : {}),
      });
  return links;
}

/** What a list of posts shows of `post` (its date written out in the page's language). */
export function postListItem(
  post: Post,
  writingPath: string,
  strings: Pick<PageStrings, 'dates' | 'months'>,
): PostListItem {
  return {
    href: `${writingPath}/${post.slug}`,
    // Never broken between a number and its unit ('4.1 s').
    title: keepUnits(post.title),
    summary: post.summary,
    date: post.date,
    dateText: longDate(strings, post.date),
    minutes: readingMinutes(post.words),
    tags: post.tags,
    ...(post.shownIn ? { lang: post.shownIn } : {}),
  };
}
