// @vitest-environment node
import { pagePath } from './usePagePath';

describe('pagePath', () => {
  it('reads a folder address and a plain one as the same page, and keeps the root', () => {
    expect(pagePath('/projects/')).toBe('/projects');
    expect(pagePath('/projects')).toBe('/projects');
    expect(pagePath('/a/b//')).toBe('/a/b');
    expect(pagePath('/')).toBe('/');
  });
});
