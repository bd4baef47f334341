import { useState } from 'react';

export interface Carousel {
  /** Zero-based position of the current item. */
  index: number;
  /** The way the last move went: 1 forward (next), -1 back (previous). */
  direction: 1 | -1;
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
  const [position, setPosition] = useState<{ index: number; direction: 1 | -1 }>({
    index: 0,
    direction: 1,
  });
  const index = wrapIndex(position.index, count);

  return {
    index,
    direction: position.direction,
    next: () => setPosition({ index: wrapIndex(index + 1, count), direction: 1 }),
    previous: () => setPosition({ index: wrapIndex(index - 1, count), direction: -1 }),
    reset: () => setPosition({ index: 0, direction: 1 }),
  };
}
