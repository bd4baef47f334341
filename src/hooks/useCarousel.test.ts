import { act, renderHook } from '@testing-library/react';
import { useCarousel, wrapIndex } from './useCarousel';

describe('useCarousel', () => {
  it('starts at the first item and goes forward, wrapping from last to first', () => {
    const { result } = renderHook(() => useCarousel(4));
    expect(result.current.index).toBe(0);
    const seen = [];
    for (let i = 0; i < 5; i++) {
      act(() => result.current.next());
      seen.push(result.current.index);
    }
    expect(seen).toEqual([1, 2, 3, 0, 1]);
  });

  it('goes back, wrapping from first to last', () => {
    const { result } = renderHook(() => useCarousel(3));
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => result.current.previous());
    expect(result.current.index).toBe(1);
    act(() => result.current.previous());
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
  });

  it('reset returns to the first item', () => {
    const { result } = renderHook(() => useCarousel(4));
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.index).toBe(2);
    act(() => result.current.reset());
    expect(result.current.index).toBe(0);
  });

  it('stays on the only item of a one-item list', () => {
    const { result } = renderHook(() => useCarousel(1));
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.previous());
    expect(result.current.index).toBe(0);
  });

  it('keeps the index inside a list that became shorter', () => {
    const { result, rerender } = renderHook(({ count }) => useCarousel(count), {
      initialProps: { count: 4 },
    });
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
    rerender({ count: 2 });
    expect(result.current.index).toBe(1);
  });
});

describe('wrapIndex', () => {
  it('wraps both ways and copes with an empty list', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
