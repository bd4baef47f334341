/**
 * The quiet half of `npm run sync-github` (./sync.ts): GitHub's answers read into facts, the
 * file written out, and the sentences the owner reads (also the content check's and the
 * doctor's). No network, and no file written: each piece is tested on its own. The file's shape
 * and its reading live with the site's model (src/model/githubFacts.ts): the build reads it too.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FACTS_FILE,
  type FactsFile,
  type ParsedFacts,
  parseFactsFile,
  type RepoFacts,
} from '../../src/model/githubFacts';

export {
  FACTS_FILE,
  githubRepoOf,
  parseFactsFile,
  type FactsFile,
  type RepoFacts,
} from '../../src/model/githubFacts';

/** The content folder `dir`'s facts file, read; undefined when there is none. */
export function readFactsFile(dir: string): ParsedFacts | undefined {
  const file = path.join(dir, FACTS_FILE);
  return existsSync(file) ? parseFactsFile(readFileSync(file, 'utf8')) : undefined;
}

/** What the content check and the doctor say of a broken facts file (`problem`: parseFactsFile's). */
export function brokenFileSentence(problem: string): string {
  return `${FACTS_FILE} ${problem}, so the site shows no GitHub facts. Run npm run sync-github to write it anew, or delete it.`;
}

/** How many languages a project shows (the ones with the most bytes). */
export const TOP_LANGUAGES = 3;

/** A JSON answer from GitHub that is not what its documentation says. */
export class MalformedAnswer extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ TypeScript: 5120, CSS: 800, … }` → the TOP_LANGUAGES names with the most bytes. */
export function topLanguages(bytes: unknown): string[] {
  if (!isObject(bytes)) throw new MalformedAnswer('the languages are not an object');
  const entries = Object.entries(bytes);
  if (!entries.every(([, count]) => typeof count === 'number'))
    throw new MalformedAnswer('a language has no byte count');
  return (entries as [string, number][])
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, TOP_LANGUAGES)
    .map(([name]) => name);
}

/**
 * The facts of GET /repos/{owner}/{repo} (`repo`) and GET /repos/{owner}/{repo}/languages
 * (`languages`), with the repository's ETag; MalformedAnswer when a field is missing.
 */
export function factsFromApi(repo: unknown, languages: unknown, etag?: string): RepoFacts {
  if (!isObject(repo)) throw new MalformedAnswer('the repository is not an object');
  const { full_name, stargazers_count, pushed_at, license, archived } = repo;
  if (typeof full_name !== 'string') throw new MalformedAnswer('full_name is missing');
  if (typeof stargazers_count !== 'number')
    throw new MalformedAnswer('stargazers_count is missing');
  if (pushed_at !== null && typeof pushed_at !== 'string')
    throw new MalformedAnswer('pushed_at is missing');
  if (license !== null && license !== undefined && !isObject(license))
    throw new MalformedAnswer('license is not an object');
  const spdx = isObject(license) ? license.spdx_id : null;
  return {
    repo: full_name,
    stars: stargazers_count,
    languages: topLanguages(languages),
    pushedAt: pushed_at,
    // GitHub says NOASSERTION for a licence file it cannot name.
    license: typeof spdx === 'string' && spdx !== 'NOASSERTION' ? spdx : null,
    archived: archived === true,
    ...(etag ? { etag } : {}),
  };
}

/**
 * The file's text: projects sorted by id, each entry's fields in one order, two-space indents
 * and a final newline, so that a sync that changed one star changes one line of the diff.
 */
export function serialiseFacts(file: FactsFile): string {
  const projects = Object.fromEntries(
    Object.keys(file.projects)
      .sort()
      .map((id) => {
        const f = file.projects[id] as RepoFacts;
        const entry: RepoFacts = {
          repo: f.repo,
          stars: f.stars,
          languages: f.languages,
          pushedAt: f.pushedAt,
          license: f.license,
          archived: f.archived,
          ...(f.etag ? { etag: f.etag } : {}),
        };
        return [id, entry];
      }),
  );
  // Each list of languages on one line, as Prettier writes a short array.
  const lists: string[] = [];
  const text = JSON.stringify(
    { fetchedAt: file.fetchedAt, projects },
    (key, value: unknown) => {
      if (key !== 'languages' || !Array.isArray(value)) return value;
      lists.push(`[${value.map((name) => JSON.stringify(name)).join(', ')}]`);
      return `\u0000${lists.length - 1}`;
    },
    2,
  );
  return `${text.replace(/"\\u0000(\d+)"/g, (_match, index: string) => lists[Number(index)] ?? '[]')}\n`;
}

/** The headers of an answer that say how the rate limit stands. */
export interface LimitHeaders {
  remaining?: string | null;
  reset?: string | null;
  retryAfter?: string | null;
}

/** Whether a 403 or 429 is GitHub's rate limit (rather than a refusal of another kind). */
export function isRateLimited(status: number, headers: LimitHeaders): boolean {
  return (
    status === 429 || (status === 403 && (headers.remaining === '0' || Boolean(headers.retryAfter)))
  );
}

/** When the limit lifts: `retry-after` seconds from now, else `x-ratelimit-reset` (epoch s). */
export function limitResetsAt(headers: LimitHeaders, now: Date): Date | undefined {
  const after = Number(headers.retryAfter);
  if (headers.retryAfter && Number.isFinite(after)) return new Date(now.getTime() + after * 1000);
  const reset = Number(headers.reset);
  return headers.reset && Number.isFinite(reset) ? new Date(reset * 1000) : undefined;
}

/** '14:05 UTC' (today) or '2026-11-27 14:05 UTC'. */
export function clockTime(at: Date, now: Date): string {
  const iso = at.toISOString();
  const time = `${iso.slice(11, 16)} UTC`;
  return iso.slice(0, 10) === now.toISOString().slice(0, 10) ? time : `${iso.slice(0, 10)} ${time}`;
}

/** The one sentence for a used-up rate limit. */
export function rateLimitSentence(headers: LimitHeaders, now: Date, hasToken: boolean): string {
  const at = limitResetsAt(headers, now);
  const minutes = at ? Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000)) : 0;
  const when = at
    ? `it resets at ${clockTime(at, now)} (in ${minutes} minute${minutes === 1 ? '' : 's'})`
    : 'it resets within the hour';
  const raise = hasToken
    ? 'Your GITHUB_TOKEN has its own, larger limit: wait for it, then run npm run sync-github again.'
    : 'Setting GITHUB_TOKEN (any token, no scopes needed) raises it from 60 to 5,000 requests an hour.';
  return `GitHub's rate limit is used up: ${when}. ${raise} The previous facts are kept.`;
}

/** Why a fetch threw, in a few words: no connection, no such host, no answer in time. */
export function networkReason(error: unknown, host: string, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return `${host} did not answer within ${Math.round(timeoutMs / 1000)} s`;
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && 'code' in cause ? String(cause.code) : '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `${host} cannot be found (no network?)`;
  if (code === 'ECONNREFUSED') return `${host} refused the connection`;
  const detail = code || (cause instanceof Error ? cause.message : '');
  return `${host} cannot be reached${detail ? ` (${detail})` : ''}`;
}

/** The one sentence for no network: nothing was written. */
export function noNetworkSentence(reason: string): string {
  return `GitHub could not be reached: ${reason}. Nothing changed (${FACTS_FILE} is as it was); run npm run sync-github again when you are online.`;
}

/** The sentence for a project whose repository GitHub does not know. */
export function missingRepoSentence(id: string, repo: string): string {
  return `project '${id}': GitHub has no repository ${repo} (private or renamed?). Fix repoUrl in projects.ts or make it public.`;
}
