// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteLanguages } from '../../src/i18n/languages';
import { sitePages } from '../../src/lib/routeTable';
import { socialImagePath } from '../../src/lib/siteFiles';
import type { Lang } from '../../src/model/types';
import { site } from '@/content/site';
import { robotsTxt, sitemapPages, sitemapXml } from './crawlers';
import { pngToIco, webManifest } from './icons';
import { writeSeoFiles } from './index';
import { buildSiteUrl } from './site-url';
import { socialImageSvg } from './social-image';

const SITE = 'https://example.dev';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * Each `<url>` of a sitemap: its `<loc>` and its alternates (hreflang, href), read strictly: the
 * entry holds nothing else, and every link is an `xhtml:link rel="alternate"`.
 */
function readSitemap(xml: string): { loc: string; alternates: [string, string][] }[] {
  const body = /<urlset [^>]*>\n([\s\S]*)<\/urlset>\n$/.exec(xml)?.[1] ?? '';
  const urls = [...body.matchAll(/ *<url>([\s\S]*?)<\/url>\n?/g)];
  expect(urls.map((m) => m[0]).join('')).toBe(body);
  return urls.map(([, inner = '']) => {
    const loc = /^\s*<loc>([^<]*)<\/loc>/.exec(inner)?.[1] ?? '';
    const links = [...inner.matchAll(/<xhtml:link ([^>]*)\/>/g)].map(([, attributes = '']) => {
      const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
      expect(attribute('rel')).toBe('alternate');
      return [attribute('hreflang') ?? '', attribute('href') ?? ''] as [string, string];
    });
    expect(
      inner
        .replace(/\s*<loc>[^<]*<\/loc>/, '')
        .replace(/\s*<xhtml:link [^>]*\/>/g, '')
        .trim(),
    ).toBe('');
    return { loc, alternates: links };
  });
}

/** The spec's four pages (a site without posts). */
const routeTable = sitePages(false);

describe('sitemap.xml and robots.txt', () => {
  it.each(['/', '/portfolio/'])('list exactly the four routes under base %s', (base) => {
    const xml = sitemapXml(SITE, base);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(routeTable.map((p) => `${SITE}${base}${p.path.slice(1)}`));
    expect(locs).toHaveLength(4);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(robotsTxt(SITE, base)).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${SITE}${base}sitemap.xml\n`,
    );
  });

  it('stays as it was for a site in one language: no alternates', () => {
    const urls = routeTable.map((p) => `  <url><loc>${SITE}/${p.path.slice(1)}</loc></url>`);
    const before = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
    expect(sitemapXml(SITE, '/')).toBe(before);
    expect(sitemapXml(SITE, '/', ['en'])).toBe(before);
    expect(sitemapXml(SITE, '/', ['tr'])).toBe(before);
  });

  it.each(['/', '/portfolio/'])(
    'lists every page in every language, each with all its alternates, under base %s',
    (base) => {
      // The site's languages when it has several, else two of the known ones.
      const own = siteLanguages(site);
      const languages: Lang[] = own.length > 1 ? own : ['en', 'tr'];
      const [defaultLang] = languages;
      const xml = sitemapXml(SITE, base, languages);
      expect(xml).toContain(`xmlns:xhtml="${XHTML_NS}"`);
      const urls = readSitemap(xml);
      const locs = urls.map((u) => u.loc);
      expect(urls).toHaveLength(languages.length * routeTable.length);
      expect(new Set(locs).size).toBe(locs.length);
      for (const page of routeTable) {
        const at = (lang: Lang) =>
          `${SITE}${base}${lang === defaultLang ? '' : `${lang}/`}${page.path.slice(1)}`;
        for (const lang of languages) {
          const url = urls.find((u) => u.loc === at(lang));
          expect(url, at(lang)).toBeDefined();
          expect(url?.alternates).toEqual([
            ...languages.map((l) => [l, at(l)]),
            ['x-default', at(languages[0] ?? 'en')],
          ]);
        }
      }
      // Every alternate is itself a page of the sitemap.
      for (const { alternates } of urls)
        for (const [, href] of alternates) expect(locs).toContain(href);
    },
  );

  it('lists the Writing page and each post in the languages it has a page in', () => {
    const languages: Lang[] = ['en', 'tr'];
    const slugs = new Map<Lang, string[]>([
      ['en', ['both', 'english-only']],
      ['tr', ['both', 'turkish-only']],
    ]);
    const urls = readSitemap(sitemapXml(SITE, '/', languages, sitemapPages(slugs, languages)));
    const locs = urls.map((u) => u.loc);
    for (const lang of languages)
      expect(locs).toContain(`${SITE}/${lang === 'en' ? '' : 'tr/'}writing`);
    expect(locs.filter((l) => l.includes('/writing/'))).toEqual([
      `${SITE}/writing/both`,
      `${SITE}/writing/english-only`,
      `${SITE}/tr/writing/both`,
      `${SITE}/tr/writing/turkish-only`,
    ]);
    expect(urls.find((u) => u.loc === `${SITE}/tr/writing/turkish-only`)?.alternates).toEqual([
      ['tr', `${SITE}/tr/writing/turkish-only`],
      ['x-default', `${SITE}/tr/writing/turkish-only`],
    ]);
    // Without posts: no Writing page, no post.
    const none = sitemapXml(SITE, '/', languages, sitemapPages(new Map(), languages));
    expect(none).not.toContain('writing');
  });
});

describe('web manifest', () => {
  it('starts at the base path and uses the site colours', () => {
    const manifest = JSON.parse(webManifest('/portfolio/'));
    expect(manifest).toMatchObject({
      start_url: '/portfolio/',
      scope: '/portfolio/',
      display: 'standalone',
      theme_color: site.themeColor,
      background_color: site.backgroundColor,
    });
    expect(manifest.icons).toContainEqual({
      src: '/portfolio/icon-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'any',
    });
  });
});

describe('icons and social image', () => {
  it('wraps a PNG in an ICO container', () => {
    const png = Buffer.from('\x89PNG fake', 'latin1');
    const ico = pngToIco(png, 32);
    expect([...ico.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32]);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.subarray(22).equals(png)).toBe(true);
  });

  it('escapes the text it draws', () => {
    const palette = {
      background: ['#000', '#111', '#222'] as [string, string, string],
      text: '#fff',
      muted: '#ccc',
      glow: '#0ff',
      accent: '#0aa',
    };
    const svg = socialImageSvg(
      { name: 'A <B> & C', role: 'Dev', school: 'School', address: 'example.dev' },
      palette,
    );
    expect(svg).toContain('A &#60;B&#62; &#38; C');
    expect(svg).not.toContain('<B>');
  });

  describe('build step', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'seo-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    it('writes every file, with images of the right sizes', async () => {
      await writeSeoFiles({ root: process.cwd(), dist, base: '/portfolio/' });
      const read = (file: string) => readFileSync(path.join(dist, file));
      expect(pngSize(read('og-image.png'))).toEqual([1200, 630]);
      // One social image per language, each drawn with its own texts.
      const languages = siteLanguages(site);
      const images = languages.map((lang) => read(socialImagePath(lang, languages)));
      for (const png of images) expect(pngSize(png)).toEqual([1200, 630]);
      expect(new Set(images.map((png) => png.toString('base64'))).size).toBe(languages.length);
      expect(pngSize(read('apple-touch-icon.png'))).toEqual([180, 180]);
      expect(pngSize(read('icon-192.png'))).toEqual([192, 192]);
      expect(pngSize(read('icon-512.png'))).toEqual([512, 512]);
      expect(pngSize(read('favicon.ico').subarray(22))).toEqual([32, 32]);
      const favicon = read('favicon.svg').toString();
      expect(favicon).toContain('viewBox="0 0 64 64"');
      expect(favicon).not.toContain('<text'); // letters are outlines: no font needed
      const siteUrl = buildSiteUrl(process.cwd());
      const sitemap = read('sitemap.xml').toString();
      expect(sitemap).toContain(`<loc>${siteUrl}/portfolio/projects</loc>`);
      for (const lang of languages.slice(1))
        expect(sitemap).toContain(`<loc>${siteUrl}/portfolio/${lang}/projects</loc>`);
      expect(read('robots.txt').toString()).toContain(`Sitemap: ${siteUrl}/portfolio/sitemap.xml`);
      expect(JSON.parse(read('site.webmanifest').toString()).start_url).toBe('/portfolio/');
    });
  });
});
