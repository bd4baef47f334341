import { render, screen, within } from '@testing-library/react';
import { skillCategories } from '@/test/content';
import type { SkillCategory } from '@/model/view';
import { SkillsList } from './SkillsList';

const fixture: SkillCategory[] = [
  {
    id: 'languages',
    title: 'Programming Languages',
    groups: [
      { title: 'Front end', skills: [{ name: 'TypeScript', icon: 'typescript' }] },
      { title: 'Back end', skills: [{ name: 'Java', icon: 'java' }] },
    ],
  },
  {
    id: 'spoken',
    title: 'Natural Languages',
    groups: [
      {
        skills: [
          { name: 'English', note: 'bilingual' },
          { name: 'Portuguese', note: 'fluent' },
        ],
      },
    ],
  },
];

describe('SkillsList', () => {
  it('shows the heading, each category as a heading, and sub-group headings', () => {
    render(<SkillsList heading="Skills" categories={fixture} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Skills' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Programming Languages',
      'Natural Languages',
    ]);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Front end',
      'Back end',
    ]);
  });

  it('lists skills as list items named by the skill, icons hidden', () => {
    render(<SkillsList heading="Skills" categories={fixture} />);
    const languages = screen.getByRole('region', { name: 'Programming Languages' });
    const items = within(languages).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['TypeScript', 'Java']);
    expect(languages.querySelectorAll('svg')).toHaveLength(2);
    for (const item of items) {
      expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the note of a spoken language', () => {
    render(<SkillsList heading="Skills" categories={fixture} />);
    const spoken = screen.getByRole('region', { name: 'Natural Languages' });
    const items = within(spoken).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['English, bilingual', 'Portuguese, fluent']);
  });

  it('renders every category of the content in order', () => {
    render(<SkillsList heading="Skills" categories={skillCategories} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      skillCategories.map((c) => c.title),
    );
    const total = skillCategories.flatMap((c) => c.groups.flatMap((g) => g.skills)).length;
    expect(screen.getAllByRole('listitem')).toHaveLength(total);
  });
});
