import { useRef, type PointerEvent } from 'react';

/** A horizontal pointer movement longer than this (px) counts as a swipe. */
export const SWIPE_MIN_DISTANCE_PX = 40;

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/**
 * Pointer handlers that turn a mostly horizontal swipe into `onSwipeLeft` (finger moves left,
 * i.e. "show the next one") or `onSwipeRight`. Vertical movement is left to page scrolling
 * (pair with `touch-action: pan-y`).
 */
export function useSwipe({
  onSwipeLeft,
  onSwipeRight,
}: {
  onSwipeLeft: () => void;
  onSwipeRight: () => void;
}): SwipeHandlers {
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);

  return {
    onPointerDown: (event) => {
      if (!event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) <= SWIPE_MIN_DISTANCE_PX || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
