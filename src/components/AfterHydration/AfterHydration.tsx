import { useState, type ReactNode } from 'react';
import { isPageHydrated, useIsHydrated } from '@/hooks/useIsHydrated';

/** Marks the slot the page's bootstrap fills (scripts/defer-hydration.ts). */
const SLOT_ATTRIBUTE = 'data-after-view-slot';

/** Whether the bootstrap has filled the slots (it then sets `data-after-view="shown"` on <html>). */
function slotsFilled(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.afterView === 'shown';
}

/**
 * What the first view does not need, fetched only once the first view is on screen: the
 * prerendered HTML carries `children` inside `<noscript>`, so a visitor without JavaScript
 * still gets them while a browser with JavaScript fetches nothing for them while the first view
 * is being painted (a lazy image or an icon sprite near the top would otherwise load then).
 *
 * The page's bootstrap then fills the empty slot before the `<noscript>` with the same HTML,
 * without React (scripts/defer-hydration.ts: React itself waits for the visitor). React owns
 * the slot but not its inner HTML, so hydration keeps what the bootstrap put there, and a slot
 * already filled stays as it is (nothing is drawn twice, no fade plays again). A part mounted
 * after hydration (another page opened in the app), or one whose slot was not filled, renders
 * its children for real. Give the place they fill its size in CSS, so nothing shifts.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useIsHydrated();
  // Decided once, when the part first renders: hydrated from the HTML, or mounted later.
  const [fromHtml] = useState(() => !isPageHydrated());
  if (hydrated && !(fromHtml && slotsFilled())) return children;
  return (
    <>
      <span
        {...{ [SLOT_ATTRIBUTE]: '' }}
        className="after-view"
        // The bootstrap's HTML, not React's: hydration and later renders leave it be.
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
      <noscript>{children}</noscript>
    </>
  );
}
