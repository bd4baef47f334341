import { optimiseSvg } from './optimise-svg';

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
