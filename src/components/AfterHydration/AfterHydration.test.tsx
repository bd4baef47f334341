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
  it('prerenders its children inside <noscript>, after an empty slot for the page to fill', () => {
    expect(renderToString(tree)).toBe(
      '<p>Before<span data-after-view-slot=""></span><noscript><img src="/later.webp" alt="Later"/></noscript></p>',
    );
  });

  it('renders the children for real once the page has hydrated, where the page left its slot empty', async () => {
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

describe('AfterHydration, once the page has filled its slot (scripts/defer-hydration.ts)', () => {
  afterEach(() => {
    delete document.documentElement.dataset.afterView;
  });

  it('hydrates around what the page put there, keeps that very element and draws nothing twice', async () => {
    vi.resetModules(); // a page that has not hydrated yet
    const { AfterHydration: Fresh } = await import('./AfterHydration');
    const freshTree = (label: string) => (
      <p title={label}>
        Before
        <Fresh>
          <img src="/later.webp" alt="Later" />
        </Fresh>
      </p>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(freshTree('one'));
    document.body.append(container);
    // What the bootstrap does once the first view is on screen: the noscript's HTML, in the slot.
    const slot = container.querySelector('[data-after-view-slot]');
    if (!slot) throw new Error('no slot prerendered');
    slot.innerHTML = '<img src="/later.webp" alt="Later">';
    document.documentElement.dataset.afterView = 'shown';
    const shown = slot.querySelector('img');

    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, freshTree('one'), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    // A later render of the page (new props above it) leaves the slot as it is.
    await act(async () => root?.render(freshTree('two')));
    expect(container.querySelector('p')?.title).toBe('two');
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')).toBe(shown);
    act(() => root?.unmount());
    container.remove();
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
