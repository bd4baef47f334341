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

/** Local storage key of the remembered choice (absent: System). */
export const THEME_STORAGE_KEY = 'theme';

/** A stored or attribute value as a choice; anything else (garbage, null) is System. */
export function toThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The `theme-color` metas, one per scheme, marked with `data-scheme`. */
const THEME_COLOR_METAS = 'meta[name="theme-color"][data-scheme]';

/**
 * Applies a choice to the document: `data-theme` on <html>, and the `theme-color` metas' media
 * so the browser's own bar follows the page (a forced scheme: its colour only; System: each
 * colour under its `prefers-color-scheme`).
 */
export function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
  for (const meta of document.querySelectorAll(THEME_COLOR_METAS)) {
    const scheme = meta.getAttribute('data-scheme');
    const media =
      choice === 'system'
        ? `(prefers-color-scheme: ${scheme})`
        : scheme === choice
          ? 'all'
          : 'not all';
    meta.setAttribute('media', media);
  }
}

/** Marks the theme switch's group of radio buttons, for the listener below. */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch';

/**
 * Part of THEME_SCRIPT: until the page has hydrated (React waits for the visitor's first touch,
 * scripts/defer-hydration.ts), a choice made on the switch's radio buttons is applied and
 * remembered here, at once; after that the switch's own handler does it. What it does is
 * `setThemeChoice`; theme.test.ts checks that both leave the same document and storage.
 */
const THEME_SWITCH_BEFORE_HYDRATION = [
  "  document.addEventListener('change', function (event) {",
  '    var input = event.target;',
  "    if (document.documentElement.getAttribute('data-hydrated') === 'true') return;",
  `    if (!input || !input.closest || !input.closest('[${THEME_SWITCH_ATTRIBUTE}]') || !input.checked) return;`,
  "    var next = input.value === 'light' || input.value === 'dark' ? input.value : 'system';",
  "    if (next === 'system') document.documentElement.removeAttribute('data-theme');",
  "    else document.documentElement.setAttribute('data-theme', next);",
  `    document.querySelectorAll(${JSON.stringify(THEME_COLOR_METAS)}).forEach(function (meta) {`,
  "      var scheme = meta.getAttribute('data-scheme');",
  "      meta.setAttribute('media', next === 'system' ? '(prefers-color-scheme: ' + scheme + ')' : scheme === next ? 'all' : 'not all');",
  '    });',
  '    try {',
  `      if (next === 'system') window.localStorage.removeItem(${JSON.stringify(THEME_STORAGE_KEY)});`,
  `      else window.localStorage.setItem(${JSON.stringify(THEME_STORAGE_KEY)}, next);`,
  '    } catch (e) {}',
  '  });',
];

/**
 * The inline <script> in every page's <head>: applies the remembered choice before the first
 * paint, with no bundle, so a remembered Dark (or Light) is there from the first frame. The
 * prerendered HTML is System, so System (nothing stored, garbage, blocked storage) leaves it be.
 *
 * Literal text rather than a serialised function, so that the prerender and the browser render
 * the same string (and the CSP hash the build computes from the HTML matches). It does what
 * `applyThemeChoice` does; theme.test.ts checks that both leave the same document.
 */
export const THEME_SCRIPT = [
  '(function () {',
  ...THEME_SWITCH_BEFORE_HYDRATION,
  '  var choice = null;',
  `  try { choice = window.localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}); } catch (e) {}`,
  "  if (choice !== 'light' && choice !== 'dark') return;",
  "  document.documentElement.setAttribute('data-theme', choice);",
  `  document.querySelectorAll(${JSON.stringify(THEME_COLOR_METAS)}).forEach(function (meta) {`,
  "    meta.setAttribute('media', meta.getAttribute('data-scheme') === choice ? 'all' : 'not all');",
  '  });',
  '})();',
].join('\n');

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
