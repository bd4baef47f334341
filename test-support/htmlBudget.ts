/**
 * Whole-HTML budgets that follow the content (issue 51: a student's longer timeline put
 * /experiences at 20.4 KB against a fixed 18 KB, while its head and first view fitted 14 KB).
 *
 * A page's HTML is its frame (head, inline CSS, navigation, footer, the page's own markup and
 * scripts), which the template decides, plus the owner's content, which the page carries twice:
 * once written out and once as the data it hydrates from. So a page's budget is a fixed frame
 * plus twice the compressed size of the content it shows: a longer timeline or more posts raise
 * it, bloat in the frame (a pasted script, an inline picture, a style duplicated) still fails.
 */
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** How many times a page carries the content it shows: written out, and its hydration data. */
export const CARRIED = 2;

/** Compressed bytes (gzip, as a host serves them) of a piece of content, written as JSON. */
export function contentBytes(value: unknown): number {
  return gzipSync(JSON.stringify(value), { level: 9 }).length;
}

/** What a page shows of the owner's content, and the files of the content folder it comes from. */
export interface ShownContent {
  /** The content files (and what of them) the page shows, for the owner: `timeline.ts (14 entries)`. */
  from: string;
  value: unknown;
  /** How many items (entries, posts) it lists: each has markup of its own besides its texts. */
  items: number;
  /** How many list lines (bullets) its items hold, each with a little markup of its own. */
  lines?: number;
}

export interface WholeHtmlCheck {
  route: string;
  /** gzip bytes of the page's whole HTML. */
  bytes: number;
  /** gzip bytes allowed for the page's own markup, whatever the content. */
  frame: number;
  shown: ShownContent;
}

/** The budget of a page's whole HTML: its frame plus the content it carries. */
export function wholeHtmlBudget(frame: number, shown: ShownContent): number {
  return frame + CARRIED * contentBytes(shown.value);
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The problem with a page's whole HTML, as a sentence that says how much is the content's and
 * which content it is; undefined when it fits.
 */
export function wholeHtmlProblem({
  route,
  bytes,
  frame,
  shown,
}: WholeHtmlCheck): string | undefined {
  const content = contentBytes(shown.value);
  const budget = frame + CARRIED * content;
  if (bytes <= budget) return undefined;
  return (
    `${route}: the whole HTML is ${kb(bytes)} gzip, over its budget of ${kb(budget)}: ` +
    `${kb(frame)} for the page itself and ${CARRIED} × ${kb(content)} for the content it shows ` +
    `(${shown.from}). The content's share grows with it, so the ${kb(bytes - budget)} over ` +
    `is most likely the page's own markup (the template's), not the owner's content.`
  );
}
