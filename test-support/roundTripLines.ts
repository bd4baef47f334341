/**
 * Which lines of a page the resume round trip compares (e2e/round-trip.spec.ts). Lines are left
 * out whole and by what they are, never by how they end (issue 51: a bullet ending in a word that
 * was also a screenshot's name was dropped, so the bullet was "missing").
 */
import { screenCaption } from '../src/model/screenCaption';

/** A project's screenshots as the page writes them: their captions and descriptions. */
interface Screens {
  screens: readonly { name: string; description: string }[];
}

/**
 * Every line a page writes about screenshots, which JSON Resume has no place for: each caption
 * ('(2/4) Map'), the still's caption with its description ('(1/4) Map: the floor plan'), each
 * description.
 */
export function screenshotLines(projects: readonly Screens[]): Set<string> {
  return new Set(
    projects.flatMap(({ screens }) =>
      screens.flatMap((screen, index) => {
        const caption = screenCaption(index, screens.length, screen.name);
        return [caption, `${caption}: ${screen.description}`, screen.description];
      }),
    ),
  );
}

/** A placeholder the import writes where the document has nothing: 'TODO: name the screen'. */
const IMPORT_PLACEHOLDER = /(^|[\s(])TODO(\(import\))?: /;

/** True for a line the round trip compares: not a fixed text, a screenshot's or a placeholder. */
export function isCompared(line: string, leftOut: ReadonlySet<string>): boolean {
  return !leftOut.has(line) && !IMPORT_PLACEHOLDER.test(line);
}
