import { startTransition, useEffect, useState } from 'react';

/** Set once the first component has hydrated: components mounted later start out hydrated. */
let pageHydrated = false;

/** Whether the page has hydrated: a component rendering now is mounted afterwards, not hydrated. */
export function isPageHydrated(): boolean {
  return pageHydrated;
}

/**
 * False while prerendering and during hydration, true afterwards. Lets a component render
 * exactly the prerendered HTML first and switch to browser-only state (such as the URL hash)
 * in the render right after, without a hydration mismatch.
 *
 * The switch is a transition: React renders what it brings (pictures, the interactive project
 * showcase) in small slices between which the browser can paint and answer a tap, instead of in
 * one blocking task as a store-driven re-render after hydration would (measured on a slowed CPU:
 * one 30–40 ms task per switched part became 5 ms slices). Components mounted after the page has
 * hydrated (a page opened from the navbar) render as hydrated at once.
 */
export function useIsHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
