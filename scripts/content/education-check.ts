/**
 * Education entries of `timeline.ts` the wrong way round. In an education entry the `title` is
 * the degree or programme ('BSc Computer Science') and the `subtitle` the school ('University
 * of Victoria'): the page shows them so, the resume PDF prints them so, and `resume.json` exports
 * the subtitle as the `institution` and the title as `studyType` and `area`. An entry whose title
 * reads like a school and whose subtitle does not (or whose subtitle reads like a degree and
 * whose title does not) gets a warning: written the other way round, the export would name the
 * degree as the school. Where the words do not tell, nothing is said.
 */
import { allTexts } from '../../src/i18n/localise';
import type { Text, TimelineEntry } from '../../src/model/types';

/** Letters around a word (so that 'Üniversitesi' is a word, and 'Schoolhouse' is not 'School'). */
const word = (alternatives: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu');

/** Words that name a school, in the languages owners write in. */
export const SCHOOL_WORDS = word(
  [
    'University',
    'Universit[éeäà]t?',
    'Universidad',
    'Universidade',
    'Üniversitesi',
    'College',
    'Collège',
    'Cégep',
    'School',
    'Schule',
    'Hochschule',
    'École',
    'Institute',
    'Institut',
    'Academy',
    'Akademie',
    'Akademisi',
    'Polytechnic',
    'Politecnico',
    'Lisesi',
    'Okulu',
    'Gymnasium',
    'Lycée',
  ].join('|'),
);

/** Words that name a degree, a diploma or a programme. */
export const DEGREE_WORDS = word(
  [
    'B\\.?\\s?Sc\\.?',
    'M\\.?\\s?Sc\\.?',
    'B\\.?\\s?A\\.?',
    'M\\.?\\s?A\\.?',
    'B\\.?\\s?Eng\\.?',
    'M\\.?\\s?Eng\\.?',
    'B\\.?\\s?S\\.?',
    'M\\.?\\s?S\\.?',
    'Ph\\.?\\s?D\\.?',
    'MBA',
    "Bachelor(?:’s|'s)?",
    "Master(?:’s|'s)?",
    'Doctorate',
    'Degree',
    'Diploma',
    'Diplom',
    'Diplôme',
    'Licence',
    'Lisans',
    'Yüksek Lisans',
    'Doktora',
    'Ön Lisans',
    'Associate',
    'Certificate',
    'Programme',
    'Program',
    'Major',
    'Minor',
  ].join('|'),
);

function looks(text: Text | undefined, words: RegExp): boolean {
  return text !== undefined && allTexts(text).some((t) => typeof t === 'string' && words.test(t));
}

/** The text as a message quotes it: itself, or its first language's. */
function quoted(text: Text | undefined): string {
  return text === undefined ? '(none)' : `'${allTexts(text)[0] ?? ''}'`;
}

/** A warning for each education entry whose title and subtitle read the wrong way round. */
export function educationWarnings(timeline: readonly TimelineEntry[]): string[] {
  const warnings: string[] = [];
  // A timeline of the wrong shape is the main check's to name, not a stack trace here.
  for (const entry of Array.isArray(timeline) ? timeline : []) {
    if (entry?.kind !== 'education') continue;
    const titleIsSchool = looks(entry.title, SCHOOL_WORDS) && !looks(entry.title, DEGREE_WORDS);
    const subtitleIsDegree =
      looks(entry.subtitle, DEGREE_WORDS) && !looks(entry.subtitle, SCHOOL_WORDS);
    const titleIsDegree = looks(entry.title, DEGREE_WORDS);
    const subtitleIsSchool = looks(entry.subtitle, SCHOOL_WORDS);
    if (!(titleIsSchool && !subtitleIsSchool) && !(subtitleIsDegree && !titleIsDegree)) continue;
    warnings.push(
      `timeline.ts › ${entry.id}: the title ${quoted(entry.title)} reads like a school and the subtitle ${quoted(entry.subtitle)} like a degree. In an education entry the title is the degree or programme and the subtitle the school: the page and the resume show them so, and resume.json names the subtitle as the institution. Swap them.`,
    );
  }
  return warnings;
}
