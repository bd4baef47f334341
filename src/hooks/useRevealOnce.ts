import { useInView } from 'react-intersection-observer';

/**
 * - `initial`: the observer has not reported yet (prerendered HTML, before and during hydration,
 *   or no JavaScript at all). The element stays visible.
 * - `hidden`: it waits outside the viewport to be revealed.
 * - `shown`: it has entered the viewport once and stays shown for good.
 */
export type RevealState = 'initial' | 'hidden' | 'shown';

/**
 * Reveals an element once, the first time it scrolls into view. The viewport counts as
 * `bottomMarginPx` shorter at the bottom, so an element is revealed only once it is that far in.
 * Whether `hidden` really hides anything is up to CSS (and only under reduced-motion
 * `no-preference`), so elements already in view at load never blink.
 */
export function useRevealOnce(bottomMarginPx: number) {
  const { ref, inView, entry } = useInView({
    rootMargin: `0px 0px -${bottomMarginPx}px 0px`,
    triggerOnce: true,
    // With `false` (not undefined) the first "not in view" report also sets `entry`.
    initialInView: false,
  });
  const state: RevealState = inView ? 'shown' : entry ? 'hidden' : 'initial';
  return { ref, state };
}
