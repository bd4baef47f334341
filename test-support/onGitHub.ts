/** Tests of the GitHub facts (`npm run sync-github`) for any owner, on GitHub or not. */
import { githubRepoOf } from '../src/model/githubFacts';

/** True when the project's repository is on GitHub (the facts are for those only). */
export const isOnGitHub = (project: { repoUrl: string }) =>
  githubRepoOf(project.repoUrl) !== undefined;

/**
 * The content's projects with at least one on GitHub: as they are when one is, else with the
 * first moved there, so that the facts can be tested for an owner whose code lives elsewhere.
 */
export function withProjectOnGitHub<P extends { id: string; repoUrl: string }>(
  projects: readonly P[],
): readonly P[] {
  if (projects.some(isOnGitHub)) return projects;
  return projects.map((p, i) =>
    i === 0 ? { ...p, repoUrl: `https://github.com/example/${p.id}` } : p,
  );
}
