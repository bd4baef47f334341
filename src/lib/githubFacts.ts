/**
 * Build time only (the page loaders): the facts of each project's GitHub repository, from the
 * content folder's `github.json` that `npm run sync-github` writes and the owner commits. The
 * build reads that file and never the network. A glob of the one file finds it when it is
 * there and nothing when it is not; it is read as text, so a broken file is no facts rather
 * than a failed build (the content check says what to do about it). Facts older than
 * FACTS_MAX_AGE_DAYS at build time, or of a repository the project no longer names, are left
 * out. A page gets only what it shows of them (never the ETag).
 */
import { pageStrings, type PageStrings } from '@/i18n/dictionary';
import { fill, plural } from '@/i18n/fill';
import { formatYearOrMonth } from '@/model/dates';
import { type FactsFile, parseFactsFile, projectFacts } from '@/model/githubFacts';
import type { FactsLine, Lang, ProjectFacts } from '@/model/view';
import { formatCount } from './format';

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
): FactsLine | undefined {
  const words = pageStrings(lang);
  const facts = projectFacts(file, project, now, (month) =>
    formatYearOrMonth(month, words.timelineMonths),
  );
  return facts && factsLine(facts, words);
}

/** The facts as the page shows them and as a screen reader says them (FactsLine). */
export function factsLine(
  facts: ProjectFacts,
  words: Pick<PageStrings, 'github' | 'numbers'>,
): FactsLine {
  const { github } = words;
  const stars = formatCount(facts.stars, words.numbers);
  const languages = facts.languages.join(', ');
  const updated = facts.updated && fill(github.updated, { date: facts.updated.text });
  const shown = [
    `★ ${stars}`,
    languages,
    facts.license,
    facts.archived && github.archived,
    updated,
  ].filter((part): part is string => Boolean(part));
  const said = [
    fill(plural(github.stars, facts.stars), { count: stars }),
    languages,
    facts.license && `${github.license} ${facts.license}`,
    facts.archived && github.archived,
    updated,
  ].filter((part): part is string => Boolean(part));
  return {
    text: shown.map((part) => part.replaceAll(' ', '\u00a0')).join(' · '),
    label: said.join(', '),
  };
}
