// @vitest-environment node
import { projectsInSection } from '@/test/content';
import { must } from '@/test/contentFixtures';
import { parseProjectHash, projectHash, projectHref } from './deepLink';

/** A project of each tab, from the content. */
const mobile = must(projectsInSection('mobile-apps').at(-1), 'project on the mobile-apps tab');
const desktop = must(projectsInSection('desktop-apps').at(-1), 'project on the desktop-apps tab');

describe('projectHref / projectHash', () => {
  it('builds /projects#{section}&{project} from the content', () => {
    expect(projectHref(mobile.id)).toBe(`/projects#mobile-apps&${mobile.id}`);
    expect(projectHref(desktop.id)).toBe(`/projects#desktop-apps&${desktop.id}`);
    expect(projectHash('desktop-apps')).toBe('#desktop-apps');
  });

  it('refuses unknown project ids', () => {
    expect(() => projectHref('nope')).toThrow(/Unknown project/);
  });
});

describe('parseProjectHash', () => {
  it('reads a section and a project', () => {
    expect(parseProjectHash(`#mobile-apps&${mobile.id}`)).toEqual({
      section: 'mobile-apps',
      projectId: mobile.id,
    });
    expect(parseProjectHash(`#desktop-apps&${desktop.id}`)).toEqual({
      section: 'desktop-apps',
      projectId: desktop.id,
    });
  });

  it('reads a section alone', () => {
    expect(parseProjectHash('#desktop-apps')).toEqual({ section: 'desktop-apps' });
  });

  it('reads a percent-encoded hash', () => {
    expect(parseProjectHash(`#mobile-apps%26${encodeURIComponent(mobile.id)}`)).toEqual({
      section: 'mobile-apps',
      projectId: mobile.id,
    });
  });

  it.each([
    '',
    '#',
    '#&',
    '#mobile-apps&',
    '#mobile-apps&nope',
    `#mobile-apps&${desktop.id}`,
    `#desktop-apps&${mobile.id}`,
    `#desktop-apps&${desktop.id}&x`,
    '#%E0%A4%A',
    `#${'a'.repeat(5000)}`,
    `#mobile-apps&${'m'.repeat(5000)}`,
    '#<script>alert(1)</script>',
    `#MOBILE-APPS&${mobile.id}`,
    '#constructor',
    `#__proto__&${mobile.id}`,
  ])('ignores garbage %#', (hash) => {
    expect(parseProjectHash(hash)).toBeUndefined();
  });
});
