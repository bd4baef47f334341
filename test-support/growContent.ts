/**
 * Generated content for tests: more (or fewer) projects per section and a longer timeline,
 * made from the content's own entries. Used in memory by component tests and, through
 * `writeContentFolder` (./contentFolder.ts), by builds with `CONTENT_DIR`.
 * Imports nothing but types, so a generated content folder can import it by path.
 */
import type { Project, TimelineEntry } from '../src/content/types';

export interface GrowOptions {
  /** Projects per section id; a section not named keeps its projects. */
  perSection: Readonly<Record<string, number>>;
  /** How many times the timeline's work and education entries appear (default 1). */
  timelineFactor?: number;
}

/** The k-th copy of a project (k ≥ 2), with its own id and name. */
function copyOf(project: Project, k: number): Project {
  return { ...project, id: `${project.id}-${k}`, name: `${project.name} ${k}`, hotspot: undefined };
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

/**
 * Replaces the contents of the content's arrays in place (a generated content folder's
 * modules do this once, when they load): projects, timeline, and the featured ids that still
 * exist.
 */
export function growInPlace(
  content: { projects: Project[]; timeline: TimelineEntry[]; overviewProjectIds: string[] },
  options: GrowOptions,
): void {
  const projects = growProjects(content.projects, options);
  const timeline = growTimeline(content.timeline, content.projects.concat(projects), options);
  const ids = new Set(projects.map((p) => p.id));
  const featured = content.overviewProjectIds.filter((id) => ids.has(id));
  content.projects.splice(0, content.projects.length, ...projects);
  content.timeline.splice(
    0,
    content.timeline.length,
    ...timeline.filter((e) => e.projectId === undefined || ids.has(e.projectId)),
  );
  content.overviewProjectIds.splice(0, content.overviewProjectIds.length, ...featured);
}
