import { useState } from 'react';

export interface Carousel {
  /** Zero-based position of the current item. */
  index: number;
  next: () => void;
  previous: () => void;
  /** Back to the first item. */
  reset: () => void;
}

/** Wraps `index` into 0..count-1 (also for negative values). */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/**
 * Position in a list of `count` items. Next from the last item goes to the first, previous
 * from the first goes to the last.
 */
export function useCarousel(count: number): Carousel {
  const [rawIndex, setIndex] = useState(0);
  const index = wrapIndex(rawIndex, count);

  return {
    index,
    next: () => setIndex(wrapIndex(index + 1, count)),
    previous: () => setIndex(wrapIndex(index - 1, count)),
    reset: () => setIndex(0),
  };
}
