// @vitest-environment node
import {
  ageInDays,
  FACTS_MAX_AGE_DAYS,
  type FactsFile,
  githubRepoOf,
  projectFacts,
} from './githubFacts';

const BUILD = new Date('2026-11-21T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (days: number) => new Date(BUILD.getTime() - days * DAY).toISOString();
const monthYear = (isoMonth: string) => `month ${isoMonth}`;

const project = { id: 'app', repoUrl: 'https://github.com/someone/app' };
const file = (fetchedAt: string): FactsFile => ({
  fetchedAt,
  projects: {
    app: {
      repo: 'someone/app',
      stars: 7,
      languages: ['Kotlin', 'Java'],
      pushedAt: '2026-10-05T08:00:00Z',
      license: 'MIT',
      archived: false,
      etag: 'W/"kept out of the page"',
    },
  },
});

describe('a GitHub repository’s address', () => {
  it('is owner/name for github.com, with or without a slash or .git, and nothing elsewhere', () => {
    expect(githubRepoOf('https://github.com/someone/app')).toBe('someone/app');
    expect(githubRepoOf('https://www.github.com/some-one/app.js/')).toBe('some-one/app.js');
    expect(githubRepoOf('https://github.com/someone/app.git')).toBe('someone/app');
    expect(githubRepoOf('https://gitlab.com/someone/app')).toBeUndefined();
    expect(githubRepoOf('https://github.com/someone')).toBeUndefined();
    expect(githubRepoOf('https://github.com/someone/app/tree/main')).toBeUndefined();
    expect(githubRepoOf('http://github.com/someone/app')).toBeUndefined();
  });
});

describe('the facts a page shows', () => {
  it('are the stars, languages, licence and month of the last push: no ETag, no repository', () => {
    expect(projectFacts(file(daysBefore(1)), project, BUILD, monthYear)).toEqual({
      stars: 7,
      languages: ['Kotlin', 'Java'],
      license: 'MIT',
      updated: { iso: '2026-10-05', text: 'month 2026-10' },
    });
  });

  it('say archived only when it is, and leave out a licence or push there is none of', () => {
    const f = file(daysBefore(1));
    const entry = f.projects.app;
    if (!entry) throw new Error('unreachable');
    Object.assign(entry, { archived: true, license: null, pushedAt: null });
    expect(projectFacts(f, project, BUILD, monthYear)).toEqual({
      stars: 7,
      languages: ['Kotlin', 'Java'],
      archived: true,
    });
  });

  it(`are left out when older than ${FACTS_MAX_AGE_DAYS} days at build time`, () => {
    expect(ageInDays(daysBefore(FACTS_MAX_AGE_DAYS), BUILD)).toBe(FACTS_MAX_AGE_DAYS);
    expect(
      projectFacts(file(daysBefore(FACTS_MAX_AGE_DAYS)), project, BUILD, monthYear),
    ).toBeDefined();
    expect(
      projectFacts(file(daysBefore(FACTS_MAX_AGE_DAYS + 1)), project, BUILD, monthYear),
    ).toBeUndefined();
  });

  it('are left out without a file, for another project, or when repoUrl names another repository', () => {
    const f = file(daysBefore(1));
    expect(projectFacts(undefined, project, BUILD, monthYear)).toBeUndefined();
    expect(projectFacts(f, { ...project, id: 'other' }, BUILD, monthYear)).toBeUndefined();
    expect(projectFacts(f, { ...project, id: 'toString' }, BUILD, monthYear)).toBeUndefined();
    const moved = { ...project, repoUrl: 'https://github.com/someone/renamed' };
    expect(projectFacts(f, moved, BUILD, monthYear)).toBeUndefined();
    const elsewhere = { ...project, repoUrl: 'https://gitlab.com/someone/app' };
    expect(projectFacts(f, elsewhere, BUILD, monthYear)).toBeUndefined();
    // GitHub's names ignore case.
    const shouting = { ...project, repoUrl: 'https://github.com/SomeOne/App' };
    expect(projectFacts(f, shouting, BUILD, monthYear)).toBeDefined();
  });
});
