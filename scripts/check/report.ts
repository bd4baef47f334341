/**
 * The report of `npm run check`: each problem with its page, the file of the content folder to
 * change and what to do, then one last line that says whether the site is ready. Pure: it only
 * turns findings into lines.
 */
import { routeTable } from '../../src/lib/routeTable';
import type { PageProblem } from './sweep';

/** The content files a page is made from, first the one most likely to need a change. */
export function filesOfPage(pagePath: string): string[] {
  // Without a language prefix and the trailing slash: '/tr/writing/x/' → '/writing/x'.
  const bare = pagePath.replace(/^\/[a-z]{2}(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  const lang = /^\/([a-z]{2})(?=\/|$)/.exec(pagePath)?.[1];
  const post = /^\/writing\/([^/]+)$/.exec(bare)?.[1];
  if (post) return [`posts/${decodeURIComponent(post)}${lang ? `.${lang}` : ''}.md`];
  const id = routeTable.find((route) => route.path === bare)?.id;
  switch (id) {
    case 'home':
      return ['profile.ts', 'skills.ts', 'projects.ts'];
    case 'experiences':
      return ['timeline.ts'];
    case 'projects':
      return ['projects.ts'];
    case 'writing':
      return ['posts/'];
    case 'aboutMe':
      return ['profile.ts', 'resume.ts'];
    default:
      return ['pages.ts', 'site.ts'];
  }
}

/** What to do about a kind of problem, in a sentence. */
const ADVICE: Record<PageProblem['kind'], string> = {
  console:
    'Open the page with `npm run dev` and the browser\'s console: the message names what failed. A text with an unclosed "**" or a broken link often causes it.',
  axe: 'Give every picture its alt text, every link words, and owner colours enough contrast (at least 4.5:1 with the text on them; `colour` in projects.ts, `accent` in site.ts).',
  'small-text':
    'The design never draws text this small: a very long word or name is squeezed. Shorten it, or tell us (open an issue) if your text is ordinary.',
  'too-wide':
    'A long word, address or code line without spaces cannot wrap: shorten it, give a link words instead of its address, or break the line.',
  'not-started':
    'Run `npm run build` and look for an error above; if there is none, open the page with `npm run dev` and read the browser console.',
  'broken-address':
    'Correct the link or the file name (a picture or download must be in the content folder, named as it is written, capitals included).',
  'non-text':
    'A value that is not text was written into a sentence: a translated text ({ en, tr }) in a plain template string (write it with localised`…`, see "A second language" in README.md), or a misspelt name in ${…}.',
  bytes:
    'Fewer or smaller pictures on the page help most: a picture is encoded for you, but each one still costs its bytes.',
};

/** One problem as the report's two lines. */
export function describeProblem(problem: PageProblem, contentDir: string): string {
  const files = filesOfPage(problem.page)
    .map((file) => `${contentDir}/${file}`)
    .join(' or ');
  const where = problem.view === 'any' ? problem.page : `${problem.page} (${problem.view})`;
  return `  ✗ ${where}: ${problem.what}.\n    Change: ${files}. ${ADVICE[problem.kind]}`;
}

/**
 * Problems seen in both views of a page or on many pages said once: the same thing (kind and
 * words) on the same page counts once, with the views it was seen in.
 */
export function mergeViews(problems: readonly PageProblem[]): PageProblem[] {
  const merged = new Map<string, PageProblem>();
  for (const problem of problems) {
    const key = `${problem.page}\n${problem.kind}\n${problem.what}`;
    const seen = merged.get(key);
    if (seen) {
      if (!seen.view.split(' and ').includes(problem.view))
        merged.set(key, { ...seen, view: `${seen.view} and ${problem.view}` });
    } else merged.set(key, problem);
  }
  return [...merged.values()];
}

/** The last line: whether the site is ready, and what to do next. */
export function verdict(problemCount: number, pageCount: number, languages: readonly string[]) {
  if (problemCount === 0)
    return `Ready: all ${pageCount} pages (${languages.join(' and ')}) work in light and dark, on a phone and at 320 px. Before it goes public, \`npm run doctor\` checks your settings.`;
  return `Not ready: ${problemCount} problem${problemCount === 1 ? '' : 's'} above. Fix ${problemCount === 1 ? 'it' : 'them'} and run \`npm run check\` again.`;
}
