import type { LinkDescriptor, MetaDescriptor } from 'react-router';
import { getPage } from '@/lib/pages';
import { profile, siteTitle } from '@/content/profile';
import { site } from '@/content/site';
import type { PageId } from '@/model/types';
import { absoluteUrl, asset } from './paths';
import { ICONS, SOCIAL_IMAGE } from './siteFiles';

/** What the social preview image shows: the owner's name, role and school. */
const socialImageAlt = `${profile.name}, ${profile.role} at the ${profile.school}`;

/** "{name}'s Portfolio" for home, "{name}'s Portfolio - Experiences" and so on. */
export function pageTitle(id: PageId): string {
  const { titleSuffix } = getPage(id);
  return titleSuffix ? `${siteTitle} - ${titleSuffix}` : siteTitle;
}

/** schema.org `Person` for the owner, as JSON-LD (on the home page). */
export function personJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.role,
    affiliation: { '@type': 'EducationalOrganization', name: profile.school },
    email: profile.email,
    url: absoluteUrl('/'),
    sameAs: profile.social.filter((link) => /^https?:/i.test(link.href)).map((link) => link.href),
  };
}

/**
 * The <head> tags of a page, prerendered into its HTML: title, description, canonical URL,
 * Open Graph and Twitter card tags, and on the home page the JSON-LD `Person`.
 */
export function pageMeta(id: PageId): MetaDescriptor[] {
  const page = getPage(id);
  const title = pageTitle(id);
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(SOCIAL_IMAGE.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteTitle },
    { property: 'og:locale', content: site.locale },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { property: 'og:image:alt', content: socialImageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: socialImageAlt },
  ];
  if (page.path === '/') tags.push({ 'script:ld+json': personJsonLd() });
  return tags;
}

/**
 * The <link> tags every page's HTML shares: favicons and home-screen icon. The web manifest is
 * linked after hydration (root.tsx), so browsers do not fetch it and its icons while the first
 * view is painted.
 */
export function siteLinks(): LinkDescriptor[] {
  return [
    { rel: 'icon', href: asset(ICONS.ico), sizes: '32x32' },
    { rel: 'icon', href: asset(ICONS.svg), type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: asset(ICONS.appleTouch) },
  ];
}
