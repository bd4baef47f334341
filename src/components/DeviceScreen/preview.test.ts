// @vitest-environment node
import { projects } from '@/test/content';
import { previewScreens } from './preview';

describe('previewScreens', () => {
  const apps = projects.filter((p) => p.screens.length > 0);

  it('takes the first screenshot of each project first, in app order', () => {
    const previews = previewScreens(apps, apps.length);
    expect(previews.map((p) => p.screen)).toEqual(apps.map((p) => p.screens[0]));
    expect(previews.map((p) => p.appIndex)).toEqual(apps.map((_, i) => i + 1));
  });

  it('fills up with further screenshots of the projects when there are fewer projects', () => {
    const [only] = apps;
    if (!only) throw new Error('the content needs a project with screenshots');
    const previews = previewScreens([only], 3);
    expect(previews.map((p) => p.screen)).toEqual(only.screens.slice(0, 3));
    expect(previews.every((p) => p.appIndex === 1)).toBe(true);
  });

  it('never shows more than asked, nor a project without screenshots', () => {
    expect(previewScreens(apps, 2)).toHaveLength(Math.min(2, apps.length));
    const [first] = apps;
    if (!first) throw new Error('the content needs a project with screenshots');
    const bare = { ...first, id: 'bare', screens: [] };
    expect(previewScreens([bare], 3)).toEqual([]);
    expect(previewScreens([bare, first], 1)).toEqual([
      { project: first, appIndex: 2, screen: first.screens[0] },
    ]);
  });
});
