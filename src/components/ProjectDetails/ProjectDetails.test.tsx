import { render, screen } from '@testing-library/react';
import { repositoryHost } from './ProjectDetails';
import { TextWithCode } from './TextWithCode';

describe('repositoryHost', () => {
  it('names well-known hosts and falls back to the host name', () => {
    expect(repositoryHost('https://github.com/someone/app')).toBe('GitHub');
    expect(repositoryHost('https://www.gitlab.com/someone/app')).toBe('GitLab');
    expect(repositoryHost('https://git.example.org/app')).toBe('git.example.org');
    expect(repositoryHost('not a url')).toBe('the web');
  });
});

describe('TextWithCode', () => {
  it('shows backticked parts as code', () => {
    const { container } = render(
      <p>
        <TextWithCode text="Run it with `java -jar robber.jar` today." />
      </p>,
    );
    expect(screen.getByText('java -jar robber.jar').tagName).toBe('CODE');
    expect(container).toHaveTextContent('Run it with java -jar robber.jar today.');
  });

  it('leaves an unpaired backtick alone', () => {
    const { container } = render(
      <p>
        <TextWithCode text="It`s fine" />
      </p>,
    );
    expect(container).toHaveTextContent('It`s fine');
    expect(container.querySelector('code')).toBeNull();
  });
});
