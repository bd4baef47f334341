import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ThemeChoice } from '@/lib/theme';
import { useIsHydrated } from './useIsHydrated';
import { useThemeChoice } from './useThemeChoice';

const root = document.documentElement;

/** Records every value the hook renders with. */
function probe() {
  const seen: ThemeChoice[] = [];
  function Probe() {
    const [choice] = useThemeChoice();
    seen.push(choice);
    return <span>{choice}</span>;
  }
  return { Probe, seen };
}

afterEach(() => {
  root.removeAttribute('data-theme');
  document.body.replaceChildren();
});

describe('useThemeChoice', () => {
  it('hydrates as prerendered (System), then shows the page’s choice', async () => {
    const { Probe, seen } = probe();
    const html = renderToString(<Probe />);
    root.dataset.theme = 'dark';
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(seen.at(0)).toBe('system');
    expect(seen.at(-1)).toBe('dark');
    expect(container.textContent).toBe('dark');
  });

  it('starts from the page’s choice when it mounts after the page has hydrated', () => {
    function Page() {
      useIsHydrated();
      return null;
    }
    render(<Page />);
    root.dataset.theme = 'light';
    const { Probe, seen } = probe();
    render(<Probe />);
    expect(seen).toEqual(['light']);
  });

  it('follows a change of the page’s choice', async () => {
    const { Probe } = probe();
    const { container } = render(<Probe />);
    await act(async () => {
      root.dataset.theme = 'dark';
    });
    expect(container.textContent).toBe('dark');
  });
});
