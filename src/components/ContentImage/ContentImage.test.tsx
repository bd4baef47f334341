import { render, screen } from '@testing-library/react';
import { profile } from '@/test/content';
import type { ImageAsset, ImageFile } from '@/model/view';
import { variantWidths } from '@/lib/imageVariants';
import { ContentImage, variantSrcset } from './ContentImage';

/** An image as a page receives it (its alt in the page's language). */
const image = (src: string, alt: string, file?: ImageFile): ImageAsset =>
  file ? { src, alt, file } : { src, alt };

const raster: ImageFile = { name: 'shot', hash: 'Ab3dE9_xQz', w: 1179, h: 2556 };
const SIZES = '(max-width: 560px) 100vw, 20rem';

describe('ContentImage', () => {
  it('offers every AVIF and WebP variant with sizes, intrinsic size and async decoding', () => {
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
    expect(source).toHaveAttribute('sizes', SIZES);
    expect(img).toHaveAttribute('sizes', SIZES);
    const widths = variantWidths(raster.w);
    expect(source?.getAttribute('srcset')?.split(', ')).toEqual(
      widths.map((w) => `/assets/shot-Ab3dE9_xQz-${w}.avif ${w}w`),
    );
    expect(img.getAttribute('srcset')?.split(', ')).toEqual(
      widths.map((w) => `/assets/shot-Ab3dE9_xQz-${w}.webp ${w}w`),
    );
    expect(img.getAttribute('src')).toMatch(/^\/assets\/shot-Ab3dE9_xQz-\d+\.webp$/);
    expect(img).toHaveAttribute('width', '1179');
    expect(img).toHaveAttribute('height', '2556');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('x');
  });

  it('never offers a variant wider than the file', () => {
    const small = variantSrcset('s', 'h', 300, 'webp');
    expect(small.split(', ').map((c) => Number(c.split(' ')[1]?.slice(0, -1)))).toEqual([
      200, 256, 300,
    ]);
  });

  it('shows an SVG as a plain image at its own size', () => {
    const svg: ImageFile = { src: '/assets/d.svg', w: 360, h: 720 };
    const { container } = render(
      <ContentImage image={image('d.svg', 'A device', svg)} sizes={SIZES} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'A device' });
    expect(img).toHaveAttribute('src', '/assets/d.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '360');
  });

  it("renders the content's own pictures with the size the image step read", () => {
    render(<ContentImage image={profile.avatar} sizes={SIZES} />);
    const img = screen.getByRole('img', { name: profile.avatar.alt });
    const file = profile.avatar.file;
    expect(file?.w).toBeGreaterThan(0);
    expect(img).toHaveAttribute('width', String(file?.w));
    expect(img).toHaveAttribute('height', String(file?.h));
  });

  it('names the file when an image did not go through the build', () => {
    expect(() => render(<ContentImage image={image('cards/x.png', 'X')} sizes={SIZES} />)).toThrow(
      'cards/x.png',
    );
  });
});
