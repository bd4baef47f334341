// @vitest-environment node
import { JSDOM } from 'jsdom';
import { optimiseSprite, optimiseSvg, precisionFor } from './optimise-svg';

const { DOMParser } = new JSDOM('').window;

describe('optimiseSvg', () => {
  it('minifies but keeps the viewBox, text and the ids that pages reference', () => {
    const source = `<?xml version="1.0"?>
<!-- a comment -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" width="100" height="50">
  <symbol id="react" viewBox="0 0 24 24"><path d="M 1.000 2.000 L 3.000 4.000"/></symbol>
  <g>
    <text x="10" y="20" font-family="system-ui">Hello</text>
  </g>
</svg>`;
    const out = optimiseSvg(source, 'test.svg');
    expect(out.length).toBeLessThan(source.length);
    expect(out).not.toContain('a comment');
    expect(out).toContain('viewBox="0 0 100 50"');
    expect(out).toContain('id="react"');
    expect(out).toContain('>Hello</text>');
  });
});

describe('optimiseSprite', () => {
  it('rounds each symbol to 1/1000 of its own grid', () => {
    expect(precisionFor('0 0 512 512')).toBe(0);
    expect(precisionFor('0 0 448 512')).toBe(0);
    expect(precisionFor('0 0 100 50')).toBe(1);
    expect(precisionFor('0 0 24 24')).toBe(2);
    expect(precisionFor('')).toBe(3);
  });

  it('keeps every symbol with its id and viewBox, drawn at the precision of its grid', () => {
    const sprite = `<svg xmlns="http://www.w3.org/2000/svg">
<symbol id="icon-big" viewBox="0 0 512 512"><g fill="currentColor"><path d="M10.256 20.744L300.5 400.25"/></g></symbol>
<symbol id="icon-small" viewBox="0 0 24 24"><g fill="none" stroke="currentColor"><path d="M1.2345 2.3456L20.5 4.125"/></g></symbol>
</svg>
`;
    const out = optimiseSprite(sprite, 'icons/ui.svg');
    const doc = new DOMParser().parseFromString(out, 'image/svg+xml');
    const symbols = [...doc.querySelectorAll('symbol')];
    expect(symbols.map((symbol) => [symbol.id, symbol.getAttribute('viewBox')])).toEqual([
      ['icon-big', '0 0 512 512'],
      ['icon-small', '0 0 24 24'],
    ]);
    const numbers = (id: string) =>
      doc
        .getElementById(id)
        ?.querySelector('path')
        ?.getAttribute('d')
        ?.match(/\d+(\.\d+)?/g);
    expect(numbers('icon-big')?.every((n) => !n.includes('.'))).toBe(true);
    expect(numbers('icon-small')?.some((n) => /\.\d\d$/.test(n))).toBe(true);
    expect(numbers('icon-small')?.every((n) => !/\.\d{3}/.test(n))).toBe(true);
    expect(doc.getElementById('icon-small')?.innerHTML).toContain('stroke="currentColor"');
  });
});

describe('optimiseSvg and the sanitiser', () => {
  it('ships the cleaned file: nothing of a script survives optimisation', () => {
    const source =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><a id="a"><animate attributeName="href" values="javascript:alert(3)"/><rect width="5" height="5"/></a></svg>';
    const out = optimiseSvg(source, 'x.svg');
    expect(out).not.toMatch(/script|onload|animate|alert/i);
    // The drawing itself stays (SVGO may write the rectangle as a path).
    expect(out).toMatch(/<(rect|path) /);
  });
});
