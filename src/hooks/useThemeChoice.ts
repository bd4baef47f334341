import { startTransition, useEffect, useState } from 'react';
import {
  currentThemeChoice,
  setThemeChoice,
  subscribeToThemeChoice,
  type ThemeChoice,
} from '@/lib/theme';
import { isPageHydrated } from './useIsHydrated';

/** The prerendered HTML is drawn for System; hydration starts from that and then reads the page. */
const prerenderedChoice = (): ThemeChoice => 'system';

/**
 * The visitor's theme choice and a setter that applies and remembers it. Reads the document
 * (where the pre-paint script put the remembered choice), so it first renders exactly the
 * prerendered HTML, without a hydration mismatch, and the real choice right after. That second
 * render is a transition, in a slice of its own: a store read with useSyncExternalStore would
 * have re-rendered synchronously, inside hydration's effects, for every returning visitor who
 * chose a theme. A switch mounted after hydration (the phone menu's) starts from the document.
 */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useState<ThemeChoice>(() =>
    isPageHydrated() ? currentThemeChoice() : prerenderedChoice(),
  );
  useEffect(() => {
    startTransition(() => setChoice(currentThemeChoice()));
    // Later changes (this switch, another one, another tab) show at once.
    return subscribeToThemeChoice(() => setChoice(currentThemeChoice()));
  }, []);
  return [choice, setThemeChoice];
}
