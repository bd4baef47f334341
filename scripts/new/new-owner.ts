/**
 * `npm run new`: a content folder of one's own from a few answers, in a minute. Asks in the
 * terminal for what it needs (name, role, school, e-mail, GitHub and LinkedIn, the site's
 * languages, the languages one speaks, a colour, the folder), or takes them all from flags for
 * scripts and tests:
 *
 *   npm run new -- --name 'Jane Doe' --email jane@host.tld --role 'Software Engineering Student' \
 *     --school 'University of Victoria' --github jane-doe --linkedin jane-doe \
 *     --languages en,tr --speaks 'English: native, Turkish: fluent' --colour '#0f766e' [folder]
 *
 * The folder (default `my-content/`) is written by the starters' writer
 * (../resume/write-folder.ts) from a JSON Resume document of the answers
 * (../resume/from-json-resume.ts): nothing of either sample owner, a portrait with the owner's
 * initials and an app icon instead of pictures, and a `// TODO(import)` line for everything
 * still to fill in. It passes the content check and builds at once. Then it names the folder in
 * `.env` (`CONTENT_DIR=…`, as "Make it yours" in the README does by hand) and prints the next
 * three steps. A folder that already holds files is never written over.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isLang, LANGUAGE_NAMES } from '../../src/i18n/languages';
import type { Lang } from '../../src/model/types';

/** The languages the site can be in (those with an interface dictionary). */
const LANGUAGES = Object.keys(LANGUAGE_NAMES);
import { contentFromJsonResume } from '../resume/from-json-resume';
import type { ImportNotes } from '../resume/import-content';
import { DEFAULT_FOLDER, type ImportOutcome } from '../resume/import-resume';
import type { JsonResume, JsonResumeProfile } from '../resume/json-resume-types';
import { holdsFiles, leftForYouLines, startFolder } from '../resume/write-folder';
import { importTodos } from '../content/import-todos';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The answers `npm run new` needs, checked. */
export interface Answers {
  name: string;
  email: string;
  role?: string;
  school?: string;
  /** A GitHub user name. */
  github?: string;
  /** A LinkedIn profile's name (`linkedin.com/in/<name>`). */
  linkedin?: string;
  /** The site's languages, the default first. */
  languages: Lang[];
  /** The languages the owner speaks, with their level. */
  speaks: { language: string; fluency?: string }[];
  /** `#rrggbb`. */
  colour?: string;
  folder: string;
}

/** An answer read: its value, or a sentence on what to write instead. */
type Read<T> = { value: T } | { problem: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GitHub's rule for user names: letters, digits and single hyphens, at most 39. */
const GITHUB_USER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

const LINKEDIN_NAME = /^[\p{L}\p{N}_-]{3,100}$/u;

/** One question: its flag, what is asked, how an answer is read; `optional` may stay empty. */
interface Question<K extends keyof Answers> {
  key: K;
  prompt: string;
  read: (text: string) => Read<Answers[K]>;
  optional?: { empty: Answers[K] };
}

const trimmed = (text: string) => text.trim().replace(/\s+/g, ' ');

function readName(text: string): Read<string> {
  const name = trimmed(text);
  return name ? { value: name } : { problem: 'Write your name as the site should show it.' };
}

function readEmail(text: string): Read<string> {
  const email = text.trim();
  return EMAIL.test(email)
    ? { value: email }
    : {
        problem: `'${email}' is not an e-mail address: write it as name@host.tld (the contact form sends to it).`,
      };
}

function readGithub(text: string): Read<string | undefined> {
  const given = text.trim();
  if (!given) return { value: undefined };
  const user = given
    .replace(/^(https?:\/\/)?(www\.)?github\.com\//i, '')
    .replace(/^@/, '')
    .replace(/\/+$/, '');
  return GITHUB_USER.test(user)
    ? { value: user }
    : {
        problem: `'${given}' is not a GitHub user name: write yours (e.g. jane-doe) or your profile's address (https://github.com/jane-doe).`,
      };
}

function readLinkedin(text: string): Read<string | undefined> {
  const given = text.trim();
  if (!given) return { value: undefined };
  const name = given
    .replace(/^(https?:\/\/)?([a-z]{2,3}\.)?linkedin\.com\/in\//i, '')
    .replace(/\/+$/, '');
  return LINKEDIN_NAME.test(name)
    ? { value: name }
    : {
        problem: `'${given}' is not a LinkedIn profile: write your profile's address (https://www.linkedin.com/in/jane-doe) or the part after /in/.`,
      };
}

function readLanguages(text: string): Read<Lang[]> {
  const codes = text
    .split(/[\s,]+/)
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
  const unknown = codes.filter((code) => !isLang(code));
  if (unknown.length)
    return {
      problem: `The site can be in ${LANGUAGES.join(' and ')}, not ${unknown.join(', ')}: list some of those, the default first, e.g. en or en,tr (README, "A second language", says how to add another).`,
    };
  const languages = [...new Set(codes)].filter(isLang);
  return { value: languages.length ? languages : ['en'] };
}

/** 'English: native, Turkish (fluent), French' → each language with its level. */
function readSpeaks(text: string): Read<Answers['speaks']> {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    value: parts.map((part) => {
      const match = /^(.+?)\s*(?::|-|–|\((.+)\))\s*(.*?)\)?$/.exec(part);
      const language = trimmed(match?.[1] ?? part);
      const fluency = trimmed(match?.[2] ?? match?.[3] ?? '');
      return fluency ? { language, fluency } : { language };
    }),
  };
}

function readColour(text: string): Read<string | undefined> {
  const given = text.trim();
  if (!given) return { value: undefined };
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(given)?.[1];
  if (!hex)
    return {
      problem: `'${given}' is not a colour: write it as #rrggbb, e.g. #0f766e (links, buttons and your icons take it).`,
    };
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return { value: `#${full.toLowerCase()}` };
}

function readFolder(text: string): Read<string> {
  return { value: text.trim() || DEFAULT_FOLDER };
}

function readText(text: string): Read<string | undefined> {
  return { value: trimmed(text) || undefined };
}

/** A question every owner answers. */
const must = <K extends keyof Answers>(
  key: K,
  prompt: string,
  read: Question<K>['read'],
): Question<K> => ({ key, prompt, read });

/** A question Enter skips, leaving `empty`. */
const may = <K extends keyof Answers>(
  key: K,
  prompt: string,
  read: Question<K>['read'],
  empty: Answers[K],
): Question<K> => ({ key, prompt, read, optional: { empty } });

const QUESTIONS = [
  must('name', 'Your name, as the site should show it', readName),
  may('role', 'Your role, e.g. Software Engineering Student', readText, undefined),
  may('school', 'Your school (or where you work)', readText, undefined),
  must('email', 'Your e-mail address (the contact form sends to it)', readEmail),
  may('github', 'Your GitHub user name or address', readGithub, undefined),
  may('linkedin', 'Your LinkedIn address', readLinkedin, undefined),
  may(
    'languages',
    `The site's languages, the default first (${LANGUAGES.join(', ')}) [en]`,
    readLanguages,
    ['en'],
  ),
  may('speaks', 'The languages you speak, e.g. English: native, Turkish: fluent', readSpeaks, []),
  may('colour', 'Your colour, as #rrggbb [#0f766e]', readColour, undefined),
  may('folder', `The folder for your content [${DEFAULT_FOLDER}]`, readFolder, DEFAULT_FOLDER),
] as readonly Question<keyof Answers>[];

/** The flag of each answer (`--colour` also answers to `--color`). */
const FLAG: Readonly<Record<keyof Answers, string>> = {
  name: 'name',
  email: 'email',
  role: 'role',
  school: 'school',
  github: 'github',
  linkedin: 'linkedin',
  languages: 'languages',
  speaks: 'speaks',
  colour: 'colour',
  folder: 'folder',
};

/** Asks one question and gives the answer typed (the CLI asks in the terminal; tests answer). */
export type Ask = (prompt: string) => Promise<string>;

/**
 * The answers: each from its flag (`given`), else asked with `ask`, again until it reads well;
 * without `ask`, a missing required answer is a sentence naming the flag.
 */
export async function collectAnswers(
  given: Readonly<Partial<Record<keyof Answers, string>>>,
  ask?: Ask,
  say: (line: string) => void = () => {},
): Promise<Read<Answers>> {
  const answers: Record<string, unknown> = {};
  for (const question of QUESTIONS) {
    const flag = given[question.key];
    if (flag !== undefined) {
      const read = question.read(flag);
      if ('problem' in read) return { problem: `--${FLAG[question.key]}: ${read.problem}` };
      answers[question.key] = read.value;
      continue;
    }
    if (!ask) {
      if (question.optional) {
        answers[question.key] = question.optional.empty;
        continue;
      }
      return {
        problem: `--${FLAG[question.key]} is missing: ${question.prompt.toLowerCase()}. Give it, e.g. npm run new -- --name 'Jane Doe' --email jane@host.tld (or run npm run new in a terminal, and it asks).`,
      };
    }
    for (;;) {
      const typed = await ask(`${question.prompt}: `);
      if (!typed.trim() && question.optional) {
        answers[question.key] = question.optional.empty;
        break;
      }
      const read = question.read(typed);
      if ('value' in read) {
        answers[question.key] = read.value;
        break;
      }
      say(read.problem);
    }
  }
  return { value: answers as unknown as Answers };
}

/** The JSON Resume document of the answers, and what they leave open. */
function documentOf(answers: Answers): { resume: JsonResume; notes: ImportNotes } {
  const notes: ImportNotes = new WeakMap();
  const profiles: JsonResumeProfile[] = [
    ...(answers.github
      ? [
          {
            network: 'GitHub',
            username: answers.github,
            url: `https://github.com/${answers.github}`,
          },
        ]
      : []),
    ...(answers.linkedin
      ? [
          {
            network: 'LinkedIn',
            username: `in/${answers.linkedin}`,
            url: `https://www.linkedin.com/in/${answers.linkedin}`,
          },
        ]
      : []),
  ];
  const basics: NonNullable<JsonResume['basics']> = {
    name: answers.name,
    label: answers.role,
    email: answers.email,
    profiles,
    // Where GitHub Pages puts a user's site: the likeliest address, to check.
    url: answers.github ? `https://${answers.github.toLowerCase()}.github.io` : undefined,
  };
  if (basics.url)
    notes.set(basics, {
      url: `check your site's public address: ${basics.url} is where GitHub Pages puts a site of ${answers.github}'s; write the real one, without a trailing slash (or set VITE_SITE_URL when you build).`,
    });
  const education = answers.school ? [{ institution: answers.school }] : undefined;
  return {
    resume: {
      basics,
      education,
      languages: answers.speaks.length ? answers.speaks : undefined,
    },
    notes,
  };
}

/**
 * Sets `name=value` in the `.env` file `file`: the line that names it is replaced, or one is
 * added. Returns the value it had.
 */
export function setEnvSetting(file: string, name: string, value: string): string | undefined {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const line = new RegExp(`^[ \\t]*(?:export[ \\t]+)?${name}[ \\t]*=(.*)$`, 'm');
  const previous = line
    .exec(text)?.[1]
    ?.trim()
    .replace(/^(['"])(.*)\1$/, '$2');
  const next = line.test(text)
    ? text.replace(new RegExp(line.source, 'gm'), `${name}=${value}`)
    : `${text}${text && !text.endsWith('\n') ? '\n' : ''}${name}=${value}\n`;
  writeFileSync(file, next);
  return previous;
}

export interface NewOptions {
  /** Where relative folders are (default: the current directory). */
  cwd?: string;
  /** The `.env` file to name the folder in (default: the project's). */
  envFile?: string;
  today?: Date;
}

/** Writes the folder of `answers`, names it in `.env` and says what to do next. */
export async function startNewOwner(
  answers: Answers,
  { cwd = process.cwd(), envFile = path.join(ROOT, '.env'), today = new Date() }: NewOptions = {},
): Promise<ImportOutcome> {
  const target = path.resolve(cwd, answers.folder);
  const shownFolder = path.relative(cwd, target) || '.';
  if (holdsFiles(target))
    return {
      code: 1,
      lines: [
        `${shownFolder}/ already holds files, and npm run new never writes over anything: name a new folder, e.g. npm run new -- --folder ${DEFAULT_FOLDER}-2 (or, to fill it from LinkedIn, npm run import-linkedin, which keeps your edits).`,
      ],
    };
  const { resume, notes } = documentOf(answers);
  const { modules, pictures } = contentFromJsonResume(resume, 'your answers', today, {
    origin: 'Started by `npm run new` from your answers',
    todoWhat: 'what is still to fill in',
    source: 'your answers',
    notes,
    languages: answers.languages,
    colour: answers.colour,
    projectIcons: true,
  });
  await startFolder(target, { modules, pictures });
  // The project keeps CONTENT_DIR relative to itself, as the README writes it.
  const setting = path.relative(path.dirname(envFile), target) || '.';
  const previous = setEnvSetting(envFile, 'CONTENT_DIR', setting);
  const todos = importTodos(target).length;
  const envName = path.relative(cwd, envFile) || envFile;
  return {
    code: 0,
    lines: [
      `new: wrote ${shownFolder}/ for ${answers.name}: ${Object.keys(modules).join(', ')}, your initials as a portrait, an app icon and ${pictures.length - 2} placeholder picture${pictures.length === 3 ? '' : 's'} under images/.`,
      `${envName} now says CONTENT_DIR=${setting}${previous && previous !== setting ? ` (it said ${previous})` : ''}, so every command uses your folder.`,
      ...leftForYouLines(target, shownFolder),
      'Next:',
      `  1. npm run dev, and open http://localhost:5173: your site, reloading as you save.`,
      `  2. Fill in the ${todos} places marked TODO above (npm run doctor lists them too): your portrait, your timeline (npm run import-linkedin -- <export.zip> ${shownFolder} fills it from LinkedIn and keeps your edits), your projects and their screenshots (npm run capture -- <address> --project my-project photographs a web page).`,
      '  3. npm run check, then npm run doctor; when both pass, deploy (README, "Deploy").',
    ],
  };
}

async function main() {
  let parsed: ReturnType<typeof parseFlags>;
  try {
    parsed = parseFlags(process.argv.slice(2));
  } catch (error) {
    console.error(
      `${error instanceof Error ? error.message : String(error)}. Flags: ${Object.values(FLAG)
        .map((f) => `--${f}`)
        .join(', ')}, --yes (ask nothing).`,
    );
    process.exit(1);
  }
  const { flags, yes } = parsed;
  const terminal = process.stdin.isTTY && !yes;
  const lines = terminal ? createInterface({ input: process.stdin, output: process.stdout }) : null;
  const closed = new Promise<never>((_, reject) =>
    lines?.once('close', () => reject(new Error('closed'))),
  );
  closed.catch(() => {});
  const ask: Ask | undefined = lines
    ? (prompt) => Promise.race([lines.question(prompt), closed])
    : undefined;
  let answers: Read<Answers>;
  try {
    if (lines)
      console.log('A content folder of your own: a few questions (Enter skips the optional ones).');
    answers = await collectAnswers(flags, ask, (line) => console.log(`  ${line}`));
  } catch {
    console.error('\nStopped: nothing written.');
    process.exit(1);
  } finally {
    lines?.close();
  }
  if ('problem' in answers) {
    console.error(answers.problem);
    process.exit(1);
  }
  const { code, lines: said } = await startNewOwner(answers.value);
  for (const line of said) (code === 0 ? console.log : console.error)(line);
  process.exit(code);
}

/** The flags (`--name …`) and the folder, if given as the one plain argument. */
function parseFlags(args: string[]) {
  const options = Object.fromEntries(
    Object.values(FLAG).map((flag) => [flag, { type: 'string' as const }]),
  );
  const { values, positionals } = parseArgs({
    args,
    options: { ...options, color: { type: 'string' }, yes: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (positionals.length > 1) throw new Error(`One folder at most, not ${positionals.join(' ')}`);
  const flags: Partial<Record<keyof Answers, string>> = {};
  const given = values as Record<string, string | boolean | undefined>;
  for (const [key, flag] of Object.entries(FLAG) as [keyof Answers, string][]) {
    const value = given[flag];
    if (typeof value === 'string') flags[key] = value;
  }
  if (typeof values.color === 'string') flags.colour ??= values.color;
  if (positionals[0]) flags.folder ??= positionals[0];
  return { flags, yes: values.yes === true };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
