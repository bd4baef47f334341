import { useEffect, useState } from 'react';

/** Whether the page has scrolled more than `offset` px vertically. False while prerendering. */
export function useScrolledPast(offset: number): boolean {
  const [isPast, setIsPast] = useState(false);

  useEffect(() => {
    const update = () => setIsPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);

  return isPast;
}
