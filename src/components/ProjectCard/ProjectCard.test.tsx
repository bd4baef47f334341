import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { projects } from '@/test/content';
import { projectHref } from '@/lib/deepLink';
import { pageStrings } from '@/i18n/dictionary';
import { fill, plural } from '@/i18n/fill';
import { formatCount } from '@/lib/format';
import { factsLine } from '@/lib/githubFacts';
import type { FactsLine } from '@/model/view';
import { defaultLang } from '@/test/content';
import { CARD_IMAGE_SIZES, ProjectCard } from './ProjectCard';

const first = projects[0];
if (!first) throw new Error('content needs a project');
const project = first;
const href = projectHref(project.id);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function renderCard(github?: FactsLine, first?: boolean) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ProjectCard
          name={project.name}
          href={href}
          image={project.cardImage}
          label={project.category}
          text={project.cardText}
          github={github}
          first={first}
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
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName(
      expect.stringMatching(
        new RegExp(`^${escapeRegExp(`${project.name} ${project.cardText} ${project.category}`)}`),
      ),
    );
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveTextContent(project.category);
  });

  it('holds a lazy image with alt text, intrinsic size and variants sized for the grid', () => {
    const { container } = renderCard();
    const img = screen.getByRole('img', { name: project.cardImage.alt });
    const file = project.cardImage.file;
    expect(img).toHaveAttribute('width', String(file?.w));
    expect(img).toHaveAttribute('height', String(file?.h));
    expect(img).toHaveAttribute('srcset', expect.stringMatching(/\.webp \d+w/));
    expect(img).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringMatching(/\.avif \d+w/),
    );
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(screen.getByRole('link')).toContainElement(img);
  });

  it('the first card’s picture, the phone’s largest paint, is eager and asked for first; the others stay lazy', () => {
    const { unmount } = renderCard(undefined, true);
    const img = screen.getByRole('img', { name: project.cardImage.alt });
    // Eager: the browser's preload scanner fetches it while the page arrives.
    expect(img).not.toHaveAttribute('loading');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    unmount();
    renderCard();
    const later = screen.getByRole('img', { name: project.cardImage.alt });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
  });

  it('shows the repository’s facts inside the link when there are some, and no line otherwise', () => {
    const words = pageStrings(defaultLang);
    const facts = {
      stars: 5,
      languages: ['Rust'],
      updated: { iso: '2026-02-01', text: 'a month' },
    };
    const heard = fill(plural(words.github.stars, facts.stars), {
      count: formatCount(facts.stars, words.numbers),
    });
    const { unmount } = renderCard(factsLine(facts, words));
    // Each fact apart from the next in what a screen reader reads: the stars, the languages…
    expect(screen.getByRole('link')).toHaveAccessibleName(
      expect.stringContaining(`${heard}, Rust`),
    );
    // …and the stars as seen (★ 5), hidden from screen readers, which hear them in words.
    expect(screen.getByText(/★/)).toHaveAttribute('aria-hidden', 'true');
    unmount();
    renderCard();
    expect(screen.getByRole('link')).not.toHaveAccessibleName(expect.stringContaining(heard));
    expect(screen.queryByText(/★/)).toBeNull();
  });
});
