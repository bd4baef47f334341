/**
 * The owner's posts (`<CONTENT_DIR>/posts/<slug>.md`), as the build reads them
 * (scripts/posts/posts.ts) and hands them to the pages' loaders (`virtual:posts`).
 */
import { fill } from '../i18n/fill';
import type { ImageFile, Lang } from './types';

/** A post's front matter, checked. */
export interface PostFrontMatter {
  title: string;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  /** Last real change, `YYYY-MM-DD` (optional). */
  updated?: string;
  summary: string;
  tags: string[];
  /** The project this post is a case study of (an id in projects.ts). */
  projectId?: string;
  /** A picture at the top of the post (path under `images/`). */
  cover?: PostPicture;
  draft: boolean;
}

/** A picture of a post: under the content folder's `images/`; `file` is the build's. */
export interface PostPicture {
  src: string;
  alt: string;
  file?: ImageFile;
}

export interface BodyImage extends PostPicture {
  /** The Markdown image's title, shown as its caption. */
  caption?: string;
  /** Line in the body. */
  line: number;
}

export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface RenderedBody {
  /** The body's HTML; `<!--post-image:N-->` stands for `images[N]`. */
  html: string;
  images: BodyImage[];
  /** The `##` and `###` headings, for the table of contents. */
  toc: TocEntry[];
  words: number;
}

/** A post in one language of the site, ready for its page. */
export interface Post extends PostFrontMatter, RenderedBody {
  slug: string;
  /** The page's language. */
  lang: Lang;
  /** Set when the post is shown in another language for want of a translation. */
  shownIn?: Lang;
  /** The file, from the content folder: `posts/offline-maps.tr.md`. */
  where: string;
}

/** How many of the newest posts the home page shows. */
export const LATEST_POSTS = 3;

/** A post gets a table of contents from this many sections (`##` headings) on. */
export const TOC_FROM_SECTIONS = 3;

/** Minutes a reader needs, at about 220 words a minute; never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 220));
}

/** '14 March 2026' / 'March 14, 2026' in the page's language (the dictionary's long date). */
export function longDate(
  strings: { dates: { long: string }; months: readonly string[] },
  iso: string,
): string {
  const [year = '', month = '1', day = '1'] = iso.split('-');
  return fill(strings.dates.long, {
    month: strings.months[Number(month) - 1] ?? '',
    day: Number(day),
    year,
  });
}

/**
 * How wide a post's picture is shown (`sizes`): the text column (the container's padding, at most
 * --prose-width, 40.5rem: src/styles/tokens.css), and for a picture in the text,
 * which is at most min(80vh, 44rem) tall, no wider than that height allows (`ratio`: width ÷
 * height).
 */
export function postImageSizes(ratio?: number): string {
  const fit = (width: string) =>
    ratio === undefined ? width : `min(${width}, calc(min(80vh, 44rem) * ${ratio.toFixed(4)}))`;
  return `(max-width: 560px) ${fit('calc(100vw - 2rem)')}, ${fit('min(calc(100vw - 3rem), 40.5rem)')}`;
}
