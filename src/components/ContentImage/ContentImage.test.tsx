import { render, screen } from '@testing-library/react';
import { image } from '@/content/image';
import { profile } from '@/content/profile';
import type { ImageFile } from '@/content/types';
import { ContentImage } from './ContentImage';

const raster: ImageFile = {
  sources: {
    avif: '/assets/a-1.avif 320w, /assets/a-2.avif 640w',
    webp: '/assets/a-1.webp 320w, /assets/a-2.webp 640w',
  },
  img: { src: '/assets/a-2.webp', w: 640, h: 400 },
};
const SIZES = '(max-width: 560px) 100vw, 20rem';

describe('ContentImage', () => {
  it('offers AVIF and WebP variants with sizes, intrinsic size and async decoding', () => {
    const { container } = render(
      <ContentImage
        image={image('x.png', 'A phone', raster)}
        sizes={SIZES}
        loading="lazy"
        className="x"
      />,
    );
    const img = screen.getByRole('img', { name: 'A phone' });
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', raster.sources.avif);
    expect(source).toHaveAttribute('sizes', SIZES);
    expect(img).toHaveAttribute('srcset', raster.sources.webp);
    expect(img).toHaveAttribute('sizes', SIZES);
    expect(img).toHaveAttribute('src', raster.img.src);
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('x');
  });

  it('shows an SVG as a plain image at its own size', () => {
    const svg: ImageFile = { sources: {}, img: { src: '/assets/d.svg', w: 360, h: 720 } };
    const { container } = render(
      <ContentImage image={image('d.svg', 'A device', svg)} sizes={SIZES} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'A device' });
    expect(img).toHaveAttribute('src', '/assets/d.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '360');
  });

  it("renders the content's own pictures with the variants the image step made", () => {
    render(<ContentImage image={profile.avatar} sizes={SIZES} />);
    const img = screen.getByRole('img', { name: profile.avatar.alt });
    const file = profile.avatar.file;
    expect(file?.img.w).toBeGreaterThan(0);
    expect(img).toHaveAttribute('width', String(file?.img.w));
    expect(img).toHaveAttribute('height', String(file?.img.h));
  });

  it('names the file when an image did not go through the build', () => {
    expect(() => render(<ContentImage image={image('cards/x.png', 'X')} sizes={SIZES} />)).toThrow(
      'cards/x.png',
    );
  });
});
