/**
 * The owner's writing: `<CONTENT_DIR>/posts/<slug>.md` (the default language) and
 * `<slug>.<lang>.md` (a translation), Markdown with YAML front matter. Read at build time only:
 * by the router config (which pages to prerender), the Vite plugin that hands the pages their
 * posts (./plugin.ts), the content check and the feeds. Nothing here reaches a visitor's
 * JavaScript; a post's body becomes HTML in its page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { isLang } from '../../src/i18n/languages.ts';
import type { Lang } from '../../src/model/types.ts';
import type { Post, PostFrontMatter } from '../../src/model/post.ts';
import { renderMarkdown, type BodyWords } from './markdown.ts';

/** One Markdown file of the posts folder. */
export interface PostFile {
  /** Path from the content folder, for messages: `posts/offline-maps.tr.md`. */
  where: string;
  slug: string;
  /** The file's language: the one in its name, else the site's default. */
  lang: Lang;
  /** The front matter as written (a translation may leave fields out). */
  data: Partial<PostFrontMatter>;
  body: string;
  /** Line of the body's first line in the file (for messages about the body). */
  bodyLine: number;
  /** The line of each front matter field (1 when it has none). */
  lines: Record<string, number>;
}

export const POSTS_FOLDER = 'posts';
/**
 * Slugs a post may not take because its address is already another page's: `/writing/index`
 * is the Writing page's own file (`writing/index.html`), so a static host answers it with the
 * list, and the post's page would turn into the list when reloaded.
 */
export const RESERVED_SLUGS: readonly string[] = ['index'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One problem, named by file and line, with what to do. */
export interface PostProblem {
  where: string;
  line: number;
  message: string;
}

export const formatProblem = (p: PostProblem) => `${p.where}:${p.line}: ${p.message}`;

function isRealDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** A language's name in English, for messages: 'Turkish'. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames('en', { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Splits `---\n…\n---\n` off a file; the front matter's text and the body's first line. */
function splitFrontMatter(text: string): { yaml: string; body: string; bodyLine: number } | null {
  const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return null;
  const yaml = match[1] ?? '';
  return {
    yaml,
    body: text.slice(match[0].length),
    bodyLine: match[0].split('\n').length,
  };
}

/** Reads one post file; its problems are added to `problems`. */
export function readPostFile(
  dir: string,
  file: string,
  languages: readonly Lang[],
  problems: PostProblem[],
): PostFile | null {
  const where = `${POSTS_FOLDER}/${file}`;
  const say = (line: number, message: string) => problems.push({ where, line, message });
  const [stem = '', second] = file.replace(/\.md$/, '').split('.');
  const defaultLang = languages[0] ?? 'en';
  if (!SLUG.test(stem)) {
    say(
      1,
      `the file name '${stem}' is the post's address (/writing/${stem}), so it may hold only lowercase letters, digits and single hyphens. Rename the file, e.g. 'my-first-post.md'.`,
    );
    return null;
  }
  if (RESERVED_SLUGS.includes(stem)) {
    say(
      1,
      `the file name '${stem}' is the post's address (/writing/${stem}), which is the Writing page's own: reloaded, the post's page would show the list of posts. Rename the file, e.g. 'my-first-post.md'${second ? ` (and its translations alike, e.g. 'my-first-post.${second}.md')` : ''}.`,
    );
    return null;
  }
  let lang: Lang = defaultLang;
  if (second !== undefined) {
    if (!isLang(second) || !languages.includes(second)) {
      say(
        1,
        `'.${second}.md' names no language of the site (${languages.join(', ')}, in site.ts). Name a translation '<slug>.<language>.md', e.g. '${stem}.${languages[1] ?? 'tr'}.md', or add the language to site.ts.`,
      );
      return null;
    }
    lang = second;
  }
  const text = readFileSync(path.join(dir, file), 'utf8');
  const parts = splitFrontMatter(text);
  if (!parts) {
    say(
      1,
      "starts without front matter. Begin the file with a block between two '---' lines holding at least title, date and summary (see src/content/posts/ for an example).",
    );
    return null;
  }
  const doc = parseDocument(parts.yaml, { prettyErrors: false });
  if (doc.errors.length > 0) {
    for (const error of doc.errors)
      say(
        // The front matter starts on the file's second line.
        1 + parts.yaml.slice(0, error.pos[0]).split('\n').length,
        `the front matter is not valid YAML (${error.message.split('\n')[0]}). Check quotes and indentation; a text with ': ' in it needs quotes.`,
      );
    return null;
  }
  const raw: unknown = doc.toJS();
  // The line of a field, for messages (front matter starts on the file's second line).
  const lineOf = (key: string): number => {
    const pair = doc.contents && 'items' in doc.contents ? doc.contents.items : [];
    for (const item of pair as { key?: { value?: unknown; range?: number[] } }[]) {
      if (item.key?.value === key && item.key.range)
        return 1 + parts.yaml.slice(0, item.key.range[0]).split('\n').length;
    }
    return 1;
  };
  const isDefault = lang === defaultLang;
  const data = frontMatter(raw, isDefault, (key, message) => say(lineOf(key), message));
  return {
    where,
    slug: stem,
    lang,
    data,
    body: parts.body,
    bodyLine: parts.bodyLine,
    lines: Object.fromEntries(FIELDS.map((key) => [key, lineOf(key)])),
  };
}

const FIELDS = ['title', 'date', 'updated', 'summary', 'tags', 'projectId', 'cover', 'draft'];

/** The checked fields of a front matter; each problem is reported through `say`. */
function frontMatter(
  raw: unknown,
  required: boolean,
  say: (key: string, message: string) => void,
): Partial<PostFrontMatter> {
  const out: Partial<PostFrontMatter> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    say('', 'the front matter must be fields like `title: …`, one per line.');
    return out;
  }
  const fields = raw as Record<string, unknown>;
  for (const key of Object.keys(fields))
    if (!FIELDS.includes(key))
      say(key, `unknown field '${key}'. The fields are: ${FIELDS.join(', ')}.`);
  const text = (key: 'title' | 'summary', hint: string) => {
    const value = fields[key];
    if (value === undefined) {
      if (required) say(key, `no ${key}. Add a line \`${key}: ${hint}\`.`);
      return;
    }
    if (typeof value !== 'string' || !value.trim())
      say(key, `${key} must be a text, e.g. \`${key}: ${hint}\`.`);
    else out[key] = value.trim();
  };
  text('title', 'What I learned building offline maps');
  text('summary', 'One or two sentences for the list, the feeds and link previews.');
  for (const key of ['date', 'updated'] as const) {
    const value: unknown = fields[key];
    // YAML reads an unquoted 2026-03-14 as a date.
    const written = value instanceof Date ? value.toISOString().slice(0, 10) : value;
    if (written === undefined) {
      if (key === 'date' && required)
        say(key, 'no date. Add the day it was published, e.g. `date: 2026-03-14`.');
      continue;
    }
    if (typeof written !== 'string' || !isRealDate(written))
      say(key, `${key} must be a day written YYYY-MM-DD, e.g. \`${key}: 2026-03-14\`.`);
    else out[key] = written;
  }
  const tags: unknown = fields.tags;
  if (tags !== undefined) {
    if (!Array.isArray(tags) || tags.some((t) => typeof t !== 'string' || !t.trim()))
      say('tags', 'tags must be a list of words, e.g. `tags: [android, kotlin]`.');
    else out.tags = [...new Set(tags.map((t: string) => t.trim()))];
  }
  const projectId: unknown = fields.projectId;
  if (projectId !== undefined) {
    if (typeof projectId !== 'string' || !projectId.trim())
      say(
        'projectId',
        'projectId must be the id of a project in projects.ts, e.g. `projectId: mot`.',
      );
    else out.projectId = projectId.trim();
  }
  const cover: unknown = fields.cover;
  if (cover !== undefined) {
    const c = cover as Record<string, unknown> | null;
    if (typeof c !== 'object' || c === null || typeof c.src !== 'string')
      say(
        'cover',
        'cover must name a picture and say what it shows: `cover: { src: posts/x.png, alt: … }`.',
      );
    else if (typeof c.alt !== 'string' || !c.alt.trim())
      say(
        'cover',
        `the cover ${c.src} has no alt text. Add \`alt: …\` saying what the picture shows.`,
      );
    else out.cover = { src: c.src.replace(/^(\.\.\/)?images\//, ''), alt: c.alt.trim() };
  }
  const draft: unknown = fields.draft;
  if (draft !== undefined) {
    if (typeof draft !== 'boolean') say('draft', 'draft must be `true` or `false`.');
    else out.draft = draft;
  }
  return out;
}

/** Every post file of `contentDir`, read and checked. */
export function readPostFiles(contentDir: string, languages: readonly Lang[]) {
  const dir = path.join(contentDir, POSTS_FOLDER);
  const problems: PostProblem[] = [];
  const files: PostFile[] = [];
  if (!existsSync(dir)) return { files, problems };
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()) {
    const file = readPostFile(dir, name, languages, problems);
    if (!file) continue;
    const twin = files.find((f) => f.slug === file.slug && f.lang === file.lang);
    if (twin) {
      problems.push({
        where: file.where,
        line: 1,
        message: `${twin.where} is the same post in the same language (/writing/${file.slug}). Keep one of the two files, or rename one.`,
      });
      continue;
    }
    files.push(file);
  }
  return { files, problems };
}

/** What the site needs to know of the posts: each language's posts, newest first. */
export interface PostsBuild {
  byLang: Map<Lang, Post[]>;
  problems: PostProblem[];
}

/**
 * The posts of every language of the site, rendered. A language without its own file of a post
 * shows the default language's, marked (`shownIn`), as every other untranslated text of the
 * site; a translation takes what it leaves out (date, tags, cover, project) from the default.
 * Drafts only when `drafts` (the dev server).
 */
export function buildPosts(
  contentDir: string,
  languages: readonly Lang[],
  options: {
    drafts: boolean;
    projectIds?: readonly string[];
    /** The words of each language the rendered Markdown needs (footnotes). */
    words: (lang: Lang) => BodyWords;
  },
): PostsBuild {
  const { files, problems } = readPostFiles(contentDir, languages);
  const defaultLang = languages[0] ?? 'en';
  const slugs = [...new Set(files.map((f) => f.slug))];
  const byLang = new Map<Lang, Post[]>(languages.map((l) => [l, []]));
  const imagesDir = path.join(contentDir, 'images');
  for (const slug of slugs) {
    const base = files.find((f) => f.slug === slug && f.lang === defaultLang);
    for (const lang of languages) {
      const own = files.find((f) => f.slug === slug && f.lang === lang);
      const file = own ?? base;
      if (!file) continue;
      const data = { ...base?.data, ...file.data, tags: file.data.tags ?? base?.data.tags ?? [] };
      // Reported once, on the file that lacks them.
      // A translation's own texts: without them its page would show the default language's.
      if (own && lang !== defaultLang && base) {
        const missing = (['title', 'summary'] as const).filter(
          (key) => own.data[key] === undefined && (own.lines[key] ?? 1) === 1,
        );
        if (missing.length)
          problems.push({
            where: own.where,
            line: 1,
            message: `no ${missing.join(' and no ')}: a translation needs its own, or its ${languageName(lang)} page shows the ${languageName(defaultLang)} one. Add ${missing.map((key) => `a line \`${key}: …\``).join(' and ')} in ${languageName(lang)}.`,
          });
      }
      if (!data.title || !data.date || !data.summary) {
        if (!own && lang !== defaultLang) continue;
        if (own && lang !== defaultLang && !base) {
          const missing = ['title', 'date', 'summary'].filter((k) => !(k in data));
          problems.push({
            where: own.where,
            line: 1,
            message: `no ${missing.join(', ')}: a post without a ${defaultLang} file needs them in its own front matter.`,
          });
        }
        continue;
      }
      if (data.draft && !options.drafts) continue;
      if (lang === defaultLang || own) checkReferences(file, data, imagesDir, options, problems);
      const { problems: bodyProblems, ...body } = renderMarkdown(file.body, options.words(lang));
      for (const image of body.images) {
        if (!image.alt.trim())
          problems.push({
            where: file.where,
            line: file.bodyLine + image.line - 1,
            message: `the picture ${image.src} has no alt text. Write what it shows between the brackets: ![What the picture shows](${image.src}).`,
          });
        if (!existsSync(path.join(imagesDir, image.src)))
          problems.push({
            where: file.where,
            line: file.bodyLine + image.line - 1,
            message: `the picture images/${image.src} is not in the content folder. Put the file there or correct the path (relative to the post, e.g. ../images/posts/x.png).`,
          });
      }
      for (const message of bodyProblems)
        problems.push({
          where: file.where,
          line: file.bodyLine + message.line - 1,
          message: message.message,
        });
      byLang.get(lang)?.push({
        ...(data as PostFrontMatter),
        draft: data.draft ?? false,
        ...body,
        slug,
        lang,
        where: file.where,
        ...(file.lang !== lang ? { shownIn: file.lang } : {}),
      });
    }
  }
  for (const posts of byLang.values())
    posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  // Problems of the body are found once per language that renders it.
  const seen = new Set<string>();
  const unique = problems.filter((p) => {
    const key = formatProblem(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { byLang, problems: unique };
}

function checkReferences(
  file: PostFile,
  data: Partial<PostFrontMatter>,
  imagesDir: string,
  options: { projectIds?: readonly string[] },
  problems: PostProblem[],
) {
  if (data.projectId && options.projectIds && !options.projectIds.includes(data.projectId))
    problems.push({
      where: file.where,
      line: file.lines.projectId ?? 1,
      message: `projectId '${data.projectId}' is no project in projects.ts (its ids: ${options.projectIds.join(', ')}). Use one of them, or remove the line.`,
    });
  if (data.cover && !existsSync(path.join(imagesDir, data.cover.src)))
    problems.push({
      where: file.where,
      line: file.lines.cover ?? 1,
      message: `the cover images/${data.cover.src} is not in the content folder. Put the picture there or correct its path.`,
    });
}

/** The published posts' slugs of each language (what the router config prerenders). */
export function postSlugs(
  contentDir: string,
  languages: readonly Lang[],
  drafts: boolean,
): Map<Lang, string[]> {
  const { files } = readPostFiles(contentDir, languages);
  const defaultLang = languages[0] ?? 'en';
  const out = new Map<Lang, string[]>(languages.map((l) => [l, []]));
  for (const slug of [...new Set(files.map((f) => f.slug))]) {
    const base = files.find((f) => f.slug === slug && f.lang === defaultLang);
    for (const lang of languages) {
      const own = files.find((f) => f.slug === slug && f.lang === lang) ?? base;
      if (!own) continue;
      const draft = own.data.draft ?? base?.data.draft ?? false;
      if (!draft || drafts) out.get(lang)?.push(slug);
    }
  }
  return out;
}
