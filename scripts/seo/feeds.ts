import { escapeXml } from './xml';

/**
 * The blog's feeds for one language of the site: RSS 2.0, Atom 1.0 and JSON Feed 1.1, each
 * with every post's full content, so a reader can read a post without opening the site. Pure:
 * the build gathers the posts and writes the files.
 */

export interface FeedAuthor {
  name: string;
  url: string;
  /** RSS names authors only by email (`email (Name)`): without one, RSS has no `<author>`. */
  email?: string;
}

export interface FeedChannel {
  /** e.g. "Deniz Yılmaz – Writing" */
  title: string;
  description: string;
  /** BCP 47 language of this feed, e.g. 'en' or 'tr' */
  lang: string;
  /** absolute URL of the writing index page in this language, e.g. https://x.dev/tr/writing */
  pageUrl: string;
  /** absolute URLs of the three feeds of this language */
  feedUrls: { rss: string; atom: string; json: string };
  author: FeedAuthor;
  /** absolute URL of the site's icon (optional) */
  icon?: string;
  /** the build time, used as the feed's updated/lastBuildDate when there are items newer or none */
  built: Date;
}

export interface FeedItem {
  /** absolute URL of the post page (also its id/guid) */
  url: string;
  title: string;
  summary: string;
  /** the post's full HTML body with absolute URLs */
  contentHtml: string;
  published: Date;
  updated?: Date;
  tags: readonly string[];
  /** absolute URL of the post's social/cover image (optional) */
  image?: string;
  /** the item's language when it differs from the channel's (a post shown untranslated) */
  lang?: string;
}

/**
 * Characters XML 1.0 cannot carry at all, not even as character references (C0 controls but
 * tab and newlines, lone surrogates, U+FFFE/U+FFFF): one of them would make the whole feed
 * unreadable, so they are dropped.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text as element content. Markup characters become references (so `]]>` can never appear),
 * and so does a carriage return, which parsers would otherwise turn into a newline.
 */
function xmlText(text: string): string {
  return escapeXml(text.replace(NOT_XML, '')).replace(/\r/g, '&#13;');
}

/** Text as an attribute value: tabs and newlines too, which parsers would turn into spaces. */
function xmlAttribute(text: string): string {
  return xmlText(text).replace(/[\t\n]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function attributes(list: Record<string, string>): string {
  return Object.entries(list)
    .map(([name, value]) => ` ${name}="${xmlAttribute(value)}"`)
    .join('');
}

/** `<name …>text</name>`, text and attribute values escaped. */
function element(name: string, text: string, list: Record<string, string> = {}): string {
  return `<${name}${attributes(list)}>${xmlText(text)}</${name}>`;
}

/** `<name …/>`, attribute values escaped. */
function emptyElement(name: string, list: Record<string, string>): string {
  return `<${name}${attributes(list)}/>`;
}

/** Lines indented by `depth` levels; absent (optional) elements leave no line. */
function lines(depth: number, list: readonly (string | undefined)[]): string {
  const indent = '  '.repeat(depth);
  return list
    .filter((line) => line !== undefined)
    .map((line) => `${indent}${line}`)
    .join('\n');
}

/** A bad date would otherwise end up as "Invalid Date" in a feed, or throw far from its post. */
function checked(date: Date, what: string): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError(`feeds: invalid date for ${what}`);
  return date;
}

/** RFC 822 date (with a four-digit year, as RFC 1123 and RSS readers expect), for RSS. */
function rfc822(date: Date, what: string): string {
  return checked(date, what).toUTCString();
}

/** RFC 3339 date in UTC, for Atom and JSON Feed (no `.000` when the time is in whole seconds). */
function rfc3339(date: Date, what: string): string {
  return checked(date, what)
    .toISOString()
    .replace(/\.000Z$/, 'Z');
}

/**
 * How many posts a feed carries: the newest, as most blogs' feeds do. A reader polls the feed
 * and keeps what it has seen, so older posts are not lost to a subscriber; the feed of a
 * writer with a hundred posts stays a few hundred kilobytes instead of megabytes fetched on
 * every poll (and compressed on every build).
 */
export const FEED_ITEMS = 20;

/** The newest FEED_ITEMS, newest first, as readers show them; the caller's list stays as it was. */
function newestFirst(items: readonly FeedItem[]): FeedItem[] {
  return items
    .toSorted((a, b) => b.published.getTime() - a.published.getTime())
    .slice(0, FEED_ITEMS);
}

/**
 * When the feed last changed: the newest post or edit among its posts, so an unchanged feed
 * keeps its date from build to build. The build time when there are no posts, or when a post is
 * dated after it (a feed cannot have changed in the future).
 */
function feedUpdated(channel: FeedChannel, items: readonly FeedItem[]): Date {
  const built = checked(channel.built, 'the build time');
  const latest = newestFirst(items).reduce(
    (newest, item) => Math.max(newest, checked(item.updated ?? item.published, item.url).getTime()),
    -Infinity,
  );
  return items.length === 0 || latest > built.getTime() ? built : new Date(latest);
}

/**
 * A plain-text summary as the HTML that RSS readers take `<description>` for, so that a
 * summary mentioning `<template>` shows it instead of swallowing it as a tag.
 */
function htmlEscaped(text: string): string {
  return text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
}

/**
 * RSS 2.0 with the full post in `content:encoded` (escaped text, not CDATA: nothing in a post
 * can end it early) and the summary as `<description>`. RSS has no per-item language.
 */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const { author } = channel;
  const byline = author.email ? `${author.email} (${author.name})` : undefined;
  const entries = newestFirst(items).map(
    (item) => `    <item>
${lines(3, [
  element('title', item.title),
  element('link', item.url),
  element('guid', item.url, { isPermaLink: 'true' }),
  element('pubDate', rfc822(item.published, item.url)),
  byline && element('author', byline),
  element('description', htmlEscaped(item.summary)),
  element('content:encoded', item.contentHtml),
  ...item.tags.map((tag) => element('category', tag)),
])}
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
${lines(2, [
  element('title', channel.title),
  element('link', channel.pageUrl),
  element('description', channel.description),
  element('language', channel.lang),
  element('lastBuildDate', rfc822(feedUpdated(channel, items), 'the feed')),
  byline && element('managingEditor', byline),
  emptyElement('atom:link', {
    href: channel.feedUrls.rss,
    rel: 'self',
    type: 'application/rss+xml',
  }),
])}
${[...entries, '  </channel>'].join('\n')}
</rss>
`;
}

/**
 * Atom 1.0: the full post as escaped HTML in `<content type="html">`. A post shown in another
 * language than the feed's is marked with `xml:lang` on its entry.
 */
export function atomFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const { author } = channel;
  const entries = newestFirst(items).map(
    (item) => `  <entry${item.lang ? attributes({ 'xml:lang': item.lang }) : ''}>
${lines(2, [
  element('id', item.url),
  element('title', item.title),
  emptyElement('link', { rel: 'alternate', type: 'text/html', href: item.url }),
  element('published', rfc3339(item.published, item.url)),
  // Required in Atom: a post never edited was last updated when published.
  element('updated', rfc3339(item.updated ?? item.published, item.url)),
  element('summary', item.summary),
  element('content', item.contentHtml, { type: 'html' }),
  ...item.tags.map((tag) => emptyElement('category', { term: tag })),
])}
  </entry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"${attributes({ 'xml:lang': channel.lang })}>
${lines(1, [
  element('id', channel.pageUrl),
  element('title', channel.title),
  element('subtitle', channel.description),
  element('updated', rfc3339(feedUpdated(channel, items), 'the feed')),
  emptyElement('link', { rel: 'self', type: 'application/atom+xml', href: channel.feedUrls.atom }),
  emptyElement('link', { rel: 'alternate', type: 'text/html', href: channel.pageUrl }),
  `<author>
${lines(2, [
  element('name', author.name),
  element('uri', author.url),
  author.email === undefined ? undefined : element('email', author.email),
])}
  </author>`,
  channel.icon === undefined ? undefined : element('icon', channel.icon),
])}
${[...entries, '</feed>'].join('\n')}
`;
}

/**
 * JSON Feed 1.1. Optional fields left undefined are dropped by JSON.stringify; a post's
 * `language` is set only when it differs from the feed's.
 */
export function jsonFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: channel.title,
    home_page_url: channel.pageUrl,
    feed_url: channel.feedUrls.json,
    description: channel.description,
    language: channel.lang,
    authors: [{ name: channel.author.name, url: channel.author.url }],
    icon: channel.icon,
    items: newestFirst(items).map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      summary: item.summary,
      content_html: item.contentHtml,
      date_published: rfc3339(item.published, item.url),
      date_modified: item.updated && rfc3339(item.updated, item.url),
      tags: item.tags.length > 0 ? [...item.tags] : undefined,
      image: item.image,
      language: item.lang,
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

/** The three files of one language: { 'feed.xml': rss, 'atom.xml': atom, 'feed.json': json } */
export function feedFiles(
  channel: FeedChannel,
  items: readonly FeedItem[],
): Record<'feed.xml' | 'atom.xml' | 'feed.json', string> {
  return {
    'feed.xml': rssFeed(channel, items),
    'atom.xml': atomFeed(channel, items),
    'feed.json': jsonFeed(channel, items),
  };
}
