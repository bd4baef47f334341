import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { AfterHydration } from './AfterHydration';

const tree = (
  <p>
    Before
    <AfterHydration>
      <img src="/later.webp" alt="Later" />
    </AfterHydration>
  </p>
);

describe('AfterHydration', () => {
  it('prerenders its children inside <noscript>, for visitors without JavaScript only', () => {
    expect(renderToString(tree)).toBe(
      '<p>Before<noscript><img src="/later.webp" alt="Later"/></noscript></p>',
    );
  });

  it('renders the children for real once the prerendered page has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('noscript')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/later.webp');
    container.remove();
  });

  it('renders the children straight away where nothing was prerendered', () => {
    render(tree);
    expect(screen.getByRole('img', { name: 'Later' })).toBeInTheDocument();
  });
});

describe('useIsHydrated', () => {
  it('starts a component mounted after hydration as hydrated, with no render before', async () => {
    vi.resetModules(); // a page that has not hydrated yet
    const { useIsHydrated } = await import('@/hooks/useIsHydrated');
    const seen: boolean[] = [];
    function Probe() {
      const hydrated = useIsHydrated();
      seen.push(hydrated);
      return null;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    seen.length = 0;
    render(<Probe />);
    expect(seen.every(Boolean)).toBe(true);
  });
});
