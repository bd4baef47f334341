// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pages } from '../../src/lib/pages';
import { site } from '@/content/site';
import { robotsTxt, sitemapXml } from './crawlers';
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

describe('sitemap.xml and robots.txt', () => {
  it.each(['/', '/portfolio/'])('list exactly the four routes under base %s', (base) => {
    const xml = sitemapXml(SITE, base);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(pages.map((p) => `${SITE}${base}${p.path.slice(1)}`));
    expect(locs).toHaveLength(4);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(robotsTxt(SITE, base)).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${SITE}${base}sitemap.xml\n`,
    );
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
      expect(pngSize(read('apple-touch-icon.png'))).toEqual([180, 180]);
      expect(pngSize(read('icon-192.png'))).toEqual([192, 192]);
      expect(pngSize(read('icon-512.png'))).toEqual([512, 512]);
      expect(pngSize(read('favicon.ico').subarray(22))).toEqual([32, 32]);
      const favicon = read('favicon.svg').toString();
      expect(favicon).toContain('viewBox="0 0 64 64"');
      expect(favicon).not.toContain('<text'); // letters are outlines: no font needed
      const siteUrl = buildSiteUrl(process.cwd());
      expect(read('sitemap.xml').toString()).toContain(`<loc>${siteUrl}/portfolio/projects</loc>`);
      expect(read('robots.txt').toString()).toContain(`Sitemap: ${siteUrl}/portfolio/sitemap.xml`);
      expect(JSON.parse(read('site.webmanifest').toString()).start_url).toBe('/portfolio/');
    });
  });
});
