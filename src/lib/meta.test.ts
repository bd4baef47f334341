import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pages } from '@/lib/pages';
import { profile } from '@/content/profile';
import { site } from '@/content/site';
import { env } from './env';
import { pageMeta, pageTitle, siteLinks } from './meta';

/** The site URL setting: the content's site.ts unless VITE_SITE_URL overrides it. */
const SITE = env.siteUrl;

function property(tags: MetaDescriptor[], key: string): string | undefined {
  const tag = tags.find(
    (t) => ('property' in t && t.property === key) || ('name' in t && t.name === key),
  );
  return tag && 'content' in tag ? String(tag.content) : undefined;
}

function jsonLd(tags: MetaDescriptor[]) {
  return tags.flatMap((t) => ('script:ld+json' in t ? [t['script:ld+json'] as unknown] : []));
}

describe.each(pages)('pageMeta($id)', (page) => {
  const tags = pageMeta(page.id);
  const url = `${SITE}${page.path}`;

  it('has the title, description and canonical URL', () => {
    expect(tags).toContainEqual({ title: pageTitle(page.id) });
    expect(property(tags, 'description')).toBe(page.description);
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: url });
  });

  it('has Open Graph tags with an absolute 1200 x 630 image', () => {
    expect(property(tags, 'og:type')).toBe('website');
    expect(property(tags, 'og:site_name')).toBe(`${profile.name}'s Portfolio`);
    expect(property(tags, 'og:locale')).toBe(site.locale);
    expect(property(tags, 'og:title')).toBe(pageTitle(page.id));
    expect(property(tags, 'og:description')).toBe(page.description);
    expect(property(tags, 'og:url')).toBe(url);
    expect(property(tags, 'og:image')).toBe(`${SITE}/og-image.png`);
    expect(property(tags, 'og:image:width')).toBe('1200');
    expect(property(tags, 'og:image:height')).toBe('630');
    expect(property(tags, 'og:image:alt')).toContain(profile.name);
  });

  it('has a large-image Twitter card', () => {
    expect(property(tags, 'twitter:card')).toBe('summary_large_image');
    expect(property(tags, 'twitter:title')).toBe(pageTitle(page.id));
    expect(property(tags, 'twitter:description')).toBe(page.description);
    expect(property(tags, 'twitter:image')).toBe(`${SITE}/og-image.png`);
  });

  it(`has the JSON-LD Person ${page.path === '/' ? 'on the home page' : 'only on /'}`, () => {
    expect(jsonLd(tags)).toHaveLength(page.path === '/' ? 1 : 0);
  });
});

describe('JSON-LD Person', () => {
  it('names the owner, their role, school, e-mail, site and social profiles', () => {
    const [person] = jsonLd(pageMeta('home'));
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: profile.name,
      jobTitle: profile.role,
      affiliation: { '@type': 'EducationalOrganization', name: profile.school },
      email: profile.email,
      url: `${SITE}/`,
      // Profiles on the web: not the e-mail or phone links.
      sameAs: profile.social
        .filter((s) => s.kind !== 'email' && s.kind !== 'phone')
        .map((s) => s.href),
    });
  });
});

describe('siteLinks', () => {
  it('links the favicons and the home-screen icon (the manifest comes after hydration)', () => {
    expect(siteLinks()).toEqual([
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    ]);
  });
});
