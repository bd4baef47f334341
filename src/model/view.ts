/**
 * The content as a page shows it: the shapes of ./types.ts with every translatable text
 * resolved to the page's language (src/i18n/localise.ts). Components take these; the owner
 * writes ./types.ts. Same names, so a component only changes where it imports them from.
 */
import type * as Authored from './types';
import type { FactsLine } from './githubFacts';

export type { ImageFile, Lang, Hotspot, PageId, ProjectSectionId, ProjectCategory } from './types';
export type { SocialKind, TimelineKind, YearOrMonth, DateLike, Markup } from './types';
export type { FactsLine, ProjectFacts } from './githubFacts';

type Scalar = string | number | boolean | bigint | symbol | null | undefined;

/**
 * A content shape with its translations resolved: `{ en: X, tr: X }` becomes X, deeply.
 * An object whose keys are all languages is a translation map; any other object keeps its keys.
 */
export type Resolved<T> = T extends Scalar
  ? T
  : T extends readonly (infer U)[]
    ? Resolved<U>[]
    : [keyof T] extends [Authored.Lang]
      ? Resolved<NonNullable<T[keyof T]>>
      : { [K in keyof T]: Resolved<T[K]> };

export type ImageAsset = Resolved<Authored.ImageAsset>;
export type SocialLink = Resolved<Authored.SocialLink>;
export type Profile = Resolved<Authored.Profile>;
export type PageText = Resolved<Authored.PageText>;
export type PageInfo = Resolved<Authored.PageInfo>;
export type ProjectScreen = Resolved<Authored.ProjectScreen>;
export type ProjectDownload = Resolved<Authored.ProjectDownload>;
export type Project = Resolved<Authored.Project> & {
  /** The owner's newest post about the project (`projectId` in its front matter), if any. */
  caseStudy?: CaseStudyLink;
  /** Its repository's facts from the content folder's github.json (`npm run sync-github`). */
  github?: FactsLine;
};

/** A link to a post that is a case study of a project. */
export interface CaseStudyLink {
  href: string;
  title: string;
  /** The post's language when it is shown untranslated. */
  lang?: Authored.Lang;
}
export type ProjectSection = Resolved<Authored.ProjectSection>;
export type TimelineEntry = Resolved<Authored.TimelineEntry>;
export type Skill = Resolved<Authored.Skill>;
export type SkillGroup = Resolved<Authored.SkillGroup>;
export type SkillCategory = Resolved<Authored.SkillCategory>;
export type ResumeInfo = Resolved<Authored.ResumeInfo>;
export type OwnerRecord = Resolved<Authored.OwnerRecord>;
export type Availability = Resolved<Authored.Availability>;
export type Certification = Resolved<Authored.Certification>;
export type Award = Resolved<Authored.Award>;
export type Publication = Resolved<Authored.Publication>;
export type Volunteering = Resolved<Authored.Volunteering>;
