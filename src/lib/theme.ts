/**
 * The visitor's colour theme: Light, Dark, or System (follow `prefers-color-scheme`).
 *
 * The document is the one place the current choice lives: `data-theme="light"` or `"dark"` on
 * <html> forces a scheme (tokens.css reads it), no attribute means System. The pre-paint script
 * in <head> (THEME_SCRIPT) sets it from local storage before anything is drawn; the switch
 * changes it later through `setThemeChoice`.
 */

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
/** A scheme the page can be drawn in. */
export type ColourScheme = Exclude<ThemeChoice, 'system'>;

/** Local storage key of the remembered choice (absent: System). */
export const THEME_STORAGE_KEY = 'theme';

/** A stored or attribute value as a choice; anything else (garbage, null) is System. */
export function toThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/**
 * Applies a choice to the document: `data-theme` on <html>, and the `theme-color` metas (one per
 * scheme, marked `data-scheme`) so the browser's own bar follows the page.
 *
 * Serialised into the pre-paint script, so it must stay self-contained: no imports, no
 * module-level names, only its argument and browser globals.
 */
export function applyThemeChoice(choice: string): void {
  const root = document.documentElement;
  if (choice === 'light' || choice === 'dark') root.setAttribute('data-theme', choice);
  else root.removeAttribute('data-theme');
  const metas = document.querySelectorAll('meta[name="theme-color"][data-scheme]');
  for (const meta of Array.from(metas)) {
    const scheme = meta.getAttribute('data-scheme');
    const forced = root.getAttribute('data-theme');
    const media = !forced
      ? `(prefers-color-scheme: ${scheme})`
      : forced === scheme
        ? 'all'
        : 'not all';
    meta.setAttribute('media', media);
  }
}

/**
 * The pre-paint step: reads the remembered choice and applies it. Storage that is blocked or
 * holds garbage means System. Serialised into THEME_SCRIPT: self-contained like the above.
 */
export function applyStoredThemeChoice(storageKey: string, apply: (choice: string) => void): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(storageKey);
  } catch {
    // Storage blocked (privacy settings): System until the visitor picks a theme.
  }
  apply(stored === 'light' || stored === 'dark' ? stored : 'system');
}

/**
 * The inline <script> of every page's <head>: runs before the first paint, with no bundle, so a
 * remembered Dark (or Light) is there from the first frame. The build hashes it for the CSP.
 */
export const THEME_SCRIPT = `(${applyStoredThemeChoice.toString()})(${JSON.stringify(
  THEME_STORAGE_KEY,
)}, ${applyThemeChoice.toString()});`;

/** The choice the document currently shows. */
export function currentThemeChoice(): ThemeChoice {
  return toThemeChoice(document.documentElement.getAttribute('data-theme'));
}

/**
 * Switches to a choice and remembers it. When storage is blocked the choice still applies for
 * the visit (the document keeps it across in-app navigation).
 */
export function setThemeChoice(choice: ThemeChoice): void {
  applyThemeChoice(choice);
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: nothing to remember it in; the visit keeps the choice.
  }
}

/**
 * Calls `onChange` whenever the document's choice changes: from the switch, or from another
 * tab of the site (a `storage` event, applied here too). Returns the unsubscribe function.
 */
export function subscribeToThemeChoice(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ['data-theme'] });
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) {
      applyThemeChoice(toThemeChoice(event.newValue));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    observer.disconnect();
    window.removeEventListener('storage', onStorage);
  };
}
