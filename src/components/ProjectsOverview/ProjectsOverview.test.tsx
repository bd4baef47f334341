import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { ProjectsOverview, type OverviewCard } from './ProjectsOverview';

const image = {
  src: 'cards/x.png',
  alt: 'An illustration',
  file: { src: '/assets/x.svg', w: 480, h: 300 },
};
const cards: OverviewCard[] = [
  {
    id: 'a',
    name: 'App A',
    href: '/projects#mobile-apps&a',
    image,
    label: 'Mobile App',
    text: 'First app',
  },
  {
    id: 'b',
    name: 'Site B',
    href: '/projects#desktop-apps&b',
    image,
    label: 'Website',
    text: 'Second site',
  },
];

describe('ProjectsOverview', () => {
  it('shows the heading and one list item with one link per card, in order', () => {
    const Stub = createRoutesStub([
      { path: '/', Component: () => <ProjectsOverview heading="My projects" cards={cards} /> },
    ]);
    render(<Stub initialEntries={['/']} />);
    const section = screen.getByRole('region', { name: 'My projects' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/projects#mobile-apps&a', '/projects#desktop-apps&b']);
  });
});
