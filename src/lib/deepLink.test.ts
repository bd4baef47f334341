import { parseProjectHash, projectHash, projectHref } from './deepLink';

describe('projectHref / projectHash', () => {
  it('builds /projects#{section}&{project} from the content', () => {
    expect(projectHref('mot')).toBe('/projects#mobile-apps&mot');
    expect(projectHref('portfolio')).toBe('/projects#desktop-apps&portfolio');
    expect(projectHash('desktop-apps')).toBe('#desktop-apps');
  });

  it('refuses unknown project ids', () => {
    expect(() => projectHref('nope')).toThrow(/Unknown project/);
  });
});

describe('parseProjectHash', () => {
  it('reads a section and a project', () => {
    expect(parseProjectHash('#mobile-apps&mdma')).toEqual({
      section: 'mobile-apps',
      projectId: 'mdma',
    });
    expect(parseProjectHash('#desktop-apps&robber')).toEqual({
      section: 'desktop-apps',
      projectId: 'robber',
    });
  });

  it('reads a section alone', () => {
    expect(parseProjectHash('#desktop-apps')).toEqual({ section: 'desktop-apps' });
  });

  it('reads a percent-encoded hash', () => {
    expect(parseProjectHash('#mobile-apps%26mot')).toEqual({
      section: 'mobile-apps',
      projectId: 'mot',
    });
  });

  it.each([
    '',
    '#',
    '#&',
    '#mobile-apps&',
    '#mobile-apps&nope',
    '#mobile-apps&robber',
    '#desktop-apps&mot&x',
    '#%E0%A4%A',
    `#${'a'.repeat(5000)}`,
    `#mobile-apps&${'m'.repeat(5000)}`,
    '#<script>alert(1)</script>',
    '#MOBILE-APPS&mot',
    '#constructor',
    '#__proto__&mot',
  ])('ignores garbage %#', (hash) => {
    expect(parseProjectHash(hash)).toBeUndefined();
  });
});
