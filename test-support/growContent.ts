/**
 * Generated content for tests: more (or fewer) projects per section and a longer timeline,
 * made from the content's own entries, with varied texts. Used in memory by component tests
 * and, through `writeContentFolder` (./contentFolder.ts), by builds with `CONTENT_DIR`.
 */
import type { Project, ProjectSection, TimelineEntry } from '../src/model/view';

export interface GrowOptions {
  /** Projects per section id; a section not named keeps its projects. */
  perSection: Readonly<Record<string, number>>;
  /** How many times the timeline's work and education entries appear (default 1). */
  timelineFactor?: number;
}

const SYLLABLES =
  'ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo vu za ze zi zo zu'.split(
    ' ',
  );

/** Deterministic pseudo-random numbers (mulberry32), so generated content is the same each run. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash;
}

/**
 * `text` plus a few made-up words, different for every copy: generated content is as varied
 * as real content, so compressed sizes grow like real ones (copies of the same text would not).
 */
function varied(text: string, key: string): string {
  const random = randomFrom(seedOf(`${key}:${text}`));
  const words = Array.from({ length: 6 }, () =>
    Array.from(
      { length: 2 + Math.floor(random() * 3) },
      () => SYLLABLES[Math.floor(random() * SYLLABLES.length)],
    ).join(''),
  );
  return `${text} ${words.join(' ')}`;
}

/** The k-th copy of a project (k ≥ 2), with its own id, name and texts. */
function copyOf(project: Project, k: number): Project {
  const key = `${project.id}-${k}`;
  return {
    ...project,
    id: key,
    name: `${project.name} ${k}`,
    hotspot: undefined,
    cardText: varied(project.cardText, key),
    bullets: project.bullets.map((b) => varied(b, key)),
    tech: [...project.tech, varied('', key).trim().split(' ')[0] ?? 'Tech'],
    repoUrl: `${project.repoUrl}-${k}`,
    screens: project.screens.map((screen) => ({
      ...screen,
      description: varied(screen.description, key),
      image: { ...screen.image, alt: varied(screen.image.alt, key) },
    })),
  };
}

/** `count` projects of one section: the originals first, then numbered copies in turn. */
export function projectsFor(originals: readonly Project[], count: number): Project[] {
  const result: Project[] = [];
  for (let i = 0; i < count && originals.length > 0; i++) {
    const original = originals[i % originals.length];
    if (!original) break;
    const round = Math.floor(i / originals.length) + 1;
    result.push(round === 1 ? original : copyOf(original, round));
  }
  return result;
}

/** The grown project list, section by section, in the order of the originals. */
export function growProjects(projects: readonly Project[], options: GrowOptions): Project[] {
  const sections = [...new Set(projects.map((p) => p.section))];
  return sections.flatMap((section) => {
    const originals = projects.filter((p) => p.section === section);
    return projectsFor(originals, options.perSection[section] ?? originals.length);
  });
}

/**
 * The timeline for the grown projects: one project entry per project (copies follow their
 * original) and the work and education entries `timelineFactor` times, newest first kept.
 */
export function growTimeline(
  timeline: readonly TimelineEntry[],
  projects: readonly Project[],
  options: GrowOptions,
): TimelineEntry[] {
  const factor = options.timelineFactor ?? 1;
  const result: TimelineEntry[] = [];
  for (const entry of timeline) {
    if (entry.kind === 'project') {
      const original = projects.find((p) => p.id === entry.projectId);
      if (!original) continue;
      const copies = projects.filter(
        (p) => p.id.startsWith(`${original.id}-`) && p.name.startsWith(original.name),
      );
      result.push(entry);
      for (const copy of copies)
        result.push({
          ...entry,
          id: `${entry.id}-${copy.id}`,
          title: copy.name,
          projectId: copy.id,
        });
    } else {
      for (let k = 1; k <= factor; k++)
        result.push(
          k === 1 ? entry : { ...entry, id: `${entry.id}-${k}`, title: `${entry.title} ${k}` },
        );
    }
  }
  return result;
}

export interface GrownContent {
  /** The sections as drawn devices: generated projects have no places on an own picture. */
  projectSections: ProjectSection[];
  projects: Project[];
  timeline: TimelineEntry[];
  overviewProjectIds: string[];
}

/** Projects, timeline and the featured ids that still exist, grown (or shrunk) by `options`. */
export function growContent(
  content: {
    projectSections: readonly ProjectSection[];
    projects: readonly Project[];
    timeline: readonly TimelineEntry[];
    overviewProjectIds: readonly string[];
  },
  options: GrowOptions,
): GrownContent {
  const projects = growProjects(content.projects, options).map((p) => ({
    ...p,
    hotspot: undefined,
  }));
  const ids = new Set(projects.map((p) => p.id));
  const timeline = growTimeline(content.timeline, projects, options).filter(
    (e) => e.projectId === undefined || ids.has(e.projectId),
  );
  return {
    projectSections: content.projectSections.map((s) => ({
      ...s,
      picture: undefined,
      screenArea: undefined,
    })),
    projects,
    timeline,
    overviewProjectIds: content.overviewProjectIds.filter((id) => ids.has(id)),
  };
}
