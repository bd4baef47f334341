/**
 * The owner's content for build-time scripts (resume, icons, social image, site URL, doctor):
 * the modules of CONTENT_DIR (default src/content), imported by path like the content check
 * does, so every build step reads the same folder as the site. tsx resolves the modules' own
 * `@/model/…` imports through tsconfig's paths. Run the content check first: this assumes
 * every module and export is there.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentDir } from '../../build-config';
import type { ContentModules } from './check-rules';

/** What `site.ts` exports as `site`. */
export interface SiteSettings {
  url: string;
  lang: string;
  locale: string;
  themeColor: string;
  themeColorDark: string;
  backgroundColor: string;
}

/** The content modules the check reads, every one present, with the whole of `site`. */
export type OwnerContent = Omit<Required<ContentModules>, 'site' | 'timelineIntro'> & {
  site: SiteSettings;
};

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

/** Imports one module of a content folder by path, e.g. (`…/my-content`, `profile.ts`). */
export async function importContentModule(
  dir: string,
  file: string,
): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
}

/** Every export CONTENT_MODULES names, read from the folder's modules. */
async function load(dir: string): Promise<OwnerContent> {
  const content: Record<string, unknown> = {};
  await Promise.all(
    Object.entries(CONTENT_MODULES).map(async ([file, names]) => {
      const exports = await importContentModule(dir, file);
      for (const name of names) content[name] = exports[name];
    }),
  );
  return content as OwnerContent;
}

const loaded = new Map<string, Promise<OwnerContent>>();

/** The content of `dir` (default: CONTENT_DIR), imported once per folder. */
export function loadContent(dir: string = contentDir()): Promise<OwnerContent> {
  const key = path.resolve(dir);
  let content = loaded.get(key);
  if (!content) {
    content = load(key);
    loaded.set(key, content);
  }
  return content;
}
