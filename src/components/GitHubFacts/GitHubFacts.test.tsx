import { render, screen } from '@testing-library/react';
import { pageStrings } from '@/i18n/dictionary';
import { fill, plural } from '@/i18n/fill';
import { formatCount } from '@/lib/format';
import type { ProjectFacts } from '@/model/view';
import { defaultLang } from '@/test/content';
import { GitHubFacts } from './GitHubFacts';

const words = pageStrings(defaultLang);
const facts: ProjectFacts = {
  stars: 1280,
  languages: ['TypeScript', 'Swift', 'CSS'],
  license: 'MIT',
  updated: { iso: '2026-03-02', text: 'a month in the page’s words' },
};
const starsHeard = (count: number) =>
  fill(plural(words.github.stars, count), { count: formatCount(count, words.numbers) });

describe('GitHubFacts', () => {
  it('shows ★ and the count, and says the stars in words to screen readers', () => {
    const { container } = render(<GitHubFacts facts={facts} />);
    const shown = container.querySelector('[aria-hidden="true"]');
    expect(shown).toHaveTextContent(`★ ${formatCount(facts.stars, words.numbers)}`);
    expect(screen.getByText(starsHeard(facts.stars))).toHaveClass('visually-hidden');
  });

  it('lists the languages, the licence and the month of the last push', () => {
    const { container } = render(<GitHubFacts facts={facts} />);
    expect(container).toHaveTextContent(facts.languages.join(', '));
    expect(container).toHaveTextContent(`${words.github.license} ${facts.license}`);
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('dateTime', facts.updated?.iso);
    expect(time).toHaveTextContent(facts.updated?.text ?? '');
    expect(container).toHaveTextContent(
      fill(words.github.updated, { date: facts.updated?.text ?? '' }),
    );
    expect(container).not.toHaveTextContent(words.github.archived);
  });

  it('says one star in the singular, and leaves out what the repository does not have', () => {
    const { container } = render(
      <GitHubFacts facts={{ stars: 1, languages: [], archived: true }} />,
    );
    expect(screen.getByText(starsHeard(1))).toBeInTheDocument();
    expect(container).toHaveTextContent(words.github.archived);
    expect(container).not.toHaveTextContent(words.github.license);
    expect(container.querySelector('time')).toBeNull();
    // Only the stars and "archived": one separator between two facts, none before the first.
    expect(container.firstElementChild?.children).toHaveLength(2);
  });
});
