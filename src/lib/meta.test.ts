// @vitest-environment node
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fill } from '@/i18n/fill';
import { localePath } from '@/i18n/languages';
import { contentIn, languages, site } from '@/test/content';
import { availabilityEndsAt, isAvailable } from '@/model/record';
import { env } from './env';
import { pageMeta, pageTitle, siteLinks } from './meta';
import { pageHead, siteData } from './siteData';
import { socialImagePath } from './siteFiles';

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

/** The page's language versions (not its feeds, which are alternates with a type). */
function alternates(tags: MetaDescriptor[]) {
  return tags.filter((t) => 'rel' in t && t.rel === 'alternate' && !('type' in t));
}

describe.each(languages)('the head of every page in %s', (lang) => {
  const data = siteData(lang);
  const { availability } = contentIn(lang).record;
  const { profile } = data;

  describe.each(data.pages)('pageMeta($id)', (page) => {
    const tags = pageMeta(page.id, data, pageHead(lang, page.id));
    const { description } = contentIn(lang).pages.find((p) => p.id === page.id) ?? {};
    const url = `${SITE}${page.path}`;
    const image = `${SITE}${socialImagePath(lang, languages)}`;

    it('has the title, description and canonical URL of its language', () => {
      const route = siteData(languages[0] ?? lang).pages.find((p) => p.id === page.id);
      expect(page.path).toBe(localePath(route?.path ?? '', lang, languages));
      expect(tags).toContainEqual({ title: pageTitle(page.id, data) });
      expect(property(tags, 'description')).toBe(description);
      expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: url });
    });

    it('names the same page in every language, and x-default', () => {
      if (languages.length < 2) {
        expect(alternates(tags)).toEqual([]);
        return;
      }
      const hrefLangs = alternates(tags).map((t) => ('hrefLang' in t ? t.hrefLang : undefined));
      expect(hrefLangs).toEqual([...languages, 'x-default']);
      const own = alternates(tags).find((t) => 'hrefLang' in t && t.hrefLang === lang);
      expect(own).toMatchObject({ href: url });
      // Each alternate is that language's version of this page.
      for (const other of languages) {
        const otherPage = siteData(other).pages.find((p) => p.id === page.id);
        expect(alternates(tags)).toContainEqual(
          expect.objectContaining({ hrefLang: other, href: `${SITE}${otherPage?.path}` }),
        );
      }
    });

    it('has Open Graph tags with its language’s absolute 1200 x 630 image', () => {
      expect(property(tags, 'og:type')).toBe('website');
      expect(property(tags, 'og:site_name')).toBe(data.siteTitle);
      expect(property(tags, 'og:locale')).toBe(
        lang === languages[0] ? site.locale : data.ogLocales[lang],
      );
      expect(property(tags, 'og:title')).toBe(pageTitle(page.id, data));
      expect(property(tags, 'og:description')).toBe(description);
      expect(property(tags, 'og:url')).toBe(url);
      expect(property(tags, 'og:image')).toBe(image);
      expect(property(tags, 'og:image:width')).toBe('1200');
      expect(property(tags, 'og:image:height')).toBe('630');
      expect(property(tags, 'og:image:alt')).toBe(
        fill(data.strings.socialImageAlt, {
          name: profile.name,
          role: profile.role,
          school: profile.school,
        }),
      );
    });

    it('has a large-image Twitter card', () => {
      expect(property(tags, 'twitter:card')).toBe('summary_large_image');
      expect(property(tags, 'twitter:title')).toBe(pageTitle(page.id, data));
      expect(property(tags, 'twitter:description')).toBe(description);
      expect(property(tags, 'twitter:image')).toBe(image);
    });

    it('carries no description when the page sent none (its error screen)', () => {
      const bare = pageMeta(page.id, data, undefined);
      expect(bare).toContainEqual({ title: pageTitle(page.id, data) });
      for (const key of ['description', 'og:description', 'twitter:description'])
        expect(property(bare, key)).toBeUndefined();
    });

    it(`has the JSON-LD Person on the home page only`, () => {
      expect(jsonLd(tags)).toHaveLength(page.id === 'home' ? 1 : 0);
    });
  });

  it('JSON-LD names the owner, their role, school, e-mail, site and profiles in the language', () => {
    const [person] = jsonLd(pageMeta('home', data, pageHead(lang, 'home')));
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: profile.name,
      jobTitle: profile.role,
      affiliation: { '@type': 'EducationalOrganization', name: profile.school },
      email: contentIn(lang).profile.email,
      url: `${SITE}${localePath('/', lang, languages)}`,
      // Profiles on the web: not the e-mail or phone links.
      sameAs: profile.social
        .filter((s) => s.kind !== 'email' && s.kind !== 'phone')
        .map((s) => s.href),
      ...(languages.length > 1 ? { knowsLanguage: languages } : {}),
      ...(availability && isAvailable(availability, Date.now())
        ? {
            seeks: {
              '@type': 'Demand',
              description: availability.text,
              ...(availability.until ? { availabilityEnds: availability.until } : {}),
            },
          }
        : {}),
    });
  });

  it('JSON-LD says the owner is open to work only until the availability ends', () => {
    const seeks = () =>
      (jsonLd(pageMeta('home', data, pageHead(lang, 'home')))[0] as { seeks?: unknown }).seeks;
    if (!availability) {
      expect(seeks()).toBeUndefined();
      return;
    }
    const ends = availabilityEndsAt(availability.until);
    vi.useFakeTimers();
    try {
      vi.setSystemTime(Number.isFinite(ends) ? ends - 1 : Date.now());
      expect(seeks()).toMatchObject({ '@type': 'Demand', description: availability.text });
      if (Number.isFinite(ends)) {
        vi.setSystemTime(ends);
        expect(seeks()).toBeUndefined();
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('siteLinks', () => {
  it('links the ICO favicon and the home-screen icon (the SVG one is put into the page by the build, the manifest comes after hydration)', () => {
    expect(siteLinks()).toEqual([
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    ]);
  });
});
