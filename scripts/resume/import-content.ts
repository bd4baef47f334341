/**
 * What each content module of an imported folder holds, from a JSON Resume document
 * (./from-json-resume.ts writes them out): one function per module. Values the document cannot
 * give are placeholders under a `Todo` (a `// TODO(import): …` line in the module). Pure.
 *
 * The document may come from a `resume.json` (`npm run import-resume`), or be made by another
 * starter from what it knows (`npm run import-linkedin`, `npm run new`): the context names the
 * source for the TODO lines, and such a source adds notes of its own where it knows less than
 * the document's shape pretends (`ImportNotes`).
 */
import { dictionaries } from '../../src/i18n/dictionary';
import { OG_LOCALES } from '../../src/i18n/languages';
import { telHref } from '../../src/lib/format';
import type { Lang, ProjectCategory, ProjectSectionId, SocialKind } from '../../src/model/types';
import { resolveSkillIcon } from '../content/skill-icons';
import { degreeTitle, placeText, siteDates, yearOrMonth } from './json-resume-fields';
import type {
  JsonResume,
  JsonResumeEducation,
  JsonResumeProject,
  JsonResumeSkill,
  JsonResumeTimelineEntry,
} from './json-resume-types';
import { displayUrl } from './resume-data';
import { IMPORT_WORDS } from './import-words';
import { imageCall, Todo, type Source } from './ts-source';

/**
 * A placeholder picture the folder needs, under its `images/`: a grey frame that says what
 * belongs there, or, with `letters`, a tile of `colour` with those letters (a portrait with the
 * owner's initials, a project's app icon).
 */
export interface PlaceholderPicture {
  path: string;
  kind: 'portrait' | 'card' | 'phone' | 'desktop' | 'icon';
  letters?: string;
  colour?: string;
}

/**
 * What a source that is not a `resume.json` could not say, by entry of the document it made and
 * field (`startDate`, `name`, `courses`, …): each becomes the TODO line of that value, in place
 * of the one the import would write (or where it would write none).
 */
export type ImportNotes = WeakMap<object, Readonly<Record<string, string>>>;

/** What every module's function reads, and where it notes what it could not import. */
export interface ImportContext {
  resume: JsonResume;
  lang: Lang;
  /** The site's languages, `lang` first: the import's own words are written in each. */
  languages: readonly Lang[];
  /** Placeholder dates are this year. */
  today: Date;
  /** What the document has that the site has no place for. */
  leftOut: string[];
  pictures: PlaceholderPicture[];
  /** Hands out the timeline's ids. */
  entryId: (text: string | undefined, fallback: string) => string;
  /** The source as the TODO lines name it: 'resume.json', 'the LinkedIn export'. */
  source: string;
  notes: ImportNotes;
  /** Draw an app icon for every project (its initial on its colour) under `images/icons/`. */
  projectIcons: boolean;
  /** The accent colour the owner chose (`#rrggbb`); without it the colours are TODOs. */
  colour?: string;
}

/** `value`, under the TODO line the source noted for `field` of `entry`, if it noted one. */
function noted(context: ImportContext, entry: object | undefined, field: string, value: Source) {
  const note = entry && context.notes.get(entry)?.[field];
  if (!note) return value;
  return new Todo(note, value instanceof Todo ? value.value : value);
}

type ImportWordSet = (typeof IMPORT_WORDS)[Lang];

/**
 * One of the import's own words (a page's name, a tab's label) in the site's language, or in
 * each of its languages side by side (`{ en: 'Projects', tr: 'Projeler' }`).
 */
export function ownWords(context: ImportContext, pick: (words: ImportWordSet) => string): Source {
  if (context.languages.length < 2) return pick(IMPORT_WORDS[context.lang]);
  return Object.fromEntries(context.languages.map((l) => [l, pick(IMPORT_WORDS[l])]));
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const TRANSLITERATION: Record<string, string> = {
  ı: 'i',
  ø: 'o',
  æ: 'ae',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
};

/** Letters without their accents: 'Zoë Ångström' → 'Zoe Angstrom'. */
export function ascii(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ıøæßłđ]/gi, (c) => {
      const plain = TRANSLITERATION[c.toLowerCase()] ?? c;
      return c === c.toLowerCase() ? plain : plain.toUpperCase();
    });
}

/** An id for links and markup: 'Money on Track' → 'money-on-track' (about 40 characters at most). */
export function slug(text: string | undefined, fallback: string): string {
  const made = ascii(text ?? '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const short = made.length > 40 ? made.slice(0, 41).replace(/-[^-]*$/, '') : made;
  return short || fallback;
}

/** Hands out ids, each once: 'teaching', 'teaching-2', … */
export function idMaker() {
  const taken = new Set<string>();
  return (text: string | undefined, fallback: string) => {
    const base = slug(text, fallback);
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
}

export const isWebUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A text of the document, trimmed; undefined when it is not a text or empty. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((t): t is string => t !== undefined) : [];

const link = (url: unknown) => (isWebUrl(url) ? url : undefined);

/** A list, or undefined for an empty one (the property is then left out). */
const some = <T>(list: T[]) => (list.length ? list : undefined);

/** A required text; a placeholder under a TODO when the document has none. */
function required(value: unknown, note: string, placeholder: string): Source {
  return text(value) ?? new Todo(note, `TODO: ${placeholder}`);
}

/**
 * The site's dates of an entry. Without a startDate it gets this year under a TODO: the
 * timeline orders entries by their start.
 */
function entryDates(
  entry: { startDate?: string; endDate?: string },
  context: ImportContext,
): { start: Source; end?: string } {
  if (entry.startDate) return siteDates(entry.startDate, entry.endDate);
  return {
    start: noted(
      context,
      entry,
      'startDate',
      new Todo(
        `no start date in ${context.source}: write when it began ('YYYY' or 'YYYY-MM').`,
        String(context.today.getUTCFullYear()),
      ),
    ),
    ...(entry.endDate ? { end: yearOrMonth(entry.endDate) } : {}),
  };
}

/** A required date of the record; this year under a TODO when the document has none. */
function recordDate(
  entry: object,
  field: string,
  date: string | undefined,
  what: string,
  context: ImportContext,
): Source {
  if (date) return yearOrMonth(date);
  return noted(
    context,
    entry,
    field,
    new Todo(
      `no date in ${context.source}: write when ${what} ('YYYY' or 'YYYY-MM').`,
      String(context.today.getUTCFullYear()),
    ),
  );
}

/** A summary and highlights as bullet points. */
const bulletsOf = (entry: { summary?: string; highlights?: string[] }) => [
  ...texts([entry.summary]),
  ...texts(entry.highlights),
];

// ---------------------------------------------------------------------------------------------
// profile.ts

const PHONE = /^\+?[\d\s().-]{6,}$/;

const SOCIAL_KINDS: Readonly<Record<string, SocialKind>> = {
  github: 'github',
  gitlab: 'gitlab',
  linkedin: 'linkedin',
  instagram: 'instagram',
  x: 'x',
  twitter: 'x',
  mastodon: 'mastodon',
  bluesky: 'bluesky',
  youtube: 'youtube',
};

/** A profile's address from its network and user name, for the networks that have one form. */
const PROFILE_URLS: Readonly<Record<string, (user: string) => string>> = {
  github: (user) => `https://github.com/${user}`,
  gitlab: (user) => `https://gitlab.com/${user}`,
  linkedin: (user) => `https://www.linkedin.com/in/${user.replace(/^in\//, '')}`,
  instagram: (user) => `https://www.instagram.com/${user.replace(/^@/, '')}`,
  x: (user) => `https://x.com/${user.replace(/^@/, '')}`,
  bluesky: (user) => `https://bsky.app/profile/${user.replace(/^@/, '')}`,
};

/** The profile links: e-mail, phone, then `basics.profiles` that have (or make) a web address. */
function socialOf(context: ImportContext, email: string, phone: string | undefined): Source {
  const { resume, leftOut } = context;
  const label = (pick: (words: (typeof dictionaries)[Lang]['about']) => string): Source =>
    context.languages.length < 2
      ? pick(dictionaries[context.lang].about)
      : Object.fromEntries(context.languages.map((l) => [l, pick(dictionaries[l].about)]));
  const social: Source[] = [
    { kind: 'email', label: label((w) => w.email), handle: email, href: `mailto:${email}` },
  ];
  if (phone)
    social.push({
      kind: 'phone',
      label: label((w) => w.phone),
      handle: phone,
      href: telHref(phone),
    });
  (resume.basics?.profiles ?? []).forEach((profile, i) => {
    const network = text(profile.network);
    const key = (network ?? '').toLowerCase().replace(/[^a-z]/g, '');
    const user = text(profile.username);
    const href = text(profile.url) ?? (user ? PROFILE_URLS[key]?.(user) : undefined);
    if (!isWebUrl(href)) {
      leftOut.push(
        `basics.profiles[${i}]${network ? ` (${network})` : ''}: no web address to link`,
      );
      return;
    }
    social.push({
      kind: SOCIAL_KINDS[key] ?? 'website',
      label: network ?? new URL(href).hostname.replace(/^www\./, ''),
      handle: user ?? displayUrl(href),
      href,
    });
  });
  return noted(context, resume.basics, 'profiles', social);
}

/** The school the hero names: an ongoing education entry's institution, else the newest one's. */
export function currentSchool(education: readonly JsonResumeEducation[]): string | undefined {
  const withSchool = education.filter((e) => text(e.institution));
  const ongoing = withSchool.find((e) => e.startDate && !e.endDate);
  const [newest] = [...withSchool].sort((a, b) =>
    (b.startDate ?? '').localeCompare(a.startDate ?? ''),
  );
  return text((ongoing ?? newest)?.institution);
}

/** `profile`: the summary gives the hero's sentence (its first) and the About text. */
export function profileOf(context: ImportContext): Record<string, Source> {
  const { resume, lang, leftOut } = context;
  const basics = resume.basics ?? {};
  const name = text(basics.name);
  const email = text(basics.email);
  const summary = text(basics.summary);
  const paragraphs = (summary ?? '').split(/\n\s*\n/).flatMap((p) => texts([p]));
  // Ours: the About text as the site had it; else the summary's paragraphs.
  const ownAbout = texts(basics.about);
  const firstSentence = summary && /^.+?[.!?](?=\s|$)/s.exec(summary)?.[0];
  const given = text(basics.phone);
  const phone = given && PHONE.test(given) ? given : undefined;
  if (given && !phone)
    leftOut.push(`basics.phone '${given}': not a number a phone can dial; add it to profile.ts`);
  const location = basics.location ? placeText(basics.location, lang) : undefined;
  const picture = isWebUrl(basics.image)
    ? `, e.g. the one ${context.source} names (${basics.image})`
    : '';
  return {
    name: name ?? new Todo('write your name as the site should show it.', 'TODO: your name'),
    firstName: name?.split(/\s+/)[0] ?? 'TODO',
    role: required(
      basics.label,
      'write your role, e.g. Software Engineering Student.',
      'your role',
    ),
    school:
      currentSchool(resume.education ?? []) ??
      new Todo('name your school (or where you work).', 'TODO: your school'),
    location:
      location ?? new Todo('write where you live, e.g. Victoria, BC, Canada.', 'TODO: your city'),
    email:
      email ??
      new Todo(
        'write your e-mail address (here and in social below): the contact form sends to it.',
        PLACEHOLDER_EMAIL,
      ),
    phone,
    tagline:
      text(basics.tagline) ??
      (summary
        ? (firstSentence || summary).replace(/\s+/g, ' ')
        : new Todo(
            'write one sentence for under your name on the home page.',
            'TODO: one sentence',
          )),
    about: ownAbout.length
      ? ownAbout
      : paragraphs.length
        ? paragraphs
        : new Todo('write a few paragraphs about yourself for the About page.', [
            'TODO: a few words about you',
          ]),
    avatar: new Todo(
      `put your portrait in images/portrait.png (a placeholder is there now)${picture}, and describe it.`,
      imageCall('portrait.png', 'TODO: describe your portrait'),
    ),
    social: socialOf(context, email ?? PLACEHOLDER_EMAIL, phone),
  };
}

/** The address an import without one writes under a TODO (`.example` is never anyone's). */
const PLACEHOLDER_EMAIL = 'you@your-address.example';

// ---------------------------------------------------------------------------------------------
// projects.ts

/** Colours for the projects' icon tiles, in turn. */
const ACCENTS = ['#1f9d6b', '#2563eb', '#ea7a17', '#c026d3', '#7c3aed', '#0f766e', '#e0533d'];

const CATEGORIES: readonly ProjectCategory[] = ['Website', 'Mobile App', 'Video Game'];

/** A category from the project's words, when the document does not name one of ours. */
function guessCategory(project: JsonResumeProject): ProjectCategory {
  const words = [project.name, project.description, ...(project.keywords ?? [])].join(' ');
  if (/\b(ios|android|swift(ui)?|kotlin|flutter|react native|mobile|iphone)\b/i.test(words))
    return 'Mobile App';
  if (/\b(game|games|unity|godot|unreal|pygame)\b/i.test(words)) return 'Video Game';
  return 'Website';
}

/** Our `timeline` property of a project, when it has the shape this site writes. */
function ownEntry(project: JsonResumeProject): JsonResumeTimelineEntry | undefined {
  const entry: unknown = project.timeline;
  if (typeof entry !== 'object' || entry === null) return undefined;
  const title = text((entry as { title?: unknown }).title);
  return title ? { ...(entry as JsonResumeTimelineEntry), title } : undefined;
}

/** An entry of the Experiences page only (ours: `onProjectsPage: false`). */
const onTimelineOnly = (p: JsonResumeProject) => p.onProjectsPage === false && !!p.startDate;

/**
 * A project's entry on the Experiences page: its own texts when the document carries them
 * (ours: `timeline`), else the project's name, line and highlights.
 */
function projectEntry(p: JsonResumeProject, id: string, context: ImportContext) {
  const own = ownEntry(p);
  return {
    id,
    kind: 'project',
    ...entryDates(p, context),
    endNote: text(own?.endNote),
    title: own?.title ?? text(p.name) ?? id,
    subtitle: own ? text(own.subtitle) : text(p.description),
    location: text(own?.location),
    bullets: own ? texts(own.highlights) : texts(p.highlights),
  };
}

/**
 * The placeholder screenshot and card picture of project `id`, and with `context.projectIcons`
 * its app icon: its name's first letter on its colour.
 */
function projectPictures(
  id: string,
  device: 'phone' | 'desktop',
  context: ImportContext,
  tile: { name: string | undefined; accent: string },
) {
  context.pictures.push(
    { path: `cards/${id}.png`, kind: 'card' },
    { path: `screens/${id}-1.png`, kind: device },
  );
  const letter = ascii(tile.name ?? '')
    .match(/[A-Za-z0-9]/)?.[0]
    ?.toUpperCase();
  if (context.projectIcons)
    context.pictures.push({
      path: `icons/${id}.png`,
      kind: 'icon',
      letters: letter ?? '?',
      colour: tile.accent,
    });
  return {
    cardImage: new Todo(
      `put a picture for the project card in images/cards/${id}.png (a placeholder is there now) and describe it.`,
      imageCall(`cards/${id}.png`, 'TODO: describe the picture'),
    ),
    icon: context.projectIcons
      ? new Todo(
          `put the app's icon in images/icons/${id}.png, square, e.g. 192 × 192 (a tile with its initial is there now), and describe it; or delete the line to show a crop of the first screenshot.`,
          imageCall(`icons/${id}.png`, `TODO: describe the icon`),
        )
      : undefined,
    screens: new Todo(
      `put real screenshots in images/screens/ (${id}-1.png is a placeholder), each with its name and description; npm run capture -- <address> --project ${id} photographs a web page for you.`,
      [
        {
          name: 'TODO: name the screen',
          description: 'TODO: what the screen shows',
          image: imageCall(`screens/${id}-1.png`, 'TODO: describe the screenshot'),
        },
      ],
    ),
  };
}

/** The colour of the `i`-th project: the owner's, or one of ACCENTS in turn under a TODO. */
function accentOf(i: number, context: ImportContext): { value: string; source: Source } {
  if (context.colour) return { value: context.colour, source: context.colour };
  const value = ACCENTS[i % ACCENTS.length] ?? '#0f766e';
  return {
    value,
    source: new Todo(
      "choose the project's colour (its icon tile on the device), as '#rrggbb'.",
      value,
    ),
  };
}

/** The document's GitHub profile, where a project without an address may start from. */
function githubProfile(resume: JsonResume): string | undefined {
  const github = resume.basics?.profiles?.find((p) => /github/i.test(p.network ?? ''));
  return link(github?.url) ?? (github?.username && `https://github.com/${github.username}`);
}

type ImportedProject = { id: string; section: ProjectSectionId } & Record<string, Source>;

function projectOf(
  p: JsonResumeProject,
  i: number,
  id: string,
  context: ImportContext,
): ImportedProject {
  const category = CATEGORIES.find((c) => c === p.type);
  const section = (category ?? guessCategory(p)) === 'Mobile App' ? 'mobile-apps' : 'desktop-apps';
  const highlights = texts(p.highlights);
  const accent = accentOf(i, context);
  return {
    id,
    section,
    name: required(p.name, 'name the project.', `project ${i + 1}`),
    category:
      category ??
      new Todo(
        "check the category ('Website', 'Mobile App' or 'Video Game'), guessed from the project's words: a 'Mobile App' goes on the phone (section 'mobile-apps'), the others on the desktop (section 'desktop-apps').",
        guessCategory(p),
      ),
    cardText:
      text(p.description) ??
      new Todo('write one line for the project card.', highlights[0] ?? 'TODO: one line'),
    tech: texts(p.keywords),
    bullets: highlights,
    repoUrl:
      link(p.url) ??
      new Todo(
        "add the project's repository (or web) address.",
        githubProfile(context.resume) ?? `https://example.com/TODO-${id}`,
      ),
    accent: accent.source,
    ...projectPictures(id, section === 'mobile-apps' ? 'phone' : 'desktop', context, {
      name: text(p.name),
      accent: accent.value,
    }),
  };
}

/** A project to start from when the document has none: the Projects page shows at least one. */
function placeholderProject(context: ImportContext): ImportedProject {
  const id = 'my-project';
  return {
    id,
    section: 'desktop-apps',
    name: new Todo(
      `no projects in ${context.source}: describe one here (the Projects page shows at least one).`,
      'TODO: your project',
    ),
    category: 'Website',
    cardText: 'TODO: one line about the project',
    tech: [],
    bullets: [],
    repoUrl: new Todo(
      "add the project's address.",
      githubProfile(context.resume) ?? `https://example.com/TODO-${id}`,
    ),
    accent: context.colour ?? ACCENTS[0] ?? '#0f766e',
    ...projectPictures(id, 'desktop', context, {
      name: undefined,
      accent: context.colour ?? ACCENTS[0] ?? '#0f766e',
    }),
  };
}

/**
 * `projectSections`, `projects` and `overviewProjectIds`, and the project entries of the
 * Experiences page: one per project with a start date, linked to it, and one for each entry
 * without a page on Projects.
 */
export function projectsOf(context: ImportContext) {
  const { resume } = context;
  const projectId = idMaker();
  const entries: Record<string, Source>[] = [];
  /** Each project's place among the home page's cards, where our export marked it (`featured`). */
  const places = new Map<string, number>();
  const projects = (resume.projects ?? []).flatMap((p, i) => {
    if (onTimelineOnly(p)) {
      const own = ownEntry(p);
      entries.push(
        projectEntry(p, context.entryId(text(own?.id) ?? own?.title ?? p.name, 'project'), context),
      );
      return [];
    }
    const id = projectId(text(p.id) ?? p.name, `project-${i + 1}`);
    if (Number.isInteger(p.featured)) places.set(id, Number(p.featured));
    if (p.startDate) {
      const entryId = context.entryId(text(ownEntry(p)?.id) ?? id, id);
      entries.push({ ...projectEntry(p, entryId, context), projectId: id });
    }
    return [projectOf(p, i, id, context)];
  });
  if (projects.length === 0) projects.push(placeholderProject(context));
  const projectSections = (['mobile-apps', 'desktop-apps'] as const)
    .filter((id) => projects.some((p) => p.section === id))
    .map((id) => ({
      id,
      tabLabel: ownWords(context, (words) => words.sections[id]),
      device: id === 'mobile-apps' ? 'phone' : 'desktop',
      defaultTitle: ownWords(context, (words) => words.sections[id]),
      defaultText: new Todo(
        'write a sentence or two shown before a visitor picks a project of this tab.',
        ['TODO: a sentence about these projects.'],
      ),
      analyticsAction: id === 'mobile-apps' ? 'clicked_mobile_app_area' : 'clicked_desktop_area',
    }));
  // The home page's cards: the featured projects in their order; else the first six.
  const featured = [...places]
    .sort(([, a], [, b]) => a - b)
    .slice(0, 6)
    .map(([id]) => id);
  const overviewProjectIds = featured.length ? featured : projects.slice(0, 6).map((p) => p.id);
  return { projectSections, projects, overviewProjectIds, entries };
}

// ---------------------------------------------------------------------------------------------
// timeline.ts

/** `timeline`: work, then education, then the project entries (the page sorts them by date). */
export function timelineOf(context: ImportContext, projectEntries: readonly Source[]): Source[] {
  const { resume, entryId } = context;
  const work = (resume.work ?? []).map((w) => {
    const position = text(w.position);
    const organisation = text(w.name);
    return {
      id: entryId(text(w.id) ?? position ?? organisation, 'work'),
      kind: 'work',
      ...entryDates(w, context),
      endNote: text(w.endNote),
      title: position ?? organisation ?? new Todo('name the role.', 'TODO: your role'),
      subtitle: position ? organisation : undefined,
      location: text(w.location),
      bullets: bulletsOf(w),
    };
  });
  const education = (resume.education ?? []).map((e) => {
    const degree = degreeTitle(text(e.studyType), text(e.area));
    const institution = text(e.institution);
    return {
      id: entryId(text(e.id) ?? degree ?? institution, 'education'),
      kind: 'education',
      ...entryDates(e, context),
      endNote: text(e.endNote),
      title:
        degree ??
        new Todo(
          "name the degree or programme, e.g. 'BSc Computer Science' (the school is the subtitle).",
          'TODO: your degree',
        ),
      subtitle: institution,
      location: text(e.location),
      bullets: texts(e.highlights),
      gpa: text(e.score),
      coursework: noted(context, e, 'courses', some(texts(e.courses))),
    };
  });
  return [...work, ...education, ...projectEntries];
}

// ---------------------------------------------------------------------------------------------
// skills.ts

/** A Simple Icons name for a skill when one is called like it ('Node.js' → 'nodedotjs'). */
function iconFor(name: string): string | undefined {
  const guess = ascii(name)
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/\./g, 'dot')
    .replace(/[^a-z0-9]/g, '');
  return guess && resolveSkillIcon(guess) ? guess : undefined;
}

/**
 * A skill's keywords under the sub-headings our export wrote (`groups`), when they hold the
 * same keywords; else all in one group.
 */
function groupsOf(skill: JsonResumeSkill): { title?: string; keywords: string[] }[] {
  const keywords = texts(skill.keywords);
  const groups = (Array.isArray(skill.groups) ? skill.groups : []).map((g: unknown) => {
    const group = (typeof g === 'object' && g !== null ? g : {}) as Record<string, unknown>;
    return { title: text(group.title), keywords: texts(group.keywords) };
  });
  const same = groups.flatMap((g) => g.keywords).join('\n') === keywords.join('\n');
  return same && groups.length ? groups.filter((g) => g.keywords.length) : [{ keywords }];
}

/**
 * `skillCategories`: a category per skill with keywords (under its sub-headings, if any); the
 * skills without keywords together (their level as the note); the spoken languages last (their
 * fluency as the note).
 */
export function skillsOf(context: ImportContext): Source[] {
  const { resume, lang } = context;
  const words = IMPORT_WORDS[lang];
  const categoryId = idMaker();
  const skills = resume.skills ?? [];
  const categories: Source[] = skills
    .filter((s) => texts(s.keywords).length > 0)
    .map((s, i) => ({
      id: categoryId(s.name, `skills-${i + 1}`),
      title: noted(context, s, 'name', required(s.name, 'name the category.', 'a category')),
      groups: groupsOf(s).map(({ title, keywords }) => ({
        title,
        skills: keywords.map((name) => ({ name, icon: iconFor(name) })),
      })),
    }));
  const loose = skills.filter((s) => texts(s.keywords).length === 0 && text(s.name));
  if (loose.length)
    categories.push({
      id: categoryId(words.skills, 'skills'),
      title: ownWords(context, (w) => w.skills),
      groups: [
        {
          skills: loose.map((s) => {
            const name = text(s.name) ?? '';
            return { name, icon: iconFor(name), note: text(s.level) };
          }),
        },
      ],
    });
  const spoken = (resume.languages ?? []).filter((l) => text(l.language));
  if (spoken.length)
    categories.push({
      id: categoryId('spoken', 'spoken'),
      title: ownWords(context, (w) => w.spokenLanguages),
      spoken: true,
      groups: [{ skills: spoken.map((l) => ({ name: text(l.language), note: text(l.fluency) })) }],
    });
  return categories;
}

// ---------------------------------------------------------------------------------------------
// record.ts

/** `record`: the availability note (ours), awards, certificates, publications, volunteering. */
export function recordOf(context: ImportContext): Record<string, Source> {
  const { resume } = context;
  const availability = resume.basics?.availability as
    { text?: unknown; until?: unknown } | undefined;
  const note = text(availability?.text);
  return {
    availability: note ? { text: note, until: text(availability?.until) } : undefined,
    awards: resume.awards?.map((a) => ({
      title: required(a.title, 'name the award.', 'the award'),
      awarder: noted(
        context,
        a,
        'awarder',
        required(a.awarder, 'name who gave it.', 'who gave it'),
      ),
      date: recordDate(a, 'date', a.date, 'you received it', context),
      summary: text(a.summary),
      url: link(a.url),
    })),
    certifications: resume.certificates?.map((c) => ({
      name: required(c.name, 'name the certificate.', 'the certificate'),
      issuer: required(c.issuer, 'name who issued it.', 'who issued it'),
      date: recordDate(c, 'date', c.date, 'it was issued', context),
      url: link(c.url),
    })),
    publications: resume.publications?.map((p) => ({
      title: required(p.name, 'write the title.', 'the title'),
      venue: required(p.publisher, 'name where it was published.', 'the venue'),
      date: recordDate(p, 'releaseDate', p.releaseDate, 'it was published', context),
      url: link(p.url),
      coAuthors: some(texts(p.coAuthors)),
      summary: text(p.summary),
    })),
    volunteering: resume.volunteer?.map((v) => ({
      role: required(v.position, 'name your role.', 'your role'),
      organisation: required(v.organization, 'name the organisation.', 'the organisation'),
      ...entryDates(v, context),
      location: text(v.location),
      url: link(v.url),
      bullets: some(bulletsOf(v)),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// site.ts, pages.ts, resume.ts

/** The site's address from `basics.url`: without a trailing slash or a language's prefix. */
function siteUrlOf(url: string | undefined, lang: Lang): string | undefined {
  if (!isWebUrl(url)) return undefined;
  const parsed = new URL(url);
  const pathname = parsed.pathname.replace(/\/+$/, '').replace(new RegExp(`/${lang}$`), '');
  return `${parsed.origin}${pathname}`;
}

export function siteOf(context: ImportContext): Record<string, Source> {
  const { resume, lang, languages } = context;
  return {
    url: noted(
      context,
      resume.basics,
      'url',
      siteUrlOf(resume.basics?.url, lang) ??
        new Todo(
          "put your site's public address here, without a trailing slash (or set VITE_SITE_URL when you build).",
          'https://your-site.example',
        ),
    ),
    lang,
    languages: languages.length > 1 ? [...languages] : undefined,
    locale: OG_LOCALES[lang],
    themeColor:
      context.colour ??
      new Todo("choose your accent colour (links, buttons, focus rings) as '#rrggbb'.", '#0f766e'),
    themeColorDark: '#0e1116',
    backgroundColor: '#fafaf9',
  };
}

/** `pages`: the navigation labels in the language, each description a placeholder. */
export function pagesOf(context: ImportContext): Source[] {
  const words = IMPORT_WORDS[context.lang].pages;
  return (['home', 'experiences', 'projects', 'aboutMe'] as const).map((id) => ({
    id,
    navLabel: ownWords(context, (w) => w.pages[id]),
    titleSuffix: id === 'home' ? null : ownWords(context, (w) => w.pages[id]),
    description: new Todo(
      'describe the page in one sentence: search results and link previews show it.',
      `TODO: describe the ${words[id]} page.`,
    ),
  }));
}

/** `resume`: the PDF's file name after the owner, and the summary. */
export function resumeInfoOf({ resume, lang }: ImportContext): Record<string, Source> {
  const name = ascii(text(resume.basics?.name) ?? '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return {
    fileName: `${name || 'My'}-${IMPORT_WORDS[lang].resumeFile}.pdf`,
    summary:
      text(resume.basics?.summary) ??
      new Todo('write two or three sentences for the top of your resume.', 'TODO: a summary'),
  };
}
