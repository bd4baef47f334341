import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isPageHydrated, useIsHydrated } from '@/hooks/useIsHydrated';

/** Marks the slot the page's bootstrap fills (scripts/defer-hydration.ts). */
const SLOT_ATTRIBUTE = 'data-after-view-slot';

/**
 * What the first view does not need, fetched only once the first view is on screen: the
 * prerendered HTML carries `children` inside `<noscript>`, so a visitor without JavaScript
 * still gets them while a browser with JavaScript fetches nothing for them while the first view
 * is being painted (a lazy image or an icon sprite near the top would otherwise load then).
 *
 * The page's bootstrap then fills the empty slot before the `<noscript>` with the same HTML,
 * without React (scripts/defer-hydration.ts: React itself waits for the visitor), unless the slot
 * is in a part the page does not show. React owns the slot but not its inner HTML, so hydration
 * keeps what the bootstrap put there, and a filled slot stays as it is (nothing is drawn twice,
 * no fade plays again). A slot left empty, and a part mounted after hydration (another page
 * opened in the app), render the children for real once the page has hydrated. Give the place
 * they fill its size in CSS, so nothing shifts.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useIsHydrated();
  const slot = useRef<HTMLSpanElement>(null);
  // Hydrated from the page's HTML: keep its slot, unless the bootstrap left it empty.
  const [keepSlot, setKeepSlot] = useState(() => !isPageHydrated());
  useEffect(() => {
    // Reads what the bootstrap did to the DOM, once, after hydration: an outside change that
    // React cannot know of otherwise.
    if (keepSlot && !slot.current?.hasChildNodes()) setKeepSlot(false);
  }, [keepSlot]);
  if (hydrated && !keepSlot) return children;
  return (
    <>
      <span
        ref={slot}
        {...{ [SLOT_ATTRIBUTE]: '' }}
        // The bootstrap's HTML, not React's: hydration and later renders leave it be.
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
      <noscript>{children}</noscript>
    </>
  );
}
