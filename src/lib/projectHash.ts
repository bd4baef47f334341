import type { ProjectSectionId } from '@/model/view';

/**
 * The Projects deep-link format `#{section}&{project}`, on its own (no content imported), so
 * the Projects page can read hashes against the projects it received from its loader.
 * `deepLink.ts` binds it to the content for everyone else.
 */

/** Longest hash we bother to read; anything longer is garbage. */
const MAX_HASH_LENGTH = 200;

export interface ProjectDeepLink {
  section: ProjectSectionId;
  /** Set when the hash names a project of that section. */
  projectId?: string;
}

/** What a hash is read against: the sections and the section of each project. */
export interface ProjectIndex {
  sections: readonly { id: ProjectSectionId }[];
  projects: readonly { id: string; section: ProjectSectionId }[];
}

/** The hash for a section, or for a project in it: '#mobile-apps&mot'. */
export function projectHash(section: ProjectSectionId, projectId?: string): string {
  return projectId ? `#${section}&${projectId}` : `#${section}`;
}

/**
 * Reads a location hash. Returns undefined for anything that is not a known section
 * (empty, '#&', undecodable, too long, markup…) and for a project that is unknown or not in
 * that section, so a bad link leaves the page on its defaults.
 */
export function parseHashWith(hash: string, index: ProjectIndex): ProjectDeepLink | undefined {
  if (!hash || hash.length > MAX_HASH_LENGTH) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  const [section = '', projectId, ...rest] = decoded.split('&');
  const known = index.sections.find((s) => s.id === section);
  if (!known || rest.length > 0) return undefined;
  if (projectId === undefined) return { section: known.id };
  const project = index.projects.find((p) => p.id === projectId);
  return project?.section === known.id ? { section: known.id, projectId: project.id } : undefined;
}
