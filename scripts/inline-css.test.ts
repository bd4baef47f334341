// @vitest-environment node
import { cssForPage, inlineStylesheetsInHtml } from './inline-css';

const SAMPLE = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/root-1.css"/><link rel="stylesheet" href="/assets/Button-2.css"/><link rel="stylesheet" href="/assets/HomePage-3.css"/></head><body><h1>Hi</h1></body></html>`;

const FILES: Record<string, string> = {
  '/assets/root-1.css': 'body{margin:0}\n/*# sourceMappingURL=root-1.css.map */\n',
  '/assets/Button-2.css': '._btn_1{color:red}',
  '/assets/HomePage-3.css': '._hero_2{background:url(./hero.png)}',
};

function readCss(href: string): string {
  const css = FILES[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
}

describe('inlineStylesheetsInHtml', () => {
  const out = inlineStylesheetsInHtml(SAMPLE, readCss);

  it('puts every stylesheet into one <style> in <head>, in their order', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(out)?.[1] ?? '';
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).toContain(`<style>${style}</style>`);
    expect(style.indexOf('body{margin:0}')).toBeLessThan(style.indexOf('._btn_1'));
    expect(style.indexOf('._btn_1')).toBeLessThan(style.indexOf('._hero_2'));
    expect(out.match(/<style>/g)).toHaveLength(1);
    expect(out.indexOf('<style>')).toBeLessThan(out.indexOf('root-1.css'));
  });

  it('keeps each link for hydration, disabled, so none is fetched or waited for', () => {
    for (const href of Object.keys(FILES)) {
      expect(out).toContain(`<link rel="stylesheet" href="${href}" disabled=""/>`);
    }
    expect(out).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(out).toContain('<h1>Hi</h1>');
  });

  it('leaves a page without stylesheets as it is', () => {
    const page = '<html><head><title>T</title></head><body></body></html>';
    expect(inlineStylesheetsInHtml(page, readCss)).toBe(page);
  });

  it('fails the build when a stylesheet cannot be read or would end the <style>', () => {
    expect(() => inlineStylesheetsInHtml(SAMPLE, () => 'a{}</style><script>')).toThrow(/<\/style/);
    expect(() =>
      inlineStylesheetsInHtml(SAMPLE.replace('root-1.css', 'missing.css'), readCss),
    ).toThrow(/no \/assets\/missing.css/);
  });
});

describe('cssForPage', () => {
  it('resolves relative url()s against the stylesheet, not the page', () => {
    expect(cssForPage('a{background:url(./hero.png)}', '/assets/x.css')).toBe(
      'a{background:url(/assets/hero.png)}',
    );
    expect(cssForPage("a{background:url('../images/p.svg#i')}", '/base/assets/x.css')).toBe(
      "a{background:url('/base/images/p.svg#i')}",
    );
  });

  it('keeps absolute, data and fragment urls and drops the source map comment', () => {
    const css = 'a{b:url(/x.png);c:url(data:image/png;base64,AA);d:url(#f);e:url(https://h/x)}';
    expect(cssForPage(`${css}\n/*# sourceMappingURL=x.css.map */`, '/assets/x.css')).toBe(css);
  });
});
