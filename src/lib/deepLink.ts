import { projects, projectSections } from '@/content/projects';
import { parseHashWith, projectHash, type ProjectDeepLink } from './projectHash';

/**
 * The one owner of the Projects deep-link format `#{section}&{project}` (written in
 * ./projectHash.ts), bound to the content. Everyone builds hrefs with `projectHref` and reads
 * hashes with `parseProjectHash`.
 */

export { projectHash, type ProjectDeepLink };

export const PROJECTS_PATH = '/projects';
/**
 * Route-relative href of a project on the Projects page: '/projects#mobile-apps&mot', or on the
 * Projects page of another language ('/tr/projects#mobile-apps&mot').
 */
export function projectHref(projectId: string, projectsPath: string = PROJECTS_PATH): string {
  const project = projects.find((p) => p.id === projectId);
  if (!project) throw new Error(`Unknown project id: ${projectId}`);
  return `${projectsPath}${projectHash(project.section, project.id)}`;
}
/** Reads a location hash against the content (see `parseHashWith`). */
export function parseProjectHash(hash: string): ProjectDeepLink | undefined {
  return parseHashWith(hash, { sections: projectSections, projects });
}
