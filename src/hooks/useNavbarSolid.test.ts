import { act, renderHook } from '@testing-library/react';
import { NAVBAR_SOLID_SCROLL_Y, useNavbarSolid } from './useNavbarSolid';
import { useIsWiderThan } from './useIsWiderThan';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => scrollTo(0));

describe('useNavbarSolid', () => {
  it('is transparent at the top of the root page and solid past 200 px', () => {
    const { result } = renderHook(() => useNavbarSolid({ isMenuOpen: false, isRoot: true }));
    expect(result.current).toBe(false);
    scrollTo(NAVBAR_SOLID_SCROLL_Y);
    expect(result.current).toBe(false);
    scrollTo(NAVBAR_SOLID_SCROLL_Y + 1);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });

  it('is solid away from the root while the menu is closed', () => {
    const { result, rerender } = renderHook((props) => useNavbarSolid(props), {
      initialProps: { isMenuOpen: false, isRoot: false },
    });
    expect(result.current).toBe(true);
    rerender({ isMenuOpen: true, isRoot: false });
    expect(result.current).toBe(false);
    scrollTo(300);
    expect(result.current).toBe(true);
  });

  it('stays transparent at the root with the menu open', () => {
    const { result } = renderHook(() => useNavbarSolid({ isMenuOpen: true, isRoot: true }));
    expect(result.current).toBe(false);
  });
});

describe('useIsWiderThan', () => {
  it('follows resizes and is re-evaluated on scroll', () => {
    resizeTo(1280);
    const { result } = renderHook(() => useIsWiderThan(850));
    expect(result.current).toBe(true);
    resizeTo(850);
    expect(result.current).toBe(false);
    act(() => {
      Object.defineProperty(window, 'innerWidth', { value: 900, configurable: true });
    });
    scrollTo(10);
    expect(result.current).toBe(true);
  });
});
