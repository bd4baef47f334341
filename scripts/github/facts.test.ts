// @vitest-environment node
import { format } from 'prettier';
import {
  factsFromApi,
  type FactsFile,
  isRateLimited,
  limitResetsAt,
  MalformedAnswer,
  parseFactsFile,
  rateLimitSentence,
  serialiseFacts,
  TOP_LANGUAGES,
  topLanguages,
} from './facts';

const NOW = new Date('2026-11-26T10:00:00.000Z');

const repo = {
  full_name: 'someone/thing',
  stargazers_count: 1280,
  pushed_at: '2026-03-02T09:00:00Z',
  license: { key: 'mit', spdx_id: 'MIT' },
  archived: false,
};

const file: FactsFile = {
  fetchedAt: NOW.toISOString(),
  projects: {
    zeta: {
      repo: 'someone/zeta',
      stars: 3,
      languages: ['Go'],
      pushedAt: null,
      license: null,
      archived: true,
    },
    alpha: {
      etag: 'W/"abc"',
      archived: false,
      license: 'Apache-2.0',
      pushedAt: '2026-01-01T00:00:00Z',
      languages: ['TypeScript', 'CSS', 'HTML'],
      stars: 42,
      repo: 'someone/alpha',
    },
  },
};

describe('the facts of GitHub’s answers', () => {
  it('keeps the languages with the most bytes, most first', () => {
    const bytes = { C: 10, Rust: 900, Python: 300, Shell: 300, Makefile: 5 };
    expect(topLanguages(bytes)).toEqual(['Rust', 'Python', 'Shell']);
    expect(topLanguages(bytes)).toHaveLength(TOP_LANGUAGES);
    expect(topLanguages({})).toEqual([]);
  });

  it('reads stars, last push, licence and archived from the repository', () => {
    expect(factsFromApi(repo, { Swift: 10 }, 'W/"e"')).toEqual({
      repo: repo.full_name,
      stars: repo.stargazers_count,
      languages: ['Swift'],
      pushedAt: repo.pushed_at,
      license: 'MIT',
      archived: false,
      etag: 'W/"e"',
    });
    // A licence GitHub cannot name, or none, is no licence.
    const unnamed = { ...repo, license: { key: 'other', spdx_id: 'NOASSERTION' } };
    expect(factsFromApi(unnamed, {}).license).toBeNull();
    expect(factsFromApi({ ...repo, license: null }, {}).license).toBeNull();
    expect(factsFromApi({ ...repo, pushed_at: null }, {}).pushedAt).toBeNull();
  });

  it('refuses an answer without the fields it needs', () => {
    expect(() => factsFromApi([], {})).toThrow(MalformedAnswer);
    expect(() => factsFromApi({ ...repo, stargazers_count: '12' }, {})).toThrow(MalformedAnswer);
    expect(() => factsFromApi(repo, ['Swift'])).toThrow(MalformedAnswer);
    expect(() => factsFromApi(repo, { Swift: 'many' })).toThrow(MalformedAnswer);
  });
});

describe('the file', () => {
  it('is sorted by project, each entry in one order, and reads back as written', () => {
    const text = serialiseFacts(file);
    expect(Object.keys(JSON.parse(text).projects)).toEqual(['alpha', 'zeta']);
    expect(Object.keys(JSON.parse(text).projects.alpha)).toEqual([
      'repo',
      'stars',
      'languages',
      'pushedAt',
      'license',
      'archived',
      'etag',
    ]);
    expect(parseFactsFile(text)).toEqual({ facts: JSON.parse(text) });
    expect(serialiseFacts(JSON.parse(text))).toBe(text);
  });

  it('is written as Prettier writes JSON, so that the project’s format check passes', async () => {
    const text = serialiseFacts(file);
    expect(await format(text, { parser: 'json', printWidth: 100 })).toBe(text);
  });

  it('names what is wrong with a broken or hand-edited file', () => {
    expect(parseFactsFile('{"fetchedAt": ').problem).toMatch(/^is not JSON \(/);
    expect(parseFactsFile('[]').problem).toBe('is not a JSON object');
    expect(parseFactsFile('{"projects": {}}').problem).toBe('› fetchedAt is not a date');
    const bad = JSON.parse(serialiseFacts(file)) as FactsFile;
    (bad.projects.alpha as unknown as Record<string, unknown>).stars = 'many';
    expect(parseFactsFile(JSON.stringify(bad)).problem).toBe(
      '› projects › alpha › stars is not a count',
    );
  });
});

describe('the rate limit', () => {
  it('is a 429, or a 403 with no requests left or a retry-after', () => {
    expect(isRateLimited(429, {})).toBe(true);
    expect(isRateLimited(403, { remaining: '0' })).toBe(true);
    expect(isRateLimited(403, { retryAfter: '60' })).toBe(true);
    expect(isRateLimited(403, { remaining: '42' })).toBe(false);
    expect(isRateLimited(500, { remaining: '0' })).toBe(false);
  });

  it('resets after retry-after seconds, else at x-ratelimit-reset', () => {
    expect(limitResetsAt({ retryAfter: '90', reset: '1' }, NOW)).toEqual(
      new Date(NOW.getTime() + 90_000),
    );
    expect(limitResetsAt({ reset: String(NOW.getTime() / 1000 + 600) }, NOW)).toEqual(
      new Date(NOW.getTime() + 600_000),
    );
    expect(limitResetsAt({}, NOW)).toBeUndefined();
  });

  it('is told in one sentence: when it resets, and what a token does', () => {
    const reset = String(NOW.getTime() / 1000 + 25 * 60);
    expect(rateLimitSentence({ reset }, NOW, false)).toBe(
      "GitHub's rate limit is used up: it resets at 10:25 UTC (in 25 minutes). Setting GITHUB_TOKEN (any token, no scopes needed) raises it from 60 to 5,000 requests an hour. The previous facts are kept.",
    );
    expect(rateLimitSentence({}, NOW, true)).toMatch(/within the hour.*Your GITHUB_TOKEN/);
  });
});
