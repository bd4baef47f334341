/**
 * LinkedIn's data export as a JSON Resume document, for `npm run import-linkedin`: each CSV file
 * (columns as LinkedIn writes them, read with csv-parse) becomes its section of the document,
 * which the JSON Resume import writes out as a content folder (../resume/from-json-resume.ts).
 * Where the export knows less than the document's shape pretends (skills without categories,
 * courses without their school, no address of the LinkedIn profile itself), a note says so and
 * becomes the TODO line of that value. Pure.
 */
import { parse } from 'csv-parse/sync';
import type { ImportNotes } from '../resume/import-content';
import type {
  JsonResume,
  JsonResumeEducation,
  JsonResumeProfile,
} from '../resume/json-resume-types';
import { IMPORT_WORDS } from '../resume/import-words';
import { LINKEDIN_FILES, type LinkedInExport, type LinkedInFile } from './read-export';

/** A row of a CSV file, by LinkedIn's column names, with its number (1 for the first row). */
type Row = { get: (column: string) => string | undefined; at: string };

export interface LinkedInDocument {
  resume: JsonResume;
  notes: ImportNotes;
  /** The files read, in the order of LINKEDIN_FILES. */
  read: LinkedInFile[];
  /** The files the import reads that the export does not have. */
  missing: LinkedInFile[];
  /** A sentence for each file that could not be read (it was left out). */
  problems: string[];
  /** What the export has that the site does not show (private details, unreadable dates). */
  leftOut: string[];
}

/** The rows of one file, or a sentence on why it cannot be read. */
function rowsOf(file: string, text: string): { rows: Row[] } | { problem: string } {
  let records: Record<string, string>[];
  try {
    records = parse<Record<string, string>>(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim()),
      relax_column_count: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      problem: `${file}: cannot be read as CSV (${reason}), so it was left out. Download the export again, or fix the file in a spreadsheet app and save it as CSV.`,
    };
  }
  return {
    rows: records.map((record, i) => ({
      get: (column) => record[column]?.trim() || undefined,
      at: `${file}, row ${i + 1}`,
    })),
  };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const two = (n: number) => String(n).padStart(2, '0');

/** The month (1–12) a name starts like: 'Sep', 'September', 'sept.'. */
function month(name: string): number | undefined {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return index < 0 ? undefined : index + 1;
}

/**
 * A date as LinkedIn writes it ('Sep 2023', '2019', 'Sep 12, 2023', '12 Sep 2023',
 * '9/12/23') as JSON Resume writes it ('2023-09', '2019', '2023-09-12'); undefined for none.
 */
export function isoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const text = value.trim().replace(/\s+/g, ' ');
  if (/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/.test(text)) return text;
  let match = /^([A-Za-z]{3,})\.? (\d{4})$/.exec(text);
  if (match?.[1] && match[2]) {
    const m = month(match[1]);
    return m ? `${match[2]}-${two(m)}` : undefined;
  }
  match = /^([A-Za-z]{3,})\.? (\d{1,2}),? (\d{4})$/.exec(text);
  if (match?.[1] && match[2] && match[3]) {
    const m = month(match[1]);
    return m ? `${match[3]}-${two(m)}-${two(Number(match[2]))}` : undefined;
  }
  match = /^(\d{1,2}) ([A-Za-z]{3,})\.? (\d{4})$/.exec(text);
  if (match?.[1] && match[2] && match[3]) {
    const m = month(match[2]);
    return m ? `${match[3]}-${two(m)}-${two(Number(match[1]))}` : undefined;
  }
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/.exec(text);
  if (match?.[1] && match[2] && match[3]) {
    const year = match[3].length === 2 ? `20${match[3]}` : match[3];
    const [m, d] = [Number(match[1]), Number(match[2])];
    if (m >= 1 && m <= 12 && d >= 1 && d <= 31) return `${year}-${two(m)}-${two(d)}`;
  }
  return undefined;
}

/** A description's lines as bullet points, without the bullets people type ('- ', '• '). */
export function bulletLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-–—•*·▪●◦]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
}

/** 'Native or bilingual proficiency' → 'native or bilingual'. */
function fluency(text: string | undefined): string | undefined {
  return text
    ?.replace(/\s*proficiency\s*$/i, '')
    .trim()
    .toLowerCase();
}

/** Profile.csv's `Websites` ('[PORTFOLIO:https://…,OTHER:github.com/…]') as profiles. */
function websites(text: string | undefined): JsonResumeProfile[] {
  const inner = (text ?? '').trim().replace(/^\[|\]$/g, '');
  if (!inner) return [];
  return inner.split(/,(?=\s*[A-Z_]+:)/).flatMap((part) => {
    const match = /^\s*([A-Z_]+):\s*(\S+)\s*$/.exec(part) ?? /^\s*()(\S+)\s*$/.exec(part);
    if (!match?.[2]) return [];
    const url = /^https?:\/\//i.test(match[2]) ? match[2] : `https://${match[2]}`;
    let host: string;
    try {
      host = new URL(url).hostname.replace(/^www\./, '');
    } catch {
      return [];
    }
    const network = /(^|\.)github\.com$/.test(host)
      ? 'GitHub'
      : /(^|\.)gitlab\.com$/.test(host)
        ? 'GitLab'
        : /(^|\.)linkedin\.com$/.test(host)
          ? 'LinkedIn'
          : (
              { PERSONAL: 'Website', PORTFOLIO: 'Portfolio', BLOG: 'Blog' } as Record<
                string,
                string
              >
            )[match[1] ?? ''];
    return [{ network, url }];
  });
}

/** Profile.csv's `Twitter Handles` ('[jane_doe]') as profiles. */
function twitter(text: string | undefined): JsonResumeProfile[] {
  return (text ?? '')
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((handle) => handle.trim().replace(/^@/, ''))
    .filter(Boolean)
    .map((username) => ({ network: 'X', username }));
}

const LINKEDIN_PROFILE_NOTE =
  "add your LinkedIn profile here (the export leaves its address out), e.g. { kind: 'linkedin', label: 'LinkedIn', handle: 'in/your-name', href: 'https://www.linkedin.com/in/your-name' }.";

const SKILLS_NOTE =
  "LinkedIn lists your skills without categories: sort them into categories of your own (one entry each, with an id and a title, e.g. 'Languages', 'Frameworks', 'Tools'), and check each skill's icon.";

const COURSES_NOTE =
  'Courses.csv does not say where you took each course: keep here the ones of this school, and move the others to their own entry.';

/** A date column of a file: its name, the document's field it fills, and what the date is of. */
type DateColumn = readonly [column: string, field: string, what: string];

const STARTED_FINISHED: readonly DateColumn[] = [
  ['Started On', 'startDate', 'it began'],
  ['Finished On', 'endDate', 'it ended'],
];

/** The `Name` of every row that has one (Skills.csv, Courses.csv). */
const names = (rows: readonly Row[]) =>
  rows.flatMap((row) => {
    const name = row.get('Name');
    return name ? [name] : [];
  });

/** The school whose entry takes the courses: an ongoing one, else the newest. */
function currentEntry(education: JsonResumeEducation[]): JsonResumeEducation | undefined {
  const ongoing = education.find((e) => e.startDate && !e.endDate);
  return (
    ongoing ??
    [...education].sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''))[0]
  );
}

/** The document of an export, with what it could not say. */
export function fromLinkedIn(exported: LinkedInExport): LinkedInDocument {
  const notes: ImportNotes = new WeakMap();
  const read: LinkedInFile[] = [];
  const missing: LinkedInFile[] = [];
  const problems: string[] = [];
  const leftOut: string[] = [];
  const rows = new Map<LinkedInFile, Row[]>();
  for (const file of LINKEDIN_FILES) {
    const text = exported.files.get(file);
    if (text === undefined) {
      missing.push(file);
      continue;
    }
    const parsed = rowsOf(file, text);
    if ('problem' in parsed) problems.push(parsed.problem);
    else {
      read.push(file);
      rows.set(file, parsed.rows);
    }
  }
  const of = (file: LinkedInFile) => rows.get(file) ?? [];
  const note = (entry: object, field: string, text: string) =>
    notes.set(entry, { ...notes.get(entry), [field]: text });

  /**
   * `entry` with the dates of `row`: each column's date in its field; where the column holds no
   * date, a note saying what it held instead.
   */
  const dated = <T extends object>(row: Row, entry: T, columns: readonly DateColumn[]): T => {
    for (const [column, field, what] of columns) {
      const given = row.get(column);
      const date = isoDate(given);
      (entry as Record<string, unknown>)[field] = date;
      if (!given || date) continue;
      if (field === 'endDate')
        leftOut.push(
          `${row.at}: ${column} '${given}' is not a date, so the entry shows as ongoing: write its end in the content`,
        );
      else
        note(
          entry,
          field,
          `${row.at} gives '${given}' as ${column}, not a date: write when ${what} ('YYYY' or 'YYYY-MM').`,
        );
    }
    return entry;
  };

  // Profile.csv, Email Addresses.csv
  const [person] = of('Profile.csv');
  const emails = of('Email Addresses.csv');
  const email = (emails.find((r) => /^yes$/i.test(r.get('Primary') ?? '')) ?? emails[0])?.get(
    'Email Address',
  );
  const name = [person?.get('First Name'), person?.get('Last Name')].filter(Boolean).join(' ');
  const profiles = [
    ...websites(person?.get('Websites')),
    ...twitter(person?.get('Twitter Handles')),
  ];
  const basics: NonNullable<JsonResume['basics']> = {
    name: name || undefined,
    label: person?.get('Headline'),
    email,
    summary: person?.get('Summary'),
    location: person?.get('Geo Location') ? { city: person.get('Geo Location') } : undefined,
    profiles,
  };
  if (!profiles.some((p) => p.network === 'LinkedIn'))
    note(basics, 'profiles', LINKEDIN_PROFILE_NOTE);
  const privateColumns = ['Address', 'Birth Date', 'Zip Code', 'Maiden Name', 'Instant Messengers'];
  const given = privateColumns.filter((column) => person?.get(column));
  if (given.length) leftOut.push(`Profile.csv's ${given.join(', ')}: private, never published`);

  const work = of('Positions.csv').map((row) =>
    dated(
      row,
      {
        name: row.get('Company Name'),
        position: row.get('Title'),
        location: row.get('Location'),
        highlights: bulletLines(row.get('Description')),
      },
      STARTED_FINISHED,
    ),
  );

  // Education.csv, Courses.csv
  const education = of('Education.csv').map((row) => {
    const activities = row.get('Activities');
    const entry: JsonResumeEducation = {
      institution: row.get('School Name'),
      studyType: row.get('Degree Name'),
      highlights: [
        ...bulletLines(row.get('Notes')),
        ...(activities ? [`Activities: ${activities.replace(/\s*\n\s*/g, '; ')}`] : []),
      ],
    };
    return dated(row, entry, [
      ['Start Date', 'startDate', 'it began'],
      ['End Date', 'endDate', 'it ended'],
    ]);
  });
  const courses = names(of('Courses.csv'));
  const school = currentEntry(education);
  if (courses.length && school) {
    school.courses = courses;
    note(school, 'courses', COURSES_NOTE);
  } else if (courses.length)
    leftOut.push(
      `Courses.csv (${courses.length}): no school in Education.csv to put them under; add them as an education entry's coursework`,
    );

  // Skills.csv, Languages.csv
  const skillNames = names(of('Skills.csv'));
  const skills = skillNames.length ? [{ name: IMPORT_WORDS.en.skills, keywords: skillNames }] : [];
  if (skills[0]) note(skills[0], 'name', SKILLS_NOTE);
  const languages = of('Languages.csv').flatMap((row) => {
    const language = row.get('Name');
    return language ? [{ language, fluency: fluency(row.get('Proficiency')) }] : [];
  });

  const projects = of('Projects.csv').map((row) => {
    const [first, ...rest] = bulletLines(row.get('Description'));
    const entry = {
      name: row.get('Title'),
      description: first,
      highlights: rest,
      url: row.get('Url'),
    };
    return dated(row, entry, STARTED_FINISHED);
  });

  // Certifications.csv, Honors.csv, Publications.csv, Volunteering.csv
  const summary = (row: Row) => bulletLines(row.get('Description')).join(' ') || undefined;
  const certificates = of('Certifications.csv').map((row) => {
    const entry = { name: row.get('Name'), issuer: row.get('Authority'), url: row.get('Url') };
    return dated(row, entry, [['Started On', 'date', 'it was issued']]);
  });
  const awards = of('Honors.csv').map((row) => {
    const entry = { title: row.get('Title'), awarder: row.get('Issuer'), summary: summary(row) };
    return dated(row, entry, [['Issued On', 'date', 'you received it']]);
  });
  const publications = of('Publications.csv').map((row) => {
    const entry = {
      name: row.get('Name'),
      publisher: row.get('Publisher'),
      summary: summary(row),
      url: row.get('Url'),
    };
    return dated(row, entry, [['Published On', 'releaseDate', 'it was published']]);
  });
  const volunteer = of('Volunteering.csv').map((row) => {
    const entry = {
      organization: row.get('Company Name'),
      position: row.get('Role'),
      highlights: bulletLines(row.get('Description')),
    };
    return dated(row, entry, STARTED_FINISHED);
  });

  const some = <T>(list: T[]) => (list.length ? list : undefined);
  const resume: JsonResume = {
    basics,
    work: some(work),
    education: some(education),
    skills: some(skills),
    languages: some(languages),
    projects: some(projects),
    certificates: some(certificates),
    awards: some(awards),
    publications: some(publications),
    volunteer: some(volunteer),
    meta: { language: 'en' },
  };
  return { resume, notes, read, missing, problems, leftOut };
}
