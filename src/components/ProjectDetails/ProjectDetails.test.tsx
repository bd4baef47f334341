import { repositoryHost } from './ProjectDetails';

describe('repositoryHost', () => {
  it('names well-known hosts and falls back to the host name', () => {
    expect(repositoryHost('https://github.com/someone/app')).toBe('GitHub');
    expect(repositoryHost('https://www.gitlab.com/someone/app')).toBe('GitLab');
    expect(repositoryHost('https://git.example.org/app')).toBe('git.example.org');
    expect(repositoryHost('not a url')).toBe('the web');
  });
});
