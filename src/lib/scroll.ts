/** True when the visitor asked for less motion. Safe to call during prerendering. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls the window to the top: smoothly unless reduced motion is asked for. */
export function scrollToTop(options: { smooth?: boolean } = {}): void {
  const smooth = options.smooth === true && !prefersReducedMotion();
  window.scrollTo({ top: 0, left: 0, behavior: smooth ? 'smooth' : 'instant' });
}
