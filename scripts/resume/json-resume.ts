/**
 * The owner's content in one language as a JSON Resume document (https://jsonresume.org/schema,
 * v1.0.0), which resume tools and job sites read: the build writes it as `/resume.json` (and
 * `/tr/resume.json`, …; ./build-json-resume.ts). Pure: the content in, the document out.
 *
 * It is the owner's whole record, not the PDF's selection: entries marked `inResume: false`
 * (left out of the PDF only) are in it, as they are on the site. What the site does not publish
 * is not: an availability note past its last day, pictures without a built address.
 *
 * Texts are plain (markup such as `**bold**` and links is dropped, as in the PDF). The few
 * properties of our own (./json-resume-types.ts, "ours") carry what the pages show and the
 * schema has no place for, so that `npm run import-resume` gives it back.
 */
import { localePath } from '../../src/i18n/languages';
import { resumeJsonPath } from '../../src/lib/siteFiles';
import { variantPath, variantWidths } from '../../src/lib/imageVariants';
import { newestFirst } from '../../src/model/dates';
import { plainText } from '../../src/model/markup';
import { isAvailable } from '../../src/model/record';
import type { ImageAsset, Project, TimelineEntry } from '../../src/model/view';
import type { LocalContent } from '../content/load';
import { isoDates, placeOf, splitDegree } from './json-resume-fields';
import type { JsonResume, JsonResumeProject, JsonResumeTimelineEntry } from './json-resume-types';

/** The schema the document names, and its version. */
export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
export const JSON_RESUME_VERSION = 'v1.0.0';

export interface JsonResumeOptions {
  /** The site's public origin, without a trailing slash (`https://jane.github.io`). */
  siteUrl: string;
  /** The base path the site is built for (`/`, `/portfolio/`). */
  base: string;
  /** `meta.lastModified`: when the content was last built. */
  lastModified: Date;
  /** When an availability note is judged (ms since the epoch); default: now. */
  now?: number;
}

/** Absolute URL of a path of the site (as scripts/seo/site-url.ts's publicUrl, without its content). */
function publicUrl(siteUrl: string, base: string, path: string): string {
  return `${siteUrl}${base}${path.replace(/^\/+/, '')}`;
}

/** The object without its undefined properties and empty lists (the schema's "not given"). */
function given<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
}

const plain = (texts: readonly string[] | undefined) => texts?.map(plainText);

/** The built address of a picture, when the build gave it one (`file`). */
function pictureUrl(picture: ImageAsset, origin: string): string | undefined {
  const { file } = picture;
  if (!file) return undefined;
  if ('src' in file) return new URL(file.src, origin).href;
  const width = variantWidths(file.w).at(-1) ?? file.w;
  return new URL(variantPath(file.name, file.hash, width, 'webp'), origin).href;
}

/** A timeline entry as our `timeline` property of a project. */
function timelineEntry(entry: TimelineEntry): JsonResumeTimelineEntry {
  return given({
    id: entry.id,
    title: entry.title,
    subtitle: entry.subtitle,
    location: entry.location,
    highlights: plain(entry.bullets),
    endNote: entry.endNote,
  });
}

/**
 * Projects: each of projects.ts with the dates of its timeline entry (and its place among the
 * home page's cards, `featured`), then the timeline's project entries without a project
 * (`onProjectsPage: false`).
 */
function projectsOf(
  projects: readonly Project[],
  timeline: readonly TimelineEntry[],
  featuredIds: readonly string[],
) {
  const entries = newestFirst(timeline.filter((e) => e.kind === 'project'));
  const linked = new Set<TimelineEntry>();
  const shown: JsonResumeProject[] = projects.map((project) => {
    const entry = entries.find((e) => e.projectId === project.id && !linked.has(e));
    if (entry) linked.add(entry);
    const place = featuredIds.indexOf(project.id);
    return given({
      id: project.id,
      name: project.name,
      description: project.cardText,
      highlights: plain(project.bullets),
      keywords: project.tech,
      ...(entry ? isoDates(entry.start, entry.end) : {}),
      url: project.repoUrl,
      type: project.category,
      timeline: entry ? timelineEntry(entry) : undefined,
      featured: place < 0 ? undefined : place + 1,
    });
  });
  const onTimelineOnly: JsonResumeProject[] = entries
    .filter((entry) => !linked.has(entry))
    .map((entry) =>
      given({
        name: entry.title,
        description: entry.subtitle,
        highlights: plain(entry.bullets),
        ...isoDates(entry.start, entry.end),
        timeline: timelineEntry(entry),
        onProjectsPage: false,
      }),
    );
  return [...shown, ...onTimelineOnly];
}

/** The JSON Resume document of `content` (one language of the site). */
export function toJsonResume(content: LocalContent, options: JsonResumeOptions): JsonResume {
  const { profile, resume, timeline, projects, overviewProjectIds, skillCategories, record } =
    content;
  const { lang, languages } = content;
  const { siteUrl, base, lastModified, now = Date.now() } = options;
  const origin = `${siteUrl}${base}`;
  const ofKind = (kind: TimelineEntry['kind']) =>
    newestFirst(timeline.filter((entry) => entry.kind === kind));
  const spoken = skillCategories.filter((category) => category.spoken);
  const availability =
    record.availability && isAvailable(record.availability, now)
      ? given({ text: record.availability.text, until: record.availability.until })
      : undefined;

  return given({
    $schema: JSON_RESUME_SCHEMA,
    basics: given({
      name: profile.name,
      label: profile.role,
      image: pictureUrl(profile.avatar, origin),
      email: profile.email,
      phone: profile.phone,
      url: publicUrl(siteUrl, base, localePath('/', lang, languages)),
      summary: resume.summary,
      location: profile.location ? placeOf(profile.location, lang) : undefined,
      profiles: profile.social
        .filter((link) => link.kind !== 'email' && link.kind !== 'phone')
        .map((link) => ({ network: link.label, username: link.handle, url: link.href })),
      availability,
      tagline: profile.tagline,
      about: plain(profile.about),
    }),
    work: ofKind('work').map((entry) =>
      given({
        id: entry.id,
        name: entry.subtitle,
        position: entry.title,
        location: entry.location,
        ...isoDates(entry.start, entry.end),
        highlights: plain(entry.bullets),
        endNote: entry.endNote,
      }),
    ),
    volunteer: (record.volunteering ?? []).map((v) =>
      given({
        organization: v.organisation,
        position: v.role,
        url: v.url,
        ...isoDates(v.start, v.end),
        highlights: plain(v.bullets),
        location: v.location,
      }),
    ),
    // An education entry's title is the degree, its subtitle the school (src/model/types.ts).
    education: ofKind('education').map((entry) =>
      given({
        id: entry.id,
        institution: entry.subtitle,
        ...splitDegree(entry.title),
        ...isoDates(entry.start, entry.end),
        score: entry.gpa,
        courses: plain(entry.coursework),
        location: entry.location,
        highlights: plain(entry.bullets),
        endNote: entry.endNote,
      }),
    ),
    awards: (record.awards ?? []).map((a) =>
      given({
        title: a.title,
        date: a.date,
        awarder: a.awarder,
        summary: a.summary === undefined ? undefined : plainText(a.summary),
        url: a.url,
      }),
    ),
    certificates: (record.certifications ?? []).map((c) =>
      given({ name: c.name, date: c.date, url: c.url, issuer: c.issuer }),
    ),
    publications: (record.publications ?? []).map((p) =>
      given({
        name: p.title,
        publisher: p.venue,
        releaseDate: p.date,
        url: p.url,
        summary: p.summary === undefined ? undefined : plainText(p.summary),
        coAuthors: p.coAuthors,
      }),
    ),
    skills: skillCategories
      .filter((category) => !category.spoken)
      .map((category) =>
        given({
          name: category.title,
          keywords: category.groups.flatMap((group) => group.skills.map((skill) => skill.name)),
          groups: category.groups.some((group) => group.title)
            ? category.groups.map((group) =>
                given({ title: group.title, keywords: group.skills.map((skill) => skill.name) }),
              )
            : undefined,
        }),
      ),
    languages: spoken.flatMap((category) =>
      category.groups.flatMap((group) =>
        group.skills.map((skill) => given({ language: skill.name, fluency: skill.note })),
      ),
    ),
    projects: projectsOf(projects, timeline, overviewProjectIds),
    meta: {
      canonical: publicUrl(siteUrl, base, resumeJsonPath(lang, languages)),
      version: JSON_RESUME_VERSION,
      lastModified: lastModified.toISOString().slice(0, 19),
      language: lang,
    },
  });
}
