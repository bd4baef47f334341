import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { ProjectCard } from './ProjectCard';

const image = {
  src: '/images/cards/mot.svg',
  alt: 'A phone showing a spending ring chart',
  width: 480,
  height: 300,
};

function renderCard() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ProjectCard
          href="/projects#mobile-apps&mot"
          image={image}
          label="Mobile App"
          text="Personal finance app built with Swift"
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('ProjectCard', () => {
  it('is a single link to the project fragment, named by its content', () => {
    renderCard();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const link = screen.getByRole('link', {
      name: /^Personal finance app built with Swift Mobile App/,
    });
    expect(link).toHaveAttribute('href', '/projects#mobile-apps&mot');
    expect(link).toHaveTextContent('Mobile App');
  });

  it('holds a lazy image with alt text and intrinsic size', () => {
    renderCard();
    const img = screen.getByRole('img', { name: image.alt });
    expect(img).toHaveAttribute('src', '/images/cards/mot.svg');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(screen.getByRole('link')).toContainElement(img);
  });
});
