/**
 * The shape of a JSON Resume document (https://jsonresume.org/schema, v1.0.0), as
 * `resume.json` is written (./json-resume.ts) and read (./from-json-resume.ts). Every field is
 * optional, as in the schema. The schema allows properties of one's own in every object; the
 * site writes a few, each marked "ours" below, so that an exported `resume.json` imported again
 * gives back what the pages show. Other tools ignore them.
 */

/** `'2023-09-01'`, `'2023-09'` or `'2023'` (the schema's `iso8601`). */
export type IsoDate = string;

export interface JsonResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  /** ISO 3166-1 alpha-2, e.g. `CA`. */
  countryCode?: string;
  region?: string;
}

export interface JsonResumeProfile {
  network?: string;
  username?: string;
  url?: string;
}

export interface JsonResumeBasics {
  name?: string;
  label?: string;
  image?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: JsonResumeLocation;
  profiles?: JsonResumeProfile[];
  /** Ours: the availability note while it holds (record.ts), and its last day. */
  availability?: { text: string; until?: string };
  /** Ours: the sentence under the name on the home page (the summary's first when absent). */
  tagline?: string;
  /** Ours: the About page's paragraphs (the summary when absent). */
  about?: string[];
}

/** Ours, on entries of the timeline. */
interface EntryOurs {
  /** The entry's id: its address on the Experiences page (`#timeline-<id>`). */
  id?: string;
  /** What the Experiences page shows after the dates. */
  endNote?: string;
}

export interface JsonResumeWork extends EntryOurs {
  name?: string;
  location?: string;
  description?: string;
  position?: string;
  url?: string;
  startDate?: IsoDate;
  endDate?: IsoDate;
  summary?: string;
  highlights?: string[];
}

export interface JsonResumeVolunteer {
  organization?: string;
  position?: string;
  url?: string;
  startDate?: IsoDate;
  endDate?: IsoDate;
  summary?: string;
  highlights?: string[];
  /** Ours. */
  location?: string;
}

export interface JsonResumeEducation extends EntryOurs {
  institution?: string;
  url?: string;
  area?: string;
  studyType?: string;
  startDate?: IsoDate;
  endDate?: IsoDate;
  score?: string;
  courses?: string[];
  /** Ours: where, and the entry's bullet points. */
  location?: string;
  highlights?: string[];
}

export interface JsonResumeAward {
  title?: string;
  date?: IsoDate;
  awarder?: string;
  summary?: string;
  /** Ours. */
  url?: string;
}

export interface JsonResumeCertificate {
  name?: string;
  date?: IsoDate;
  url?: string;
  issuer?: string;
}

export interface JsonResumePublication {
  name?: string;
  publisher?: string;
  releaseDate?: IsoDate;
  url?: string;
  summary?: string;
  /** Ours: the co-authors, as they are credited. */
  coAuthors?: string[];
}

export interface JsonResumeSkill {
  name?: string;
  level?: string;
  keywords?: string[];
  /** Ours: the keywords under the category's sub-headings ("Front end", …), when it has any. */
  groups?: { title?: string; keywords: string[] }[];
}

export interface JsonResumeLanguage {
  language?: string;
  fluency?: string;
}

export interface JsonResumeInterest {
  name?: string;
  keywords?: string[];
}

export interface JsonResumeReference {
  name?: string;
  reference?: string;
}

/** Ours: a project's entry on the Experiences page, when it has one. */
export interface JsonResumeTimelineEntry extends EntryOurs {
  title: string;
  subtitle?: string;
  location?: string;
  highlights?: string[];
}

export interface JsonResumeProject {
  /** Ours: the project's id, its address on the Projects page (`#<section>&<id>`). */
  id?: string;
  name?: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  startDate?: IsoDate;
  endDate?: IsoDate;
  url?: string;
  roles?: string[];
  entity?: string;
  /** The site writes the project's category ('Mobile App', 'Website', 'Video Game'). */
  type?: string;
  /** Ours: the project's entry on the Experiences page. */
  timeline?: JsonResumeTimelineEntry;
  /** Ours: `false` for an entry of the Experiences page that has no page on Projects. */
  onProjectsPage?: boolean;
  /** Ours: the project's place among the home page's cards (1 for the first). */
  featured?: number;
}

export interface JsonResumeMeta {
  canonical?: string;
  version?: string;
  lastModified?: string;
  /** Ours: the language of the texts (`en`, `tr`). */
  language?: string;
}

export interface JsonResume {
  $schema?: string;
  basics?: JsonResumeBasics;
  work?: JsonResumeWork[];
  volunteer?: JsonResumeVolunteer[];
  education?: JsonResumeEducation[];
  awards?: JsonResumeAward[];
  certificates?: JsonResumeCertificate[];
  publications?: JsonResumePublication[];
  skills?: JsonResumeSkill[];
  languages?: JsonResumeLanguage[];
  interests?: JsonResumeInterest[];
  references?: JsonResumeReference[];
  projects?: JsonResumeProject[];
  meta?: JsonResumeMeta;
}
