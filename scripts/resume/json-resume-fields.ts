/**
 * The fields the content and JSON Resume write differently, each both ways, so that what the
 * export splits the import puts back together exactly: a degree's title (studyType and area),
 * a place (city, region, country code), and dates (a single date, an ongoing entry). Each split
 * is kept only when joining it gives back the text it came from; otherwise the text travels
 * whole. Pure.
 */
import { PRESENT } from '../../src/model/dates';
import type { YearOrMonth } from '../../src/model/types';
import type { IsoDate, JsonResumeLocation } from './json-resume-types';

// ---------------------------------------------------------------------------------------------
// Degrees: 'Bachelor of Software Engineering' ⇄ studyType 'Bachelor', area 'Software Engineering'

/** A degree written short: 'B.Sc.', 'BSc', 'MEng', 'PhD', 'BA'. */
const ABBREVIATION = /^(?:(?:[A-Z][A-Za-z]{0,3}\.)+|[A-Z]{2,4}|[A-Z][a-z]{0,2}[A-Z][a-z]{0,3})$/;

/** Degrees named '… of …': 'Bachelor of Arts', 'Master of Engineering'. */
const OF_DEGREE = /^(bachelor|master|doctor|associate)s?$/i;

/**
 * An education entry's title from JSON Resume's studyType and area: 'B.Sc. Computing',
 * 'Bachelor of Arts', 'Bachelor of Science in Computing', 'Diploma in Design'.
 */
export function degreeTitle(studyType?: string, area?: string): string | undefined {
  if (!studyType) return area || undefined;
  if (!area) return studyType;
  if (ABBREVIATION.test(studyType)) return `${studyType} ${area}`;
  return `${studyType} ${OF_DEGREE.test(studyType) ? 'of' : 'in'} ${area}`;
}

/**
 * studyType and area of a title, when `degreeTitle` writes it so: 'B.Sc. Computer Science',
 * 'Bachelor of Science in Computing', 'Bachelor of Arts'; else the whole title as studyType
 * ('High School Diploma').
 */
export function splitDegree(title: string): { studyType: string; area?: string } {
  const candidates = [/^(\S+)\s+(.+)$/, /^(.+?) in (.+)$/, /^(.+?) of (.+)$/].flatMap((pattern) => {
    const match = pattern.exec(title);
    return match?.[1] && match[2] ? [{ studyType: match[1], area: match[2] }] : [];
  });
  return candidates.find((c) => degreeTitle(c.studyType, c.area) === title) ?? { studyType: title };
}

// ---------------------------------------------------------------------------------------------
// Places: 'Victoria, BC, Canada' ⇄ city 'Victoria', region 'BC', countryCode 'CA'

const countries = new Map<string, Map<string, string>>();

/** Every region code's name in `lang` ('Canada' → 'CA'; 'Kanada' in Turkish). */
function countryCodes(lang: string): Map<string, string> {
  let byName = countries.get(lang);
  if (byName) return byName;
  byName = new Map();
  const names = new Intl.DisplayNames(lang, { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters)
    for (const b of letters) {
      const code = `${a}${b}`;
      const name = names.of(code);
      if (name && !byName.has(name)) byName.set(name, code);
    }
  countries.set(lang, byName);
  return byName;
}

/** A country's name in `lang`, from its code; the code itself when it has none. */
function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames(lang, { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A place as the site writes it: 'City, Region, Country' with the country named in `lang`, or
 * the address when the place has no city, region or country (a street address is not shown).
 */
export function placeText(location: JsonResumeLocation, lang: string): string | undefined {
  const { city, region, countryCode } = location;
  const country = countryCode ? countryName(countryCode.toUpperCase(), lang) : undefined;
  const parts = [city, region, country].map((part) => part?.trim()).filter(Boolean);
  if (parts.length > 0) return parts.join(', ');
  return location.address?.trim() || undefined;
}

/**
 * A place of the site as JSON Resume's location: its city, region and country code when it is
 * written 'City, Country' or 'City, Region, Country' with a country `lang` has a name for;
 * else the whole text as the address.
 */
export function placeOf(text: string, lang: string): JsonResumeLocation {
  const parts = text.split(',').map((part) => part.trim());
  const [city, ...rest] = parts;
  const code = countryCodes(lang).get(parts.at(-1) ?? '');
  if (city && code && (rest.length === 1 || rest.length === 2)) {
    const location =
      rest.length === 2
        ? { city, region: rest[0], countryCode: code }
        : { city, countryCode: code };
    if (placeText(location, lang) === text) return location;
  }
  return { address: text };
}

// ---------------------------------------------------------------------------------------------
// Dates: the site's start and end ⇄ startDate and endDate

/**
 * JSON Resume's dates of an entry: an ongoing one (`'Present'`) has no endDate, as the schema
 * means it; one with a single date (an award, a release) ends when it starts.
 */
export function isoDates(
  start: YearOrMonth,
  end?: YearOrMonth | typeof PRESENT,
): { startDate: IsoDate; endDate?: IsoDate } {
  if (end === PRESENT) return { startDate: start };
  return { startDate: start, endDate: end ?? start };
}

/** `'2023-09-14'` → `'2023-09'` (the site's dates are months or years). */
export function yearOrMonth(date: IsoDate): YearOrMonth {
  return date.slice(0, 7) as YearOrMonth;
}

/** The site's start and end of JSON Resume's dates (see `isoDates`). */
export function siteDates(
  startDate: IsoDate,
  endDate?: IsoDate,
): { start: YearOrMonth; end?: YearOrMonth | typeof PRESENT } {
  const start = yearOrMonth(startDate);
  if (endDate === undefined) return { start, end: PRESENT };
  const end = yearOrMonth(endDate);
  return end === start ? { start } : { start, end };
}
