import { act, render, screen, within } from '@testing-library/react';
import {
  intersectionMockInstance,
  mockAllIsIntersecting,
  mockIsIntersecting,
} from 'react-intersection-observer/test-utils';
import { createRoutesStub } from 'react-router';
import type { TimelineEntry } from '@/model/view';
import { Timeline } from './Timeline';
import { TIMELINE_REVEAL_MARGIN_PX } from './TimelineItem';

const entries: TimelineEntry[] = [
  {
    id: 'ledger',
    kind: 'project',
    start: '2026-01',
    end: 'Present',
    title: 'Pocket Ledger',
    subtitle: 'Personal finance app',
    bullets: ['Built an iOS budgeting app.', 'Added a helper.'],
    projectId: 'ledger',
  },
  {
    id: 'intern',
    kind: 'work',
    start: '2025-05',
    end: '2025-08',
    title: 'Software Developer Intern',
    subtitle: 'Fixture Clinic',
    location: 'Victoria, BC',
    bullets: ['Built **booking** screens, see [the demo](https://demo.example.org/booking).'],
  },
  {
    id: 'school',
    kind: 'education',
    start: '2019-09',
    title: 'High School Diploma',
    subtitle: 'Fixture Secondary School',
    bullets: ['Graduated with honours.'],
    gpa: '3.9 / 4.0',
    coursework: ['Calculus', 'Physics'],
  },
  {
    id: 'degree',
    kind: 'education',
    start: '2018',
    end: '2022',
    title: 'Bachelor of Science',
    bullets: [],
  },
];

function renderTimeline() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <Timeline
          entries={entries}
          label="Timeline, newest first"
          projectLinks={{ ledger: { name: 'Pocket Ledger', href: '/projects#mobile-apps&ledger' } }}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  const list = screen.getByRole('list', { name: 'Timeline, newest first' });
  const items = within(list)
    .getAllByRole('article')
    .map((article) => article.closest('li'));
  return { list, items: items.filter((item): item is HTMLLIElement => item !== null) };
}

describe('Timeline', () => {
  it('is an ordered list of articles with headings, kind, dates and bullets', () => {
    const { list, items } = renderTimeline();
    expect(list.tagName).toBe('OL');
    expect(items).toHaveLength(4);
    const [project, work, school, degree] = within(list).getAllByRole('article') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(project).getByRole('heading', { level: 2 })).toHaveTextContent('Pocket Ledger');
    expect(project).toHaveAccessibleName('Pocket Ledger');
    expect(project).toHaveTextContent('Project');
    expect(work).toHaveTextContent('Work');
    expect(school).toHaveTextContent('Education');
    expect(within(project).getAllByRole('listitem')).toHaveLength(2);
    expect(within(work).getByText('Victoria, BC')).toBeInTheDocument();

    const start = within(project).getByText('Jan 2026');
    expect(start.tagName).toBe('TIME');
    expect(start).toHaveAttribute('dateTime', '2026-01');
    expect(project).toHaveTextContent('Jan 2026 – Present');
    expect(within(school).getByText('Sep 2019')).toHaveAttribute('dateTime', '2019-09');
    expect(school).not.toHaveTextContent('–');
    expect(within(degree).getByText('2018')).toHaveAttribute('dateTime', '2018');
    expect(degree).toHaveTextContent('2018 – 2022');
  });

  it('leaves out a missing subtitle and an empty bullet list', () => {
    const { list } = renderTimeline();
    const degree = within(list).getAllByRole('article')[3] as HTMLElement;
    expect(within(degree).queryByRole('list')).toBeNull();
    expect(degree.querySelectorAll('p')).toHaveLength(1);
  });

  it('renders bullet markup: bold text and a safe outbound link', () => {
    const { list } = renderTimeline();
    const work = within(list).getAllByRole('article')[1] as HTMLElement;
    expect(within(work).getByText('booking').tagName).toBe('STRONG');
    const link = within(work).getByRole('link', { name: 'the demo' });
    expect(link).toHaveAttribute('href', 'https://demo.example.org/booking');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links project entries to their project on the Projects page, with a full name', () => {
    renderTimeline();
    const link = screen.getByRole('link', {
      name: 'View project: Pocket Ledger on the Projects page',
    });
    expect(link).toHaveAttribute('href', '/projects#mobile-apps&ledger');
    expect(screen.getAllByRole('link', { name: /^View project/ })).toHaveLength(1);
  });

  it('keeps every icon decorative (the kind is in text)', () => {
    const { list } = renderTimeline();
    for (const svg of list.querySelectorAll('svg')) {
      expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('reveals each entry once, 40 px inside the bottom of the viewport', () => {
    expect(TIMELINE_REVEAL_MARGIN_PX).toBe(40);
    const { items } = renderTimeline();
    const [first, second] = items as [HTMLLIElement, HTMLLIElement];
    expect(intersectionMockInstance(first).rootMargin).toBe('0px 0px -40px 0px');
    // Prerendered state: every entry is visible until the observer reports.
    for (const item of items) expect(item).toHaveAttribute('data-reveal', 'initial');

    act(() => mockAllIsIntersecting(false));
    for (const item of items) expect(item).toHaveAttribute('data-reveal', 'hidden');

    act(() => mockIsIntersecting(first, true));
    expect(first).toHaveAttribute('data-reveal', 'shown');
    expect(second).toHaveAttribute('data-reveal', 'hidden');

    // Scrolling away again does not hide a revealed entry.
    act(() => mockAllIsIntersecting(false));
    expect(first).toHaveAttribute('data-reveal', 'shown');
  });

  it('shows an education entry’s grade and courses, and nothing of the kind elsewhere', () => {
    const { items } = renderTimeline();
    const withFacts = items.filter((item) => item.querySelector('dl'));
    expect(withFacts).toHaveLength(1);
    const [school] = withFacts;
    if (!school) throw new Error('no entry with facts');
    expect(within(school).getByRole('heading')).toHaveTextContent('High School Diploma');
    const terms = within(school).getAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual(['GPA', 'Relevant coursework']);
    expect(school.querySelector('dd')).toHaveTextContent('3.9 / 4.0');
    expect(
      within(school)
        .getAllByRole('listitem')
        .filter((li) => li.closest('dd'))
        .map((li) => li.textContent),
    ).toEqual(['Calculus', 'Physics']);
  });
});
