import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { projects, projectSections, projectsInSection } from '@/test/content';
import { must } from '@/test/contentFixtures';
import { HASH_SCROLL_DELAY_MS, useHashSelection } from './useHashSelection';

const index = { sections: projectSections, projects };
/** Projects of the desktop-apps tab, from the content. */
const desktopApps = projectsInSection('desktop-apps');
const linked = must(desktopApps.at(-1), 'project on the desktop-apps tab');
const other = must(desktopApps[0], 'project on the desktop-apps tab');

function setup(initialEntry: string) {
  const element = document.createElement('div');
  const scrollIntoView = vi.fn();
  element.scrollIntoView = scrollIntoView;
  const target = () => element;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialEntry]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => ({ selection: useHashSelection('mobile-apps', target, index), navigate: useNavigate() }),
    { wrapper },
  );
  return { result, scrollIntoView };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useHashSelection', () => {
  it('starts on the default tab without a hash and does not scroll', () => {
    const { result, scrollIntoView } = setup('/projects');
    expect(result.current.selection.activeSection).toBe('mobile-apps');
    expect(result.current.selection.deepLink).toBeUndefined();
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('selects the tab and project of a deep link and scrolls smoothly after the delay', () => {
    const { result, scrollIntoView } = setup(`/projects#desktop-apps&${linked.id}`);
    expect(result.current.selection.activeSection).toBe('desktop-apps');
    expect(result.current.selection.deepLink).toEqual({
      section: 'desktop-apps',
      projectId: linked.id,
    });
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('scrolls instantly under reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
    }));
    const { scrollIntoView } = setup('/projects#mobile-apps');
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('follows navigations, also to the same hash again, and lets a tab be chosen by hand', () => {
    const { result, scrollIntoView } = setup('/projects');
    act(() => result.current.navigate(`/projects#desktop-apps&${other.id}`));
    expect(result.current.selection.activeSection).toBe('desktop-apps');
    const firstKey = result.current.selection.navigationKey;

    act(() => result.current.selection.setActiveSection('mobile-apps'));
    expect(result.current.selection.activeSection).toBe('mobile-apps');

    act(() => result.current.navigate(`/projects#desktop-apps&${other.id}`));
    expect(result.current.selection.activeSection).toBe('desktop-apps');
    expect(result.current.selection.navigationKey).not.toBe(firstKey);
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    act(() => result.current.navigate(-1));
    expect(result.current.selection.activeSection).toBe('desktop-apps');
    act(() => result.current.navigate(-1));
    expect(result.current.selection.activeSection).toBe('mobile-apps');
    expect(result.current.selection.deepLink).toBeUndefined();
  });

  it.each(['#', '#&', '#mobile-apps&nope', '#%E0%A4%A', `#${'x'.repeat(5000)}`, '#<script>'])(
    'keeps the defaults for the malformed hash %#',
    (hash) => {
      const { result, scrollIntoView } = setup(`/projects${hash}`);
      expect(result.current.selection.activeSection).toBe('mobile-apps');
      expect(result.current.selection.deepLink).toBeUndefined();
      act(() => vi.advanceTimersByTime(1000));
      expect(scrollIntoView).not.toHaveBeenCalled();
    },
  );
});
