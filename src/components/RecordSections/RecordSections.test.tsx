import { render, screen, within } from '@testing-library/react';
import { en } from '@/i18n/strings/en';
import { recordSections } from '@/lib/recordItems';
import type { OwnerRecord } from '@/model/view';
import { RecordSections } from './RecordSections';

const record: OwnerRecord = {
  volunteering: [
    {
      role: 'Mentor',
      organisation: 'Code Club',
      start: '2023-09',
      end: 'Present',
      bullets: ['Ran **weekly** sessions.'],
    },
    { role: 'Tutor', organisation: 'Library', start: '2024-01', end: '2024-06' },
  ],
  awards: [
    { title: 'First Prize', awarder: 'HackFest', date: '2025-02', summary: 'A *fast* app.' },
  ],
  certifications: [
    { name: 'Cloud Basics', issuer: 'Cloud Co', date: '2025-11', url: 'https://verify.example/1' },
  ],
  publications: [
    {
      title: 'On Tests',
      venue: 'Student Journal',
      date: '2026-05',
      coAuthors: ['A. One', 'B. Two'],
      url: 'https://journal.example/tests',
    },
  ],
};

describe('RecordSections', () => {
  it('shows each section with entries, newest first, with who, when, texts and links', () => {
    render(<RecordSections sections={recordSections(record)} />);
    const regions = screen.getAllByRole('region');
    expect(regions.map((r) => within(r).getByRole('heading', { level: 2 }).textContent)).toEqual([
      en.record.volunteering,
      en.record.awards,
      en.record.certifications,
      en.record.publications,
    ]);
    const volunteering = screen.getByRole('region', { name: en.record.volunteering });
    // Newest first by start: the tutoring (2024) before the mentoring (2023).
    expect(
      within(volunteering)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Tutor', 'Mentor']);
    expect(volunteering).toHaveTextContent('Code Club · , Sep 2023 – Present');
    expect(within(volunteering).getByText('weekly').tagName).toBe('STRONG');

    const awards = screen.getByRole('region', { name: en.record.awards });
    expect(awards).toHaveTextContent('HackFest · , Feb 2025');
    expect(within(awards).getByText('fast').tagName).toBe('EM');
    expect(within(awards).queryByRole('link')).toBeNull();

    const certificate = screen.getByRole('link', {
      name: 'Verify Cloud Basics on the issuer’s site',
    });
    expect(certificate).toHaveAttribute('href', 'https://verify.example/1');
    expect(certificate).toHaveAttribute('target', '_blank');

    const publications = screen.getByRole('region', { name: en.record.publications });
    expect(publications).toHaveTextContent('Student Journal, with A. One, B. Two');
    expect(within(publications).getByRole('link', { name: 'Read On Tests' })).toHaveAttribute(
      'href',
      'https://journal.example/tests',
    );
  });

  it('leaves out empty sections, and renders nothing for an empty record', () => {
    const { container, rerender } = render(
      <RecordSections sections={recordSections({ awards: record.awards, volunteering: [] })} />,
    );
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(en.record.awards);
    rerender(<RecordSections sections={recordSections({})} />);
    expect(container).toBeEmptyDOMElement();
  });
});
