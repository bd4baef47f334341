import { render, screen } from '@testing-library/react';
import { Hero } from './Hero';

describe('Hero', () => {
  it('shows the name as the only h1, role, school, tagline and its actions', () => {
    const { container } = render(
      <Hero
        name="Ada Lovelace"
        occupation="Analyst"
        school="University of London"
        tagline="I compute."
      >
        <a href="/x">Action</a>
      </Hero>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('region', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText(/Analyst/)).toHaveTextContent('Analyst · , University of London');
    expect(screen.getByText('I compute.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Action' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
