// @vitest-environment node
import { sanitiseCss, sanitiseSvg, svgParts, svgProblems } from './svg-safety';

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, attributes = '') => `<svg ${SVG}${attributes}>${body}</svg>`;

/**
 * Each trick: the file, a pattern of what must not survive in the cleaned file, and the part
 * the check names. The first ones came with the first round; the last four are the audit's.
 */
const TRICKS: { name: string; file: string; gone: RegExp; named: string }[] = [
  {
    name: 'a <script>',
    file: svg('<script>alert(2)</script><rect width="1" height="1"/>'),
    gone: /script|alert/i,
    named: '<script>',
  },
  {
    name: 'a <script> written with a prefix',
    file: svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(5)</svg:script>'),
    gone: /script|alert/i,
    named: '<script>',
  },
  {
    name: 'an onload handler',
    file: svg('<rect width="1" height="1"/>', ' onload="alert(1)"'),
    gone: /onload|alert/i,
    named: '<svg onload="alert(1)">',
  },
  {
    name: 'a javascript: link',
    file: svg('<a href="javascript:alert(3)"><rect width="5" height="5"/></a>'),
    gone: /javascript/i,
    named: '<a href="javascript:alert(3)">',
  },
  {
    name: '<foreignObject> with HTML',
    file: svg(
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></foreignObject>',
    ),
    gone: /foreignObject|div|onerror|img/i,
    named: '<foreignObject>',
  },
  {
    name: 'an <animate> that rewrites a link to javascript:',
    file: svg(
      '<a id="a"><animate attributeName="xlink:href" values="#a;javascript:alert(1)" dur="1s"/><text>x</text></a>',
    ),
    gone: /animate|javascript/i,
    named: '<animate>',
  },
  {
    name: 'a <set> that rewrites a link',
    file: svg('<a><set attributeName="href" to="javascript:alert(4)"/><text>x</text></a>'),
    gone: /<set|javascript/i,
    named: '<set>',
  },
  {
    name: 'an <animateTransform> pointed at a link',
    file: svg('<a><animateTransform attributeName="href" to="javascript:alert(4)"/></a>'),
    gone: /animateTransform|javascript/i,
    named: '<animateTransform attributeName="href">',
  },
  {
    name: 'an XHTML <meta http-equiv="refresh">',
    file: svg(
      '<meta xmlns="http://www.w3.org/1999/xhtml" http-equiv="refresh" content="0;url=https://elsewhere.invalid/"/><rect width="1" height="1"/>',
    ),
    gone: /meta|refresh|elsewhere/i,
    named: '<meta>',
  },
  {
    name: 'an XHTML <meta> inside <title> (an HTML integration point)',
    file: svg(
      '<title><meta xmlns="http://www.w3.org/1999/xhtml" http-equiv="refresh" content="0;url=https://elsewhere.invalid/"/></title>',
    ),
    gone: /meta|refresh|elsewhere/i,
    named: '<meta>',
  },
  {
    name: 'an escaped @\\69mport in a <style>',
    file: svg('<style>@\\69mport url(https://elsewhere.invalid/a.css); rect{fill:red}</style>'),
    gone: /import|elsewhere|\\/i,
    named: '<style> with a CSS escape (\\…)',
  },
  {
    name: 'a plain @import in a <style>',
    file: svg('<style>@import "https://elsewhere.invalid/c.css"; rect{fill:red}</style>'),
    gone: /import|elsewhere/i,
    named: '<style> with @import',
  },
  {
    name: 'an outside url() in a <style>',
    file: svg('<style>rect{fill:url(https://elsewhere.invalid/b)}</style>'),
    gone: /elsewhere/i,
    named: '<style> with url(https://elsewhere.invalid/b)',
  },
  {
    name: 'an outside url() in a style attribute',
    file: svg('<rect style="fill:url(https://elsewhere.invalid/b)"/>'),
    gone: /elsewhere/i,
    named: '<rect style="fill:url(https://elsewhere.invalid/b)">',
  },
  {
    name: 'an outside url() in a presentation attribute',
    file: svg('<rect fill="url(https://elsewhere.invalid/b#g)"/>'),
    gone: /elsewhere/i,
    named: '<rect fill="url(https://elsewhere.invalid/b#g)">',
  },
  {
    name: 'an <image> whose href uses a namespace prefix of its own',
    file: '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink"><image x:href="https://elsewhere.invalid/a.png" width="1" height="1"/></svg>',
    gone: /elsewhere/i,
    named: '<image xlink:href="https://elsewhere.invalid/a.png">',
  },
  {
    name: 'an <image> of another site',
    file: svg('<image xlink:href="https://elsewhere.invalid/a.png"/>'),
    gone: /elsewhere/i,
    named: '<image xlink:href="https://elsewhere.invalid/a.png">',
  },
  {
    name: 'a <use> of another file',
    file: svg('<use href="https://elsewhere.invalid/s.svg#x"/>'),
    gone: /elsewhere/i,
    named: '<use href="https://elsewhere.invalid/s.svg#x">',
  },
  {
    name: 'an embedded document',
    file: svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://elsewhere.invalid/"/>'),
    gone: /iframe|elsewhere/i,
    named: '<iframe>',
  },
  {
    name: 'an element of a namespace of its own',
    file: svg('<x:handler xmlns:x="urn:x" ev="load">alert(1)</x:handler>'),
    gone: /handler|alert/i,
    named: '<x:handler>',
  },
  {
    name: 'an xml-stylesheet instruction',
    file: `<?xml-stylesheet href="https://elsewhere.invalid/x.xsl" type="text/xsl"?>${svg('<rect/>')}`,
    gone: /stylesheet|elsewhere/i,
    named: '<?xml-stylesheet?>',
  },
];

/** A drawing with everything a drawing needs: ids, gradients, <use>, styles, embedded rasters. */
const DRAWING = svg(
  '<style>@media (prefers-color-scheme:dark){.ink{fill:#fff}}.label{font-family:"Inter",sans-serif}</style>' +
    '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h5v5z"/></defs>' +
    '<rect class="ink" width="10" height="10" fill="url(#g)" style="stroke:url(#g)"/><use href="#p"/><use xlink:href="#p"/>' +
    '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><text class="label" x="1" y="9">Hi</text>' +
    '<g id="title"><animateTransform attributeName="transform" type="rotate" from="0" to="90" dur="1s"/></g>',
  ' viewBox="0 0 10 10"',
);

describe('SVG sanitiser (DOMPurify on an allow-list)', () => {
  for (const trick of TRICKS) {
    it(`takes out ${trick.name}, and the check names it`, () => {
      expect(svgProblems(trick.file)).toContain(trick.named);
      const clean = sanitiseSvg(trick.file);
      expect(clean).not.toMatch(trick.gone);
      // Cleaning is complete: the cleaned file has nothing left to name.
      expect(svgProblems(clean)).toEqual([]);
    });
  }

  it('keeps what a drawing needs, unchanged', () => {
    expect(svgProblems(DRAWING)).toEqual([]);
    const clean = sanitiseSvg(DRAWING);
    for (const kept of [
      'viewBox="0 0 10 10"',
      'fill="url(#g)"',
      '<use href="#p"/>',
      '<use xlink:href="#p"/>',
      'data:image/png;base64',
      'font-family:"Inter",sans-serif',
      '@media (prefers-color-scheme:dark)',
      'id="title"',
      'attributeName="transform"',
      'to="90"',
      '>Hi</text>',
    ]) {
      expect(clean).toContain(kept);
    }
    expect(sanitiseSvg(clean)).toBe(clean);
  });

  it('keeps SVG elements written with a prefix, and local links written with any prefix', () => {
    const file =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink"><s:g id="a"><s:rect width="1" height="1"/></s:g><use x:href="#a"/></svg>';
    expect(svgProblems(file)).toEqual([]);
    expect(sanitiseSvg(file)).toMatch(
      /<g id="a"><rect width="1" height="1"\/><\/g><use xlink:href="#a"\/>/,
    );
  });

  it("sets a drawing app's own data apart from what is unsafe", () => {
    const inkscape =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"><sodipodi:namedview id="n"/><g inkscape:label="Layer 1"><rect width="1" height="1"/></g></svg>';
    expect(svgProblems(inkscape)).toEqual([]);
    expect(svgParts(inkscape)).toEqual([
      { part: '<sodipodi:namedview>', editorData: true },
      { part: '<g inkscape:label="Layer 1">', editorData: true },
    ]);
    expect(sanitiseSvg(inkscape)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><g><rect width="1" height="1"/></g></svg>',
    );
  });

  it('refuses entities in a DOCTYPE (they can hide any of the above), and files that are not SVG', () => {
    const entities =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "&#60;script&#62;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>';
    expect(svgProblems(entities)).toEqual([
      expect.stringMatching(/^the file cannot be read as SVG \(.*<!ENTITY/),
    ]);
    expect(() => sanitiseSvg(entities)).toThrow(/ENTITY/);
    expect(svgProblems('<html><body>x</body></html>')).toEqual([
      expect.stringMatching(/^the file cannot be read as SVG/),
    ]);
  });
});

describe('sanitiseCss', () => {
  it('keeps rules and safe at-rules, drops every way out of the file', () => {
    const { css, removed } = sanitiseCss(
      '@import url(x.css);@namespace x url(y);@font-face{font-family:F;src:url(https://elsewhere.invalid/f.woff2)}a{fill:red;background:image-set("b.png" 1x)}@media print{a{stroke:blue}}',
      'stylesheet',
    );
    expect(css).not.toMatch(/import|namespace|elsewhere|b\.png/);
    expect(css).toContain('a{fill:red}');
    expect(css).toContain('@media print{a{stroke:blue}}');
    expect(removed).toEqual([
      '@import',
      '@namespace',
      'url(https://elsewhere.invalid/f.woff2)',
      'background: a string',
    ]);
  });

  it('refuses any CSS escape, since a browser reads u\\72l( as url(', () => {
    expect(sanitiseCss('a{fill:u\\72l(https://elsewhere.invalid/)}', 'stylesheet')).toEqual({
      css: '',
      removed: ['a CSS escape (\\…)'],
    });
  });
});
