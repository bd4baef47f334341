/**
 * The site's typeface (Inter, src/styles/fonts.css) without a cost to the first view.
 *
 * A first visit paints with the fallback face, which is sized to Inter's metrics, and fetches
 * Inter once the page is interactive, so the font is never part of what the first paint waits
 * for. The page switches to Inter at the visitor's next navigation (a moment of their own
 * choosing, when the page changes anyway), and every later page load starts in Inter from its
 * first frame: the pre-paint script below sets `data-font` on <html> once a page has loaded
 * the typeface. `font-display: optional` keeps a page that cannot get the font in time (an
 * evicted cache) in the fallback rather than swapping faces, and so moving text, mid-read.
 */

/** Local storage key: 'inter' once the browser holds the typeface. */
export const FONT_STORAGE_KEY = 'font';

/** The value of `data-font` on <html> (and in storage) that switches the pages to Inter. */
export const FONT_READY = 'inter';

/** The family name fonts.css gives Inter. */
export const FONT_FAMILY = 'Inter Variable';

/** Letters from both of Inter's files (Latin, Latin Extended), so both are fetched. */
export const FONT_SAMPLE = 'Aa İığş';

/** The inline pre-paint script (hashed into the CSP by the build, like the theme script). */
export const FONT_SCRIPT = [
  '(function () {',
  `  try { if (window.localStorage.getItem(${JSON.stringify(FONT_STORAGE_KEY)}) === ${JSON.stringify(FONT_READY)})`,
  `    document.documentElement.setAttribute('data-font', ${JSON.stringify(FONT_READY)}); } catch (e) {}`,
  '})();',
].join('\n');

/** Switches the document to the typeface. */
export function switchToTypeface(): void {
  document.documentElement.setAttribute('data-font', FONT_READY);
}

/** Fetches the typeface; resolves true once it can be drawn (and remembers that). */
export async function loadTypeface(): Promise<boolean> {
  if (typeof document === 'undefined' || !('fonts' in document)) return false;
  try {
    const faces = await document.fonts.load(`1em "${FONT_FAMILY}"`, FONT_SAMPLE);
    if (faces.length === 0) return false;
    try {
      window.localStorage.setItem(FONT_STORAGE_KEY, FONT_READY);
    } catch {
      // Storage blocked: the next page load starts in the fallback again; nothing else changes.
    }
    return true;
  } catch {
    return false;
  }
}
