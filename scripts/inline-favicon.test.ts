import { inlineFaviconInHtml, svgDataUri } from './inline-favicon';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <path fill="#0f766e" d="M14 0h36"/><title>A &amp; B 100%</title></svg>`;

/** What a browser reads back from the data: URI. */
const decoded = (uri: string) => decodeURIComponent(uri.replace(/^data:image\/svg\+xml,/, ''));

describe('svgDataUri', () => {
  it('holds the same drawing, on one line, with nothing that would end the attribute or the URI', () => {
    const uri = svgDataUri(SVG);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(uri).not.toMatch(/["#<>&\n]/);
    const doc = new DOMParser().parseFromString(decoded(uri), 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelector('path')?.getAttribute('fill')).toBe('#0f766e');
    expect(doc.querySelector('title')?.textContent).toBe('A & B 100%');
  });
});

describe('inlineFaviconInHtml', () => {
  const ico = '<link rel="icon" href="/p/favicon.ico" sizes="32x32"/>';
  const page = `<head>${ico}<link rel="apple-touch-icon" href="/p/apple-touch-icon.png"/></head>`;
  const icons = (html: string) =>
    [...new DOMParser().parseFromString(html, 'text/html').head.querySelectorAll('link')].map(
      (link) => [link.rel, link.getAttribute('href')],
    );

  it('puts the icon into the page after the ICO favicon, leaving the other links', () => {
    const uri = svgDataUri(SVG);
    expect(icons(inlineFaviconInHtml(page, '/p/favicon.ico', uri))).toEqual([
      ['icon', '/p/favicon.ico'],
      ['icon', uri],
      ['apple-touch-icon', '/p/apple-touch-icon.png'],
    ]);
  });

  it('fails the build loudly when a page does not link the ICO favicon where expected', () => {
    expect(() => inlineFaviconInHtml(page, '/favicon.ico', 'data:,')).toThrow(
      /no <link rel="icon" href="\/favicon.ico"/,
    );
  });

  it('fails the build when a page already links an SVG icon', () => {
    const twice = page.replace(
      '</head>',
      '<link rel="icon" href="/p/favicon.svg" type="image/svg+xml"/></head>',
    );
    expect(() => inlineFaviconInHtml(twice, '/p/favicon.ico', 'data:,')).toThrow(/drawn twice/);
  });
});
