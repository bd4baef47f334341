/**
 * The shape of every content module, field by field, as src/model/types.ts declares it (the
 * shapes are typed against those interfaces: a field added there must be added here, or the type
 * check fails). The content check (./check.ts) checks each module's exports against these before
 * its rules read them, so a value of the wrong kind is named by file › entry › field.
 */
import type {
  Availability,
  Award,
  Certification,
  Hotspot,
  ImageAsset,
  ImageFile,
  OwnerRecord,
  PageText,
  Profile,
  Project,
  ProjectDownload,
  ProjectScreen,
  ProjectSection,
  Publication,
  ResumeInfo,
  Skill,
  SkillCategory,
  SkillGroup,
  SocialLink,
  Text,
  Texts,
  TimelineEntry,
  Volunteering,
  YearOrMonth,
  DateLike,
} from '../../src/model/types';
import type { ContentModules } from './check-rules';
import {
  boolean,
  fromBuild,
  list,
  localised,
  number,
  object,
  oneOf,
  optional,
  orNull,
  paragraphs,
  readonlyList,
  text,
  textOf,
  type Shape,
} from './shape';

const translatable: Shape<Text> = localised(text);
const texts: Shape<Texts> = paragraphs<Texts>();
const date = textOf<YearOrMonth>();

const picture = object<ImageAsset>(
  { src: text, alt: translatable, file: optional(fromBuild<ImageFile>()) },
  'a picture',
  "image('screens/home.png', 'What the picture shows')",
);

const hotspot = object<Hotspot>({ x: number, y: number, width: number, height: number });

const social = object<SocialLink>({
  kind: oneOf(
    'email',
    'phone',
    'github',
    'gitlab',
    'linkedin',
    'instagram',
    'x',
    'mastodon',
    'bluesky',
    'youtube',
    'website',
  ),
  label: translatable,
  handle: text,
  href: text,
});

export const profileShape = object<Profile>({
  name: text,
  firstName: text,
  role: translatable,
  school: translatable,
  location: translatable,
  email: text,
  phone: optional(text),
  tagline: translatable,
  about: texts,
  avatar: picture,
  social: list(social),
});

const screen = object<ProjectScreen>({
  name: translatable,
  description: translatable,
  image: picture,
});

const projectDownload = object<ProjectDownload>(
  { href: text, label: translatable, fileName: text, bytes: optional(fromBuild<number>()) },
  'a download',
  "download('downloads/game.zip', 'Download the game')",
);

const sectionId = oneOf('mobile-apps', 'desktop-apps');

export const projectShape = object<Project>({
  id: text,
  section: sectionId,
  name: translatable,
  category: oneOf('Website', 'Mobile App', 'Video Game'),
  cardText: translatable,
  cardImage: picture,
  tech: list(text),
  bullets: texts,
  repoUrl: text,
  icon: optional(picture),
  hotspot: optional(hotspot),
  accent: text,
  inResume: optional(boolean),
  screens: list(screen),
  download: optional(projectDownload),
});

export const projectSectionShape = object<ProjectSection>({
  id: sectionId,
  tabLabel: translatable,
  device: oneOf('phone', 'desktop'),
  picture: optional(picture),
  screenArea: optional(hotspot),
  defaultTitle: translatable,
  defaultText: texts,
  analyticsAction: oneOf('clicked_mobile_app_area', 'clicked_desktop_area'),
});

export const timelineEntryShape = object<TimelineEntry>({
  id: text,
  kind: oneOf('work', 'project', 'education'),
  start: date,
  end: optional(textOf<YearOrMonth | 'Present'>()),
  endNote: optional(translatable),
  title: translatable,
  subtitle: optional(translatable),
  location: optional(translatable),
  bullets: texts,
  projectId: optional(text),
  inResume: optional(boolean),
  gpa: optional(text),
  coursework: optional(texts),
});

const skill = object<Skill>({
  name: translatable,
  icon: optional(text),
  note: optional(translatable),
});
const skillGroup = object<SkillGroup>({ title: optional(translatable), skills: list(skill) });

export const skillCategoryShape = object<SkillCategory>({
  id: text,
  title: translatable,
  spoken: optional(boolean),
  groups: list(skillGroup),
});

export const resumeShape = object<ResumeInfo>({
  fileName: translatable,
  file: optional(translatable),
  summary: translatable,
  maxPages: optional(number),
});

export const siteShape = object<ContentModules['site']>({
  url: text,
  lang: optional(text),
  languages: optional(readonlyList(text)),
  themeColor: optional(text),
  themeColorDark: optional(text),
  backgroundColor: optional(text),
});

export const pageTextShape = object<PageText>({
  id: oneOf('home', 'experiences', 'projects', 'writing', 'aboutMe'),
  navLabel: translatable,
  titleSuffix: orNull(translatable),
  description: translatable,
});

export const recordShape = object<OwnerRecord>({
  availability: optional(
    object<Availability>({ text: translatable, until: optional(textOf<DateLike>()) }),
  ),
  certifications: optional(
    readonlyList(
      object<Certification>({
        name: translatable,
        issuer: translatable,
        date,
        url: optional(text),
        inResume: optional(boolean),
      }),
    ),
  ),
  awards: optional(
    readonlyList(
      object<Award>({
        title: translatable,
        awarder: translatable,
        date,
        summary: optional(translatable),
        url: optional(text),
        inResume: optional(boolean),
      }),
    ),
  ),
  publications: optional(
    readonlyList(
      object<Publication>({
        title: translatable,
        venue: translatable,
        date,
        url: optional(text),
        coAuthors: optional(readonlyList(text)),
        summary: optional(translatable),
        inResume: optional(boolean),
      }),
    ),
  ),
  volunteering: optional(
    readonlyList(
      object<Volunteering>({
        role: translatable,
        organisation: translatable,
        start: date,
        end: optional(textOf<YearOrMonth | 'Present'>()),
        location: optional(translatable),
        url: optional(text),
        bullets: optional(texts),
        inResume: optional(boolean),
      }),
    ),
  ),
});

/** Each export of the content modules and its shape. */
export const CONTENT_SHAPES: { readonly [K in keyof ContentModules]-?: Shape<ContentModules[K]> } =
  {
    profile: profileShape,
    projects: readonlyList(projectShape),
    projectSections: readonlyList(projectSectionShape),
    overviewProjectIds: readonlyList(text),
    timeline: readonlyList(timelineEntryShape),
    skillCategories: readonlyList(skillCategoryShape),
    resume: resumeShape,
    site: siteShape,
    record: optional(recordShape),
    pages: optional(readonlyList(pageTextShape)),
    siteTitle: optional(translatable),
    timelineIntro: optional(translatable),
  };
