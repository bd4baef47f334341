/**
 * Build time only (loaders, meta data): the owner's posts in one language of the site, newest
 * first, as the build made them (scripts/posts/plugin.ts). A page takes what it shows of them
 * from its loader's data.
 */
import { posts } from 'virtual:posts';
import type { Post } from '@/model/post';
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
