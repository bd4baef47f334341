import { render, screen } from '@testing-library/react';
import { pageStrings } from '@/i18n/dictionary';
import { fill, plural } from '@/i18n/fill';
import { formatCount } from '@/lib/format';
import { githubFactsIn } from '@/lib/githubFacts';
import { formatYearOrMonth } from '@/model/dates';
import { FACTS_MAX_AGE_DAYS, type FactsFile, githubRepoOf } from '@/model/githubFacts';
import type { Project } from '@/model/view';
import { defaultLang, projects } from '@/test/content';
import { isOnGitHub, withProjectOnGitHub } from '../../../test-support/onGitHub';
import { ProjectDetails, repositoryHost } from './ProjectDetails';

describe('repositoryHost', () => {
  it('names well-known hosts and falls back to the host name', () => {
    expect(repositoryHost('https://github.com/someone/app')).toBe('GitHub');
    expect(repositoryHost('https://www.gitlab.com/someone/app')).toBe('GitLab');
    expect(repositoryHost('https://git.example.org/app')).toBe('git.example.org');
    expect(repositoryHost('not a url')).toBe('the web');
  });
});

describe('ProjectDetails: the repository’s facts', () => {
  const first = projects[0];
  if (!first) throw new Error('the content needs a project');
  const onGitHub = withProjectOnGitHub(projects).find(isOnGitHub) ?? first;
  const words = pageStrings(defaultLang);
  const DAY = 24 * 60 * 60 * 1000;
  const daysAgo = (days: number) =>
    new Date(new Date(__BUILD_TIME__).getTime() - days * DAY).toISOString();
  /** A github.json of `days` ago with facts for `project`. */
  const factsFile = (project: Project, days: number): FactsFile => ({
    fetchedAt: daysAgo(days),
    projects: {
      [project.id]: {
        repo: githubRepoOf(project.repoUrl) ?? '',
        stars: 2048,
        languages: ['Kotlin', 'Java'],
        pushedAt: '2026-03-14T10:00:00Z',
        license: 'Apache-2.0',
        archived: false,
        etag: 'W/"not for the page"',
      },
    },
  });
  const starsHeard = (count: number) =>
    fill(plural(words.github.stars, count), { count: formatCount(count, words.numbers) });
  const renderWith = (project: Project) =>
    render(<ProjectDetails project={project} device="phone" />);

  it('shows the synced facts under the links', () => {
    const project = onGitHub;
    const github = githubFactsIn(defaultLang, project, factsFile(project, 1));
    expect(github).toBeDefined();
    const { container } = renderWith({ ...project, github });
    expect(screen.getByText(new RegExp(`^${starsHeard(2048)}, `))).toHaveClass('visually-hidden');
    expect(container).toHaveTextContent('Kotlin, Java');
    expect(container).toHaveTextContent('Apache-2.0');
    expect(container).toHaveTextContent(
      fill(words.github.updated, { date: formatYearOrMonth('2026-03', words.timelineMonths) }),
    );
    expect(container).not.toHaveTextContent('not for the page');
  });

  it('shows no facts line when there are none', () => {
    const { container } = renderWith({ ...first, github: undefined });
    expect(screen.queryByText(/★/)).toBeNull();
    expect(container).not.toHaveTextContent(words.github.archived);
  });

  it(`shows no facts older than ${FACTS_MAX_AGE_DAYS} days`, () => {
    const project = onGitHub;
    const file = factsFile(project, FACTS_MAX_AGE_DAYS + 1);
    const github = githubFactsIn(defaultLang, project, file);
    expect(github).toBeUndefined();
    renderWith({ ...project, github });
    expect(screen.queryByText(new RegExp(starsHeard(2048)))).toBeNull();
  });
});
