/**
 * Build time only (the page loaders): the facts of each project's GitHub repository, from the
 * content folder's `github.json` that `npm run sync-github` writes and the owner commits. The
 * build reads that file and never the network. A glob of the one file finds it when it is
 * there and nothing when it is not; it is read as text, so a broken file is no facts rather
 * than a failed build (the content check says what to do about it). Facts older than
 * FACTS_MAX_AGE_DAYS at build time, or of a repository the project no longer names, are left
 * out. A page gets only what it shows of them (never the ETag).
 */
import { pageStrings } from '@/i18n/dictionary';
import { formatYearOrMonth } from '@/model/dates';
import { type FactsFile, parseFactsFile, projectFacts } from '@/model/githubFacts';
import type { Lang, ProjectFacts } from '@/model/view';

const found = import.meta.glob<string>('@/content/github.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const text = Object.values(found)[0];

/** The content folder's facts file, read; undefined when it is absent or broken. */
export const factsFile: FactsFile | undefined =
  text === undefined ? undefined : parseFactsFile(text).facts;

/** The day of the build (vite.config.ts): what the facts' age is measured against. */
const BUILD_DAY = new Date(__BUILD_TIME__);

/** What a page in `lang` shows of `project`'s repository, or undefined (see projectFacts). */
export function githubFactsIn(
  lang: Lang,
  project: { id: string; repoUrl: string },
  file: FactsFile | undefined = factsFile,
  now: Date = BUILD_DAY,
): ProjectFacts | undefined {
  const months = pageStrings(lang).timelineMonths;
  return projectFacts(file, project, now, (month) => formatYearOrMonth(month, months));
}
