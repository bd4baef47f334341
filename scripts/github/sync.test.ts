// @vitest-environment node
/**
 * `npm run sync-github` against a fake GitHub API on 127.0.0.1 (a random port), in a copy of
 * the content folder under test: what it writes, sends and says for 200, 304, a rate limit, a
 * missing repository, a malformed answer and no network. Nothing here leaves the machine.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentDir } from '../../build-config';
import { loadContent } from '../content/load';
import {
  clockTime,
  FACTS_FILE,
  githubRepoOf,
  missingRepoSentence,
  parseFactsFile,
  type FactsFile,
} from './facts';
import { syncGitHub, type SyncOptions } from './sync';
import { listenLocally } from '../../server/listen';

/** What the fake API answers: a status, headers and a body (JSON unless a string). */
interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

const NOW = new Date('2026-11-26T10:00:00.000Z');
const LATER = new Date('2026-11-27T10:00:00.000Z');
const TOKEN = 'ghp_test-token-that-must-stay-secret';

/** Bytes per language: the sync keeps the three largest, largest first. */
const LANGUAGE_BYTES = { Makefile: 120, TypeScript: 90_000, CSS: 4_000, Shell: 800, Swift: 30_000 };
const TOP_THREE = ['TypeScript', 'Swift', 'CSS'];

/** A repository as GitHub's REST API describes it (the fields the sync reads, and others). */
const repository = (repo: string, index: number) => ({
  id: 1000 + index,
  full_name: repo,
  private: false,
  stargazers_count: 10 * index + 3,
  pushed_at: `2026-0${(index % 9) + 1}-15T12:00:00Z`,
  license: index % 2 ? null : { key: 'mit', spdx_id: 'MIT', name: 'MIT License' },
  archived: index === 1,
});

const etagOf = (repo: string) => `W/"etag-${repo}"`;

let server: Server;
let apiUrl: string;
let seen: Seen[] = [];
let answer: (url: string, headers: IncomingHttpHeaders) => Answer;

/** Every project of the content with a GitHub repository, as `{ id, repo }`. */
let onGitHub: { id: string; repo: string }[];
let dir: string;

/** GitHub's usual answers: the repository (or 304 for its ETag) and its languages. */
function github(url: string, headers: IncomingHttpHeaders): Answer {
  const match = /^\/repos\/([^/]+\/[^/]+)(\/languages)?$/.exec(url);
  const index = onGitHub.findIndex((p) => p.repo === match?.[1]);
  const repo = onGitHub[index]?.repo;
  if (!match || !repo) return { status: 404, body: { message: 'Not Found' } };
  if (match[2]) return { status: 200, body: LANGUAGE_BYTES };
  if (headers['if-none-match'] === etagOf(repo))
    return { status: 304, headers: { etag: etagOf(repo) } };
  return { status: 200, headers: { etag: etagOf(repo) }, body: repository(repo, index) };
}

const factsFile = (): string => path.join(dir, FACTS_FILE);
const readFacts = (): FactsFile => {
  const parsed = parseFactsFile(readFileSync(factsFile(), 'utf8'));
  if (parsed.problem !== undefined) throw new Error(`${FACTS_FILE} ${parsed.problem}`);
  return parsed.facts;
};

const run = (options: Partial<SyncOptions> = {}) =>
  syncGitHub({ dir, apiUrl, now: () => NOW, print: () => {}, ...options });

/** A copy of the content folder under test, without a facts file. */
function contentCopy(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'sync-github-'));
  cpSync(contentDir(), copy, { recursive: true, filter: (file) => !/\.test\.tsx?$/.test(file) });
  rmSync(path.join(copy, FACTS_FILE), { force: true });
  return copy;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? '/';
    seen.push({ url, headers: request.headers });
    const { status, headers = {}, body } = answer(url, request.headers);
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));
  });
  apiUrl = await listenLocally(server);
  dir = contentCopy();
  const { projects } = await loadContent(dir);
  onGitHub = projects.flatMap((p) => {
    const repo = githubRepoOf(p.repoUrl);
    return repo ? [{ id: p.id, repo }] : [];
  });
  if (onGitHub.length < 2) throw new Error('the content needs two projects on GitHub');
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  seen = [];
  answer = github;
  rmSync(factsFile(), { force: true });
});

describe('npm run sync-github', () => {
  it('writes each GitHub project’s facts, with its top three languages, sorted and stable', async () => {
    const { written, lines } = await run();
    expect(written).toBe(true);
    const facts = readFacts();
    expect(facts.fetchedAt).toBe(NOW.toISOString());
    expect(Object.keys(facts.projects)).toEqual(onGitHub.map((p) => p.id).sort());
    onGitHub.forEach(({ id, repo }, index) => {
      const expected = repository(repo, index);
      expect(facts.projects[id]).toEqual({
        repo,
        stars: expected.stargazers_count,
        languages: TOP_THREE,
        pushedAt: expected.pushed_at,
        license: expected.license?.spdx_id ?? null,
        archived: expected.archived,
        etag: etagOf(repo),
      });
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^✓ project '${id}'`)));
    });
    // Two requests a project, none with a token it was not given.
    expect(seen).toHaveLength(onGitHub.length * 2);
    expect(seen.every((s) => s.headers.authorization === undefined)).toBe(true);
    expect(seen.every((s) => s.headers['user-agent'])).toBe(true);
    // A second run with nothing new on GitHub leaves the file as it is.
    const before = readFileSync(factsFile(), 'utf8');
    expect((await run()).written).toBe(false);
    expect(readFileSync(factsFile(), 'utf8')).toBe(before);
  });

  it('sends GITHUB_TOKEN as the Authorization header only, never into the file or the output', async () => {
    const { lines } = await run({ token: TOKEN });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(readFileSync(factsFile(), 'utf8')).not.toContain(TOKEN);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('sends each repository’s ETag back, and keeps the stored facts on 304', async () => {
    await run();
    const first = readFacts();
    seen = [];
    const { written, lines } = await run({ now: () => LATER });
    expect(written).toBe(true);
    // One conditional request a project; unchanged repositories do not ask for languages.
    expect(seen.map((s) => [s.url, s.headers['if-none-match']])).toEqual(
      onGitHub.map(({ repo }) => [`/repos/${repo}`, etagOf(repo)]),
    );
    const second = readFacts();
    expect(second.projects).toEqual(first.projects);
    expect(second.fetchedAt).toBe(LATER.toISOString());
    expect(lines.filter((l) => l.includes('(unchanged)'))).toHaveLength(onGitHub.length);
  });

  it('says when a used-up rate limit resets, that GITHUB_TOKEN raises it, and keeps the facts', async () => {
    await run();
    const before = readFacts();
    const reset = new Date(NOW.getTime() + 23 * 60_000);
    seen = [];
    answer = () => ({
      status: 403,
      headers: {
        'x-ratelimit-limit': '60',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(reset.getTime() / 1000),
      },
      body: { message: 'API rate limit exceeded for 127.0.0.1.' },
    });
    const { lines } = await run({ now: () => LATER });
    const limit = lines.find((l) => l.includes('rate limit is used up'));
    expect(limit).toContain(clockTime(reset, LATER));
    expect(limit).toContain('GITHUB_TOKEN');
    // It stops asking: one request, and a line for every project.
    expect(seen).toHaveLength(1);
    for (const { id } of onGitHub) expect(lines.join('\n')).toContain(`project '${id}'`);
    // The facts stay, and their date is not made newer than they are.
    expect(readFacts()).toEqual(before);
  });

  it('says which project names a repository GitHub does not have, and drops its facts', async () => {
    await run();
    const [gone, ...rest] = onGitHub;
    if (!gone) throw new Error('unreachable');
    answer = (url, headers) =>
      url.startsWith(`/repos/${gone.repo}`) ? { status: 404, body: {} } : github(url, headers);
    const { lines } = await run();
    expect(lines).toContain(`! ${missingRepoSentence(gone.id, gone.repo)}`);
    expect(lines.join('\n')).toContain(
      `project '${gone.id}': GitHub has no repository ${gone.repo}`,
    );
    const facts = readFacts();
    expect(facts.projects[gone.id]).toBeUndefined();
    expect(Object.keys(facts.projects)).toEqual(rest.map((p) => p.id).sort());
  });

  it('says so in one sentence when an answer is not JSON, and keeps that project’s facts', async () => {
    await run();
    const before = readFacts();
    const [broken] = onGitHub;
    if (!broken) throw new Error('unreachable');
    answer = (url, headers) =>
      url === `/repos/${broken.repo}`
        ? { status: 200, body: '{"full_name": ' }
        : github(url, headers);
    const { lines } = await run({ now: () => LATER });
    const said = lines.filter((l) => l.includes(`project '${broken.id}'`));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^! .*not JSON.*previous facts are kept/);
    const after = readFacts();
    expect(after.projects[broken.id]).toEqual(before.projects[broken.id]);
    expect(after.fetchedAt).toBe(before.fetchedAt);
  });

  it('leaves the file untouched when GitHub cannot be reached', async () => {
    await run();
    const before = readFileSync(factsFile(), 'utf8');
    // A port nothing listens on any more.
    const closed = createServer();
    const closedUrl = await listenLocally(closed);
    await new Promise((resolve) => closed.close(resolve));
    const { lines, written } = await run({ apiUrl: closedUrl, token: TOKEN });
    expect(written).toBe(false);
    expect(lines.filter((l) => l.startsWith('! '))).toEqual([
      expect.stringMatching(/^! GitHub could not be reached: .*Nothing changed/),
    ]);
    expect(lines.join('\n')).not.toContain(TOKEN);
    expect(readFileSync(factsFile(), 'utf8')).toBe(before);
  });

  it('gives up on a request that takes too long, as on no network', async () => {
    answer = () => ({ status: 200, body: {} });
    const slow = createServer(() => {
      // Never answers.
    });
    const slowUrl = await listenLocally(slow);
    try {
      const { lines, written } = await run({ apiUrl: slowUrl, timeoutMs: 200 });
      expect(written).toBe(false);
      expect(lines.join('\n')).toMatch(/did not answer within/);
      expect(existsSync(factsFile())).toBe(false);
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  it('skips a project that is not on GitHub with one line, and keeps no facts for it', async () => {
    const other = contentCopy();
    try {
      const file = path.join(other, 'projects.ts');
      const source = readFileSync(file, 'utf8');
      const elsewhere = 'https://gitlab.com/someone/elsewhere';
      writeFileSync(file, source.replace(/repoUrl: [^\n]+,\n/, `repoUrl: '${elsewhere}',\n`));
      const moved = (await loadContent(other)).projects.find((p) => p.repoUrl === elsewhere);
      if (!moved) throw new Error('the content needs a project with a repoUrl');
      const { lines } = await run({ dir: other });
      expect(lines.filter((l) => l.includes(`project '${moved.id}'`))).toEqual([
        `– project '${moved.id}': not on GitHub (${elsewhere}), skipped.`,
      ]);
      const written = parseFactsFile(readFileSync(path.join(other, FACTS_FILE), 'utf8'));
      expect(written.facts?.projects[moved.id]).toBeUndefined();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  }, 60_000);
});
