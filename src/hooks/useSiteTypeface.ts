import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { loadTypeface, switchToTypeface } from '@/lib/font';

/**
 * Once the page is interactive, fetches the typeface (src/lib/font.ts); from the next page the
 * visitor opens on, the site is drawn in it. A page that started in it keeps it.
 */
export function useSiteTypeface(): void {
  const { pathname } = useLocation();
  const isLoaded = useRef(false);
  const firstPath = useRef(pathname);

  useEffect(() => {
    let isCurrent = true;
    void loadTypeface().then((loaded) => {
      if (isCurrent) isLoaded.current = loaded;
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    if (pathname !== firstPath.current && isLoaded.current) switchToTypeface();
  }, [pathname]);
}
