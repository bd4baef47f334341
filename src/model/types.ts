/**
 * The content model. Everything personal on the site (and in the resume PDF) is data of these
 * shapes; the UI only reads it. This module imports nothing from the UI.
 */

// ---------------------------------------------------------------------------------------------
// Languages

/**
 * A language the site can be shown in: one with an interface dictionary (src/i18n/strings).
 * An owner lists theirs in `site.ts` (`languages: ['en', 'tr']`, the first is the default).
 */
export type Lang = 'en' | 'tr';

/** One text per language: `{ en: 'Teaching Assistant', tr: 'Asistan' }`. */
export type Translations<T> = { readonly [L in Lang]?: T };

/**
 * What an owner writes where a text may be translated: the text itself (one language, as
 * always), or one per language of the site. A language left out shows the default language's
 * text (marked with its `lang`), and the content check lists it.
 */
export type Localised<T> = T | Translations<T>;

/** A short text that may be translated. */
export type Text = Localised<string>;

/**
 * Paragraphs or bullet points that may be translated: each one (`['…', { en: '…', tr: '…' }]`)
 * or the whole list per language (`{ en: ['…', '…'], tr: ['…'] }`).
 */
export type Texts = Localised<readonly Markup[]> | readonly Localised<Markup>[];

// ---------------------------------------------------------------------------------------------
// Images

/**
 * What the build makes of an image file (scripts/images/plugin.ts); the owner never writes it.
 * A raster picture: its name and content hash, from which the page builds the URLs of its AVIF and
 * WebP variants (src/lib/imageVariants.ts), and its intrinsic size in pixels. An SVG: its URL.
 */
export type ImageFile =
  | {
      name: string;
      hash: string;
      w: number;
      h: number;
      /**
       * An own device picture (`ProjectSection.picture`): the screen the build found on it
       * (scripts/images/screen-area.ts), where the section gives no `screenArea`, and its colour.
       */
      screen?: FoundScreenFile;
    }
  | { src: string; w: number; h: number };

/** The screen the build found on a device picture: where, in percent, and its colour (`#rrggbb`). */
export interface FoundScreenFile {
  area?: Hotspot;
  colour?: string;
}

/** An image the site ships. `alt` is required on purpose: every picture needs a description. */
export interface ImageAsset {
  /**
   * File under the content folder's `images/`, e.g. `cards/mot.jpg`. PNG, JPEG, WebP, AVIF or
   * SVG, of any size: the build reads its size and makes the variants.
   */
  src: string;
  alt: Text;
  /** Filled in by the build; absent when content is read outside a Vite build (scripts, tests). */
  file?: ImageFile;
}

/**
 * Text with a little markup (see `src/model/markup.ts`): `**bold**`, `*emphasis*`,
 * `` `code` `` and `[links](https://…)`. No HTML: anything else shows as written.
 */
export type Markup = string;

/** Which icon a profile link gets. `website` is any other web page (a globe icon). */
export type SocialKind =
  | 'email'
  | 'phone'
  | 'github'
  | 'gitlab'
  | 'linkedin'
  | 'instagram'
  | 'x'
  | 'mastodon'
  | 'bluesky'
  | 'youtube'
  | 'website';

export interface SocialLink {
  kind: SocialKind;
  /** Visible/accessible name, e.g. "GitHub". */
  label: Text;
  /** What is shown next to the icon on the contact section, e.g. "@deniz-yilmaz". */
  handle: string;
  /** `https://…`, `mailto:…` or `tel:…`. */
  href: string;
}

export interface Profile {
  name: string;
  /** Short form for tight spaces (logo, mobile). */
  firstName: string;
  role: Text;
  school: Text;
  location: Text;
  email: string;
  /** Optional phone number as people should read it, e.g. "+1 250 555 0142". */
  phone?: string;
  /** One sentence under the hero heading. */
  tagline: Text;
  /** Paragraphs of the About Me text, with markup (bold, emphasis, code, links). */
  about: Texts;
  avatar: ImageAsset;
  social: SocialLink[];
}

// ---------------------------------------------------------------------------------------------
// Pages (the route table)

export type PageId = 'home' | 'experiences' | 'projects' | 'writing' | 'aboutMe';

/** What the owner writes about a page (`pages.ts`). */
export interface PageText {
  id: PageId;
  navLabel: Text;
  /** Appended to "{name}'s Portfolio" as " - {titleSuffix}"; null for the home page. */
  titleSuffix: Text | null;
  /** Meta description and social preview text. */
  description: Text;
}

/** A page: the owner's text with its fixed route (src/lib/routeTable.ts). */
export interface PageInfo extends PageText {
  /** URL path without the base path: `/`, `/experiences`, … */
  path: string;
  /** Module under `src/` that renders the page (used by the router config). */
  module: string;
}

// ---------------------------------------------------------------------------------------------
// Projects

export type ProjectSectionId = 'mobile-apps' | 'desktop-apps';

export type ProjectCategory = 'Website' | 'Mobile App' | 'Video Game';

/**
 * A rectangle on an owner's own device picture (`ProjectSection.picture`), in percent of the
 * picture's width and height: a project's icon (`hotspot`) or the screen (`screenArea`). Only
 * used with such a picture; the drawn device screens place their icons themselves.
 */
export interface Hotspot {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ProjectScreen {
  /** Shown exactly as written in the caption '(n/N) {name}', e.g. 'Home View'. */
  name: Text;
  /** Short description under the caption. */
  description: Text;
  image: ImageAsset;
}

/**
 * A file offered for download: `download('downloads/robber.jar', 'Download the game')` (see
 * `src/model/download.ts`). Any kind of file (JAR, ZIP, APK, PDF, …) under `public/`.
 */
export interface ProjectDownload {
  /** Path in the content folder (or under `public/`), e.g. `/downloads/robber.jar`. */
  href: string;
  label: Text;
  /** The name the visitor's browser saves it under (the file's own, or `fileName` given). */
  fileName: string;
  /** Size in bytes, read from the file by the build; absent outside a Vite build. */
  bytes?: number;
}

export interface Project {
  id: string;
  section: ProjectSectionId;
  name: Text;
  category: ProjectCategory;
  /** One line for overview cards and the footer, e.g. "Personal finance app built with Swift". */
  cardText: Text;
  cardImage: ImageAsset;
  /** Technologies, shown as tags and in the resume. */
  tech: string[];
  /** Bullet points of the info panel (and the resume), with markup. */
  bullets: Texts;
  repoUrl: string;
  /**
   * The app icon on the device screen (square, e.g. 192 × 192; PNG, JPEG or SVG). Without one
   * the icon is a crop of the project's first screenshot (of its `cardImage` without screenshots).
   */
  icon?: ImageAsset;
  /** Where the clickable area sits on the section's own `picture` (only with a picture). */
  hotspot?: Hotspot;
  /** The project's colour, as `#rrggbb`. */
  accent: string;
  /** Set to false to leave the project's timeline entry out of the resume PDF. */
  inResume?: boolean;
  screens: ProjectScreen[];
  download?: ProjectDownload;
}

export interface ProjectSection {
  id: ProjectSectionId;
  tabLabel: Text;
  device: 'phone' | 'desktop';
  /**
   * Optional: the owner's own device picture. Without it (the default) the site draws the
   * device and lays out its screen from the section's projects. With it, every project of the
   * section needs a `hotspot` on the picture (the content check verifies them).
   */
  picture?: ImageAsset;
  /**
   * With a `picture`: where its screen is, in percent of the picture (like a hotspot). A chosen
   * app opens there, its screenshots filling that rectangle (one of another shape is shown whole,
   * on the screen's colour). Optional: left out, the build finds the screen on the picture (its
   * see-through or one-colour region, or what a one-colour frame encloses), and the content check
   * says when it cannot. `npm run screen-area -- devices/phone.jpg` prints what it finds.
   */
  screenArea?: Hotspot;
  /** Heading and text of the info panel while nothing is chosen (selected index 0). */
  defaultTitle: Text;
  defaultText: Texts;
  /** Analytics action sent when one of this section's areas is clicked. */
  analyticsAction: 'clicked_mobile_app_area' | 'clicked_desktop_area';
}

// ---------------------------------------------------------------------------------------------
// Timeline

export type TimelineKind = 'work' | 'project' | 'education';

/** A year (`'2021'`) or a month (`'2021-09'`). */
export type YearOrMonth = `${number}` | `${number}-${number}`;

export interface TimelineEntry {
  id: string;
  kind: TimelineKind;
  /** When it began: `'2021'` or `'2021-09'`. The page shows entries newest first by this. */
  start: YearOrMonth;
  /** When it ended, or `'Present'`; leave out for a single date (an award, a release). */
  end?: YearOrMonth | 'Present';
  /** Shown after the dates, e.g. "(expected)". */
  endNote?: Text;
  /**
   * The entry's heading: the role ('Teaching Assistant'), the project's name, or for an
   * `education` entry the degree or programme ('BSc Computer Science', 'High School Diploma').
   */
  title: Text;
  /**
   * Under the heading: the employer, or for an `education` entry the school ('University of
   * Victoria'). `resume.json` exports an education entry's subtitle as its `institution` and its
   * title as its `studyType` and `area`; the content check warns of one written the other way round.
   */
  subtitle?: Text;
  location?: Text;
  /** With markup (bold, emphasis, code, links); may be empty. */
  bullets: Texts;
  /** For project entries: the project it links to on the Projects page. */
  projectId?: string;
  /** Set to false to leave this entry out of the resume PDF (it stays on the site). */
  inResume?: boolean;
  /** Education entries: your grade as people should read it, e.g. "3.8 / 4.0" or "A-". */
  gpa?: string;
  /** Education entries: relevant courses, e.g. `['Algorithms', 'Databases']`. */
  coursework?: Texts;
}

// ---------------------------------------------------------------------------------------------
// Skills

export interface Skill {
  name: Text;
  /**
   * Any icon name of Simple Icons (https://simpleicons.org, e.g. 'typescript', 'nodedotjs',
   * 'html5') or any react-icons component name (e.g. 'FaJava'). The build draws it into the
   * skill sprite; the content check names the closest matches of an unknown name. Without an
   * icon the skill shows as a text chip.
   */
  icon?: string;
  /** Extra detail, e.g. "bilingual" for a spoken language. */
  note?: Text;
}

export interface SkillGroup {
  /** Sub-heading inside a category, e.g. "Front end". */
  title?: Text;
  skills: Skill[];
}

export interface SkillCategory {
  /** Unique, e.g. 'languages'. */
  id: string;
  title: Text;
  /**
   * `true` for the languages you speak: each skill is a language and its `note` your level
   * (e.g. 'native', 'fluent', 'B2'). The resume and `resume.json` list them as languages.
   */
  spoken?: boolean;
  groups: SkillGroup[];
}

// ---------------------------------------------------------------------------------------------
// Resume

export interface ResumeInfo {
  /**
   * File name of the PDF under the site root, e.g. `Deniz-Yilmaz-Resume.pdf`; one per language
   * (`{ en: 'Deniz-Yilmaz-Resume.pdf', tr: 'Deniz-Yilmaz-Ozgecmis.pdf' }`) for a resume in each.
   */
  fileName: Text;
  /**
   * Your own resume PDF instead of the generated one: a path under the content folder, e.g.
   * `files/resume.pdf`, or one per language (`{ en: 'files/resume.pdf', tr: 'files/ozgecmis.pdf' }`).
   * The build copies each to its language's `fileName`; a language with no PDF of its own links
   * the default language's (never a copy under its name). `summary` is then unused.
   */
  file?: Text;
  /** Summary paragraph at the top of the resume. */
  summary: Text;
  /**
   * Optional: the most pages the resume may have. The oldest entries of the longest section are
   * left out until it fits (the build says which); without it every entry is printed.
   */
  maxPages?: number;
}

// ---------------------------------------------------------------------------------------------
// Record: what a resume holds besides the timeline (the content folder's optional `record.ts`)

/** A day (`'2027-05-31'`), a month (`'2027-05'`) or a year (`'2027'`). */
export type DateLike = YearOrMonth | `${number}-${number}-${number}`;

/** Whether you are open to work, shown in the home page's hero and in the page's data. */
export interface Availability {
  /** One line, e.g. "Open to internships from May 2027". */
  text: Text;
  /** The last day it holds (`'2027-08-31'`, or a month: its last day). After it the note hides itself. */
  until?: DateLike;
}

export interface Certification {
  name: Text;
  /** Who issued it, e.g. "Amazon Web Services". */
  issuer: Text;
  date: YearOrMonth;
  /** Where anyone can verify it. */
  url?: string;
  /** Set to false to leave it out of the resume PDF (it stays on the site). */
  inResume?: boolean;
}

/** An award, a scholarship or a hackathon result. */
export interface Award {
  title: Text;
  /** Who gave it, e.g. "nwHacks 2026". */
  awarder: Text;
  date: YearOrMonth;
  /** One sentence, with markup. */
  summary?: Text;
  url?: string;
  inResume?: boolean;
}

export interface Publication {
  title: Text;
  /** Journal, conference or publisher, e.g. "CHI 2026 Late-Breaking Work". */
  venue: Text;
  date: YearOrMonth;
  url?: string;
  /** Your co-authors, as they are credited. */
  coAuthors?: readonly string[];
  /** One sentence, with markup. */
  summary?: Text;
  inResume?: boolean;
}

export interface Volunteering {
  /** The role, e.g. "Mentor". */
  role: Text;
  organisation: Text;
  start: YearOrMonth;
  /** When it ended, or `'Present'`; leave out for a single date. */
  end?: YearOrMonth | 'Present';
  location?: Text;
  url?: string;
  /** With markup; may be empty. */
  bullets?: Texts;
  inResume?: boolean;
}

/**
 * `record.ts` (optional, every part optional): the sections of a resume besides the timeline.
 * Each shows on the site, in the resume PDF and in `resume.json` when it has entries, and
 * nowhere when it is empty or left out.
 */
export interface OwnerRecord {
  availability?: Availability;
  certifications?: readonly Certification[];
  awards?: readonly Award[];
  publications?: readonly Publication[];
  volunteering?: readonly Volunteering[];
}
