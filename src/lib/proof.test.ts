// @vitest-environment node
import type { TimelineEntry } from '@/model/view';
import { proofLine } from './proof';

const entry = (over: Partial<TimelineEntry>): TimelineEntry => ({
  id: 'x',
  kind: 'work',
  start: '2024',
  title: 'Title',
  bullets: [],
  ...over,
});

describe('proofLine', () => {
  it('takes the newest work entry: Now while it goes on, Latest once it ended', () => {
    const timeline = [
      entry({ id: 'a', start: '2023-01', end: '2023-06', title: 'Old job', subtitle: 'Co A' }),
      entry({ id: 'b', start: '2025-05', end: '2025-08', title: 'Intern', subtitle: 'Co B' }),
      entry({ id: 'c', kind: 'project', start: '2026-01', end: 'Present', title: 'App' }),
    ];
    expect(proofLine(timeline)).toEqual({ current: false, text: 'Intern, Co B' });
    expect(proofLine([...timeline, entry({ id: 'd', start: '2026-02', end: 'Present' })])).toEqual({
      current: true,
      text: 'Title',
    });
  });

  it('falls back to education, and to nothing for a timeline without either', () => {
    const study = entry({ kind: 'education', end: 'Present', title: 'BSc', subtitle: 'Uni' });
    expect(proofLine([study])).toEqual({ current: true, text: 'BSc, Uni' });
    expect(proofLine([entry({ kind: 'project' })])).toBeUndefined();
    expect(proofLine([])).toBeUndefined();
  });
});
