import { render, screen } from '@testing-library/react';
import { profile } from '@/test/content';
import { en } from '@/i18n/strings/en';
import { hideAfterScript } from './AvailabilityNote';
import { Hero } from './Hero';

const portrait = {
  src: 'portrait.jpg',
  alt: 'A portrait',
  file: { name: 'portrait', hash: 'Ab3dE9_xQz', w: 800, h: 800 },
};

describe('Hero', () => {
  it('shows who (the only h1), what, the proof line, the actions and the profiles', () => {
    render(
      <Hero
        name="Ada Lovelace"
        occupation="Analyst"
        school="University of London"
        tagline="I compute."
        proof={{ current: true, text: 'Engineer, Engine Works' }}
        portrait={portrait}
        social={profile.social}
      >
        <a href="/x">Action</a>
      </Hero>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('region', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText(/^Analyst/)).toHaveTextContent('Analyst · , University of London');
    expect(screen.getByText('I compute.')).toBeInTheDocument();
    expect(screen.getByText(/Engine Works/)).toHaveTextContent('Now: Engineer, Engine Works');
    expect(screen.getByRole('link', { name: 'Action' })).toBeInTheDocument();
    for (const link of profile.social)
      expect(screen.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  });

  it('leaves the proof line and profiles out when there are none; shows the portrait', () => {
    render(
      <Hero name="A" occupation="B" school="C" tagline="D" portrait={portrait} social={[]}>
        <span />
      </Hero>,
    );
    expect(screen.queryByText(/^(Now|Latest):/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: portrait.alt })).toHaveAttribute('width', '800');
  });

  it('puts the portrait before the text in the document, as a phone shows it', () => {
    // A busy phone paints the part of the page that has arrived; with the portrait's place later
    // in the document, that first paint drew the text where the portrait then went (CI saw the
    // hero move down by the portrait's height).
    render(
      <Hero name="A" occupation="B" school="C" tagline="D" portrait={portrait} social={[]}>
        <span />
      </Hero>,
    );
    const photo = screen.getByRole('img', { name: portrait.alt });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(photo.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  describe('availability note', () => {
    const renderWith = (availability: { text: string; endsAt?: number }) =>
      render(
        <Hero
          name="A"
          occupation="B"
          school="C"
          tagline="D"
          portrait={portrait}
          social={[]}
          availability={availability}
        >
          <span />
        </Hero>,
      );
    const note = () => screen.getByText(/Open to internships/);
    afterEach(() => vi.useRealTimers());

    it('shows the note under the tagline with its label for screen readers', () => {
      renderWith({ text: 'Open to internships from May 2027' });
      expect(note()).toBeVisible();
      expect(note()).toHaveTextContent(`${en.home.available}: Open to internships from May 2027`);
      expect(screen.getByText('D').nextElementSibling).toBe(note());
    });

    it('hides itself once the visitor’s clock passes its end, and stays while it holds', () => {
      const endsAt = Date.UTC(2027, 8, 1);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(endsAt - 1);
      const { unmount } = renderWith({ text: 'Open to internships', endsAt });
      expect(note()).toBeVisible();
      unmount();
      vi.setSystemTime(endsAt);
      renderWith({ text: 'Open to internships', endsAt });
      expect(note()).not.toBeVisible();
    });

    it('carries the script that hides it before the first paint of a page built earlier', () => {
      const endsAt = Date.UTC(2027, 8, 1);
      const script = hideAfterScript(endsAt);
      // Run it as the browser would, right after the note, with the clock past the end.
      document.body.innerHTML = '<p id="n">Open</p>';
      const element = document.getElementById('n');
      const run = (now: number) =>
        new Function('Date', 'document', script)(
          { now: () => now },
          { currentScript: { previousElementSibling: element } },
        );
      run(endsAt - 1);
      expect(element?.hidden).toBe(false);
      run(endsAt);
      expect(element?.hidden).toBe(true);
    });
  });
});
