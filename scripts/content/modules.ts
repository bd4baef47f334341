/**
 * Which modules a content folder holds and what each exports: the content check, the loader
 * (scripts/content/load.ts, which re-exports these) and the content rules read the same list.
 * A module of its own, apart from the loader, so that code which only needs the list does not
 * import what finds and reads an owner's content.
 */
import type { ContentModules } from './check-rules';

/** The content modules and the exports each must have (the content check requires them all). */
export const CONTENT_MODULES: Record<string, readonly (keyof ContentModules)[]> = {
  'profile.ts': ['profile', 'siteTitle'],
  'projects.ts': ['projects', 'projectSections', 'overviewProjectIds'],
  'timeline.ts': ['timeline', 'timelineIntro'],
  'skills.ts': ['skillCategories'],
  'resume.ts': ['resume'],
  'site.ts': ['site'],
  'pages.ts': ['pages'],
};

/**
 * Content modules an owner may leave out, with their exports: without the file the content is
 * as if it exported an empty object (`record.ts`: no certifications, awards, …).
 */
export const OPTIONAL_CONTENT_MODULES: Record<string, readonly (keyof ContentModules)[]> = {
  'record.ts': ['record'],
};
