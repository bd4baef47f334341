import { useEffect, useState } from 'react';

/**
 * Whether the window is wider than `minWidth` px, re-evaluated on scroll and resize.
 * Returns undefined until mounted (prerendered HTML cannot know the width), so callers can
 * let CSS decide before hydration and avoid a layout shift.
 */
export function useIsWiderThan(minWidth: number): boolean | undefined {
  const [isWider, setIsWider] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    const update = () => setIsWider(window.innerWidth > minWidth);
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update);
    };
  }, [minWidth]);

  return isWider;
}
