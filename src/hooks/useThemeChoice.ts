import { useSyncExternalStore } from 'react';
import {
  currentThemeChoice,
  setThemeChoice,
  subscribeToThemeChoice,
  type ThemeChoice,
} from '@/lib/theme';

/** The prerendered HTML is drawn for System; hydration starts from that and then reads the page. */
const prerenderedChoice = (): ThemeChoice => 'system';

/**
 * The visitor's theme choice and a setter that applies and remembers it. Reads the document
 * (where the pre-paint script put the remembered choice), so it first renders exactly the
 * prerendered HTML, without a hydration mismatch, and the real choice right after.
 */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(
    subscribeToThemeChoice,
    currentThemeChoice,
    prerenderedChoice,
  );
  return [choice, setThemeChoice];
}
