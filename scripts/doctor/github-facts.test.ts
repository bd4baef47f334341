// @vitest-environment node
/** `npm run doctor` on github.json (`npm run sync-github`): absent, broken, old, outdated. */
import { projects as contentProjects } from '@/content/projects';
import { FACTS_MAX_AGE_DAYS, type FactsFile, githubRepoOf } from '../../src/model/githubFacts';
import { isOnGitHub, withProjectOnGitHub } from '../../test-support/onGitHub';
import { FACTS_OLD_DAYS, githubFacts } from './checks';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const projects = withProjectOnGitHub(contentProjects);
const onGitHub = projects.filter(isOnGitHub);

/** Facts of every project on GitHub, fetched `days` before NOW. */
function factsOf(days: number): FactsFile {
  return {
    fetchedAt: new Date(NOW.getTime() - days * DAY).toISOString(),
    projects: Object.fromEntries(
      onGitHub.map((p) => [
        p.id,
        {
          repo: githubRepoOf(p.repoUrl) ?? '',
          stars: 1,
          languages: [],
          pushedAt: null,
          license: null,
          archived: false,
        },
      ]),
    ),
  };
}

const levels = (file: FactsFile) => githubFacts(projects, { facts: file }, NOW).map((f) => f.level);

describe('the doctor on GitHub facts', () => {
  it('suggests the sync when there is no file, and says nothing without projects on GitHub', () => {
    expect(githubFacts(projects, undefined, NOW)).toEqual([
      {
        level: 'ok',
        message: 'GitHub facts: none; run npm run sync-github to show stars and languages',
      },
    ]);
    expect(githubFacts([{ id: 'x', repoUrl: 'https://gitlab.com/a/b' }], undefined, NOW)).toEqual(
      [],
    );
  });

  it('is content with recent facts of the projects there are', () => {
    const [finding, ...rest] = githubFacts(projects, { facts: factsOf(2) }, NOW);
    expect(rest).toEqual([]);
    expect(finding).toEqual({
      level: 'ok',
      message: `GitHub facts: ${onGitHub.length} project${onGitHub.length === 1 ? '' : 's'}, fetched 2 days ago`,
    });
  });

  it(`warns with their age after ${FACTS_OLD_DAYS} days, and that the site drops them after ${FACTS_MAX_AGE_DAYS}`, () => {
    expect(levels(factsOf(FACTS_OLD_DAYS))).toEqual(['ok']);
    const [old] = githubFacts(projects, { facts: factsOf(FACTS_OLD_DAYS + 5) }, NOW);
    expect(old?.level).toBe('warn');
    expect(old?.message).toContain(`${FACTS_OLD_DAYS + 5} days old`);
    const [dropped] = githubFacts(projects, { facts: factsOf(FACTS_MAX_AGE_DAYS + 1) }, NOW);
    expect(dropped?.message).toMatch(/so the site leaves them out/);
  });

  it('warns about facts of a project that is gone, or of a repository it no longer names', () => {
    const [first] = onGitHub;
    if (!first) throw new Error('unreachable');
    const file = factsOf(1);
    const entry = file.projects[first.id];
    if (!entry) throw new Error('unreachable');
    file.projects['no-such-project'] = entry;
    file.projects[first.id] = { ...entry, repo: 'someone-else/elsewhere' };
    const messages = githubFacts(projects, { facts: file }, NOW).map(
      (f) => `${f.level} ${f.message}`,
    );
    expect(messages).toEqual([
      `warn GitHub facts: '${first.id}' has the facts of someone-else/elsewhere, but its repoUrl is ${first.repoUrl}, so the site leaves them out. Run npm run sync-github.`,
      "warn GitHub facts: github.json has facts of 'no-such-project', which projects.ts no longer has. Run npm run sync-github to tidy it.",
    ]);
  });

  it('says what to do about a broken file', () => {
    const [broken] = githubFacts(projects, { problem: 'is not JSON (Unexpected end)' }, NOW);
    expect(broken?.level).toBe('warn');
    expect(broken?.message).toMatch(
      /^GitHub facts: github\.json is not JSON .*npm run sync-github.*delete it/,
    );
  });
});
