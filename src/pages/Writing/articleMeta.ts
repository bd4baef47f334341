/**
 * A post's own head tags, after the page's (src/lib/meta.ts): `article:*` and its JSON-LD
 * `BlogPosting`. Here, not in the shared head code, so other pages do not load them.
 */
import type { MetaDescriptor } from 'react-router';
import { localePath } from '@/i18n/languages';
import type { ArticleHead, HeadData } from '@/lib/meta';
import { absoluteUrl } from '@/lib/paths';

/** schema.org `BlogPosting` for a post, as JSON-LD, in the post's language. */
export function blogPostingJsonLd(
  site: Pick<HeadData, 'profile' | 'lang' | 'languages'>,
  article: ArticleHead,
  url: string,
  description: string | undefined,
  image: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    ...(description ? { description } : {}),
    datePublished: article.published,
    dateModified: article.modified ?? article.published,
    inLanguage: article.lang ?? site.lang,
    url,
    mainEntityOfPage: url,
    image,
    ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
    author: {
      '@type': 'Person',
      name: site.profile.name,
      url: absoluteUrl(localePath('/', site.lang, site.languages)),
    },
  };
}

/** The `article:*` tags and JSON-LD of a post, read from the page's tags (its URL and image). */
export function articleMeta(
  site: Pick<HeadData, 'profile' | 'lang' | 'languages'>,
  article: ArticleHead,
  description: string | undefined,
  pageTags: readonly MetaDescriptor[],
): MetaDescriptor[] {
  const content = (property: string) => {
    const tag = pageTags.find((t) => 'property' in t && t.property === property);
    return tag && 'content' in tag ? String(tag.content) : '';
  };
  return [
    { property: 'article:published_time', content: article.published },
    ...(article.modified ? [{ property: 'article:modified_time', content: article.modified }] : []),
    {
      property: 'article:author',
      content: absoluteUrl(localePath('/', site.lang, site.languages)),
    },
    ...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    {
      'script:ld+json': blogPostingJsonLd(
        site,
        article,
        content('og:url'),
        description,
        content('og:image'),
      ),
    },
  ];
}
