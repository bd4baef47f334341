import type { LinkDescriptor, MetaDescriptor } from 'react-router';
import { fill } from '@/i18n/fill';
import { localePath, splitLangPath } from '@/i18n/languages';
import type { RootData } from '@/i18n/SiteContext';
import type { Lang, PageId } from '@/model/view';
import { absoluteUrl, asset } from './paths';
import { FEEDS, ICONS, postSocialImagePath, SOCIAL_IMAGE, socialImagePath } from './siteFiles';

/** The parts of the root loader's data a page's head is made of. */
export type HeadData = Pick<
  RootData,
  'lang' | 'languages' | 'pages' | 'siteTitle' | 'profile' | 'strings' | 'ogLocales'
>;

/**
 * The root loader's data from a route's `meta` arguments: each page's head is written in the
 * page's language from it, so no page's JavaScript carries the content for its head.
 */
export function rootData(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): HeadData {
  const data = matches.find((match) => match?.id === 'root')?.loaderData as HeadData | undefined;
  if (!data) throw new Error('meta: the root route has no data.');
  return data;
}

/**
 * What a page's own loader sends for its head (src/lib/siteData.ts `pageHead`): its description
 * and, on the home page, the owner's e-mail for the JSON-LD. Other pages' descriptions stay out
 * of its HTML.
 */
export interface PageHead {
  description: string;
  email?: string;
  /** The home page: the owner's availability note (record.ts), while it holds. */
  seeks?: { description: string; until?: string };
  /** A post's page: its own title, address, languages and article data. */
  article?: ArticleHead;
}

/** What a post's head says of it (src/pages/Writing/PostPage.tsx). */
export interface ArticleHead {
  title: string;
  /** The page's path in its language. */
  path: string;
  slug: string;
  /** The languages the post has a page in. */
  languages: readonly Lang[];
  /** `YYYY-MM-DD`. */
  published: string;
  modified?: string;
  tags: readonly string[];
  /** The post's language when it is shown untranslated. */
  lang?: Lang;
}

function pageOf(site: Pick<HeadData, 'pages'>, id: PageId) {
  const page = site.pages.find((p) => p.id === id);
  if (!page) throw new Error(`Unknown page id: ${id}`);
  return page;
}

/** "{name}'s Portfolio", or "{name}'s Portfolio - {suffix}" (spec: page titles). */
export function pageTitle(id: PageId, site: Pick<HeadData, 'pages' | 'siteTitle'>): string {
  const { titleSuffix } = pageOf(site, id);
  return titleSuffix ? `${site.siteTitle} - ${titleSuffix}` : site.siteTitle;
}

/** schema.org `Person` for the owner, as JSON-LD (on the home page), in the page's language. */
export function personJsonLd(
  site: Pick<HeadData, 'profile' | 'lang' | 'languages'>,
  email: string | undefined,
  seeks?: PageHead['seeks'],
) {
  const { profile } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.role,
    affiliation: { '@type': 'EducationalOrganization', name: profile.school },
    ...(email ? { email } : {}),
    url: absoluteUrl(localePath('/', site.lang, site.languages)),
    sameAs: profile.social.filter((link) => /^https?:/i.test(link.href)).map((link) => link.href),
    ...(site.languages.length > 1 ? { knowsLanguage: [...site.languages] } : {}),
    // Open to work: a schema.org Demand with the day it ends, if it has one.
    ...(seeks
      ? {
          seeks: {
            '@type': 'Demand',
            description: seeks.description,
            ...(seeks.until ? { availabilityEnds: seeks.until } : {}),
          },
        }
      : {}),
  };
}

/**
 * The page's head in its language: title, description, canonical URL, the same page in every
 * language of the site (`hreflang`, with `x-default` for the default language), Open Graph and
 * Twitter card tags with the language's social image, and on the home page the JSON-LD `Person`.
 */
export function pageMeta(id: PageId, site: HeadData, head: PageHead | undefined): MetaDescriptor[] {
  const page = pageOf(site, id);
  const article = head?.article;
  const title = article ? `${article.title} - ${site.siteTitle}` : pageTitle(id, site);
  const path = article?.path ?? page.path;
  const url = absoluteUrl(path);
  // A post's preview shows its title (scripts/seo/writing.ts draws it).
  const image = absoluteUrl(
    article
      ? postSocialImagePath(article.slug, site.lang, site.languages)
      : socialImagePath(site.lang, site.languages),
  );
  const { profile } = site;
  const imageAlt =
    article?.title ??
    fill(site.strings.socialImageAlt, {
      name: profile.name,
      role: profile.role,
      school: profile.school,
    });
  // A page whose loader failed (its error screen) has a title but no description.
  const description = head?.description;
  const describe = (tag: MetaDescriptor): MetaDescriptor[] => (description ? [tag] : []);
  const tags: MetaDescriptor[] = [
    { title },
    ...describe({ name: 'description', content: description }),
    { tagName: 'link', rel: 'canonical', href: url },
  ];
  if (site.languages.length > 1) {
    const defaultPath = splitLangPath(path, site.languages).path;
    for (const lang of article?.languages ?? site.languages)
      tags.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: lang,
        href: absoluteUrl(localePath(defaultPath, lang, site.languages)),
      });
    // The default language's page, or a post's first language when it has no default one.
    const first = (article?.languages ?? site.languages)[0] ?? site.lang;
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absoluteUrl(localePath(defaultPath, first, site.languages)),
    });
  }
  // Every page of a site with posts names its language's feeds.
  if (site.pages.some((p) => p.id === 'writing'))
    for (const feed of FEEDS)
      tags.push({
        tagName: 'link',
        rel: 'alternate',
        type: feed.type,
        title: `${site.siteTitle} (${feed.label})`,
        href: absoluteUrl(localePath(`/${feed.file}`, site.lang, site.languages)),
      });
  tags.push(
    { property: 'og:type', content: article ? 'article' : 'website' },
    { property: 'og:site_name', content: site.siteTitle },
    { property: 'og:locale', content: site.ogLocales[site.lang] },
  );
  for (const lang of site.languages)
    if (lang !== site.lang)
      tags.push({ property: 'og:locale:alternate', content: site.ogLocales[lang] });
  tags.push(
    { property: 'og:title', content: title },
    ...describe({ property: 'og:description', content: description }),
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    ...describe({ name: 'twitter:description', content: description }),
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  );
  if (id === 'home') tags.push({ 'script:ld+json': personJsonLd(site, head?.email, head?.seeks) });
  return tags;
}

/**
 * Icons every page links, under the base path. The SVG tab icon is not among them: the build
 * puts it into each page after the ICO link, as a data: URI (scripts/inline-favicon.ts). A link
 * rendered here would be matched by its href when the page hydrates, and added again.
 */
export function siteLinks(): LinkDescriptor[] {
  return [
    { rel: 'icon', href: asset(ICONS.ico), sizes: '32x32' },
    { rel: 'apple-touch-icon', href: asset(ICONS.appleTouch) },
  ];
}
