/**
 * Shapes the content modules into what the resume PDF shows. Pure functions, no PDF code, so
 * the resume's structure is tested on its own (resume-data.test.ts).
 */
import type {
  Profile,
  Project,
  SkillCategory,
  SocialKind,
  TimelineEntry,
  TimelineKind,
} from '../../src/content/types';
import { dateRange, newestFirst } from '../../src/content/dates';
import { plainText } from '../../src/content/markup';
import { telHref } from '../../src/lib/format';

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
  kind: TimelineKind;
  title: string;
  entries: ResumeEntry[];
}

export interface SkillLine {
  title: string;
  text: string;
}

/** Section order and headings of the resume; every timeline kind has exactly one. */
export const RESUME_SECTIONS: readonly { kind: TimelineKind; title: string }[] = [
  { kind: 'work', title: 'Experience' },
  { kind: 'project', title: 'Projects' },
  { kind: 'education', title: 'Education' },
];

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

function toEntry(entry: TimelineEntry, projects: readonly Project[]): ResumeEntry {
  const project = entry.projectId ? projects.find((p) => p.id === entry.projectId) : undefined;
  return {
    id: entry.id,
    title: entry.title,
    subtitle: entry.subtitle,
    date: dateRange(entry),
    location: entry.location,
    bullets: entry.bullets.map(plainText),
    link: project ? { text: displayUrl(project.repoUrl), href: project.repoUrl } : undefined,
  };
}

/** Timeline entries grouped into Experience, Projects and Education, newest first. */
export function resumeSections(
  timeline: readonly TimelineEntry[],
  projects: readonly Project[],
): ResumeSection[] {
  return RESUME_SECTIONS.map(({ kind, title }) => ({
    kind,
    title,
    entries: newestFirst(timeline.filter((e) => e.kind === kind)).map((e) => toEntry(e, projects)),
  })).filter((section) => section.entries.length > 0);
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

/** The PDF's title metadata, e.g. "Deniz Yılmaz – Resume". */
export function resumeTitle(profile: Profile): string {
  return `${profile.name} – Resume`;
}
