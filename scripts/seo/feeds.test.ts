import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { atomFeed, FEED_ITEMS, feedFiles, jsonFeed, rssFeed } from './feeds';
import type { FeedChannel, FeedItem } from './feeds';

const ATOM_NS = 'http://www.w3.org/2005/Atom';
const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/';
const DAY = 24 * 60 * 60 * 1000;

/** RFC 822 as RSS readers expect it: a four-digit year and GMT, e.g. Sat, 14 Mar 2026 00:00:00 GMT. */
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (0[1-9]|[12]\d|3[01]) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d GMT$/;
const RFC_3339 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** Pieces that break naive escaping, and text that is not ASCII. */
const TRICKY = [
  '<b>',
  '&',
  '&amp;',
  '&nbsp;',
  '&#60;',
  "'",
  '"',
  ']]>',
  '<![CDATA[x]]>',
  '</title>',
  'a > b',
  'ı',
  'ş',
  'Ğİ',
  '🙂',
  '\\',
];
const TAGS = ['typescript', 'c++', 'a&b', '<tag>', '"q"', "it's", 'ışık', 'şema', ']]>'];

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function htmlEscaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function htmlUnescaped(html: string): string {
  return html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

const BUILT = new Date('2027-01-01T12:00:00Z');

function makeChannel(overrides: Partial<FeedChannel> = {}): FeedChannel {
  return {
    title: `Ayşe Kılıç – Yazılar <&> "q" 'a' ]]>`,
    description: 'Kısa yazılar: <code> & şeyler',
    lang: 'tr',
    pageUrl: 'https://example.dev/tr/writing',
    feedUrls: {
      rss: 'https://example.dev/tr/feed.xml',
      atom: 'https://example.dev/tr/atom.xml',
      json: 'https://example.dev/tr/feed.json',
    },
    author: { name: 'Ayşe Kılıç', url: 'https://example.dev/', email: 'ayse@example.dev' },
    icon: 'https://example.dev/icon-512.png',
    built: BUILT,
    ...overrides,
  };
}

/**
 * `count` posts, given in a shuffled order. Post i is published in the i-th nine-day window
 * (so the newest first order is by descending i), some with milliseconds; every other one was
 * edited, every third is untranslated English, and titles, summaries, tags and code mix in
 * the tricky pieces.
 */
function makeItems(count: number, seed = 1): FeedItem[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const items = Array.from({ length: count }, (_, i): FeedItem => {
    const published = new Date(
      Date.UTC(2021, 0, 1) + i * 9 * DAY + Math.floor(next() * 8 * DAY) + (i % 4 === 0 ? 0 : i),
    );
    const title = `Yazı ${i}: ${pick(TRICKY)} ${pick(TRICKY)}`;
    return {
      url: `https://example.dev/tr/writing/post-${i}`,
      title,
      summary: `Özet ${i} ${pick(TRICKY)} ${pick(TRICKY)}.`,
      contentHtml: [
        `<h2 id="s${i}">Bölüm ${i}</h2>`,
        `<p>${htmlEscaped(title)}</p>`,
        `<pre><code class="language-ts">if (a &lt; b &amp;&amp; s === "]]>") {${i % 2 ? '\r\n' : '\n'}  return '&lt;/content:encoded&gt; ${htmlEscaped(pick(TRICKY))}';\n}</code></pre>`,
        `<p><a href="https://example.dev/a?x=1&amp;y=${i}">bağlantı</a> <img src="https://example.dev/i/${i}.png" alt="ş"></p>`,
      ].join('\n'),
      published,
      updated: i % 2 ? new Date(published.getTime() + Math.floor(next() * 30 * DAY)) : undefined,
      tags: TAGS.filter(() => next() < 0.3),
      image: i % 3 === 1 ? `https://example.dev/social/post-${i}.png` : undefined,
      lang: i % 3 === 0 ? 'en' : undefined,
    };
  });
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j] as FeedItem, items[i] as FeedItem];
  }
  return items;
}

/** The posts as the feeds should list them: newest first, i.e. by descending post number. */
function newestFirst(items: readonly FeedItem[]): FeedItem[] {
  const number = (item: FeedItem) => Number(/post-(\d+)$/.exec(item.url)?.[1]);
  return [...items].sort((a, b) => number(b) - number(a));
}

/** When the feed last changed: its newest post or edit. */
function latestChange(items: readonly FeedItem[]): Date {
  return new Date(Math.max(...items.map((item) => (item.updated ?? item.published).getTime())));
}

/** RSS dates have whole seconds. */
function toSecond(date: Date): number {
  return Math.floor(date.getTime() / 1000) * 1000;
}

const REPEATED = new Set([
  'rss.channel.item',
  'rss.channel.item.category',
  'feed.link',
  'feed.entry',
  'feed.entry.link',
  'feed.entry.category',
]);

/**
 * Parses a feed after checking it is well-formed. Text is kept as is (not trimmed, not turned
 * into numbers); character references are decoded; repeatable elements are always lists.
 */
function parseXml(xml: string): XmlNode {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    htmlEntities: true,
    jPath: true,
    isArray: (_name, jPath) => typeof jPath === 'string' && REPEATED.has(jPath),
  });
  return node(parser.parse(xml));
}

/**
 * Parses a feed with the browser's XML parser, which, unlike fast-xml-parser's validator,
 * rejects everything XML 1.0 forbids: characters it cannot carry, `]]>` in text, unknown
 * entities, unbound prefixes.
 */
function parseStrict(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

type XmlNode = Record<string, unknown>;

function node(value: unknown): XmlNode {
  expect(value).toBeTypeOf('object');
  expect(value).not.toBeNull();
  expect(Array.isArray(value)).toBe(false);
  return value as XmlNode;
}

/** An element holding other elements: the whitespace between them dropped. */
function children(value: unknown): XmlNode {
  const { '#text': between, ...rest } = node(value);
  if (between !== undefined) expect(text(between).trim()).toBe('');
  return rest;
}

function text(value: unknown): string {
  expect(value).toBeTypeOf('string');
  return value as string;
}

function list(value: unknown): unknown[] {
  expect(Array.isArray(value)).toBe(true);
  return value as unknown[];
}

/** Keys of a parsed element, sorted, to compare with exactly the elements a spec asks for. */
function keys(value: XmlNode): string[] {
  return Object.keys(value).sort();
}

function expectRfc822(value: unknown, date: Date): void {
  expect(text(value)).toMatch(RFC_822);
  expect(Date.parse(text(value))).toBe(toSecond(date));
  // The weekday agrees with the date.
  expect(new Date(Date.parse(text(value))).toUTCString()).toBe(value);
}

function expectRfc3339(value: unknown, date: Date): void {
  expect(text(value)).toMatch(RFC_3339);
  expect(Date.parse(text(value))).toBe(date.getTime());
}

describe('blog feeds', () => {
  const channel = makeChannel();
  const items = makeItems(14);
  const ordered = newestFirst(items);

  it('RSS 2.0 has every required element, in the right format, posts newest first', () => {
    const xml = rssFeed(channel, items);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss ')).toBe(true);
    const parsed = parseXml(xml);
    expect(keys(parsed)).toEqual(['?xml', 'rss']);
    const rss = node(parsed.rss);
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:atom']).toBe(ATOM_NS);
    expect(rss['@_xmlns:content']).toBe(CONTENT_NS);
    expect(keys(children(rss))).toEqual([
      '@_version',
      '@_xmlns:atom',
      '@_xmlns:content',
      'channel',
    ]);

    const feed = children(rss.channel);
    expect(keys(feed)).toEqual(
      [
        'title',
        'link',
        'description',
        'language',
        'lastBuildDate',
        'managingEditor',
        'atom:link',
        'item',
      ].sort(),
    );
    expect(feed.title).toBe(channel.title);
    expect(feed.link).toBe(channel.pageUrl);
    expect(feed.description).toBe(channel.description);
    expect(feed.language).toBe('tr');
    expectRfc822(feed.lastBuildDate, latestChange(items));
    expect(feed.managingEditor).toBe('ayse@example.dev (Ayşe Kılıç)');
    expect(feed['atom:link']).toEqual({
      '@_href': channel.feedUrls.rss,
      '@_rel': 'self',
      '@_type': 'application/rss+xml',
    });

    const entries = list(feed.item).map(children);
    expect(entries.map((entry) => entry.link)).toEqual(ordered.map((item) => item.url));
    const dates = entries.map((entry) => Date.parse(text(entry.pubDate)));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    entries.forEach((entry, i) => {
      const item = ordered[i] as FeedItem;
      expect(keys(entry)).toEqual(
        [
          'title',
          'link',
          'guid',
          'pubDate',
          'author',
          'description',
          'content:encoded',
          ...(item.tags.length > 0 ? ['category'] : []),
        ].sort(),
      );
      expect(entry.title).toBe(item.title);
      expect(entry.link).toBe(item.url);
      expect(entry.guid).toEqual({ '#text': item.url, '@_isPermaLink': 'true' });
      expectRfc822(entry.pubDate, item.published);
      expect(entry.author).toBe('ayse@example.dev (Ayşe Kılıç)');
      // Readers take the description for HTML: the plain-text summary comes out as itself.
      expect(htmlUnescaped(text(entry.description))).toBe(item.summary);
      expect(entry['content:encoded']).toBe(item.contentHtml);
      expect(entry.category ?? []).toEqual(item.tags);
    });
  });

  it('Atom 1.0 has every required element, in the right format, entries newest first', () => {
    const xml = atomFeed(channel, items);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<feed ')).toBe(true);
    const parsed = parseXml(xml);
    expect(keys(parsed)).toEqual(['?xml', 'feed']);
    const feed = children(parsed.feed);
    expect(keys(feed)).toEqual(
      [
        '@_xmlns',
        '@_xml:lang',
        'id',
        'title',
        'subtitle',
        'updated',
        'link',
        'author',
        'icon',
        'entry',
      ].sort(),
    );
    expect(feed['@_xmlns']).toBe(ATOM_NS);
    expect(feed['@_xml:lang']).toBe('tr');
    expect(feed.id).toBe(channel.pageUrl);
    expect(feed.title).toBe(channel.title);
    expect(feed.subtitle).toBe(channel.description);
    expectRfc3339(feed.updated, latestChange(items));
    expect(feed.link).toEqual([
      { '@_rel': 'self', '@_type': 'application/atom+xml', '@_href': channel.feedUrls.atom },
      { '@_rel': 'alternate', '@_type': 'text/html', '@_href': channel.pageUrl },
    ]);
    expect(children(feed.author)).toEqual({
      name: 'Ayşe Kılıç',
      uri: 'https://example.dev/',
      email: 'ayse@example.dev',
    });
    expect(feed.icon).toBe(channel.icon);

    const entries = list(feed.entry).map(children);
    expect(entries.map((entry) => entry.id)).toEqual(ordered.map((item) => item.url));
    entries.forEach((entry, i) => {
      const item = ordered[i] as FeedItem;
      expect(keys(entry)).toEqual(
        [
          ...(item.lang ? ['@_xml:lang'] : []),
          'id',
          'title',
          'link',
          'published',
          'updated',
          'summary',
          'content',
          ...(item.tags.length > 0 ? ['category'] : []),
        ].sort(),
      );
      expect(entry.id).toBe(item.url);
      expect(entry.title).toBe(item.title);
      expect(entry.link).toEqual([
        { '@_rel': 'alternate', '@_type': 'text/html', '@_href': item.url },
      ]);
      expectRfc3339(entry.published, item.published);
      expectRfc3339(entry.updated, item.updated ?? item.published);
      expect(entry.summary).toBe(item.summary);
      expect(entry.content).toEqual({ '#text': item.contentHtml, '@_type': 'html' });
      expect(entry.category ?? []).toEqual(item.tags.map((tag) => ({ '@_term': tag })));
    });
  });

  it('JSON Feed 1.1 has every required field, in the right format, items newest first', () => {
    const json = jsonFeed(channel, items);
    const feed = node(JSON.parse(json));
    expect(keys(feed)).toEqual(
      [
        'version',
        'title',
        'home_page_url',
        'feed_url',
        'description',
        'language',
        'authors',
        'icon',
        'items',
      ].sort(),
    );
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBe(channel.title);
    expect(feed.home_page_url).toBe(channel.pageUrl);
    expect(feed.feed_url).toBe(channel.feedUrls.json);
    expect(feed.description).toBe(channel.description);
    expect(feed.language).toBe('tr');
    expect(feed.authors).toEqual([{ name: 'Ayşe Kılıç', url: 'https://example.dev/' }]);
    expect(feed.icon).toBe(channel.icon);

    const entries = list(feed.items).map(node);
    expect(entries.map((entry) => entry.id)).toEqual(ordered.map((item) => item.url));
    entries.forEach((entry, i) => {
      const item = ordered[i] as FeedItem;
      expect(entry).toEqual({
        id: item.url,
        url: item.url,
        title: item.title,
        summary: item.summary,
        content_html: item.contentHtml,
        date_published: expect.stringMatching(RFC_3339),
        ...(item.updated && { date_modified: expect.stringMatching(RFC_3339) }),
        ...(item.tags.length > 0 && { tags: item.tags }),
        ...(item.image && { image: item.image }),
        ...(item.lang && { language: item.lang }),
      });
      expect(Date.parse(text(entry.date_published))).toBe(item.published.getTime());
      if (item.updated) expect(Date.parse(text(entry.date_modified))).toBe(item.updated.getTime());
    });
  });

  it('are well-formed for a strict XML parser, with the namespaces the specs use', () => {
    const rss = parseStrict(rssFeed(channel, items));
    expect(rss.documentElement.localName).toBe('rss');
    const encoded = rss.getElementsByTagNameNS(CONTENT_NS, 'encoded');
    // A strict parser reads a literal CR LF as LF: the CR of the posts' CR LF must be escaped.
    expect(ordered.some((item) => item.contentHtml.includes('\r\n'))).toBe(true);
    expect([...encoded].map((element) => element.textContent)).toEqual(
      ordered.map((item) => item.contentHtml),
    );
    expect(rss.getElementsByTagNameNS(ATOM_NS, 'link')[0]?.getAttribute('rel')).toBe('self');

    const atom = parseStrict(atomFeed(channel, items));
    expect(atom.documentElement.namespaceURI).toBe(ATOM_NS);
    const contents = atom.getElementsByTagNameNS(ATOM_NS, 'content');
    expect([...contents].map((element) => element.textContent)).toEqual(
      ordered.map((item) => item.contentHtml),
    );
  });

  it('carry markup characters, CDATA ends and Turkish text through exactly', () => {
    const nasty = `<script>alert("x" & 'y')</script> ]]> <![CDATA[ ış İ ğ &amp; &lt;`;
    const item: FeedItem = {
      url: 'https://example.dev/tr/writing/a?x=1&y="2"',
      title: nasty,
      summary: `${nasty} summary`,
      contentHtml: `<pre><code>${htmlEscaped(nasty)}</code></pre><p>]]>]]&gt;</p><p>${nasty}</p>`,
      published: new Date('2026-03-14T00:00:00Z'),
      tags: [nasty, 'ışık'],
    };
    const feeds = feedFiles(makeChannel({ title: nasty, description: nasty }), [item]);
    for (const xml of [feeds['feed.xml'], feeds['atom.xml']]) {
      // No CDATA section, and nothing that could end one or start a tag from the input.
      expect(xml).not.toContain('<![CDATA[');
      expect(xml).not.toContain(']]>');
      expect(xml).not.toContain('<script');
      parseStrict(xml);
    }

    const rss = children(node(parseXml(feeds['feed.xml']).rss).channel);
    expect(rss.title).toBe(nasty);
    expect(rss.description).toBe(nasty);
    const rssItem = children(list(rss.item)[0]);
    expect(rssItem.title).toBe(nasty);
    expect(rssItem.link).toBe(item.url);
    expect(node(rssItem.guid)['#text']).toBe(item.url);
    expect(htmlUnescaped(text(rssItem.description))).toBe(item.summary);
    expect(rssItem['content:encoded']).toBe(item.contentHtml);
    expect(rssItem.category).toEqual(item.tags);

    const atom = children(parseXml(feeds['atom.xml']).feed);
    expect(atom.title).toBe(nasty);
    expect(atom.subtitle).toBe(nasty);
    const entry = children(list(atom.entry)[0]);
    expect(entry.title).toBe(nasty);
    expect(entry.id).toBe(item.url);
    expect(list(entry.link).map((link) => node(link)['@_href'])).toEqual([item.url]);
    expect(entry.summary).toBe(item.summary);
    expect(node(entry.content)['#text']).toBe(item.contentHtml);
    expect(entry.category).toEqual(item.tags.map((tag) => ({ '@_term': tag })));

    const json = node(JSON.parse(feeds['feed.json']));
    expect(json.title).toBe(nasty);
    expect(json.items).toEqual([
      expect.objectContaining({
        id: item.url,
        title: nasty,
        summary: item.summary,
        content_html: item.contentHtml,
        tags: item.tags,
      }),
    ]);
  });

  it('drop the characters XML cannot carry, and keep the rest', () => {
    const item: FeedItem = {
      url: 'https://example.dev/tr/writing/controls',
      title: 'a\u0000b\u001bc\uFFFEd\uD800e 😀',
      summary: 'tab\there',
      contentHtml: '<p>x\u0008y</p>',
      published: new Date('2026-03-14T00:00:00Z'),
      tags: ['new\nline'],
    };
    const rss = parseStrict(rssFeed(makeChannel(), [item]));
    expect(rss.querySelector('item > title')?.textContent).toBe('abcde 😀');
    expect(rss.querySelector('item > description')?.textContent).toBe('tab\there');
    expect(rss.getElementsByTagNameNS(CONTENT_NS, 'encoded')[0]?.textContent).toBe('<p>xy</p>');
    const atom = parseStrict(atomFeed(makeChannel(), [item]));
    expect(atom.getElementsByTagNameNS(ATOM_NS, 'title')[1]?.textContent).toBe('abcde 😀');
    // An attribute keeps its newline only as a reference.
    expect(atom.getElementsByTagNameNS(ATOM_NS, 'category')[0]?.getAttribute('term')).toBe(
      'new\nline',
    );
  });

  it('are valid with no posts, dated at the build', () => {
    const feeds = feedFiles(channel, []);
    const rss = children(node(parseXml(feeds['feed.xml']).rss).channel);
    expect(rss.item).toBeUndefined();
    expect(rss.title).toBe(channel.title);
    expectRfc822(rss.lastBuildDate, BUILT);
    const atom = children(parseXml(feeds['atom.xml']).feed);
    expect(atom.entry).toBeUndefined();
    expect(atom.id).toBe(channel.pageUrl);
    expectRfc3339(atom.updated, BUILT);
    parseStrict(feeds['feed.xml']);
    parseStrict(feeds['atom.xml']);
    const json = node(JSON.parse(feeds['feed.json']));
    expect(json.items).toEqual([]);
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
  });

  it('are dated by their newest post or edit, but never after the build', () => {
    const [first, second] = makeItems(2, 7) as [FeedItem, FeedItem];
    const edited = { ...first, updated: new Date(BUILT.getTime() - DAY) };
    const rssDate = (list: FeedItem[]) =>
      children(node(parseXml(rssFeed(channel, list)).rss).channel).lastBuildDate;
    const atomDate = (list: FeedItem[]) => children(parseXml(atomFeed(channel, list)).feed).updated;
    expectRfc822(rssDate([first, second]), latestChange([first, second]));
    expectRfc822(rssDate([edited, second]), edited.updated);
    expectRfc3339(atomDate([edited, second]), edited.updated);
    const future = { ...second, published: new Date(BUILT.getTime() + DAY), updated: undefined };
    expectRfc822(rssDate([first, future]), BUILT);
    expectRfc3339(atomDate([first, future]), BUILT);
  });

  it(`carry the newest ${FEED_ITEMS} posts of a longer list, in all three formats`, () => {
    const many = makeItems(FEED_ITEMS + 7, 11).toReversed();
    const newest = many
      .toSorted((a, b) => b.published.getTime() - a.published.getTime())
      .slice(0, FEED_ITEMS)
      .map((item) => item.url);
    const feeds = feedFiles(channel, many);
    const rss = [children(node(parseXml(feeds['feed.xml']).rss).channel).item].flat();
    expect(rss.map((item) => String(children(item).link))).toEqual(newest);
    const atom = [children(parseXml(feeds['atom.xml']).feed).entry].flat();
    expect(atom.map((entry) => String(children(entry).id))).toEqual(newest);
    const json = JSON.parse(feeds['feed.json']) as { items: { url: string }[] };
    expect(json.items.map((item) => item.url)).toEqual(newest);
  });

  it('mark a post in another language than the feed', () => {
    const [english, turkish] = makeItems(2, 3).map((item, i) => ({
      ...item,
      lang: i === 0 ? 'en' : undefined,
    })) as [FeedItem, FeedItem];
    const atom = children(parseXml(atomFeed(channel, [english, turkish])).feed);
    const entries = list(atom.entry).map(children);
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    expect(byId.get(english.url)?.['@_xml:lang']).toBe('en');
    expect(byId.get(turkish.url)).not.toHaveProperty('@_xml:lang');
    expect(atom['@_xml:lang']).toBe('tr');
    // A strict parser sees the entry's own language.
    const document = parseStrict(atomFeed(channel, [english, turkish]));
    const langs = [...document.getElementsByTagNameNS(ATOM_NS, 'entry')].map((entry) => [
      entry.getElementsByTagNameNS(ATOM_NS, 'id')[0]?.textContent,
      entry.getAttributeNS('http://www.w3.org/XML/1998/namespace', 'lang'),
    ]);
    expect(langs).toContainEqual([english.url, 'en']);
    expect(langs).toContainEqual([turkish.url, null]);

    const json = list(node(JSON.parse(jsonFeed(channel, [english, turkish]))).items).map(node);
    const jsonById = new Map(json.map((entry) => [entry.id, entry]));
    expect(jsonById.get(english.url)?.language).toBe('en');
    expect(jsonById.get(turkish.url)).not.toHaveProperty('language');
  });

  it('leave the RSS author out and the Atom email without an email address', () => {
    const { email, ...author } = channel.author;
    expect(email).toBeDefined();
    const noEmail = makeChannel({ author, icon: undefined });
    const rss = children(node(parseXml(rssFeed(noEmail, items)).rss).channel);
    expect(rss).not.toHaveProperty('managingEditor');
    for (const entry of list(rss.item)) expect(children(entry)).not.toHaveProperty('author');
    const atom = children(parseXml(atomFeed(noEmail, items)).feed);
    expect(children(atom.author)).toEqual({ name: author.name, uri: author.url });
    expect(atom).not.toHaveProperty('icon');
    const json = node(JSON.parse(jsonFeed(noEmail, items)));
    expect(json).not.toHaveProperty('icon');
    expect(json.authors).toEqual([{ name: author.name, url: author.url }]);
  });

  it('leave the list of posts as it was, and give the three files', () => {
    const before = items.map((item) => item.url);
    const files = feedFiles(channel, items);
    expect(items.map((item) => item.url)).toEqual(before);
    expect(before).not.toEqual(ordered.map((item) => item.url));
    expect(files).toEqual({
      'feed.xml': rssFeed(channel, items),
      'atom.xml': atomFeed(channel, items),
      'feed.json': jsonFeed(channel, items),
    });
  });

  it('refuse an invalid date rather than write one', () => {
    const [item] = makeItems(1) as [FeedItem];
    const broken = { ...item, published: new Date('not a date') };
    expect(() => rssFeed(channel, [broken])).toThrow(RangeError);
    expect(() => atomFeed(channel, [broken])).toThrow(RangeError);
    expect(() => jsonFeed(channel, [broken])).toThrow(RangeError);
    expect(() => atomFeed(makeChannel({ built: new Date(Number.NaN) }), [])).toThrow(RangeError);
  });
});
