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
import type {
  PageText,
  Profile,
  Project,
  ProjectSection,
  ResumeInfo,
  SkillCategory,
  TimelineEntry,
} from '../../src/model/types';
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

/** Imports one module of a content folder by path, e.g. (`…/my-content`, `profile.ts`). */
export async function importContentModule(
  dir: string,
  file: string,
): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
}

async function load(dir: string): Promise<OwnerContent> {
  const [profile, projects, timeline, skills, resume, site, pages] = await Promise.all(
    ['profile', 'projects', 'timeline', 'skills', 'resume', 'site', 'pages'].map((name) =>
      importContentModule(dir, `${name}.ts`),
    ),
  );
  const owner = profile?.profile as Profile;
  return {
    profile: owner,
    siteTitle: (profile?.siteTitle as string | undefined) ?? `${owner.name}'s Portfolio`,
    projects: projects?.projects as readonly Project[],
    projectSections: projects?.projectSections as readonly ProjectSection[],
    overviewProjectIds: projects?.overviewProjectIds as readonly string[],
    timeline: timeline?.timeline as readonly TimelineEntry[],
    skillCategories: skills?.skillCategories as readonly SkillCategory[],
    resume: resume?.resume as ResumeInfo,
    site: site?.site as SiteSettings,
    pages: pages?.pages as readonly PageText[],
  };
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
