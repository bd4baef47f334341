/**
 * The file `npm run sync-github` writes into the content folder (`github.json`) and the build
 * reads: each project's facts from its GitHub repository. Pure data: the sync
 * (scripts/github/sync.ts), the build (src/lib/githubFacts.ts), the content check and the
 * doctor read it through `parseFactsFile`, so a hand-edited or broken file is told apart from a
 * good one in one place.
 */

/** The file's name in the content folder. */
export const FACTS_FILE = 'github.json';

/** Facts fetched longer ago than this (by `fetchedAt`, against the build time) stay off the site. */
export const FACTS_MAX_AGE_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One project's repository, as the sync last read it. */
export interface RepoFacts {
  /** `owner/name`, as in the project's `repoUrl`. */
  repo: string;
  stars: number;
  /** The primary languages, most bytes first (at most three). */
  languages: string[];
  /** The last push (ISO timestamp); null for a repository nobody pushed to. */
  pushedAt: string | null;
  /** The licence's SPDX id ('MIT'), or null for none GitHub recognises. */
  license: string | null;
  archived: boolean;
  /** GitHub's ETag of the repository, sent back so that an unchanged one costs nothing. */
  etag?: string;
}

export interface FactsFile {
  /** When every project's facts were last confirmed with GitHub (ISO timestamp). */
  fetchedAt: string;
  /** By project id. */
  projects: Record<string, RepoFacts>;
}

/** What a page shows of a project's facts: no ETag, no repository name, the date in words. */
export interface ProjectFacts {
  stars: number;
  languages: string[];
  license?: string;
  archived?: true;
  /** The last push: its day (for `<time>`) and its month as the page's language writes it. */
  updated?: { iso: string; text: string };
}

/**
 * What a page shows of a repository, written at build time in the page's language (so the
 * browser gets two strings, not the code that writes them): the line as seen,
 * '★ 128 · Swift, Kotlin · MIT · updated Oct 2026' (each fact's own spaces unbreakable, so the
 * line wraps between facts), and as read ('128 stars on GitHub, Swift, Kotlin, License: MIT, …').
 */
export interface FactsLine {
  text: string;
  label: string;
}

export type ParsedFacts =
  { facts: FactsFile; problem?: undefined } | { facts?: undefined; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));

/** What is wrong with one project's entry, or undefined. */
function entryProblem(entry: unknown): string | undefined {
  if (!isObject(entry)) return 'is not an object';
  if (typeof entry.repo !== 'string' || !/^[\w.-]+\/[\w.-]+$/.test(entry.repo))
    return "› repo is not 'owner/name'";
  if (typeof entry.stars !== 'number' || !Number.isInteger(entry.stars) || entry.stars < 0)
    return '› stars is not a count';
  if (!Array.isArray(entry.languages) || !entry.languages.every((l) => typeof l === 'string'))
    return '› languages is not a list of names';
  if (entry.pushedAt !== null && !isDate(entry.pushedAt)) return '› pushedAt is not a date';
  if (entry.license !== null && typeof entry.license !== 'string')
    return '› license is not a name or null';
  if (typeof entry.archived !== 'boolean') return '› archived is not true or false';
  if (entry.etag !== undefined && typeof entry.etag !== 'string') return '› etag is not a text';
  return undefined;
}

/**
 * The file's text read: its facts, or what is wrong with it in a few words
 * ('is not JSON (…)', '› projects › mot › stars is not a count').
 */
export function parseFactsFile(text: string): ParsedFacts {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problem: `is not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!isObject(data)) return { problem: 'is not a JSON object' };
  if (!isDate(data.fetchedAt)) return { problem: '› fetchedAt is not a date' };
  if (!isObject(data.projects)) return { problem: '› projects is not an object' };
  for (const [id, entry] of Object.entries(data.projects)) {
    const problem = entryProblem(entry);
    if (problem) return { problem: `› projects › ${id} ${problem}` };
  }
  return { facts: data as unknown as FactsFile };
}

/** Whole days from `fetchedAt` to `now` (0 for a date in the future). */
export function ageInDays(fetchedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(fetchedAt)) / DAY_MS));
}

/** Whether the facts may still be shown at `now` (fetched at most FACTS_MAX_AGE_DAYS ago). */
export function isFresh(file: FactsFile, now: Date): boolean {
  return ageInDays(file.fetchedAt, now) <= FACTS_MAX_AGE_DAYS;
}

/**
 * `owner/name` of a GitHub repository's address (`https://github.com/owner/name`, with or
 * without a trailing slash or `.git`); undefined for any other address.
 */
export function githubRepoOf(url: string): string | undefined {
  const match = /^https:\/\/(?:www\.)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i.exec(
    url.trim(),
  );
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/** Whether two `owner/name` are the same repository (GitHub's names ignore case). */
export function sameRepo(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The facts a page shows for a project, or undefined: none in the file, facts of another
 * repository (the project's `repoUrl` changed since the sync), or a file too old to trust.
 * `monthYear` writes the last push's month in the page's language.
 */
export function projectFacts(
  file: FactsFile | undefined,
  project: { id: string; repoUrl: string },
  now: Date,
  monthYear: (isoMonth: string) => string,
): ProjectFacts | undefined {
  const facts = file && Object.hasOwn(file.projects, project.id) && file.projects[project.id];
  const repo = githubRepoOf(project.repoUrl);
  if (!file || !facts || !repo || !sameRepo(facts.repo, repo) || !isFresh(file, now))
    return undefined;
  return {
    stars: facts.stars,
    languages: facts.languages,
    ...(facts.license ? { license: facts.license } : {}),
    ...(facts.archived ? { archived: true as const } : {}),
    ...(facts.pushedAt
      ? {
          updated: {
            iso: facts.pushedAt.slice(0, 10),
            text: monthYear(facts.pushedAt.slice(0, 7)),
          },
        }
      : {}),
  };
}
