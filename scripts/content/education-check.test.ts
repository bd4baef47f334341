// @vitest-environment node
import type { TimelineEntry } from '../../src/model/types';
import { educationWarnings } from './education-check';

const entry = (fields: Partial<TimelineEntry>): TimelineEntry => ({
  id: 'study',
  kind: 'education',
  start: '2020',
  title: 'A title',
  bullets: [],
  ...fields,
});

describe('education entries the wrong way round', () => {
  it('warns when the title names the school and the subtitle the degree, naming the entry', () => {
    const wrong = entry({ title: 'University of Somewhere', subtitle: 'BSc Computer Science' });
    expect(educationWarnings([wrong])).toEqual([
      expect.stringMatching(
        /^timeline\.ts › study: the title 'University of Somewhere' reads like a school .* Swap them\.$/,
      ),
    ]);
    // In any of the site's languages, and with either half alone telling.
    const turkish = entry({
      title: { en: 'Somewhere University', tr: 'Bir Yer Üniversitesi' },
      subtitle: 'Computer Science',
    });
    expect(educationWarnings([turkish])).toHaveLength(1);
    const degreeBelow = entry({ title: 'Somewhere', subtitle: { en: 'Diploma', tr: 'Lisans' } });
    expect(educationWarnings([degreeBelow])).toHaveLength(1);
  });

  it('says nothing when the entry is the right way round or the words do not tell', () => {
    const right = [
      entry({ title: 'Bachelor of Arts', subtitle: 'Somewhere College' }),
      entry({ title: 'High School Diploma', subtitle: 'Somewhere Secondary School' }),
      entry({ title: 'Natural Science Programme', subtitle: 'Somewhere, Uppsala' }),
      entry({ title: 'Exchange term', subtitle: 'Somewhere' }),
      entry({ title: 'Somewhere', subtitle: undefined }),
    ];
    expect(educationWarnings(right)).toEqual([]);
    // Other kinds of entry are not education.
    const work = entry({ kind: 'work', title: 'School of Rock', subtitle: 'Diploma mill' });
    expect(educationWarnings([work])).toEqual([]);
    // A timeline of another shape is the main check's to name: nothing here, no stack trace.
    expect(educationWarnings({ uvic: right[0] } as unknown as TimelineEntry[])).toEqual([]);
  });
});
