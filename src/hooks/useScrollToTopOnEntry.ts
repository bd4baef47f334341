import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every page starts at the top when it is entered (a new path). A page entered with a hash
 * (Projects deep links) scrolls itself instead.
 */
export function useScrollToTopOnEntry(): void {
  const { pathname, hash } = useLocation();

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only a change of page counts as an entry; a hash change on the same page does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
