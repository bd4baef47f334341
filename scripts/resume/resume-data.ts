/**
 * Shapes the content modules, resolved to the resume's language (src/i18n/localise.ts), into
 * what the resume PDF shows. Pure functions, no PDF code, so the resume's structure is tested
 * on its own (resume-data.test.ts).
 */
import type {
  OwnerRecord,
  Profile,
  Project,
  SkillCategory,
  SocialKind,
  TimelineEntry,
  TimelineKind,
} from '../../src/model/view';
import { RECORD_SECTIONS, type RecordSectionId } from '../../src/model/record';
import { dateRange, newestFirst } from '../../src/model/dates';
import { plainText } from '../../src/model/markup';
import { telHref } from '../../src/lib/format';
import { resumeLanguage, type ResumeLanguage, type ResumeWords } from './words';

export interface ResumeLink {
  text: string;
  href: string;
}

export interface ResumeEntry {
  id: string;
  title: string;
  subtitle?: string;
  date: string;
  location?: string;
  bullets: string[];
  /** Repository of a project entry, when the project exists. */
  link?: ResumeLink;
}

export interface ResumeSection {
  kind: TimelineKind | RecordSectionId;
  title: string;
  entries: ResumeEntry[];
}

export interface SkillLine {
  title: string;
  text: string;
}

/** Section order of the resume; every timeline kind has exactly one (headings: words.ts). */
export const RESUME_SECTIONS: readonly TimelineKind[] = ['work', 'project', 'education'];

const ENGLISH = resumeLanguage('en');

/** "https://www.github.com/someone" → "github.com/someone" (for print). */
export function displayUrl(href: string): string {
  return href
    .replace(/^mailto:/, '')
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/** Profiles worth printing on a resume; social media (Instagram, X, …) stays on the site. */
const PRINTED_KINDS: ReadonlySet<SocialKind> = new Set(['github', 'gitlab', 'linkedin', 'website']);

/** The contact line under the name: e-mail, phone, then code hosts, LinkedIn and websites. */
export function contactLinks(profile: Profile): ResumeLink[] {
  const web = profile.social
    .filter((link) => PRINTED_KINDS.has(link.kind))
    .map((link) => ({ text: displayUrl(link.href), href: link.href }));
  const phone = profile.phone ? [{ text: profile.phone, href: telHref(profile.phone) }] : [];
  return [{ text: profile.email, href: `mailto:${profile.email}` }, ...phone, ...web];
}

function toEntry(
  entry: TimelineEntry,
  projects: readonly Project[],
  language: ResumeLanguage,
): ResumeEntry {
  const project = entry.projectId ? projects.find((p) => p.id === entry.projectId) : undefined;
  return {
    id: entry.id,
    title: entry.title,
    subtitle: entry.subtitle,
    date: dateRange(entry, language.dates),
    location: entry.location,
    bullets: [
      ...entry.bullets.map(plainText),
      ...(entry.gpa ? [`${language.words.gpa}: ${entry.gpa}`] : []),
      ...(entry.coursework && entry.coursework.length > 0
        ? [`${language.words.coursework}: ${entry.coursework.map(plainText).join(', ')}`]
        : []),
    ],
    link: project ? { text: displayUrl(project.repoUrl), href: project.repoUrl } : undefined,
  };
}

/** Whether the owner wants the entry in the resume (`inResume`, on the entry or its project). */
export function isInResume(entry: TimelineEntry, projects: readonly Project[]): boolean {
  if (entry.inResume === false) return false;
  const project = entry.projectId ? projects.find((p) => p.id === entry.projectId) : undefined;
  return project?.inResume !== false;
}

/**
 * Timeline entries grouped into Experience, Projects and Education (headings and dates in the
 * resume's language, English unless given), newest first, without the ones the owner left out
 * (`inResume: false`).
 */
export function resumeSections(
  timeline: readonly TimelineEntry[],
  projects: readonly Project[],
  language: ResumeLanguage = ENGLISH,
  record: OwnerRecord = {},
): ResumeSection[] {
  const fromTimeline = RESUME_SECTIONS.map((kind) => ({
    kind,
    title: language.words.sections[kind],
    entries: newestFirst(timeline.filter((e) => e.kind === kind && isInResume(e, projects))).map(
      (e) => toEntry(e, projects, language),
    ),
  }));
  return [...fromTimeline, ...recordResumeSections(record, language)].filter(
    (section) => section.entries.length > 0,
  );
}

const linkTo = (url: string | undefined): ResumeLink | undefined =>
  url ? { text: displayUrl(url), href: url } : undefined;

/**
 * The record's sections (record.ts) after the timeline's: volunteering, awards, certifications,
 * publications, each newest first, without the entries the owner left out (`inResume: false`).
 */
export function recordResumeSections(
  record: OwnerRecord,
  language: ResumeLanguage = ENGLISH,
): ResumeSection[] {
  const { dates } = language;
  const kept = <T extends { inResume?: boolean }>(list: readonly T[] | undefined) =>
    (list ?? []).filter((entry) => entry.inResume !== false);
  const entries: Record<RecordSectionId, ResumeEntry[]> = {
    volunteering: newestFirst(kept(record.volunteering)).map((v, i) => ({
      id: `volunteering-${i}`,
      title: v.role,
      subtitle: v.organisation,
      date: dateRange(v, dates),
      location: v.location,
      bullets: (v.bullets ?? []).map(plainText),
      link: linkTo(v.url),
    })),
    awards: newestFirst(kept(record.awards).map((a) => ({ ...a, start: a.date }))).map((a, i) => ({
      id: `awards-${i}`,
      title: a.title,
      subtitle: a.awarder,
      date: dateRange(a, dates),
      bullets: a.summary ? [plainText(a.summary)] : [],
      link: linkTo(a.url),
    })),
    certifications: newestFirst(
      kept(record.certifications).map((c) => ({ ...c, start: c.date })),
    ).map((c, i) => ({
      id: `certifications-${i}`,
      title: c.name,
      subtitle: c.issuer,
      date: dateRange(c, dates),
      bullets: [],
      link: linkTo(c.url),
    })),
    publications: newestFirst(kept(record.publications).map((p) => ({ ...p, start: p.date }))).map(
      (p, i) => ({
        id: `publications-${i}`,
        title: p.title,
        subtitle:
          p.coAuthors && p.coAuthors.length > 0
            ? `${p.venue} · ${language.words.withCoAuthors(p.coAuthors.join(', '))}`
            : p.venue,
        date: dateRange(p, dates),
        bullets: p.summary ? [plainText(p.summary)] : [],
        link: linkTo(p.url),
      }),
    ),
  };
  return RECORD_SECTIONS.map((kind) => ({
    kind,
    title: language.words.sections[kind],
    entries: entries[kind],
  }));
}

/**
 * The sections with one entry fewer: the oldest entry of the section with the most entries
 * (ties: the later section). Undefined when only one entry per section is left.
 */
export function withoutOneEntry(sections: readonly ResumeSection[]): ResumeSection[] | undefined {
  let longest = -1;
  sections.forEach((section, i) => {
    if (
      section.entries.length > 1 &&
      section.entries.length >= (sections[longest]?.entries.length ?? 0)
    )
      longest = i;
  });
  if (longest === -1) return undefined;
  return sections.map((section, i) =>
    i === longest ? { ...section, entries: section.entries.slice(0, -1) } : section,
  );
}

/**
 * The sections one step shorter, for a resume over `maxPages`: first the oldest entry of the
 * longest section (`withoutOneEntry`) until one entry per section is left; then the last bullet
 * of the entry with the most bullets; then the last entry of the last section (a section left
 * empty goes). Undefined when nothing is left to take out.
 */
export function shorter(sections: readonly ResumeSection[]): ResumeSection[] | undefined {
  const fewerEntries = withoutOneEntry(sections);
  if (fewerEntries) return fewerEntries;
  let most: { section: number; entry: number; bullets: number } | undefined;
  sections.forEach((section, s) =>
    section.entries.forEach((entry, e) => {
      if (entry.bullets.length > 0 && entry.bullets.length >= (most?.bullets ?? 0))
        most = { section: s, entry: e, bullets: entry.bullets.length };
    }),
  );
  if (most) {
    const { section: s, entry: e } = most;
    return sections.map((section, i) =>
      i !== s
        ? section
        : {
            ...section,
            entries: section.entries.map((entry, j) =>
              j === e ? { ...entry, bullets: entry.bullets.slice(0, -1) } : entry,
            ),
          },
    );
  }
  const last = sections.at(-1);
  if (!last) return undefined;
  const rest = sections.slice(0, -1);
  return last.entries.length > 1
    ? [...rest, { ...last, entries: last.entries.slice(0, -1) }]
    : rest;
}

/** One line per skill category: "Front end: TypeScript, HTML · Back end: Java, C". */
export function skillLines(categories: readonly SkillCategory[]): SkillLine[] {
  return categories.map((category) => ({
    title: category.title,
    text: category.groups
      .map((group) => {
        const names = group.skills
          .map((skill) => (skill.note ? `${skill.name} (${skill.note})` : skill.name))
          .join(', ');
        return group.title ? `${group.title}: ${names}` : names;
      })
      .join('  ·  '),
  }));
}

/** The PDF's title metadata, e.g. "Deniz Yılmaz – Resume" ("… – Özgeçmiş" in Turkish). */
export function resumeTitle(profile: Profile, words: ResumeWords = ENGLISH.words): string {
  return `${profile.name} – ${words.resume}`;
}
