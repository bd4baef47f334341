import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { ProjectSectionId } from '@/model/view';
import { parseHashWith, type ProjectDeepLink, type ProjectIndex } from '@/lib/projectHash';
import { prefersReducedMotion } from '@/lib/scroll';
import { useIsHydrated } from './useIsHydrated';

/** A deep link scrolls to the tabs this long after the hash was read (spec section 9). */
export const HASH_SCROLL_DELAY_MS = 100;

export interface HashSelection {
  activeSection: ProjectSectionId;
  /** Selects a tab by hand (the URL stays as it is). */
  setActiveSection: (section: ProjectSectionId) => void;
  /** What the current hash asks for; undefined without a (valid) hash. */
  deepLink: ProjectDeepLink | undefined;
  /**
   * Changes with every navigation (first load, links, back/forward, a hash typed into the
   * address bar or set by script), also to the same hash by a link.
   * Key the part that a deep link selects in with it, so it starts over from the link.
   */
  navigationKey: string;
}

/**
 * Reads the Projects deep link (`#{section}&{project}`) on first load and on every navigation:
 * switches the tab and, after HASH_SCROLL_DELAY_MS, scrolls the element `scrollTarget` gives
 * (asked then, once the linked tab is drawn) into view (smoothly
 * unless reduced motion is asked for). A missing or malformed hash means the default tab.
 */
export function useHashSelection(
  defaultSection: ProjectSectionId,
  scrollTarget: () => Element | null,
  /** The sections and projects a hash may name (the page's own, from its loader). */
  index: ProjectIndex,
): HashSelection {
  const { hash, key } = useLocation();
  // The prerendered HTML knows no hash: render the defaults until hydration is done.
  const isHydrated = useIsHydrated();
  // A hash changed outside the router (address bar, `location.hash = …`) keeps the history
  // entry's key, so the hash is part of what makes a navigation new.
  const navigationKey = isHydrated ? `navigation:${key}:${hash}` : 'prerender';
  const deepLink = isHydrated ? parseHashWith(hash, index) : undefined;

  const [activeSection, setActiveSection] = useState(deepLink?.section ?? defaultSection);
  const [readKey, setReadKey] = useState(navigationKey);
  if (readKey !== navigationKey) {
    setReadKey(navigationKey);
    setActiveSection(deepLink?.section ?? defaultSection);
  }

  const hasDeepLink = deepLink !== undefined;
  useEffect(() => {
    if (!hasDeepLink) return;
    const timer = window.setTimeout(() => {
      scrollTarget()?.scrollIntoView({
        behavior: prefersReducedMotion() ? 'instant' : 'smooth',
        block: 'start',
      });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigationKey, hasDeepLink, scrollTarget]);

  return { activeSection, setActiveSection, deepLink, navigationKey };
}
