import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { pages } from '@/test/content';
import { Navbar } from './Navbar';

/** The navbar as a page draws it at `address` (a prerendered page's address ends in a slash). */
function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Navbar />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('Navbar', () => {
  it.each(pages.flatMap((page) => [page.path, page.path === '/' ? '/' : `${page.path}/`]))(
    'at %s marks only that page as the current one',
    (address) => {
      const nav = renderAt(address);
      for (const page of pages) {
        // The About Me page has a second link: the large outline button.
        const links = nav.getAllByRole('link', { name: page.navLabel });
        const isHere = address.replace(/(.)\/$/, '$1') === page.path;
        for (const link of links)
          expect(link.getAttribute('aria-current'), `${page.path} at ${address}`).toBe(
            isHere ? 'page' : null,
          );
      }
    },
  );
});
