// @vitest-environment node
import {
  formatHeadersFile,
  headersFor,
  parseHeadersFile,
  pathMatches,
  type HeaderRule,
} from './headers-file';

const rules: HeaderRule[] = [
  { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'X-Test': "a 'b'; c: d" } },
  { path: '/assets/*', headers: { 'Cache-Control': 'immutable' } },
  { path: '/experiences', headers: { 'Cache-Control': 'revalidate' } },
];

describe('_headers file', () => {
  it('writes the Netlify / Cloudflare format and reads it back', () => {
    const text = formatHeadersFile(rules, ['generated']);
    expect(text).toBe(
      [
        '# generated',
        '/*',
        '  X-Content-Type-Options: nosniff',
        "  X-Test: a 'b'; c: d",
        '/assets/*',
        '  Cache-Control: immutable',
        '/experiences',
        '  Cache-Control: revalidate',
        '',
      ].join('\n'),
    );
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('ignores blank lines and comments and refuses a header without a path', () => {
    expect(parseHeadersFile('\n# note\n/a\n\n  X: 1\r\n')).toEqual([
      { path: '/a', headers: { X: '1' } },
    ]);
    expect(() => parseHeadersFile('  X: 1\n')).toThrow(/unexpected line/);
  });

  it('matches exact paths and trailing-splat prefixes', () => {
    expect(pathMatches('/*', '/anything/at/all')).toBe(true);
    expect(pathMatches('/assets/*', '/assets/app.js')).toBe(true);
    expect(pathMatches('/assets/*', '/assetsx')).toBe(false);
    expect(pathMatches('/experiences', '/experiences')).toBe(true);
    expect(pathMatches('/experiences', '/experiences/')).toBe(false);
  });

  it('collects the headers of every matching rule', () => {
    expect(headersFor(rules, '/assets/app.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'X-Test': "a 'b'; c: d",
      'Cache-Control': 'immutable',
    });
    expect(headersFor(rules, '/nope')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'X-Test': "a 'b'; c: d",
    });
  });
});
