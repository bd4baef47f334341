import { findProject, projectSections } from '@/content/projects';
import type { ProjectSectionId } from '@/content/types';

/**
 * The one owner of the Projects deep-link format `#{section}&{project}`.
 * Everyone builds hrefs with `projectHref` and reads hashes with `parseProjectHash`.
 */

export const PROJECTS_PATH = '/projects';
/** Longest hash we bother to read; anything longer is garbage. */
const MAX_HASH_LENGTH = 200;

export interface ProjectDeepLink {
  section: ProjectSectionId;
  /** Set when the hash names a project of that section. */
  projectId?: string;
}

/** The hash for a section, or for a project in it: '#mobile-apps&mot'. */
export function projectHash(section: ProjectSectionId, projectId?: string): string {
  return projectId ? `#${section}&${projectId}` : `#${section}`;
}

/** Route-relative href of a project on the Projects page: '/projects#mobile-apps&mot'. */
export function projectHref(projectId: string): string {
  const project = findProject(projectId);
  if (!project) throw new Error(`Unknown project id: ${projectId}`);
  return `${PROJECTS_PATH}${projectHash(project.section, project.id)}`;
}

function isSectionId(value: string): value is ProjectSectionId {
  return projectSections.some((s) => s.id === value);
}

/**
 * Reads a location hash. Returns undefined for anything that is not a known section
 * (empty, '#&', undecodable, too long, markup…) and for a project that is unknown or not in
 * that section, so a bad link leaves the page on its defaults.
 */
export function parseProjectHash(hash: string): ProjectDeepLink | undefined {
  if (!hash || hash.length > MAX_HASH_LENGTH) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  const [section = '', projectId, ...rest] = decoded.split('&');
  if (!isSectionId(section) || rest.length > 0) return undefined;
  if (projectId === undefined) return { section };
  const project = findProject(projectId);
  return project?.section === section ? { section, projectId: project.id } : undefined;
}
