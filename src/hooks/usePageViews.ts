import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { initAnalytics, trackPageView } from '@/lib/analytics';
import { asset } from '@/lib/paths';

/**
 * Starts measurement after hydration and sends one page view per page entry, with the path
 * (base path included). A hash or query change on the same page is not an entry, and
 * StrictMode's doubled effects do not count twice (the ref outlives them).
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    void initAnalytics();
  }, []);

  useEffect(() => {
    if (lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    trackPageView(asset(pathname));
  }, [pathname]);
}
