/**
 * A content folder from a JSON Resume document (`npm run import-resume`, ./import-resume.ts):
 * the text of a `resume.json` in, the source of each content module out (profile.ts,
 * timeline.ts, skills.ts, resume.ts, record.ts, site.ts, pages.ts, projects.ts) with the
 * placeholder pictures they name. Pure: reading, formatting and writing files is the CLI's.
 *
 * What JSON Resume cannot hold (screenshots, card pictures, the portrait file, where a project
 * sits on the Projects page, page descriptions, colours, the site's address when `basics.url`
 * is missing) is a recognisable placeholder under a `// TODO(import): …` line, which the
 * content check and `npm run doctor` list. A document this site exported (./json-resume.ts)
 * carries a few properties of its own that give back the rest of what the pages show.
 */
import { isLang } from '../../src/i18n/languages';
import { initials } from '../../src/lib/format';
import type { Lang } from '../../src/model/types';
import {
  idMaker,
  ownWords,
  pagesOf,
  profileOf,
  projectsOf,
  recordOf,
  resumeInfoOf,
  siteOf,
  skillsOf,
  text,
  timelineOf,
  type ImportContext,
  type ImportNotes,
  type PlaceholderPicture,
} from './import-content';
import type { JsonResume } from './json-resume-types';
import { readJsonResume } from './read-json-resume';
import { docComment, sourceOf, TODO_MARKER, type Source } from './ts-source';

export type { PlaceholderPicture } from './import-content';

export interface ImportedFolder {
  /** The language of the texts (`meta.language` of a document this site wrote, else English). */
  lang: Lang;
  /** Each content module's source, by file name, not yet formatted. */
  modules: Record<string, string>;
  pictures: PlaceholderPicture[];
  /** What the document has that the site has no place for, e.g. `interests (2): …`. */
  leftOut: string[];
}

export type ImportResult = { ok: true; folder: ImportedFolder } | { ok: false; message: string };

/**
 * Where the document came from, for a starter that makes one from what it knows
 * (`npm run import-linkedin`, `npm run new`); `npm run import-resume` needs none of it.
 */
export interface ImportOrigin {
  /** How each module's comment names its origin: 'Imported from resume.json by `npm run import-resume`'. */
  origin?: string;
  /** What the TODO lines name, for that comment: 'what JSON Resume could not hold'. */
  todoWhat?: string;
  /** The source as TODO lines name it: 'resume.json', 'the LinkedIn export'. */
  source?: string;
  /** What the source could not say, by entry and field (see `ImportNotes`). */
  notes?: ImportNotes;
  /** The site's languages, the default first (default: the document's one). */
  languages?: readonly Lang[];
  /** The owner's accent colour, `#rrggbb` (default: a TODO). */
  colour?: string;
  /** Draw an app icon for every project. */
  projectIcons?: boolean;
}

interface Export {
  name: string;
  /** The type it is declared with (`Profile`), or none for `as const`. */
  type?: string;
  value: Source;
}

/**
 * A module's source: its imports, a comment on what it holds and where it came from (and, when
 * it has TODO lines, what they mean), then its exports.
 */
function module(
  origin: Required<Pick<ImportOrigin, 'origin' | 'todoWhat'>>,
  what: string,
  imports: readonly string[],
  exports: readonly Export[],
): string {
  const body = exports.map(
    ({ name, type, value }) =>
      `export const ${name}${type ? `: ${type}` : ''} = ${sourceOf(value)}${type ? '' : ' as const'};`,
  );
  const todos = body.some((code) => code.includes(`// ${TODO_MARKER}`))
    ? [
        `Each \`// TODO\` line below names ${origin.todoWhat}: do it, then delete the line;`,
        'the content check (`npm run dev`, `npm run build`) and `npm run doctor` list the ones left.',
      ]
    : [];
  const comment = docComment([what, `${origin.origin}; edit it like any content file.`, ...todos]);
  return [...imports, ...(imports.length ? [''] : []), comment, body.join('\n\n'), ''].join('\n');
}

const types = (...names: string[]) => `import type { ${names.join(', ')} } from '@/model/types';`;
const IMAGE = "import { image } from '@/model/image';";

/**
 * The content folder's modules for `resume` (a document `readJsonResume` accepted, or one a
 * starter made: `origin`).
 */
export function contentFromJsonResume(
  resume: JsonResume,
  file: string,
  today: Date = new Date(),
  origin: ImportOrigin = {},
): ImportedFolder {
  const language = resume.meta?.language;
  const lang: Lang = origin.languages?.[0] ?? (isLang(language) ? language : 'en');
  const name = text(resume.basics?.name) ?? '';
  const context: ImportContext = {
    resume,
    lang,
    languages: origin.languages?.length ? origin.languages : [lang],
    today,
    leftOut: [],
    pictures: [
      {
        path: 'portrait.png',
        kind: 'portrait',
        letters: name ? initials(name) : undefined,
        colour: origin.colour,
      },
    ],
    entryId: idMaker(),
    source: origin.source ?? 'resume.json',
    notes: origin.notes ?? new WeakMap(),
    projectIcons: origin.projectIcons ?? false,
    colour: origin.colour,
  };
  const about = {
    origin: origin.origin ?? `Imported from ${file} by \`npm run import-resume\``,
    todoWhat: origin.todoWhat ?? 'what JSON Resume could not hold',
  };
  const { projectSections, projects, overviewProjectIds, entries } = projectsOf(context);
  const modules: Record<string, string> = {
    'profile.ts': module(
      about,
      'You: name, contact details, the About text and your profiles.',
      [IMAGE, types('Profile', 'Text')],
      [
        { name: 'profile', type: 'Profile', value: profileOf(context) },
        {
          name: 'siteTitle',
          type: 'Text',
          value: ownWords(context, (words) => words.siteTitle(name || 'My')),
        },
      ],
    ),
    'projects.ts': module(
      about,
      'Your projects: the home page cards, the Projects page and the footer links.',
      [IMAGE, types('Project', 'ProjectSection')],
      [
        { name: 'projectSections', type: 'readonly ProjectSection[]', value: projectSections },
        { name: 'projects', type: 'readonly Project[]', value: projects },
        { name: 'overviewProjectIds', type: 'readonly string[]', value: overviewProjectIds },
      ],
    ),
    'timeline.ts': module(
      about,
      "The Experiences page. Dates are 'YYYY' or 'YYYY-MM'; end: 'Present' for what goes on.",
      [types('Text', 'TimelineEntry')],
      [
        { name: 'timelineIntro', type: 'Text', value: ownWords(context, (w) => w.timelineIntro) },
        { name: 'timeline', type: 'readonly TimelineEntry[]', value: timelineOf(context, entries) },
      ],
    ),
    'skills.ts': module(
      about,
      'Your skills. An `icon` is a Simple Icons name (https://simpleicons.org); none makes a text chip.',
      [types('SkillCategory')],
      [{ name: 'skillCategories', type: 'readonly SkillCategory[]', value: skillsOf(context) }],
    ),
    'resume.ts': module(
      about,
      'The resume PDF the build makes from this folder.',
      [types('ResumeInfo')],
      [{ name: 'resume', type: 'ResumeInfo', value: resumeInfoOf(context) }],
    ),
    'record.ts': module(
      about,
      'Availability, awards, certifications, publications and volunteering (every part optional).',
      [types('OwnerRecord')],
      [{ name: 'record', type: 'OwnerRecord', value: recordOf(context) }],
    ),
    'site.ts': module(
      about,
      'Where the site lives, its language and its colours.',
      [],
      [{ name: 'site', value: siteOf(context) }],
    ),
    'pages.ts': module(
      about,
      "Each page's navigation label, title and description.",
      [types('PageText')],
      [{ name: 'pages', type: 'readonly PageText[]', value: pagesOf(context) }],
    ),
  };
  for (const section of ['interests', 'references'] as const) {
    const count = resume[section]?.length ?? 0;
    if (count) context.leftOut.push(`${section} (${count}): the site has no place for them`);
  }
  return { lang, modules, pictures: context.pictures, leftOut: context.leftOut };
}

/** A content folder from the text of a `resume.json`, or the one sentence that says why not. */
export function fromJsonResume(text: string, file: string, today: Date = new Date()): ImportResult {
  const read = readJsonResume(text, file);
  if (!read.ok) return read;
  return { ok: true, folder: contentFromJsonResume(read.resume, file, today) };
}
