import type { ReactNode } from 'react';
import { useIsHydrated } from '@/hooks/useIsHydrated';

/**
 * What the first view does not need, fetched only once the page is interactive: the
 * prerendered HTML carries `children` inside `<noscript>`, so a visitor without JavaScript
 * still gets them while a browser with JavaScript fetches nothing for them (a lazy image or an
 * icon sprite near the top would otherwise load while the first view is being painted).
 * After hydration the children render for real. Give the place they fill its size in CSS,
 * so nothing shifts when they arrive.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useIsHydrated() ? children : <noscript>{children}</noscript>;
}
