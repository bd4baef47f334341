import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while prerendering and during hydration, true afterwards. Lets a component render
 * exactly the prerendered HTML first and switch to browser-only state (such as the URL hash)
 * in the render right after, without a hydration mismatch.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
