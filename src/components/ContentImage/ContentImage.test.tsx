import { render, screen } from '@testing-library/react';
import { ContentImage } from './ContentImage';

const image = {
  src: '/images/cards/mot.svg',
  alt: 'A phone with a ring chart',
  width: 480,
  height: 300,
};

describe('ContentImage', () => {
  it('renders the content image with its alt text, size and async decoding', () => {
    render(<ContentImage image={image} loading="lazy" className="x" />);
    const img = screen.getByRole('img', { name: 'A phone with a ring chart' });
    expect(img).toHaveAttribute('src', '/images/cards/mot.svg');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('x');
  });
});
