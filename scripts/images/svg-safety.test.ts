// @vitest-environment node
import { sanitiseSvg, svgProblems } from './svg-safety';

const SCRIPTED = [
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">',
  '<script>alert(2)</script>',
  '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(5)</svg:script>',
  '<a href="javascript:alert(3)"><rect width="5" height="5" onclick="alert(6)"/></a>',
  '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
  '<image xlink:href="https://tracker.invalid/a.png"/>',
  '<rect style="fill:url(https://tracker.invalid/b)"/>',
  '<style>@import url(https://tracker.invalid/c.css);</style>',
  '<set attributeName="href" to="javascript:alert(4)"/>',
  '<iframe src="https://tracker.invalid/"/>',
  '</svg>',
].join('');

/** A drawing with everything a drawing needs: ids, gradients, <use>, embedded raster data. */
const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h5v5z"/></defs><rect width="10" height="10" fill="url(#g)" style="stroke:url(#g)"/><use href="#p"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><text x="1" y="9">Hi</text></svg>';

describe('SVG safety', () => {
  it('names every part that could run code or load from elsewhere', () => {
    expect(svgProblems(SCRIPTED)).toEqual([
      '<svg onload="alert(1)">',
      '<script>',
      '<svg:script>',
      '<a href="javascript:alert(3)">',
      '<rect onclick="alert(6)">',
      '<foreignObject>',
      '<image xlink:href="https://tracker.invalid/a.png">',
      '<rect style="fill:url(https://tracker.invalid/b)">',
      '<style> with @import',
      '<set attributeName="href">',
      '<iframe>',
    ]);
  });

  it('takes all of them out, and keeps what a drawing needs', () => {
    const clean = sanitiseSvg(SCRIPTED);
    expect(clean).not.toMatch(/script|onload|onclick|foreignObject|javascript:|iframe|tracker/i);
    expect(svgProblems(clean)).toEqual([]);
    expect(svgProblems(DRAWING)).toEqual([]);
    expect(sanitiseSvg(DRAWING)).toBe(DRAWING);
  });

  it('refuses entities in a DOCTYPE (they can hide any of the above)', () => {
    const svg =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "&#60;script&#62;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>';
    expect(svgProblems(svg)).toContain('<!ENTITY …> in the DOCTYPE');
  });
});
