/**
 * `npm run sync-github`: each project's GitHub repository (stars, primary languages, last push,
 * licence) read through GitHub's public REST API and written to `github.json` in the content
 * folder, which the owner commits. The build reads only that file, never the network, so no
 * token and no API call ever reaches the site.
 *
 * GITHUB_TOKEN (environment or `.env`) is optional: it raises the rate limit and is sent only
 * as the Authorization header, never written or printed. GITHUB_API_URL (default
 * https://api.github.com) points the requests elsewhere (the tests' fake server).
 *
 * Requests are conditional: the repository's ETag is kept in the file and sent back, and a
 * 304 keeps the stored facts. The languages are asked for only when the repository changed
 * (a push changes `pushed_at`, so the repository's ETag, before it can change the languages).
 *
 * It never fails the owner's day: a used-up rate limit, a missing repository, a malformed
 * answer or no network each get one sentence, and the previous facts stay. It exits non-zero
 * only when it was called wrongly (arguments, an API address that is not one, content that does
 * not load).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentDir, setting } from '../../build-config';
import { sameRepo } from '../../src/model/githubFacts';
import { loadContent } from '../content/load';
import {
  FACTS_FILE,
  factsFromApi,
  githubRepoOf,
  isRateLimited,
  MalformedAnswer,
  missingRepoSentence,
  networkReason,
  noNetworkSentence,
  parseFactsFile,
  rateLimitSentence,
  type RepoFacts,
  serialiseFacts,
} from './facts';

export const DEFAULT_API_URL = 'https://api.github.com';
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface SyncOptions {
  /** The content folder: its projects are read, its `github.json` written. */
  dir: string;
  /** GitHub's API, e.g. https://api.github.com. */
  apiUrl: string;
  token?: string;
  /** How long one request may take. */
  timeoutMs?: number;
  now?: () => Date;
  /** Where each line goes (the terminal). */
  print?: (line: string) => void;
}

export interface SyncResult {
  lines: string[];
  /** Whether `github.json` was written. */
  written: boolean;
}

/** GitHub could not be reached at all: nothing is written. */
class Unreachable extends Error {}

/** A request the run stops at (rate limit, a refused token): later projects are not asked. */
class Stop extends Error {
  constructor(
    message: string,
    /** In a few words, for the projects not asked. */
    readonly reason: string,
  ) {
    super(message);
  }
}

/** What one project's requests came to. */
type Outcome =
  | { kind: 'fetched'; facts: RepoFacts }
  | { kind: 'unchanged' }
  | { kind: 'missing' }
  | { kind: 'failed'; sentence: string };

export async function syncGitHub(options: SyncOptions): Promise<SyncResult> {
  const { dir, apiUrl, token, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const now = options.now ?? (() => new Date());
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    (options.print ?? console.log)(line);
  };
  const host = new URL(apiUrl).host;
  const base = apiUrl.replace(/\/+$/, '');
  const file = path.join(dir, FACTS_FILE);

  const text = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const parsed = text === undefined ? undefined : parseFactsFile(text);
  if (parsed?.problem)
    say(`! ${FACTS_FILE} ${parsed.problem}; its facts are asked of GitHub again.`);
  const previous = parsed?.facts;

  async function get(route: string, etag?: string): Promise<Response> {
    try {
      return await fetch(`${base}${route}`, {
        headers: {
          accept: 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
          'user-agent': 'portfolio-sync-github',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(etag ? { 'if-none-match': etag } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new Unreachable(networkReason(error, host, timeoutMs));
    }
  }

  async function json(response: Response, what: string): Promise<unknown> {
    let body: string;
    try {
      body = await response.text();
    } catch (error) {
      throw new Unreachable(networkReason(error, host, timeoutMs));
    }
    try {
      return JSON.parse(body);
    } catch {
      throw new MalformedAnswer(`${what} is not JSON`);
    }
  }

  /** Stops the run for a rate limit or a refused token; any other refusal is the project's. */
  function refusal(response: Response, id: string): Outcome {
    const limit = {
      remaining: response.headers.get('x-ratelimit-remaining'),
      reset: response.headers.get('x-ratelimit-reset'),
      retryAfter: response.headers.get('retry-after'),
    };
    if (isRateLimited(response.status, limit))
      throw new Stop(rateLimitSentence(limit, now(), Boolean(token)), 'rate limit');
    if (response.status === 401 && token)
      throw new Stop(
        'GitHub refused GITHUB_TOKEN (expired, revoked or mistyped?). Make a new one, or unset it to use the public limit. The previous facts are kept.',
        'token refused',
      );
    return {
      kind: 'failed',
      sentence: `project '${id}': GitHub answered ${response.status} ${response.statusText}. The previous facts are kept; try again later.`,
    };
  }

  async function sync(id: string, repo: string, known?: RepoFacts): Promise<Outcome> {
    const route = `/repos/${repo}`;
    const response = await get(route, known?.etag);
    if (response.status === 304 && known) return { kind: 'unchanged' };
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) return refusal(response, id);
    try {
      const repository = await json(response, 'the repository');
      const answer = await get(`${route}/languages`);
      if (!answer.ok) return refusal(answer, id);
      const languages = await json(answer, 'the languages');
      return {
        kind: 'fetched',
        facts: factsFromApi(repository, languages, response.headers.get('etag') ?? undefined),
      };
    } catch (error) {
      if (!(error instanceof MalformedAnswer)) throw error;
      return {
        kind: 'failed',
        sentence: `project '${id}': GitHub's answer for ${repo} is not what it should be (${error.message}). The previous facts are kept; try again later.`,
      };
    }
  }

  const { projects } = await loadContent(dir);
  const next: Record<string, RepoFacts> = {};
  let stopped: string | undefined;
  let allConfirmed = true;
  for (const project of projects) {
    const repo = githubRepoOf(project.repoUrl);
    if (!repo) {
      say(`– project '${project.id}': not on GitHub (${project.repoUrl}), skipped.`);
      continue;
    }
    // Facts of the repository the project names now; another one's (repoUrl changed) go.
    const old = previous?.projects[project.id];
    const known = old && sameRepo(old.repo, repo) ? old : undefined;
    const keep = () => {
      if (known) next[project.id] = known;
      allConfirmed = false;
    };
    if (stopped) {
      keep();
      say(`! project '${project.id}': not asked (${stopped}); previous facts kept.`);
      continue;
    }
    let outcome: Outcome;
    try {
      outcome = await sync(project.id, repo, known);
    } catch (error) {
      if (error instanceof Unreachable) {
        say(`! ${noNetworkSentence(error.message)}`);
        return { lines, written: false };
      }
      if (!(error instanceof Stop)) throw error;
      keep();
      say(`! project '${project.id}': ${error.message}`);
      stopped = error.reason;
      continue;
    }
    if (outcome.kind === 'fetched') {
      next[project.id] = outcome.facts;
      say(`✓ project '${project.id}': ${summary(outcome.facts)}`);
    } else if (outcome.kind === 'unchanged' && known) {
      next[project.id] = known;
      say(`✓ project '${project.id}': ${summary(known)} (unchanged)`);
    } else if (outcome.kind === 'missing') {
      say(`! ${missingRepoSentence(project.id, repo)}`);
    } else if (outcome.kind === 'failed') {
      keep();
      say(`! ${outcome.sentence}`);
    }
  }

  const fetchedAt = allConfirmed || !previous ? now().toISOString() : previous.fetchedAt;
  const out = serialiseFacts({ fetchedAt, projects: next });
  const relative = path.relative(process.cwd(), file) || FACTS_FILE;
  if (out === text || (text === undefined && Object.keys(next).length === 0)) {
    say(`${relative}: nothing to change.`);
    return { lines, written: false };
  }
  writeFileSync(file, out);
  const count = Object.keys(next).length;
  say(
    `${relative}: facts of ${count} project${count === 1 ? '' : 's'} written. Commit it; the build shows them.`,
  );
  return { lines, written: true };
}

/** '★ 128 · Swift, Kotlin · MIT' for the terminal. */
function summary(facts: RepoFacts): string {
  return [
    facts.repo,
    `★ ${facts.stars}`,
    facts.languages.join(', ') || 'no languages',
    facts.license ?? 'no licence',
    ...(facts.archived ? ['archived'] : []),
  ].join(' · ');
}

const USAGE = `Usage: npm run sync-github
Reads each project's GitHub repository (stars, languages, last push, licence) and writes them to
${FACTS_FILE} in the content folder (CONTENT_DIR, default src/content). Commit that file.
Optional: GITHUB_TOKEN (raises GitHub's rate limit; never written anywhere).`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  if (args.length) {
    console.error(`sync-github takes no arguments (given: ${args.join(' ')}).\n\n${USAGE}`);
    return 2;
  }
  const apiUrl = setting('GITHUB_API_URL') ?? DEFAULT_API_URL;
  if (!URL.canParse(apiUrl) || !/^https?:$/.test(new URL(apiUrl).protocol)) {
    console.error(`GITHUB_API_URL '${apiUrl}' is not a web address. Unset it to use GitHub's.`);
    return 2;
  }
  const dir = contentDir();
  try {
    await loadContent(dir);
  } catch (error) {
    console.error(
      `The content in ${path.relative(process.cwd(), dir)}/ does not load (${error instanceof Error ? error.message : String(error)}). Run npm run check:content to see what to fix.`,
    );
    return 1;
  }
  await syncGitHub({ dir, apiUrl, token: setting('GITHUB_TOKEN') });
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();
