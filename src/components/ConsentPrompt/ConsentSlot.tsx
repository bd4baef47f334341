import { lazy, Suspense } from 'react';
import { useConsent } from '@/hooks/useConsent';
import { useIsHydrated } from '@/hooks/useIsHydrated';

/**
 * Its code and styles are fetched only when the prompt opens, after the page is interactive.
 * Pure: a build that never shows the prompt drops this module and the prompt's chunk with it.
 */
const ConsentPrompt = /* @__PURE__ */ lazy(() =>
  import('./ConsentPrompt').then(({ ConsentPrompt: prompt }) => ({ default: prompt })),
);

/**
 * Where the analytics prompt appears (root layout, in builds that ask for consent): never in
 * the prerendered HTML, only once the page has hydrated and the visitor has something to answer.
 */
export function ConsentSlot() {
  const { isPromptOpen } = useConsent();
  const hydrated = useIsHydrated();
  if (!hydrated || !isPromptOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPrompt />
    </Suspense>
  );
}
