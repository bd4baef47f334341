// @vitest-environment node
import { PRESENT } from '../../src/model/dates';
import {
  degreeTitle,
  isoDates,
  placeOf,
  placeText,
  siteDates,
  splitDegree,
} from './json-resume-fields';

describe('JSON Resume fields, both ways', () => {
  it('splits a degree into studyType and area only where joining gives the title back', () => {
    const cases = [
      ['Bachelor of Arts', { studyType: 'Bachelor', area: 'Arts' }],
      ['B.Sc. Computer Science', { studyType: 'B.Sc.', area: 'Computer Science' }],
      ['MEng Electronics', { studyType: 'MEng', area: 'Electronics' }],
      ['Master of Science in Computing', { studyType: 'Master of Science', area: 'Computing' }],
      ['Diploma in Design', { studyType: 'Diploma', area: 'Design' }],
      ['High School Diploma', { studyType: 'High School Diploma' }],
      ['Lisans Programı', { studyType: 'Lisans Programı' }],
    ] as const;
    for (const [title, split] of cases) {
      expect(splitDegree(title), title).toEqual(split);
      expect(degreeTitle(split.studyType, 'area' in split ? split.area : undefined)).toBe(title);
    }
    expect(degreeTitle(undefined, 'Computing')).toBe('Computing');
    expect(degreeTitle()).toBeUndefined();
  });

  it('reads a place as city, region and country code when the country has a name', () => {
    expect(placeOf('Leeds, West Yorkshire, United Kingdom', 'en')).toEqual({
      city: 'Leeds',
      region: 'West Yorkshire',
      countryCode: 'GB',
    });
    expect(placeOf('Lyon, France', 'en')).toEqual({ city: 'Lyon', countryCode: 'FR' });
    // In the text's language.
    expect(placeOf('Lyon, Fransa', 'tr')).toEqual({ city: 'Lyon', countryCode: 'FR' });
    // Anything else travels whole.
    for (const text of ['Remote', 'Lyon, Atlantis', 'A, B, C, France', 'Lyon,France'])
      expect(placeOf(text, 'en'), text).toEqual({ address: text });
    for (const text of ['Leeds, West Yorkshire, United Kingdom', 'Lyon, France', 'Remote'])
      expect(placeText(placeOf(text, 'en'), 'en')).toBe(text);
  });

  it('writes a place without its street address, the country in the language', () => {
    const location = { address: '1 Main St', postalCode: 'X1', city: 'Lyon', countryCode: 'FR' };
    expect(placeText(location, 'en')).toBe('Lyon, France');
    expect(placeText(location, 'tr')).toBe('Lyon, Fransa');
    expect(placeText({ address: 'Somewhere' }, 'en')).toBe('Somewhere');
    expect(placeText({}, 'en')).toBeUndefined();
  });

  it('keeps an ongoing entry and a single date apart', () => {
    expect(isoDates('2024-09', PRESENT)).toEqual({ startDate: '2024-09' });
    expect(isoDates('2024-09', '2025-04')).toEqual({ startDate: '2024-09', endDate: '2025-04' });
    expect(isoDates('2024')).toEqual({ startDate: '2024', endDate: '2024' });
    expect(siteDates('2024-09')).toEqual({ start: '2024-09', end: PRESENT });
    expect(siteDates('2024-09-15', '2025-04-30')).toEqual({ start: '2024-09', end: '2025-04' });
    expect(siteDates('2024', '2024')).toEqual({ start: '2024' });
  });
});
