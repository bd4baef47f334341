/**
 * The feeds of a site with posts: RSS 2.0, Atom and JSON Feed for each language
 * (`feed.xml`, `atom.xml`, `feed.json`; `/tr/feed.xml`, …), with every post's full body as the
 * built page shows it (pictures with their real addresses), so a feed never differs from the
 * site. Nothing is written for an owner without posts.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { contentDir } from '../../build-config';
import { dictionaries, pageStrings } from '../../src/i18n/dictionary';
import { fill, plural } from '../../src/i18n/fill';
import { localePath } from '../../src/i18n/languages';
import { FEEDS, postSocialImagePath } from '../../src/lib/siteFiles';
import { longDate, readingMinutes, type Post } from '../../src/model/post';
import type { Lang } from '../../src/model/types';
import { loadContentIn } from '../content/load';
import { buildPosts } from '../posts/posts';
import { FEED_ITEMS, feedFiles, type FeedItem } from './feeds';
import { svgToPngAsync } from './render';
import { postSocialImageSvg, socialPalette } from './social-image';
import type { BuildStep } from '../build-step';
import { loadLanguages } from '../content/load';
import { buildSiteUrl, publicUrl } from './site-url';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

function findBody(node: Node): Element | undefined {
  if ('attrs' in node && node.attrs.some((a) => a.name === 'data-post-body')) return node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    const found = findBody(child);
    if (found) return found;
  }
  return undefined;
}

/** Every address in `html` made absolute against the page `pageUrl` (a feed has no base). */
export function absoluteAddresses(html: string, pageUrl: string): string {
  const fragment = parseFragment(html);
  const visit = (
    node: DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment,
  ) => {
    if ('attrs' in node)
      for (const attr of node.attrs) {
        if (attr.name === 'href' || attr.name === 'src')
          attr.value = new URL(attr.value, pageUrl).href;
        else if (attr.name === 'srcset')
          attr.value = attr.value
            .split(',')
            .map((entry) => {
              const [url = '', ...rest] = entry.trim().split(/\s+/);
              return [new URL(url, pageUrl).href, ...rest].join(' ');
            })
            .join(', ');
      }
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(fragment);
  return serialize(fragment);
}

/** The body of the built post page `file`, its addresses absolute. */
export function postBodyFromPage(file: string, pageUrl: string): string {
  const body = findBody(parse(readFileSync(file, 'utf8')));
  if (!body)
    throw new Error(
      `${file} has no post body (data-post-body): src/pages/Writing/PostPage.tsx changed shape.`,
    );
  return absoluteAddresses(serialize(body), pageUrl);
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * Writes each language's feeds and each post's social image into the built site `dist`;
 * returns the files written.
 */
export async function writeFeeds(
  root: string,
  dist: string,
  siteUrl: string,
  base: string,
  languages: readonly Lang[],
  built: Date,
  dir: string = contentDir(),
): Promise<string[]> {
  const { byLang } = buildPosts(dir, languages, {
    drafts: false,
    words: (lang) => dictionaries[lang].writing.body,
  });
  if (![...byLang.values()].some((posts) => posts.length > 0)) return [];
  const written: string[] = [];
  const palette = await socialPalette(root);
  const drawing: Promise<void>[] = [];
  for (const lang of languages) {
    const content = await loadContentIn(lang, dir);
    const words = dictionaries[lang].writing;
    const strings = pageStrings(lang);
    const at = (p: string) => publicUrl(siteUrl, base, localePath(p, lang, languages));
    const pageText = content.pages.find((p) => p.id === 'writing');
    const name = content.profile.name;
    // The posts come newest first; only those the feeds carry are read back from their pages.
    const items: FeedItem[] = (byLang.get(lang) ?? []).slice(0, FEED_ITEMS).map((post: Post) => {
      const pagePath = localePath(`/writing/${post.slug}`, lang, languages);
      const url = at(`/writing/${post.slug}`);
      return {
        url,
        title: post.title,
        summary: post.summary,
        contentHtml: postBodyFromPage(path.join(dist, pagePath, 'index.html'), url),
        published: day(post.date),
        ...(post.updated ? { updated: day(post.updated) } : {}),
        tags: post.tags,
        ...(post.shownIn ? { lang: post.shownIn } : {}),
      };
    });
    const files = feedFiles(
      {
        title: fill(words.feedTitle, { name }),
        description:
          (typeof pageText?.description === 'string' ? pageText.description : undefined) ??
          fill(words.description, { name }),
        lang,
        pageUrl: at('/writing'),
        feedUrls: {
          rss: at(`/${FEEDS[0].file}`),
          atom: at(`/${FEEDS[1].file}`),
          json: at(`/${FEEDS[2].file}`),
        },
        author: {
          name,
          url: at('/'),
          ...(content.profile.email ? { email: content.profile.email } : {}),
        },
        built,
      },
      items,
    );
    // Each post's link preview, drawn with the site's colours and the shipped font; the
    // pictures are drawn side by side on resvg's threads (a hundred posts take seconds).
    for (const post of byLang.get(lang) ?? []) {
      const file = path.join(dist, postSocialImagePath(post.slug, lang, languages));
      mkdirSync(path.dirname(file), { recursive: true });
      const minutes = readingMinutes(post.words);
      const svg = postSocialImageSvg(
        {
          title: post.title,
          name,
          facts: `${longDate(strings, post.date)} · ${fill(plural(words.readingTime, minutes), { count: minutes })}`,
          label: words.navLabel.toLocaleUpperCase(lang),
        },
        palette,
      );
      const drawn = svgToPngAsync(svg).then((png) => writeFileSync(file, png));
      // Awaited below with the others; until then a failure must not count as unhandled.
      drawn.catch(() => undefined);
      drawing.push(drawn);
      written.push(path.relative(dist, file));
    }
    const folder = path.join(dist, localePath('/', lang, languages));
    mkdirSync(folder, { recursive: true });
    for (const [file, text] of Object.entries(files)) {
      writeFileSync(path.join(folder, file), text);
      written.push(path.relative(dist, path.join(folder, file)));
    }
  }
  await Promise.all(drawing);
  return written;
}

/**
 * Build step: each language's feeds, from the prerendered post pages, and each post's social
 * image (nothing without posts).
 */
export const writeFeedFiles: BuildStep = async ({ root, dist, base }) => {
  // The day of the build, as the footer's "Last Updated" (two builds of a day: the same files).
  const today = new Date(new Date().toISOString().slice(0, 10));
  await writeFeeds(root, dist, buildSiteUrl(root), base, await loadLanguages(), today);
};
